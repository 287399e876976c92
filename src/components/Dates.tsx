import { DateField as RaDateField, useFieldValue, useLocaleState, type DateFieldProps } from 'react-admin';
import { dayOptions, formatDate, formatMoment, isPlainDay, momentOptions, plainDayOptions } from '../../common/format';

export { formatDate, formatMoment } from '../../common/format';

/**
 * react-admin's DateField as the portal writes every date (common/format.ts), in the portal's language (LocaleFormats
 * gives it its `locales`): a day "Oct 24, 2026" (en), "24 oct. 2026" (fr); with `showTime`, where the time matters, a
 * moment "Nov 27, 2026, 9:05 AM", "27 nov. 2026, 09:05". A plain day (2026-10-24) is read in UTC: it never shifts.
 */
export function DateField(props: Omit<DateFieldProps, 'options' | 'locales' | 'showDate'>) {
  const value: unknown = useFieldValue(props);
  const options = props.showTime
    ? momentOptions
    : typeof value === 'string' && isPlainDay(value)
      ? plainDayOptions
      : dayOptions;
  return <RaDateField {...props} options={options} />;
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
