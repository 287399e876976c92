// After an invoice is issued: its PDF is made and kept (the same bytes from then on). A sweep of the clock's queue
// (jobs/queue.ts), woken when a run is finalised, and idempotent: an invoice without its PDF gets it.
import { and, asc, isNotNull, isNull } from 'drizzle-orm';
import type { JobContext } from '../jobs/terms';
import { invoices } from '../db/schema';
import { dayOf } from '../time/clock';
import { keptPdf } from './documents';

export async function runInvoiceDocuments(context: JobContext) {
  const { db, clock } = context;
  let made = 0;
  for (;;) {
    const waiting = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(isNotNull(invoices.number), isNull(invoices.pdf)))
      .orderBy(asc(invoices.id))
      .limit(20);
    for (const { id } of waiting) {
      await keptPdf(db, id, dayOf(clock.now()), {});
      made += 1;
    }
    if (waiting.length < 20) return { made };
    if (context.slice?.isOver()) {
      context.slice.leaveRest(0);
      return { made };
    }
  }
}
