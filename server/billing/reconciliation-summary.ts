// A month's reconciliation in figures, for its page and the partner's dashboard: totals, counts by status and per
// customer (from the rows kept at its closing, once closed).
import Big from 'big.js';
import type { ReconciliationRow, ReconciliationSummary } from '../../common/api';
import type { ReconciliationStatus } from '../../common/domain';
import { reconciliationStatuses } from '../../common/domain';
import type { Db } from '../db/client';
import { cents, sum } from './money';
import { closingOf, latestImport, latestImportedPeriod } from './reconciliation-imports';
import { reconciliationRows } from './reconciliation-matching';
import { compareNames } from '../../common/rules/name-order';

/** The month's figures: totals, counts by status, per customer, the import and whether it is closed. */
export async function reconciliationSummary(db: Db, period: string): Promise<ReconciliationSummary> {
  const [imported, closing] = await Promise.all([latestImport(db, period), closingOf(db, period)]);
  const rows = closing ? (closing.closing.rows as ReconciliationRow[]) : await reconciliationRows(db, period);
  const total = (pick: (row: ReconciliationRow) => string, only = (_row: ReconciliationRow) => true) =>
    cents(sum(rows.filter(only).map(pick)));
  const isLeak = (row: ReconciliationRow) => row.status === 'cost_not_billed';
  const counts = Object.fromEntries(reconciliationStatuses.map((status) => [status, 0])) as Record<
    ReconciliationStatus,
    number
  >;
  for (const row of rows) counts[row.status] += 1;
  const customers = new Map<string, ReconciliationRow[]>();
  for (const row of rows) {
    const key = row.companyId === null ? `name:${row.companyName}` : String(row.companyId);
    customers.set(key, [...(customers.get(key) ?? []), row]);
  }
  const currencies = [...new Set(rows.map((row) => row.currency))];
  return {
    period,
    currency: imported?.imported.currency ?? (currencies.length === 1 ? currencies[0]! : null),
    import: imported
      ? {
          id: imported.imported.id,
          source: imported.imported.source,
          fileName: imported.imported.fileName,
          rowCount: imported.imported.rowCount,
          importedAt: imported.imported.createdAt.toISOString(),
          importedBy: imported.importedBy,
        }
      : null,
    closed: closing ? { closedAt: closing.closing.closedAt.toISOString(), closedBy: closing.closedBy } : null,
    totals: {
      charged: total((row) => row.charged),
      expected: total((row) => row.expected),
      billed: total((row) => row.billed),
      pending: total((row) => row.pending),
      leak: total((row) => row.charged, isLeak),
      margin: total((row) => row.margin),
    },
    counts,
    rowCount: rows.length,
    openCount: rows.filter((row) => !row.isSettled).length,
    customers: [...customers.values()]
      .map((held) => ({
        companyId: held[0]!.companyId,
        companyName: held[0]!.companyName,
        charged: cents(sum(held.map((row) => row.charged))),
        billed: cents(sum(held.map((row) => new Big(row.billed).plus(row.pending)))),
        margin: cents(sum(held.map((row) => row.margin))),
        leak: cents(sum(held.filter(isLeak).map((row) => row.charged))),
      }))
      .sort((a, b) => compareNames(a.companyName, b.companyName)),
  };
}

/** The leak of the latest month imported: Microsoft's charges nobody was billed for (for the partner's dashboard). */
export async function latestLeak(db: Db) {
  const period = await latestImportedPeriod(db);
  if (!period) return null;
  const summary = await reconciliationSummary(db, period);
  return {
    period,
    leak: summary.totals.leak,
    currency: summary.currency,
    rows: summary.counts.cost_not_billed,
  };
}
