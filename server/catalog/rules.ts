// Rules of catalogs as plain functions: what a bulk change may not do, and which assignments clash.
import { hasOneWayToPrice, markupAndFixedMessage } from '../../common/rules/item-price';

type ItemChange = { id: number; markupPercent?: number | null; priceOverride?: number | null };

/** Why a row of a bulk change cannot be applied: a code the portal words in its language, and the English words. */
export const bulkRefusals = {
  duplicate: 'This item appears twice in the request',
  not_in_catalog: 'This item is not in this catalog',
  markup_and_fixed: markupAndFixedMessage,
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
    else if (!hasOneWayToPrice(change)) refuse(change.id, 'markup_and_fixed');
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

/** The day before an ISO day (YYYY-MM-DD), as an ISO day. */
export function dayBefore(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export type AssignmentPlan<Existing> =
  | { outcome: 'assign' }
  | { outcome: 'end_and_assign'; ending: Existing; endedOn: string }
  | { outcome: 'overlap' | 'cannot_end_current'; clash: Existing };

/**
 * What giving a company a new assignment does to its others: nothing when none overlaps; with endCurrent, the one
 * that started before the new one ends the day before it starts; any other overlap refuses (an assignment that
 * starts on or after the new one's start cannot end before it).
 */
export function planAssignment<Existing extends Period>(
  candidate: Period,
  existing: Existing[],
  endCurrent: boolean,
): AssignmentPlan<Existing> {
  const clashes = existing.filter((other) => overlaps(candidate, other));
  const [first] = clashes;
  if (!first) return { outcome: 'assign' };
  if (!endCurrent) return { outcome: 'overlap', clash: first };
  const later = clashes.find((other) => other.validFrom >= candidate.validFrom);
  if (later) return { outcome: 'cannot_end_current', clash: later };
  return { outcome: 'end_and_assign', ending: first, endedOn: dayBefore(candidate.validFrom) };
}
