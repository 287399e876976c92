// Amounts and percentages as people type them, in a field or a spreadsheet of either language, and the ones the
// API takes.

export type DecimalMark = '.' | ',';

type AmountText = { amount: number; currency: string; decimalMark?: DecimalMark };

/** A currency written beside an amount: a code (USD), a symbol ($, €), or both as French writes them ($US, US$). */
const currencyPattern = /^(?:[A-Z]{3}|[A-Z]{0,2}\p{Sc}[A-Z]{0,2})$/u;
const minusSign = /[-\u2212]/;

/**
 * How the portal reads an amount, the one rule for every field and file ("7.99", "7,99", "$7.99", "7,99 €",
 * "USD 7.99", "38,50 $US", "−5"):
 * - a currency may stand before or after the number, and a minus (- or −) before it;
 * - spaces (also the no-break and narrow no-break spaces French spreadsheets write) only group thousands: "1 234,50";
 * - with both "." and ",", the last is the decimal mark: "1,234.50" and "1.234,50"; one of them written twice or
 *   more groups thousands: "1,234,567";
 * - one written once is the decimal mark ("7,99", "12.5"), except before exactly three digits with one to three
 *   before it ("1,234", "12.500"): English writes one thousand two hundred thirty-four "1,234", German "1.234", and a
 *   price of three decimals is rare. There `fileDecimalMark` decides (the mark the file's other amounts use: an export
 *   always has some, its costs carry two decimals); without one, it groups thousands;
 * - at most six decimals (a unit price's); more, or anything else, is not an amount.
 */
function readAmountText(text: string, fileDecimalMark?: DecimalMark): AmountText | undefined {
  const parts = /^(\D*?)(\d(?:[\d\s.,]*\d)?)(\D*)$/u.exec(text.trim());
  if (!parts) return undefined;
  const [, prefix = '', number = '', suffix = ''] = parts;
  const isNegative = minusSign.test(prefix);
  const currencies = [prefix.replace(minusSign, ''), suffix].map((affix) => affix.trim()).filter(Boolean);
  if (currencies.length > 1 || (currencies[0] !== undefined && !currencyPattern.test(currencies[0]))) return undefined;
  const marks = number.replace(/[^.,]/g, '');
  const last = marks.at(-1) as DecimalMark | undefined;
  const other: DecimalMark = last === ',' ? '.' : ',';
  let decimalMark: DecimalMark | undefined;
  let seenMark: DecimalMark | undefined;
  if (last && marks.includes(other)) decimalMark = seenMark = last;
  else if (last && marks.length > 1) seenMark = other;
  else if (last) {
    const [before = '', after = ''] = number.split(last);
    const isAmbiguous = /^[1-9]\d{0,2}$/.test(before) && /^\d{3}$/.test(after);
    if (!isAmbiguous) decimalMark = seenMark = last;
    else if (fileDecimalMark === last) decimalMark = last;
  }
  const [whole = '', fraction, ...rest] = decimalMark ? number.split(decimalMark) : [number];
  if (rest.length > 0 || (fraction !== undefined && !/^\d{1,6}$/.test(fraction))) return undefined;
  const groups = whole.split(/[\s.,]/u);
  const separators = new Set(whole.replace(/\d/g, '').replace(/\s/gu, ' '));
  const isGrouped =
    groups.length === 1 ||
    (separators.size === 1 && /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group)));
  if (!isGrouped) return undefined;
  const amount = Number(`${groups.join('')}.${fraction ?? '0'}`);
  return { amount: isNegative ? -amount : amount, currency: currencies[0] ?? '', decimalMark: seenMark };
}

/** An amount as a person typed it (see readAmountText): NaN when it is not one. */
export const readAmount = (text: string, fileDecimalMark?: DecimalMark) =>
  readAmountText(text, fileDecimalMark)?.amount ?? NaN;

/** A percentage as typed: an amount, with or without its "%" ("12,5 %"). */
export const readPercent = (text: string, fileDecimalMark?: DecimalMark) =>
  readAmount(text.replace(/\s*%\s*$/u, ''), fileDecimalMark);

/** The decimal mark most of `texts` show beyond doubt ("7,99", "1,234.50"; not "1,234", not "12"), if any. */
export function decimalMarkOf(texts: string[]): DecimalMark | undefined {
  let votes = 0;
  for (const text of texts) {
    const mark = readAmountText(text.replace(/\s*%\s*$/u, ''))?.decimalMark;
    votes += mark === ',' ? 1 : mark === '.' ? -1 : 0;
  }
  return votes > 0 ? ',' : votes < 0 ? '.' : undefined;
}

const currencyOfSymbol: Record<string, string> = { '€': 'EUR', '£': 'GBP' };

/**
 * Whether the currency written beside an amount, if any, can be `currency` (ISO code): "USD", "$US" and "US$" name
 * USD, "$" alone any dollar, "€" the euro; another symbol is not held against it.
 */
export function isWrittenIn(text: string, currency: string) {
  const written = (readAmountText(text)?.currency ?? '').toUpperCase();
  if (written === '') return true;
  if (/^[A-Z]{3}$/.test(written)) return written === currency;
  if (written.includes('$')) {
    const country = written.replace('$', '');
    return country === '' ? currency.endsWith('D') : currency.startsWith(country);
  }
  return (currencyOfSymbol[written] ?? currency) === currency;
}

/** Whether a number has at most two decimals, as the API stores prices and markups. */
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
/** The markups the API takes (common/api): from −100 % to 1,000 %, two decimals at most. */
export const isMarkupPercent = (value: number) =>
  Number.isFinite(value) && value >= -100 && value <= 1000 && hasCents(value);
/** The prices the API takes (common/api): from 0 to 10,000,000, cents at most. */
export const isPrice = (value: number) =>
  Number.isFinite(value) && value >= 0 && value <= 10_000_000 && hasCents(value);
