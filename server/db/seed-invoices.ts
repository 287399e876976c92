// The demo's money side: the partner's legal entity, two months invoiced by billing runs, this month charged so far.
import { addDays, addMonths, format, formatISO, parseISO, startOfMonth, subMonths } from 'date-fns';
import { eq } from 'drizzle-orm';
import { chargeAllStartedPeriods } from '../billing/ledger';
import { finalizeBillingRun, makeBillingRun } from '../billing/runs';
import type { Db } from './client';
import { demoBillingEntity } from './demo-data';
import * as t from './schema';

const day = (date: Date) => formatISO(date, { representation: 'date' });

/**
 * The partner invoices as its legal entity. The ledger starts three months ago: the first two months are invoiced (the
 * first paid, the second overdue), last month waits for the partner's billing run, and this month is charged so far.
 */
export async function seedDemoInvoices(db: Db, now: Date, partnerAdminId: number) {
  await db.insert(t.billingEntity).values(demoBillingEntity);
  const thisMonth = startOfMonth(now);
  await db.insert(t.serverSettings).values({ key: 'ledger_starts_on', value: day(subMonths(thisMonth, 3)) });
  for (const monthsAgo of [3, 2]) {
    const month = subMonths(thisMonth, monthsAgo);
    const issuedOn = day(addMonths(month, 1));
    const run = await makeBillingRun(db, {
      period: format(month, 'yyyy-MM'),
      userId: partnerAdminId,
      today: issuedOn,
      pace: { batchSize: 200, restMs: 0 },
    });
    await finalizeBillingRun(db, { runId: run.id, today: issuedOn, userId: partnerAdminId });
    // Emailed when they were issued, months ago: the demo's first start sends none of them.
    await db
      .update(t.invoices)
      .set({ emailedAt: parseISO(issuedOn) })
      .where(eq(t.invoices.runId, run.id));
    if (monthsAgo === 3) {
      await db
        .update(t.invoices)
        .set({ status: 'paid', paidAt: addDays(month, 40) })
        .where(eq(t.invoices.runId, run.id));
    }
  }
  await chargeAllStartedPeriods(db, day(now), { batchSize: 200, restMs: 0 });
}
