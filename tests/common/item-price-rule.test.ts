// A catalog item's price, a markup or a fixed price, not both (common/rules/item-price.ts), as the contract applies it.
import { describe, expect, it } from 'vitest';
import { bulkItemUpdateRequestSchema, itemChangesSchema, templateItemSchema } from '../../common/api';
import { hasOneWayToPrice, markupAndFixedMessage } from '../../common/rules/item-price';

describe('an item’s price', () => {
  it('is a markup, a fixed price, or neither (the catalog’s default markup)', () => {
    expect(hasOneWayToPrice({ markupPercent: 10, priceOverride: null })).toBe(true);
    expect(hasOneWayToPrice({ priceOverride: 9.99 })).toBe(true);
    expect(hasOneWayToPrice({})).toBe(true);
    expect(hasOneWayToPrice({ markupPercent: 0, priceOverride: 0 })).toBe(false);
  });

  it('is refused beside both fields of one item’s changes, with the code the portal words', () => {
    const result = itemChangesSchema.safeParse({ markupPercent: 10, priceOverride: 9.99 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['markupPercent'],
        message: markupAndFixedMessage,
        params: { code: 'markup_and_fixed' },
      }),
      expect.objectContaining({
        path: ['priceOverride'],
        message: markupAndFixedMessage,
        params: { code: 'markup_and_fixed' },
      }),
    ]);
    expect(itemChangesSchema.safeParse({ markupPercent: null, priceOverride: 9.99 }).success).toBe(true);
  });

  it('is left to each row of a bulk change, answered among the rows that failed', () => {
    const request = { itemUpdates: [{ id: 1, markupPercent: 10, priceOverride: 9.99 }] };
    expect(bulkItemUpdateRequestSchema.safeParse(request).success).toBe(true);
  });

  it('holds for a template’s line too', () => {
    const line = { priceSheetId: 1, markupPercent: 10, priceOverride: 9.99 };
    expect(templateItemSchema.safeParse(line).success).toBe(false);
    expect(templateItemSchema.safeParse({ ...line, priceOverride: null }).success).toBe(true);
  });
});
