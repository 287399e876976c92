// What a bulk change does to each item, computed in the browser: the one request's rows and the preview.
import type { CatalogItem, ItemUpdate } from '../../../common/api';
import { roundCents } from '../../../common/domain';

export type BulkChange =
  | { kind: 'markup'; markupPercent: number }
  | { kind: 'fixed'; priceOverride: number }
  | { kind: 'default_markup' }
  | { kind: 'visibility'; isVisible: boolean }
  | { kind: 'position'; startAt: number };

/** The price the server will charge (server/catalog/offers.ts): the override, else base × (1 + markup). */
export function effectivePriceOf(
  item: Pick<CatalogItem, 'basePrice' | 'markupPercent' | 'priceOverride'>,
  defaultMarkupPercent: number,
) {
  if (item.priceOverride != null) return item.priceOverride;
  const markup = item.markupPercent ?? defaultMarkupPercent;
  return roundCents(item.basePrice * (1 + markup / 100));
}

/** The row of the bulk request for one item (a markup clears a fixed price and the other way round). */
export function updateFor(item: CatalogItem, change: BulkChange, index: number): ItemUpdate {
  switch (change.kind) {
    case 'markup':
      return { id: item.id, markupPercent: change.markupPercent, priceOverride: null };
    case 'fixed':
      return { id: item.id, priceOverride: change.priceOverride, markupPercent: null };
    case 'default_markup':
      return { id: item.id, markupPercent: null, priceOverride: null };
    case 'visibility':
      return { id: item.id, isVisible: change.isVisible };
    case 'position':
      return { id: item.id, position: change.startAt + index };
  }
}

export type PreviewRow = {
  item: CatalogItem;
  update: ItemUpdate;
  oldPrice: number;
  newPrice: number;
};

/** Every item's request row with its old and new effective price, in the order given. */
export function previewBulkChange(
  items: CatalogItem[],
  change: BulkChange,
  defaultMarkupPercent: number,
): PreviewRow[] {
  return items.map((item, index) => {
    const update = updateFor(item, change, index);
    const after = { ...item, ...update };
    return {
      item,
      update,
      oldPrice: item.effectivePrice,
      newPrice: effectivePriceOf(after, defaultMarkupPercent),
    };
  });
}
