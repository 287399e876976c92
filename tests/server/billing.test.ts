// Money (issue 31): the charge ledger's worked examples (each the amount a person computes by hand), billing runs that
// make an invoice per customer with activity, totals to the cent, gap-free numbers, invoices that never change once
// issued, credit notes, and each company seeing only its own.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftInvoice, Invoice, InvoiceDetail } from '../../common/api';
import { chargeStartedPeriods } from '../../server/billing/ledger';
import { cents, sum } from '../../server/billing/money';
import {
  charges,
  companies,
  invoiceLines,
  invoices,
  priceSheets,
  serverSettings,
  subscriptions,
} from '../../server/db/schema';
import { dayOf } from '../../server/time/clock';
import { buildTestApp } from './support/app';
import { movableClock } from './support/clock';
import { signIn } from './support/sign-in';

describe('the charge ledger, billing runs and invoices', () => {
  let app: FastifyInstance;
  let partner: Record<string, string>;
  let alex: Record<string, string>;
  let fabrikam: number;
  let northwind: number;
  const clock = movableClock();

  beforeAll(async () => {
    ({ app } = await buildTestApp({ PARTNER_CENTER_SANDBOX_DELAY_MS: '0' }, clock));
    const rows = await app.database.db.select({ id: companies.id, domain: companies.domain }).from(companies);
    fabrikam = rows.find((row) => row.domain === 'fabrikam.example')!.id;
    northwind = rows.find((row) => row.domain === 'northwind.example')!.id;
    partner = { authorization: `Bearer ${await signIn(app, 'partner.admin@contoso.example')}` };
    alex = {
      authorization: `Bearer ${await signIn(app, 'alex@fabrikam.example')}`,
      'x-company-id': String(fabrikam),
    };
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
    app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const lastMonth = () => dayOf(new Date(clock.now().getFullYear(), clock.now().getMonth() - 1, 15)).slice(0, 7);

  describe('on the demo data', () => {
    let runId: number;
    let drafts: DraftInvoice[];

    it('a run for last month makes an invoice for each customer with activity, each total its lines plus tax', async () => {
      // The demo invoiced the two months before (seed.ts): last month's run takes what no invoice holds.
      const withActivity = await app.database.db
        .selectDistinct({ companyId: charges.companyId })
        .from(charges)
        .leftJoin(invoiceLines, eq(invoiceLines.chargeId, charges.id))
        .where(
          and(isNull(invoiceLines.id), sql`${charges.chargedOn} < ${`${lastMonth()}-01`}::date + interval '1 month'`),
        );
      const made = await call('POST', '/api/v1/partner/billing-runs', partner, { period: lastMonth() });
      expect(made.statusCode, made.body).toBe(201);
      runId = made.json().id;
      const listed = await call(
        'GET',
        `/api/v1/partner/invoices?filter=${encodeURIComponent(JSON.stringify({ runId }))}&range=[0,99]`,
        partner,
      );
      expect(listed.statusCode, listed.body).toBe(200);
      drafts = listed.json();
      expect(withActivity.length).toBeGreaterThanOrEqual(3);
      expect(drafts.map((draft) => draft.companyId).sort()).toEqual(withActivity.map((row) => row.companyId).sort());
      for (const draft of drafts) {
        expect(draft.status).toBe('draft');
        expect(draft.number).toBeNull();
        const detail = (await call('GET', `/api/v1/partner/invoices/${draft.id}`, partner)).json() as InvoiceDetail;
        expect(detail.subtotal).toBe(cents(sum(detail.lines.map((line) => line.amount))));
        expect(detail.total).toBe(cents(sum([detail.subtotal, ...detail.taxLines.map((tax) => tax.amount)])));
      }
    });

    it('taxes each customer as EU VAT says: French VAT in France, reverse charge in Germany, none in the US', async () => {
      const byDomain = async (domain: string) => {
        const [company] = await app.database.db.select().from(companies).where(eq(companies.domain, domain));
        return drafts.find((draft) => draft.companyId === company!.id);
      };
      const tailspin = await byDomain('tailspin.example');
      const north = await byDomain('northwind.example');
      const fab = await byDomain('fabrikam.example');
      if (tailspin) {
        expect(tailspin.taxTreatment).toBe('domestic');
        expect(tailspin.language).toBe('fr');
        expect(tailspin.taxTotal).toBe(cents(sum([tailspin.subtotal]).times('0.2')));
      }
      expect(north?.taxTreatment).toBe('reverse_charge');
      expect(north?.taxTotal).toBe('0.00');
      expect(fab?.taxTreatment).toBe('exempt');
    });

    it('finalising numbers the invoices without a gap, and an issued invoice never changes', async () => {
      const finalized = await call('POST', `/api/v1/partner/billing-runs/${runId}/finalize`, partner, {});
      expect(finalized.statusCode, finalized.body).toBe(200);
      expect(finalized.json().status).toBe('finalized');
      const issued = await app.database.db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(eq(invoices.runId, runId))
        .orderBy(asc(invoices.number));
      const sequence = issued.map((invoice) => Number(invoice.number!.split('-').at(-1)));
      expect(sequence).toEqual(sequence.map((_, index) => sequence[0]! + index));
      expect(issued[0]!.number).toMatch(/^CCS-\d{4}-\d{5}$/);

      const id = issued[0]!.id;
      expect((await call('PATCH', `/api/v1/partner/invoices/${id}`, partner, { poNumber: 'X' })).statusCode).toBe(409);
      expect((await call('DELETE', `/api/v1/partner/invoices/${id}`, partner)).statusCode).toBe(409);
      // Not even the database lets it change.
      await expect(
        app.database.db.update(invoices).set({ total: '1.00' }).where(eq(invoices.id, id)),
      ).rejects.toThrow();
    });

    it('the customer sees its own issued invoices, with a PDF that stays the same bytes, and not another company’s', async () => {
      const mine = await call('GET', '/api/v1/invoices', alex);
      expect(mine.statusCode, mine.body).toBe(200);
      const list = mine.json() as Invoice[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((invoice) => invoice.companyId === fabrikam && invoice.number)).toBe(true);
      const first = await call('GET', `/api/v1/invoices/${list[0]!.id}/pdf`, alex);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/pdf');
      expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const again = await call('GET', `/api/v1/invoices/${list[0]!.id}/pdf`, alex);
      expect(Buffer.compare(first.rawPayload, again.rawPayload)).toBe(0);
      const csv = await call('GET', `/api/v1/invoices/${list[0]!.id}/csv`, alex);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain(list[0]!.number!);

      const [other] = await app.database.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.companyId, northwind), eq(invoices.runId, runId)));
      expect(other).toBeDefined();
      expect((await call('GET', `/api/v1/invoices/${other!.id}`, alex)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/invoices/${other!.id}/pdf`, alex)).statusCode).toBe(404);
      expect((await call('GET', '/api/v1/partner/invoices', alex)).statusCode).toBe(403);
    });

    it('a second run for the same month adds only what is new', async () => {
      const again = await call('POST', '/api/v1/partner/billing-runs', partner, { period: lastMonth() });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().invoiceCount).toBe(0);
    });

    it('a credit note corrects an issued invoice, numbered in the same series, and a line is credited once', async () => {
      const [issued] = await app.database.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.runId, runId), eq(invoices.companyId, fabrikam)));
      const credited = await call('POST', `/api/v1/partner/invoices/${issued!.id}/credit-notes`, partner, {
        reason: 'Seats billed twice',
      });
      expect(credited.statusCode, credited.body).toBe(201);
      const note = credited.json() as DraftInvoice;
      expect(note.kind).toBe('credit_note');
      expect(note.creditFor).toEqual({ id: issued!.id, number: issued!.number });
      expect(note.total).toBe(cents(sum([issued!.total]).times(-1)));
      const twice = await call('POST', `/api/v1/partner/invoices/${issued!.id}/credit-notes`, partner, {
        reason: 'Seats billed twice',
      });
      expect(twice.statusCode).toBe(409);
    });

    it('refuses a period written otherwise, with words', async () => {
      const refused = await call('POST', '/api/v1/partner/billing-runs', partner, { period: '2026-13' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/YYYY-MM/);
    });
  });

  describe('worked examples: what a person computes by hand', () => {
    // A one-year term billed monthly from 1 January 2026, $10.00 a seat a month, 5 seats.
    let id: number;
    const chargesOf = () =>
      app.database.db.select().from(charges).where(eq(charges.subscriptionId, id)).orderBy(asc(charges.id));

    beforeAll(async () => {
      const { db } = app.database;
      const [held] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .innerJoin(priceSheets, eq(priceSheets.id, subscriptions.priceSheetId))
        .where(
          and(
            eq(subscriptions.companyId, fabrikam),
            eq(subscriptions.status, 'active'),
            eq(priceSheets.term, 'P1Y'),
            eq(priceSheets.billingFrequency, 'monthly'),
          ),
        )
        .limit(1);
      id = held!.id;
      await db.delete(charges).where(eq(charges.subscriptionId, id));
      await db
        .update(subscriptions)
        .set({
          unitPrice: 10,
          quantity: 5,
          termStart: '2026-01-01',
          termEnd: '2027-01-01',
          refundableQuantity: 0,
          refundableUntil: null,
          cancellableUntil: new Date('2026-02-08T00:00:00Z'),
          scheduledNextTermQuantity: null,
          supplierSubscriptionId: null,
          nextChargeOn: null,
        })
        .where(eq(subscriptions.id, id));
      await db.update(serverSettings).set({ value: '2026-01-01' }).where(eq(serverSettings.key, 'ledger_starts_on'));
      clock.set(new Date('2026-01-11T10:00:00Z'));
    });

    it('charges the first month whole: 5 × $10.00 = $50.00', async () => {
      await chargeStartedPeriods(app.database.db, '2026-01-11', { subscriptionId: id });
      const [first] = await chargesOf();
      expect(first).toMatchObject({ kind: 'purchase', quantity: 5, amount: '50.00', periodStart: '2026-01-01' });
      expect(first!.periodEnd).toBe('2026-02-01');
    });

    it('2 seats added on 11 January: 2 × $10.00 × 21 / 31 days = $13.55', async () => {
      const changed = await call('PUT', `/api/v1/subscriptions/${id}/quantity`, alex, {
        quantity: 7,
        scheduleNextTerm: false,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const added = (await chargesOf()).at(-1)!;
      expect(added).toMatchObject({ kind: 'seats_added', quantity: 2, days: 21, periodDays: 31, amount: '13.55' });
      expect(added.eventId).not.toBeNull();
    });

    it('1 seat removed on 13 January, within the refund window: −1 × $10.00 × 19 / 31 = −$6.13', async () => {
      clock.set(new Date('2026-01-13T10:00:00Z'));
      const changed = await call('PUT', `/api/v1/subscriptions/${id}/quantity`, alex, {
        quantity: 6,
        scheduleNextTerm: false,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await chargesOf()).at(-1)).toMatchObject({ kind: 'seats_removed', quantity: -1, amount: '-6.13' });
    });

    it('February is charged whole for the 6 seats held: $60.00', async () => {
      clock.set(new Date('2026-02-01T08:00:00Z'));
      await chargeStartedPeriods(app.database.db, '2026-02-01', { subscriptionId: id });
      expect((await chargesOf()).at(-1)).toMatchObject({ kind: 'cycle', quantity: 6, amount: '60.00' });
    });

    it('a cancellation on 4 February refunds the rest of February: −6 × $10.00 × 25 / 28 = −$53.57', async () => {
      clock.set(new Date('2026-02-04T08:00:00Z'));
      const cancelled = await call('POST', `/api/v1/subscriptions/${id}/cancel`, alex);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await chargesOf()).at(-1)).toMatchObject({ kind: 'cancellation', quantity: -6, amount: '-53.57' });
      // Nothing more is charged for a cancelled subscription.
      await chargeStartedPeriods(app.database.db, '2026-03-02', { subscriptionId: id });
      expect((await chargesOf()).length).toBe(5);
      const total = cents(sum((await chargesOf()).map((charge) => charge.amount)));
      expect(total).toBe('63.85');
    });

    it('a renewal charges the new term’s first period at the price of the day', async () => {
      const { db } = app.database;
      // Another subscription, made a one-year term billed yearly that ended yesterday.
      const [other] = await db
        .select({ id: subscriptions.id, productId: subscriptions.productId })
        .from(subscriptions)
        .where(and(eq(subscriptions.companyId, northwind), eq(subscriptions.status, 'active')))
        .orderBy(asc(subscriptions.id))
        .limit(1);
      const [sheet] = await db
        .select({ id: priceSheets.id })
        .from(priceSheets)
        .where(and(eq(priceSheets.productId, other!.productId), eq(priceSheets.billingFrequency, 'annual')));
      const annual = other!;
      await db
        .update(subscriptions)
        .set({
          priceSheetId: sheet!.id,
          status: 'active',
          termStart: '2025-02-10',
          termEnd: '2026-02-10',
          autoRenew: true,
          quantity: 3,
          nextChargeOn: null,
        })
        .where(eq(subscriptions.id, annual.id));
      // Its charges stay: some are on last month's invoices, and an issued invoice's charges are never deleted.
      clock.set(new Date('2026-02-11T08:00:00Z'));
      const { runTermEnds } = await import('../../server/jobs/terms');
      await runTermEnds({ db, clock, publicUrl: app.config.publicUrl });
      const [renewal] = await db
        .select()
        .from(charges)
        .where(
          and(
            eq(charges.subscriptionId, annual.id),
            inArray(charges.kind, ['renewal']),
            eq(charges.periodStart, '2026-02-10'),
          ),
        );
      const [renewed] = await db.select().from(subscriptions).where(eq(subscriptions.id, annual.id));
      expect(renewal).toMatchObject({ periodStart: '2026-02-10', quantity: renewed!.quantity });
      expect(renewal!.amount).toBe(cents(sum([String(renewed!.unitPrice)]).times(renewed!.quantity)));
      expect(renewal!.eventId).not.toBeNull();
    });
  });
});
