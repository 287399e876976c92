// Reading a catalog's items back from CSV (the export's file, changed in a spreadsheet): which rows change what,
// which cannot be applied and why. Nothing here calls the API: the dialog previews the plan, then applies it.
import type { CatalogItem } from '../../../common/api';
import type { ItemUpdate } from '../../../common/api';
import { isMarkupPercent, isPrice, readAmount } from './amounts';
import { effectivePriceOf } from './bulkChanges';

/** The columns the import reads, by the export's headings (in either language) or their field names. */
export type ImportColumns = Record<'id' | 'markupPercent' | 'priceOverride' | 'isVisible' | 'position', string[]>;
type YesNo = { yes: string[]; no: string[] };

/**
 * The headings and yes/no words of the export in every language of the portal, so that a file exported in French
 * is read in English and the other way round (the French words load with the file, not with the screen).
 */
export async function importWordsOfEveryLanguage(): Promise<{ columns: ImportColumns; yesNo: YesNo }> {
  const catalogues = await Promise.all([
    import('../../i18n/en').then(({ en }) => en),
    import('../../i18n/fr').then(({ fr }) => fr),
  ]);
  const fields = ['id', 'markupPercent', 'priceOverride', 'isVisible', 'position'] as const;
  const headingsOf = (field: (typeof fields)[number]) => [
    ...catalogues.map((catalogue) => catalogue.resources['partner-admin/catalogs'].items.fields[field]),
    field,
  ];
  return {
    columns: Object.fromEntries(fields.map((field) => [field, headingsOf(field)])) as ImportColumns,
    yesNo: {
      yes: [...catalogues.map((catalogue) => catalogue.ra.boolean.true.toLowerCase()), 'true', 'yes', '1'],
      no: [...catalogues.map((catalogue) => catalogue.ra.boolean.false.toLowerCase()), 'false', 'no', '0'],
    },
  };
}

export type ImportRefusal = { line: number; key: string; args?: Record<string, unknown> };
export type ImportPlan = {
  changes: (ItemUpdate & { line: number; item: CatalogItem; sellPrice: number })[];
  refused: ImportRefusal[];
  unchanged: number;
  /** A heading the file lacks (then nothing else is read). */
  missingColumn?: string;
};

/**
 * What each row of `rows` (the header first) would change on the items it names. A blank markup or fixed price
 * is no value (the catalog's default markup applies); the file's other columns (product, cost…) are not read.
 */
export function planItemImport(
  rows: string[][],
  items: Map<number, CatalogItem>,
  columns: ImportColumns,
  yesNo: YesNo,
  defaultMarkupPercent: number,
): ImportPlan {
  const plan: ImportPlan = { changes: [], refused: [], unchanged: 0 };
  const [header = [], ...lines] = rows;
  const normalized = header.map((heading) => heading.trim().toLowerCase());
  const at = Object.fromEntries(
    Object.entries(columns).map(([field, names]) => [
      field,
      normalized.findIndex((heading) => names.some((name) => name.toLowerCase() === heading)),
    ]),
  ) as Record<keyof ImportColumns, number>;
  if (at.id < 0) return { ...plan, missingColumn: columns.id[0] };
  const seen = new Set<number>();
  lines.forEach((cells, index) => {
    const line = index + 2;
    const read = (field: keyof ImportColumns) => (at[field] < 0 ? undefined : (cells[at[field]] ?? '').trim());
    const id = Number(read('id'));
    const item = Number.isInteger(id) ? items.get(id) : undefined;
    if (!item) return plan.refused.push({ line, key: 'not_in_catalog', args: { id: read('id') } });
    if (seen.has(id)) return plan.refused.push({ line, key: 'duplicate', args: { id } });
    seen.add(id);
    const next: Partial<Pick<CatalogItem, 'markupPercent' | 'priceOverride' | 'isVisible' | 'position'>> = {};
    const markup = read('markupPercent');
    if (markup !== undefined) {
      if (markup !== '' && !isMarkupPercent(readAmount(markup)))
        return plan.refused.push({ line, key: 'markup', args: { value: markup } });
      next.markupPercent = markup === '' ? null : readAmount(markup);
    }
    const price = read('priceOverride');
    if (price !== undefined) {
      if (price !== '' && !isPrice(readAmount(price)))
        return plan.refused.push({ line, key: 'price', args: { value: price } });
      next.priceOverride = price === '' ? null : readAmount(price);
    }
    const visible = read('isVisible')?.toLowerCase();
    if (visible !== undefined) {
      if (yesNo.yes.includes(visible)) next.isVisible = true;
      else if (yesNo.no.includes(visible)) next.isVisible = false;
      else return plan.refused.push({ line, key: 'visible', args: { value: read('isVisible') } });
    }
    const position = read('position');
    if (position !== undefined && position !== '') {
      if (!/^\d{1,7}$/.test(position) || Number(position) > 1_000_000)
        return plan.refused.push({ line, key: 'position', args: { value: position } });
      next.position = Number(position);
    }
    const markupPercent = next.markupPercent !== undefined ? next.markupPercent : item.markupPercent;
    const priceOverride = next.priceOverride !== undefined ? next.priceOverride : item.priceOverride;
    if (markupPercent !== null && priceOverride !== null) return plan.refused.push({ line, key: 'markup_and_fixed' });
    const changed = Object.fromEntries(
      Object.entries(next).filter(([field, value]) => item[field as keyof CatalogItem] !== value),
    );
    if (Object.keys(changed).length === 0) return plan.unchanged++;
    // The sell price as the server works it out, for the preview and the below-cost question.
    const sellPrice = effectivePriceOf(
      { basePrice: item.basePrice, markupPercent, priceOverride },
      defaultMarkupPercent,
    );
    plan.changes.push({ id, line, item, ...changed, sellPrice });
  });
  return plan;
}
