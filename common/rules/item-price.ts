// How a catalog's item (or a template's line) is priced: at a markup, or at a fixed price, never both; neither means
// the catalog's default markup. The contract refuses both in a body, the bulk change refuses the row that gives both.

type ItemPrice = { markupPercent?: number | null; priceOverride?: number | null };

/** Whether an item's markup and fixed price may stand together: at most one of them is given. */
export const hasOneWayToPrice = (item: ItemPrice) => item.markupPercent == null || item.priceOverride == null;
export const markupAndFixedMessage = 'Give either a markup or a fixed price, not both';
