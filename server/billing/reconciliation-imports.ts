// Microsoft's rows of a month as the partner imports them (each import kept as it was; the latest is compared), and
// the month's closing, which freezes its rows and refuses any change after it.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reconciliationClosings, reconciliationImports, reconciliationLines, users } from '../db/schema';
import { conflict } from '../http/errors';
import { cents, sum } from './money';
import type { MicrosoftLine } from './reconciliation-file';

export async function closingOf(db: Db, period: string) {
  const [closing] = await db
    .select({ closing: reconciliationClosings, closedBy: sql<string | null>`coalesce(${users.name}, ${users.email})` })
    .from(reconciliationClosings)
    .leftJoin(users, eq(users.id, reconciliationClosings.closedBy))
    .where(eq(reconciliationClosings.period, period));
  return closing ?? null;
}

export const refuseClosed = async (db: Db, period: string) => {
  if (await closingOf(db, period)) {
    throw conflict(`${period} is closed: its reconciliation can no longer change`);
  }
};

/** Keeps Microsoft's rows of a month as one more import (never changing an earlier one); the latest is compared. */
export async function importMicrosoftLines(
  db: Db,
  input: {
    period: string;
    source: 'microsoft' | 'csv';
    fileName: string | null;
    lines: MicrosoftLine[];
    userId: number;
  },
) {
  await refuseClosed(db, input.period);
  const currencies = [...new Set(input.lines.map((line) => line.currency))];
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reconciliationImports)
      .values({
        period: input.period,
        source: input.source,
        fileName: input.fileName,
        rowCount: input.lines.length,
        currency: currencies.length === 1 ? currencies[0]! : null,
        total: cents(sum(input.lines.map((line) => line.subtotal))),
        importedBy: input.userId,
      })
      .returning();
    for (let index = 0; index < input.lines.length; index += 1000) {
      await tx
        .insert(reconciliationLines)
        .values(input.lines.slice(index, index + 1000).map((line) => ({ ...line, importId: created!.id })));
    }
    return created!;
  });
}

export async function latestImport(db: Db, period: string) {
  const [row] = await db
    .select({
      imported: reconciliationImports,
      importedBy: sql<string | null>`coalesce(${users.name}, ${users.email})`,
    })
    .from(reconciliationImports)
    .leftJoin(users, eq(users.id, reconciliationImports.importedBy))
    .where(eq(reconciliationImports.period, period))
    .orderBy(desc(reconciliationImports.id))
    .limit(1);
  return row ?? null;
}

/** The latest month imported, if any. */
export async function latestImportedPeriod(db: Db) {
  const [latest] = await db
    .select({ period: reconciliationImports.period })
    .from(reconciliationImports)
    .orderBy(desc(reconciliationImports.period))
    .limit(1);
  return latest?.period ?? null;
}
