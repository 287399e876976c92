import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useLocaleState, useRecordContext } from 'react-admin';
import { formatCount, formatMoney, formatPercent, formatPreparations, formatUnitPrice } from '../../common/format';

export { formatMoney } from '../../common/format';

const compactFormats = new Map<string, Intl.NumberFormat>();
function compactFormat(locale: string) {
  let format = compactFormats.get(locale);
  if (!format)
    compactFormats.set(
      locale,
      (format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })),
    );
  return format;
}

/** Short figures in the current locale, for a chart's axis: 20K (en), 20 k (fr). */
export function useFormatCompact() {
  const [locale] = useLocaleState();
  return (value: number) => compactFormat(locale).format(value);
}

/**
 * A month ('2026-02') as the portal's language shortens it, for a chart's labels: "Feb 2026" (en), "févr. 2026" (fr).
 * Its year is whole: "Dec 25" read as the 25th of December.
 */
export function useFormatMonth() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (month: string) => format.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/**
 * Makes a language's formats while the browser is idle, a step each idle moment (formatPreparations); the returned
 * function stops what is left.
 */
export function prepareFormatsWhenIdle(locale: string) {
  if (typeof requestIdleCallback !== 'function') return () => {};
  const steps = formatPreparations(locale);
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) handle = requestIdleCallback(next);
  };
  let handle = requestIdleCallback(next);
  return () => cancelIdleCallback(handle);
}

/** Makes the current language's formats while the browser is idle, once a language is picked. */
export function usePreparedFormats() {
  const [locale] = useLocaleState();
  useEffect(() => prepareFormatsWhenIdle(locale), [locale]);
}

/** A whole number of things (seats, rows) in the current locale, as a sentence says it: "1,200" (en), "1 200" (fr). */
export function useFormatCount() {
  const [locale] = useLocaleState();
  return (count: number) => formatCount(count, locale);
}

/** A percentage (16.7 for 16.7 %) in the current locale, its number and sign on one line: "16.7%", "16,7 %". */
export function useFormatPercent() {
  const [locale] = useLocaleState();
  return (percent: number) => formatPercent(percent, locale);
}

/** Formats in the current locale. */
export function useFormatMoney() {
  const [locale] = useLocaleState();
  return (amount: number | string, currency: string) => formatMoney(amount, currency, locale);
}

/**
 * A record's amount (`source`, a number or a decimal string such as "1234.50") in the record's own `currency`;
 * `unitPrice` keeps a price's decimals beyond the cent.
 */
export function MoneyField({ source, unitPrice }: { source: string; label?: string; unitPrice?: boolean }) {
  const record = useRecordContext<Record<string, unknown>>();
  const format = useFormatMoney();
  const [locale] = useLocaleState();
  const amount = record?.[source];
  if (typeof amount !== 'number' && typeof amount !== 'string') return null;
  const currency = String(record?.currency ?? 'USD');
  // As react-admin's own fields write a value (NumberField, DateField): the size of the facts beside it.
  return (
    <Typography variant="body2" component="span">
      {unitPrice && typeof amount === 'string' ? formatUnitPrice(amount, currency, locale) : format(amount, currency)}
    </Typography>
  );
}
