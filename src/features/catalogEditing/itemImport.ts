// Reading a catalog's items back from CSV (the export's file, changed in a spreadsheet of either language): which rows
// change what, which cannot be applied and why, and which changed columns are not applied. Nothing here calls the
// API: the dialog previews the plan, then applies it.
import type { CatalogItem, ItemUpdate } from '../../../common/api';
import { roundCents } from '../../../common/domain';
import {
  decimalMarkOf,
  type DecimalMark,
  isMarkupPercent,
  isPrice,
  isWrittenIn,
  readAmount,
  readPercent,
} from './amounts';
import { effectivePriceOf } from './bulkChanges';

/** The export's columns the import applies (the item ID finds the row's item). */
const appliedFields = ['id', 'markupPercent', 'priceOverride', 'effectivePrice', 'isVisible', 'position'] as const;
/** The export's other columns: read only to say so when the file changed them. */
const keptFields = ['productName', 'publisher', 'term', 'billingFrequency', 'currency', 'basePrice', 'margin'] as const;
type Field = (typeof appliedFields)[number] | (typeof keptFields)[number];
const amountFields: Field[] = ['basePrice', 'markupPercent', 'priceOverride', 'effectivePrice', 'margin'];

export type ImportWords = {
  /** Each column's headings in every language of the portal, and its field name. */
  headings: Record<Field, string[]>;
  yes: string[];
  no: string[];
  /** Each term's and billing frequency's words in every language ({ P1Y: ['1 year', '1 an'] }). */
  terms: Record<string, string[]>;
  frequencies: Record<string, string[]>;
};

/** What the import reads of a language's screen words: the columns' headings, the terms and billing frequencies. */
type ExportWords = {
  subscriptions: { fields: { currency: string }; terms: Record<string, string>; frequencies: Record<string, string> };
  'partner-admin/catalogs': { items: { fields: Record<Field, string> } };
};

/** Headings earlier exports wrote, still read: the French said "Marge %" for the markup before it said "Majoration %". */
const formerHeadings: Partial<Record<Field, string[]>> = { markupPercent: ['Marge %'] };

/**
 * The export's words in every language of the portal, so that a file exported in French is read in English and the
 * other way round (the French words load with the file, not with the screen).
 */
export async function importWordsOfEveryLanguage(): Promise<ImportWords> {
  const catalogues = await Promise.all([
    Promise.all([import('../../i18n/en'), import('../../i18n/staffWords.en')]).then(
      ([{ en }, { staffResourcesEn }]) => ({ ...en, resources: { ...en.resources, ...staffResourcesEn } }),
    ),
    import('../../i18n/fr').then(({ fr }) => fr),
  ]);
  // The catalogues find the screens' words by their folders, untyped: these are the subscriptions' and the items'.
  const screenWords = catalogues.map(({ resources }) => resources as ExportWords);
  const headingsOf = (field: Field) => [
    ...screenWords.map((resources) =>
      field === 'currency'
        ? resources.subscriptions.fields.currency
        : resources['partner-admin/catalogs'].items.fields[field],
    ),
    ...(formerHeadings[field] ?? []),
    field,
  ];
  const wordsOf = (group: 'terms' | 'frequencies') =>
    Object.fromEntries(
      Object.keys(screenWords[0].subscriptions[group]).map((key) => [
        key,
        screenWords.map((resources) => resources.subscriptions[group][key]!),
      ]),
    );
  return {
    headings: Object.fromEntries(
      [...appliedFields, ...keptFields].map((field) => [field, headingsOf(field)]),
    ) as Record<Field, string[]>,
    yes: [...catalogues.map(({ ra }) => ra.boolean.true.toLowerCase()), 'true', 'yes', '1'],
    no: [...catalogues.map(({ ra }) => ra.boolean.false.toLowerCase()), 'false', 'no', '0'],
    terms: wordsOf('terms'),
    frequencies: wordsOf('frequencies'),
  };
}

/** What the preview says beside a price the file changed. */
export type PriceNote = 'sell_price_as_fixed' | 'markup_cleared' | 'fixed_cleared';
export type PlannedChange = {
  line: number;
  item: CatalogItem;
  update: ItemUpdate;
  sellPrice: number;
  notes: PriceNote[];
};
type Refusal = { key: string; args?: Record<string, unknown> };
export type ImportRefusal = Refusal & { line: number };
export type ImportPlan = {
  changes: PlannedChange[];
  refused: ImportRefusal[];
  unchanged: number;
  /** A heading the file lacks (then nothing else is read). */
  missingColumn?: string;
  /** The export's columns the file changed that are not applied, by the file's heading, with the lines. */
  notApplied: { column: string; lines: number[] }[];
  /** The file's headings that are none of the export's. */
  unknownColumns: string[];
};

