// Rules of catalogs as plain functions: what a bulk change may not do, and which assignments clash.

type ItemChange = { id: number; markupPercent?: number | null; priceOverride?: number | null };

/** Why a row of a bulk change cannot be applied: a code the portal words in its language, and the English words. */
export const bulkRefusals = {
  duplicate: 'This item appears twice in the request',
  not_in_catalog: 'This item is not in this catalog',
  markup_and_fixed: 'Give either a markup or a fixed price, not both',
} as const;
export type BulkRefusal = keyof typeof bulkRefusals;

/** The rows of a bulk change that cannot be applied, each with why (empty: all can). */
export function whyBulkChangeFails(changes: ItemChange[], idsInCatalog: Set<number>) {
  const seen = new Set<number>();
  const failed: { id: number; code: BulkRefusal; reason: string }[] = [];
  const refuse = (id: number, code: BulkRefusal) => failed.push({ id, code, reason: bulkRefusals[code] });
  for (const change of changes) {
    if (seen.has(change.id)) refuse(change.id, 'duplicate');
    else if (!idsInCatalog.has(change.id)) refuse(change.id, 'not_in_catalog');
    else if (change.markupPercent != null && change.priceOverride != null) refuse(change.id, 'markup_and_fixed');
    seen.add(change.id);
  }
  return failed;
}

type Period = { validFrom: string; validTo?: string | null };

const overlaps = (a: Period, b: Period) =>
  (a.validTo == null || a.validTo >= b.validFrom) && (b.validTo == null || b.validTo >= a.validFrom);

/** A company has one catalog at a time: the existing assignment whose period overlaps, if any. */
export function findAssignmentConflict<Existing extends Period>(
  candidate: Period,
  existing: Existing[],
): Existing | null {
  return existing.find((other) => overlaps(candidate, other)) ?? null;
}
