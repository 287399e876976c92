// Rules of catalogs as plain functions: what a bulk change may not do, and which assignments clash.

type ItemChange = { id: number; markupPercent?: number | null; priceOverride?: number | null };

/** The rows of a bulk change that cannot be applied, each with why (empty: all can). */
export function whyBulkChangeFails(changes: ItemChange[], idsInCatalog: Set<number>) {
  const seen = new Set<number>();
  const failed: { id: number; reason: string }[] = [];
  for (const change of changes) {
    if (seen.has(change.id)) failed.push({ id: change.id, reason: 'This item appears twice in the request' });
    else if (!idsInCatalog.has(change.id)) failed.push({ id: change.id, reason: 'This item is not in this catalog' });
    else if (change.markupPercent != null && change.priceOverride != null) {
      failed.push({ id: change.id, reason: 'Give either a markup or a fixed price, not both' });
    }
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