type Cells = {
  read: (field: Field) => string | undefined;
  heading: (field: Field) => string;
  decimalMark?: DecimalMark;
};

/**
 * What each row of `rows` (the header first) would change on the items it names, and what it cannot. A blank markup
 * or fixed price is no value (the catalog's default markup applies); the prices follow decidePrice.
 */
export function planItemImport(
  rows: string[][],
  items: Map<number, CatalogItem>,
  words: ImportWords,
  defaultMarkupPercent: number,
): ImportPlan {
  const [header = [], ...lines] = rows;
  const normalized = header.map((heading) => heading.trim().toLowerCase());
  const at = Object.fromEntries(
    Object.entries(words.headings).map(([field, names]) => [
      field,
      normalized.findIndex((heading) => names.some((name) => name.toLowerCase() === heading)),
    ]),
  ) as Record<Field, number>;
  const known = new Set(Object.values(at).filter((index) => index >= 0));
  const plan: ImportPlan = {
    changes: [],
    refused: [],
    unchanged: 0,
    notApplied: [],
    unknownColumns: header.filter((heading, index) => heading.trim() !== '' && !known.has(index)),
  };
  if (at.id < 0) return { ...plan, missingColumn: words.headings.id[0] };
  const cellOf = (cells: string[], field: Field) => (at[field] < 0 ? undefined : (cells[at[field]] ?? '').trim());
  const decimalMark = decimalMarkOf(lines.flatMap((cells) => amountFields.map((field) => cellOf(cells, field) ?? '')));
  const notApplied = new Map<Field, number[]>();
  const seen = new Set<number>();
  lines.forEach((cells, index) => {
    const line = index + 2;
    const row: Cells = { read: (field) => cellOf(cells, field), heading: (field) => header[at[field]]!, decimalMark };
    const id = Number(row.read('id'));
    const item = Number.isInteger(id) ? items.get(id) : undefined;
    if (!item) return plan.refused.push({ line, key: 'not_in_catalog', args: { id: row.read('id') } });
    if (seen.has(id)) return plan.refused.push({ line, key: 'duplicate', args: { id } });
    seen.add(id);
    const planned = planRow(row, item, defaultMarkupPercent, words);
    if ('key' in planned) return plan.refused.push({ line, ...planned });
    for (const field of keptFields)
      if (!isKeptAsIs(field, row, item, planned.sellPrice, words))
        notApplied.set(field, [...(notApplied.get(field) ?? []), line]);
    if (Object.keys(planned.update).length === 0) return plan.unchanged++;
    plan.changes.push({
      line,
      item,
      update: { id, ...planned.update },
      sellPrice: planned.sellPrice,
      notes: planned.notes,
    });
  });
  plan.notApplied = [...notApplied]
    .sort(([one], [other]) => at[one] - at[other])
    .map(([field, changedLines]) => ({ column: header[at[field]]!, lines: changedLines }));
  return plan;
}

/** One row's changes to its item (only the fields that differ), or why it cannot be applied. */
function planRow(
  row: Cells,
  item: CatalogItem,
  defaultMarkupPercent: number,
  words: ImportWords,
): Refusal | { update: Omit<ItemUpdate, 'id'>; sellPrice: number; notes: PriceNote[] } {
  const typed = readPrices(row, item);
  if ('key' in typed) return typed;
  const prices = decidePrice(item, typed, defaultMarkupPercent);
  if ('key' in prices) return { key: prices.key, args: { value: row.read('effectivePrice') } };
  const next: Partial<Pick<CatalogItem, 'markupPercent' | 'priceOverride' | 'isVisible' | 'position'>> = {
    markupPercent: prices.markupPercent,
    priceOverride: prices.priceOverride,
  };
  const visible = row.read('isVisible');
  if (visible !== undefined) {
    if (words.yes.includes(visible.toLowerCase())) next.isVisible = true;
    else if (words.no.includes(visible.toLowerCase())) next.isVisible = false;
    else return { key: 'visible', args: { value: visible } };
  }
  const position = row.read('position');
  if (position !== undefined && position !== '') {
    if (!/^\d{1,7}$/.test(position) || Number(position) > 1_000_000)
      return { key: 'position', args: { value: position } };
    next.position = Number(position);
  }
  const update = Object.fromEntries(
    Object.entries(next).filter(([field, value]) => item[field as keyof CatalogItem] !== value),
  ) as Omit<ItemUpdate, 'id'>;
  // The sell price as the server works it out, for the preview and the below-cost question.
  const sellPrice = effectivePriceOf({ basePrice: item.basePrice, ...prices }, defaultMarkupPercent);
  return { update, sellPrice, notes: prices.notes };
}

