import { Typography } from '@mui/material';
import { sanitizeFieldRestProps, useFieldValue, useLocaleState, useTranslate, type DateFieldProps } from 'react-admin';
import { formatDate, formatMoment } from '../../common/format';

export { formatDate, formatMoment } from '../../common/format';

/**
 * react-admin's DateField as the portal writes every date (common/format.ts), in the portal's language: a day "Oct 24,
 * 2026" (en), "24 oct. 2026" (fr); with `showTime`, where the time matters, a moment "Nov 27, 2026, 9:05 AM", "27 nov.
 * 2026, 09:05". A plain day (2026-10-24) is read in UTC: it never shifts. Written with the language's one cached
 * format, where react-admin's makes a new one for each date (a list's dates cost a phone tens of milliseconds).
 */
export function DateField(props: Omit<DateFieldProps, 'options' | 'locales' | 'showDate' | 'transform'>) {
  const { className, emptyText, showTime = false, ...rest } = props;
  const value: unknown = useFieldValue(props);
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const date = value instanceof Date || typeof value === 'number' ? new Date(value).toISOString() : value;
  let text: string | null = null;
  if (typeof date === 'string' && date !== '') text = showTime ? formatMoment(date, locale) : formatDate(date, locale);
  else if (emptyText) text = translate(emptyText, { _: emptyText });
  if (text === null) return null;
  return (
    <Typography component="span" variant="body2" className={className} {...sanitizeFieldRestProps(rest)}>
      {text}
    </Typography>
  );
}

/** The day of a date (ISO text) in the portal's language: "Oct 24, 2026" (en), "24 oct. 2026" (fr). */
export function useFormatDate() {
  const [locale] = useLocaleState();
  return (value: string) => formatDate(value, locale);
}

/** A moment (ISO text) where its time matters, in the portal's language: "Nov 27, 2026, 9:05 AM". */
export function useFormatMoment() {
  const [locale] = useLocaleState();
  return (value: string) => formatMoment(value, locale);
}
