// An issued invoice (and a credit note) is emailed once to its billing profile's invoice addresses, in the invoice's
// language, with both parts and the kept PDF attached: the same bytes as the portal's download.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInvoiceDocuments } from '../../server/billing/issue';
import type { Db } from '../../server/db/client';
import { billingProfiles, companies, invoices, outbox } from '../../server/db/schema';
import { deliverOutbox, smtpMailer } from '../../server/messages/outbox';
import { dayOf } from '../../server/time/clock';
import { buildTestApp } from './support/app';
import { movableClock } from './support/clock';
import { asUser } from './support/sign-in';
import { startSmtpSink } from './support/smtp-sink';

const publicUrl = 'http://portal.test';

describe('the email of an issued invoice', () => {
  let app: FastifyInstance;
  let db: Db;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let partner: Record<string, string>;
  const clock = movableClock();
  const issued = new Map<string, typeof invoices.$inferSelect>();
  const jobContext = () => ({
    db,
    clock,
    publicUrl,
    brand: { name: 'Contoso Cloud', color: '#0b5cad', accentColor: '#1565c0' },
  });
  const deliver = () => deliverOutbox(db, clock, smtpMailer(sink.url, 'billing@contoso.example'));

  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ app } = await buildTestApp({ PUBLIC_URL: publicUrl, PARTNER_CENTER_SANDBOX_DELAY_MS: '0' }, clock));
    db = app.database.db;
    partner = await asUser(app, 'partner.admin@contoso.example');
    const now = clock.now();
    const period = dayOf(new Date(now.getFullYear(), now.getMonth() - 1, 15)).slice(0, 7);
    const run = await app.inject({
      method: 'POST',
      url: '/api/v1/partner/billing-runs',
      headers: partner,
      payload: { period },
    });
    expect(run.statusCode, run.body).toBe(201);
    await db.delete(outbox);
    const finalized = await app.inject({
      method: 'POST',
      url: `/api/v1/partner/billing-runs/${run.json().id}/finalize`,
      headers: partner,
      payload: {},
    });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const rows = await db
      .select({ invoice: invoices, domain: companies.domain })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(eq(invoices.runId, run.json().id));
    for (const row of rows) issued.set(row.domain!, row.invoice);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const queuedFor = (invoiceIds: number[]) =>
    db.select().from(outbox).where(inArray(outbox.attachmentInvoiceId, invoiceIds));

  it('goes to the profile’s invoice addresses once, in the invoice’s language, after its PDF is made', async () => {
    await runInvoiceDocuments(jobContext());
    // The sweep again (a second process, a restart): nothing more is queued.
    await runInvoiceDocuments(jobContext());
    const ids = [...issued.values()].map((invoice) => invoice.id);
    const queued = await queuedFor(ids);
    const [tailspinProfile] = await db
      .select()
      .from(billingProfiles)
      .where(eq(billingProfiles.id, issued.get('tailspin.example')!.billingProfileId!));
    const tailspin = issued.get('tailspin.example')!;
    const toTailspin = queued.filter((row) => row.attachmentInvoiceId === tailspin.id);
    expect(toTailspin.map((row) => row.toAddress).sort()).toEqual(
      tailspinProfile!.invoiceEmails.map((address) => address.toLowerCase()).sort(),
    );
    const [french] = toTailspin;
    expect(french!.kind).toBe('invoice_issued');
    expect(french!.subject).toBe(`Facture ${tailspin.number} de Contoso Cloud Services SAS`);
    expect(french!.body).toContain('Veuillez trouver ci-jointe la facture');
    expect(french!.body).toContain('TTC');
    expect(french!.html).toContain('<html');
    expect(french!.body).toContain(`${publicUrl}/invoices/${tailspin.id}/show?company=${tailspin.companyId}`);
    expect(french!.body).toContain('cette adresse reçoit les factures');
    const fabrikam = issued.get('fabrikam.example')!;
    const [english] = queued.filter((row) => row.attachmentInvoiceId === fabrikam.id);
    expect(english!.subject).toBe(`Invoice ${fabrikam.number} from Contoso Cloud Services SAS`);
    // One email per address and invoice, whatever ran twice.
    expect(new Set(queued.map((row) => `${row.attachmentInvoiceId}:${row.toAddress}`)).size).toBe(queued.length);
    const marked = await db.select({ emailedAt: invoices.emailedAt }).from(invoices).where(inArray(invoices.id, ids));
    expect(marked.every((row) => row.emailedAt !== null)).toBe(true);
  });

  it('carries the kept PDF, the same bytes as the download', async () => {
    // The outbox's rows fall due at the database's time: the test's clock catches up with it.
    clock.set(new Date(Date.now() + 1000));
    expect((await deliver()).failed).toBe(0);
    const tailspin = issued.get('tailspin.example')!;
    const received = sink.received.find((email) => email.subject.includes(tailspin.number!));
    expect(received, 'the invoice email reached the SMTP server').toBeDefined();
    const attachment = new RegExp(
      `Content-Type: application/pdf;?[^\\r\\n]*\\r?\\n(?:[^\\r\\n]+\\r?\\n)*?Content-Disposition: attachment;[^\\r\\n]*filename="?${tailspin.number}\\.pdf"?\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`,
    ).exec(received!.text);
    expect(attachment, 'a PDF attachment named by the invoice').not.toBeNull();
    const attached = Buffer.from(attachment![1]!.replace(/\s/g, ''), 'base64');
    const taylor = await asUser(app, 'taylor@tailspin.example', { company: tailspin.companyId });
    const download = await app.inject({ method: 'GET', url: `/api/v1/invoices/${tailspin.id}/pdf`, headers: taylor });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(attached, download.rawPayload)).toBe(0);
    const [sent] = await db
      .select({ status: outbox.status })
      .from(outbox)
      .where(and(eq(outbox.attachmentInvoiceId, tailspin.id)));
    expect(sent!.status).toBe('sent');
  });

  it('a credit note is emailed too, naming the invoice it corrects', async () => {
    const fabrikam = issued.get('fabrikam.example')!;
    const credited = await app.inject({
      method: 'POST',
      url: `/api/v1/partner/invoices/${fabrikam.id}/credit-notes`,
      headers: partner,
      payload: { reason: 'Seats billed twice' },
    });
    expect(credited.statusCode, credited.body).toBe(201);
    await runInvoiceDocuments(jobContext());
    const [note] = await queuedFor([credited.json().id]);
    expect(note!.kind).toBe('credit_note_issued');
    expect(note!.subject).toMatch(/^Credit note CCS-\d{4}-\d{5} from Contoso Cloud Services SAS$/);
    expect(note!.body).toContain(`corrects invoice ${fabrikam.number}`);
  });
});
