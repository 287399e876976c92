// After an invoice is issued: its PDF is made and kept (the same bytes from then on), then it is emailed, the PDF
// attached, to its billing profile's invoice addresses, in the invoice's language. A sweep of the clock's queue
// (jobs/queue.ts), woken when a run is finalised, and idempotent: an invoice without its PDF gets it, one not yet
// emailed is emailed once (its outbox rows are keyed by the invoice; emailed_at marks it told, recipients or none).
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { JobContext } from '../jobs/terms';
import { billingProfiles, invoices } from '../db/schema';
import type { Db } from '../db/client';
import { tell, type Sender } from '../messages/notify';
import { dayOf } from '../time/clock';
import { keptPdf } from './documents';

const batchSize = 20;

export async function runInvoiceDocuments(context: JobContext) {
  const { db, clock } = context;
  let made = 0;
  for (;;) {
    const waiting = await db
      .select({ id: invoices.id, hasPdf: isNotNull(invoices.pdf), emailedAt: invoices.emailedAt })
      .from(invoices)
      .where(and(isNotNull(invoices.number), or(isNull(invoices.pdf), isNull(invoices.emailedAt))))
      .orderBy(asc(invoices.id))
      .limit(batchSize);
    for (const invoice of waiting) {
      if (!invoice.hasPdf) {
        await keptPdf(db, invoice.id, dayOf(clock.now()), {});
        made += 1;
      }
      if (!invoice.emailedAt) await emailInvoice(db, invoice.id, context);
    }
    if (waiting.length < batchSize) return { made };
    if (context.slice?.isOver()) {
      context.slice.leaveRest(0);
      return { made };
    }
  }
}

/** Queues an issued invoice's email to its profile's addresses (once: keyed by the invoice), and marks it told. */
export async function emailInvoice(db: Db, invoiceId: number, { clock, publicUrl, brand }: JobContext & Sender) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ invoice: invoices, addresses: billingProfiles.invoiceEmails, company: billingProfiles.legalName })
      .from(invoices)
      .leftJoin(billingProfiles, eq(billingProfiles.id, invoices.billingProfileId))
      .where(and(eq(invoices.id, invoiceId), isNull(invoices.emailedAt), isNotNull(invoices.number)))
      .for('update', { of: invoices });
    if (!row) return;
    const { invoice } = row;
    const addresses = row.addresses ?? [];
    if (addresses.length > 0) {
      const isCreditNote = invoice.kind === 'credit_note';
      const [credited] = invoice.creditFor
        ? await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoice.creditFor))
        : [];
      await tell(
        tx,
        {
          kind: isCreditNote ? 'credit_note_issued' : 'invoice_issued',
          companyId: invoice.companyId,
          params: {
            number: invoice.number,
            seller: invoice.seller.name,
            company: invoice.buyer.name,
            total: invoice.total,
            currency: invoice.currency,
            period: invoice.period,
            dueOn: invoice.dueOn,
            creditFor: credited?.number ?? null,
          },
          link: `/invoices/${invoice.id}/show`,
          dedupeKey: `invoice:${invoice.id}`,
          isEmailOnly: true,
          attachmentInvoiceId: invoice.id,
        },
        [],
        { addresses, addressLocale: invoice.language, publicUrl, brand },
      );
    }
    await tx.update(invoices).set({ emailedAt: clock.now() }).where(eq(invoices.id, invoice.id));
  });
}
