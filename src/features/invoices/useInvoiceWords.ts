import { useLocaleState, useTranslate } from 'react-admin';
import { formatDay } from '../../../common/format';

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A day after `day` (YYYY-MM-DD) by `days`, in UTC. */
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * How an invoice's days, periods and rates read in the portal's language: `day('2026-01-11')` "Jan 11, 2026";
 * `period('2026-01-11', '2026-02-01')` "Jan 11, 2026 – Jan 31, 2026" (a line's end is the day after its last);
 * `month('2026-01')` "January 2026"; `rate('20.00')` "20" ("5,5" in French).
 */
export function useInvoiceWords() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const day = (value: string | null | undefined) => (value ? formatDay(value, locale) : '—');
  let percent = percentFormats.get(locale);
  if (!percent) percentFormats.set(locale, (percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 })));
  const rateFormat = percent;
  return {
    day,
    period: (start: string, end: string) =>
      translate('resources.invoices.period_range', { from: day(start), to: day(addDays(end, -1)) }),
    month: (period: string) =>
      new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${period}-01T00:00:00Z`),
      ),
    rate: (ratePercent: string) => rateFormat.format(ratePercent as unknown as number),
  };
}
