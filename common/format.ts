// Amounts, days and counts as the portal writes them in its language ('en', 'fr'): its screens and the server's
// emails format with these, so an email reads "38,50 $US" where the portal does, never "38.50 USD".

// Making an Intl format costs far more than formatting with one (the first of a page load loads the language's data:
// some 20 ms of a phone's main thread): a list of 100 rows would make 100. Each is made once, on first use.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();
function cached<Format extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(
  key: string,
  make: () => Format,
): Format {
  let format = formats.get(key) as Format | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** The cached currency format of a language and currency. */
export const moneyFormat = (locale: string, currency: string) =>
  cached(`money ${locale} ${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency }));

/**
 * An amount in its currency, in the person's language: `formatMoney(12.5, 'EUR', 'fr')` is "12,50 €". A decimal
 * string ("1234.50", as invoices carry amounts) is formatted exactly: Intl reads the string itself, never a float.
 */
export const formatMoney = (amount: number | string, currency: string, locale = 'en') =>
  moneyFormat(locale, currency).format(amount as number);

/**
 * A unit price, which keeps up to six decimals (Microsoft's do) and shows at least two: "$10.00", "$0.123456".
 * `formatUnitPrice('0.123400', 'USD')` is "$0.1234".
 */
export const formatUnitPrice = (amount: string, currency: string, locale = 'en') =>
  cached(
    `unit price ${locale} ${currency}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 6,
      }),
  ).format(amount as unknown as number);

// Dates are written one way across the portal and its emails, in the reader's language. A day: "Oct 1, 2026" (en),
// "1 oct. 2026" (fr), its day, short month and year. Where the time matters (an order placed, an event, a message
// sent, a notification): "Nov 27, 2026, 9:05 AM" (en), "27 nov. 2026, 09:05" (fr), without seconds. A moment is
// written in the reader's time zone; a plain day (2026-10-24, no time) is the same day everywhere, so it is read and
// written in UTC and never shifts by a day.

/** A day's options, for react-admin's DateField and Intl: "Oct 1, 2026" (en), "1 oct. 2026" (fr). */
export const dayOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
/** A plain day's (2026-10-24): read and written in UTC, it never shifts by a day. */
export const plainDayOptions: Intl.DateTimeFormatOptions = { ...dayOptions, timeZone: 'UTC' };
/** A moment's, where its time matters: "Nov 27, 2026, 9:05 AM" (en), "27 nov. 2026, 09:05" (fr). */
export const momentOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Whether a value is a plain day (2026-10-24), with no time. */
export const isPlainDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const dateOptions = { day: dayOptions, plainDay: plainDayOptions, moment: momentOptions };
const dateFormat = (locale: string, kind: keyof typeof dateOptions) =>
  cached(`${kind} ${locale}`, () => new Intl.DateTimeFormat(locale, dateOptions[kind]));

/** A plain day (2026-12-20): "Dec 20, 2026" (en), "20 déc. 2026" (fr). */
export const formatDay = (day: string, locale = 'en') =>
  dateFormat(locale, 'plainDay').format(new Date(`${day}T00:00:00Z`));

/**
 * The day of a date (ISO text): a plain day as it is, a moment's day in the reader's time zone. "Oct 24, 2026" (en),
 * "24 oct. 2026" (fr).
 */
export const formatDate = (value: string, locale = 'en') =>
  isPlainDay(value) ? formatDay(value, locale) : dateFormat(locale, 'day').format(new Date(value));

/** A moment (ISO text) where its time matters, in the reader's time zone: "Nov 27, 2026, 9:05 AM", "27 nov. 2026, 09:05". */
export const formatMoment = (value: string, locale = 'en') => dateFormat(locale, 'moment').format(new Date(value));

/**
 * A percentage, given in hundredths (16.7 for 16.7 %), as the language writes it, to two decimals at most: "16.7%"
 * (en), "16,7 %" (fr, whose space is a narrow no-break one). Its number and its sign never go onto two lines: a
 * narrow margin column once showed "(16.7" over "%)".
 */
export const formatPercent = (percent: number, locale = 'en') =>
  cached(
    `percent ${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
  ).format(percent / 100);

/** A country's name (an ISO 3166 code) in the language: "France", "Allemagne" (DE in French); the code if unknown. */
export const formatCountry = (code: string, locale = 'en') =>
  cached(`region ${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' })).of(code) ?? code;

/** A language's name (an ISO 639 code) in the language: "French", "anglais" (en in French); the code if unknown. */
export const formatLanguage = (code: string, locale = 'en') =>
  cached(`language ${locale}`, () => new Intl.DisplayNames([locale], { type: 'language' })).of(code) ?? code;

/** A whole number with the language's separators: "1,200" (en), "1 200" (fr). */
export const formatCount = (count: number, locale = 'en') =>
  cached(`count ${locale}`, () => new Intl.NumberFormat(locale)).format(count);

/**
 * A language's usual formats, each made by a step of its own, for the browser to make ahead while idle: the first
 * format a page makes loads the language's data (some 20 ms, 80 on a phone), which would otherwise lengthen the render
 * that first shows a count. One step a task: together they made one task long enough to block a phone's page.
 */
export const formatPreparations = (locale: string) => [
  () => formatCount(0, locale),
  () => moneyFormat(locale, 'USD'),
  () => dateFormat(locale, 'day'),
];
