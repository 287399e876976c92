// Amounts, days and counts as the portal writes them in its language ('en', 'fr'): its screens and the server's
// emails format with these, so an email reads "38,50 $US" where the portal does, never "38.50 USD".

// Making an Intl.NumberFormat costs far more than formatting with one: a list of 100 rows would make 100.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The cached currency format of a language and currency. */
export function moneyFormat(locale: string, currency: string) {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) moneyFormats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  return format;
}

/**
 * An amount in its currency, in the person's language: `formatMoney(12.5, 'EUR', 'fr')` is "12,50 €". A decimal
 * string ("1234.50", as invoices carry amounts) is formatted exactly: Intl reads the string itself, never a float.
 */
export const formatMoney = (amount: number | string, currency: string, locale = 'en') =>
  moneyFormat(locale, currency).format(amount as number);

const unitPriceFormats = new Map<string, Intl.NumberFormat>();
/**
 * A unit price, which keeps up to six decimals (Microsoft's do) and shows at least two: "$10.00", "$0.123456".
 * `formatUnitPrice('0.123400', 'USD')` is "$0.1234".
 */
export function formatUnitPrice(amount: string, currency: string, locale = 'en') {
  const key = `${locale} ${currency}`;
  let format = unitPriceFormats.get(key);
  if (!format)
    unitPriceFormats.set(
      key,
      (format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 6,
      })),
    );
  return format.format(amount as unknown as number);
}

/** A day (2026-12-20) as the portal's bell writes it: "Dec 20, 2026" (en), "20 déc. 2026" (fr). */
export const formatDay = (day: string, locale = 'en') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A whole number with the language's separators: "1,200" (en), "1 200" (fr). */
export const formatCount = (count: number, locale = 'en') => new Intl.NumberFormat(locale).format(count);