type TypedPrices = { markup?: number | null; fixed?: number | null; sell?: number };

/** The markup, fixed price and sell price a row holds: undefined where its column is absent (or the sell price blank). */
function readPrices({ read, heading, decimalMark }: Cells, item: CatalogItem): TypedPrices | Refusal {
  const typed: TypedPrices = {};
  const markup = read('markupPercent');
  if (markup !== undefined && markup !== '') {
    typed.markup = readPercent(markup, decimalMark);
    if (!isMarkupPercent(typed.markup)) return { key: 'markup', args: { value: markup } };
  } else if (markup === '') typed.markup = null;
  for (const [field, key] of [
    ['priceOverride', 'price'],
    ['effectivePrice', 'sell_price'],
  ] as const) {
    const text = read(field);
    if (text === undefined || text === '') continue;
    const amount = readAmount(text, decimalMark);
    if (!isPrice(amount)) return { key, args: { value: text } };
    if (!isWrittenIn(text, item.currency))
      return { key: 'currency', args: { value: text, column: heading(field), currency: item.currency } };
    if (field === 'priceOverride') typed.fixed = amount;
    else typed.sell = amount;
  }
  if (read('priceOverride') === '') typed.fixed = null;
  return typed;
}

/**
 * The markup and fixed price a row leaves its item with. What the row changed wins: a fixed price typed clears the
 * markup, a markup typed clears the fixed price (both typed: the fixed price wins), and a sell price typed (the
 * export's, worked out from cost and markup) becomes the fixed price, unless the row's new markup or fixed price
 * gives another: then the row says two things and is refused. A pair the file left as it was stays as it was.
 */
function decidePrice(
  item: CatalogItem,
  typed: TypedPrices,
  defaultMarkupPercent: number,
): { key: 'sell_price_differs' } | (Pick<CatalogItem, 'markupPercent' | 'priceOverride'> & { notes: PriceNote[] }) {
  const notes: PriceNote[] = [];
  const isMarkupTyped = typed.markup !== undefined && typed.markup !== item.markupPercent;
  let isFixedTyped = typed.fixed !== undefined && typed.fixed !== item.priceOverride;
  let markupPercent = isMarkupTyped ? typed.markup! : item.markupPercent;
  let priceOverride = isFixedTyped ? typed.fixed! : item.priceOverride;
  if (typed.sell !== undefined && typed.sell !== roundCents(item.effectivePrice)) {
    const priceOfRow = effectivePriceOf(
      { basePrice: item.basePrice, markupPercent, priceOverride },
      defaultMarkupPercent,
    );
    if (typed.sell !== priceOfRow && (isMarkupTyped || isFixedTyped)) return { key: 'sell_price_differs' };
    if (typed.sell !== priceOfRow) {
      priceOverride = typed.sell;
      isFixedTyped = true;
      notes.push('sell_price_as_fixed');
    }
  }
  if (markupPercent !== null && priceOverride !== null) {
    if (isFixedTyped) {
      markupPercent = null;
      notes.push('markup_cleared');
    } else if (isMarkupTyped) {
      priceOverride = null;
      notes.push('fixed_cleared');
    }
  }
  return { markupPercent, priceOverride, notes };
}

/** Whether a column the import does not apply holds what the item has (a blank cell holds nothing to apply). */
function isKeptAsIs(
  field: (typeof keptFields)[number],
  { read, decimalMark }: Cells,
  item: CatalogItem,
  sellPrice: number,
  words: ImportWords,
) {
  const text = read(field);
  if (text === undefined || text === '') return true;
  const isOneOf = (names: string[]) => names.some((name) => name.toLowerCase() === text.toLowerCase());
  const isAmountOf = (...amounts: number[]) =>
    amounts.map(roundCents).includes(roundCents(readAmount(text, decimalMark)));
  switch (field) {
    case 'productName':
    case 'publisher':
      return text === item[field].trim();
    case 'term':
      return isOneOf([item.term, ...(words.terms[item.term] ?? [])]);
    case 'billingFrequency':
      return isOneOf([item.billingFrequency, ...(words.frequencies[item.billingFrequency] ?? [])]);
    case 'currency':
      return isOneOf([item.currency]);
    case 'basePrice':
      return isAmountOf(item.basePrice);
    case 'margin':
      // The margin of the price before the change, or after it (a person who kept it up to date).
      return isAmountOf(item.effectivePrice - item.basePrice, sellPrice - item.basePrice);
  }
}
