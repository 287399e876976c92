// The emails people get read like a company's: an HTML and a text part, in the reader's language with amounts and
// days as the portal writes them, a greeting, the partner's name and colours, the link to the email settings (also
// as List-Unsubscribe); a renewal reminder says "ends" or "renews" as the subscription does, gives each reader the
// partner's text in their language, and one email for one renewal however many reminders cover it; an order's email
// leaves at once, not at the next sweep.
import { addDays } from 'date-fns';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/sql';
import {
  companies,
  notices,
  notificationTargets,
  notifications,
  outbox,
  sentReminders,
  subscriptions,
  users,
} from '../../server/db/schema';
import { startJobs } from '../../server/jobs/queue';
import { runRenewalReminders } from '../../server/jobs/reminders';
import { deliverOutbox, smtpMailer } from '../../server/messages/outbox';
import { dayOf, systemClock } from '../../server/time/clock';
import { buildTestApp } from './support/app';
import { asUser } from './support/sign-in';
import { startSmtpSink } from './support/smtp-sink';
import { forgetMoney } from './support/money';

const publicUrl = 'http://portal.test';
const settingsUrl = `${publicUrl}/admin`;
const alexAddress = 'alex@fabrikam.example';
const money = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

describe('emails', () => {
  let app: FastifyInstance;
  let db: Db;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let fabrikam: number;
  let alexId: number;
  let alex: Record<string, string>;
  let partner: Record<string, string>;
  let sheet: { priceSheetId: number; productId: number };
  let demoReminder: typeof notifications.$inferSelect;

  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ app } = await buildTestApp({
      SMTP_URL: sink.url,
      PUBLIC_URL: publicUrl,
      PARTNER_NAME: 'Contoso Cloud',
      PARTNER_COLOR: '#0b5cad',
    }));
    db = app.database.db;
    fabrikam = (await db.select().from(companies).where(eq(companies.domain, 'fabrikam.example')))[0]!.id;
    alexId = (await db.select().from(users).where(eq(users.email, alexAddress)))[0]!.id;
    alex = await asUser(app, alexAddress, { company: fabrikam });
    partner = await asUser(app, 'partner.admin@contoso.example');
    const [product] = (await app.inject({ method: 'GET', url: '/api/v1/catalog?range=[0,0]', headers: alex })).json();
    sheet = { priceSheetId: product.offers[0].priceSheetId, productId: product.id };
    [demoReminder] = await db.select().from(notifications).where(eq(notifications.kind, 'renewal_reminder'));
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });
  beforeEach(async () => {
    await db.delete(outbox);
    sink.received.length = 0;
  });

  const readIn = (locale: 'en' | 'fr' | null) =>
    db
      .update(users)
      .set({
        preferences: locale
          ? sql`${users.preferences} || ${JSON.stringify({ locale })}::jsonb`
          : sql`${users.preferences} - 'locale'`,
      })
      .where(eq(users.id, alexId));
  const emailsTo = (address: string, kind: (typeof outbox.$inferSelect)['kind']) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, address), eq(outbox.kind, kind)));
  let keys = 0;
  async function placeOrder(quantity: number) {
    const placed = await app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: alex,
      payload: {
        idempotencyKey: `emails-${Date.now()}-${keys++}`,
        lines: [{ priceSheetId: sheet.priceSheetId, quantity }],
      },
    });
    expect(placed.statusCode).toBe(201);
    return placed.json() as { id: number; number: string; total: number; currency: string; status: string };
  }
  const setPolicy = (policy: object) =>
    app.inject({ method: 'PUT', url: '/api/v1/partner/approval-policy', headers: partner, payload: policy });

  describe('an order’s', () => {
    it('confirms it in an HTML and a text part: greeted, signed by the partner, in its colours, with the settings', async () => {
      const order = await placeOrder(2);
      const [email] = await emailsTo(alexAddress, 'order_placed');
      expect(email!.subject).toBe(`Order ${order.number} confirmed`);
      expect(email!.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
      expect(email!.html).toContain('background-color:#0b5cad');
      for (const part of [email!.body, email!.html!]) {
        expect(part).toContain('Hello Alex,');
        expect(part).toContain('Kind regards,');
        expect(part).toContain('Contoso Cloud');
        expect(part).toContain(money(order.total, order.currency, 'en'));
        expect(part).toContain(`${publicUrl}/orders/${order.id}/show?company=${fabrikam}`);
        expect(part).toContain(settingsUrl);
      }
      expect(email!.body).toMatch(/Kind regards,\nContoso Cloud\n/);

      await deliverOutbox(db, systemClock, smtpMailer(sink.url, '"Contoso Cloud" <portal@portal.test>'));
      expect(sink.received).toHaveLength(1);
      const sent = sink.received[0]!.text;
      expect(sent).toMatch(/Content-Type: multipart\/alternative/);
      expect(sent).toMatch(/Content-Type: text\/plain/);
      expect(sent).toMatch(/Content-Type: text\/html/);
      expect(sent).toContain(`List-Unsubscribe: <${settingsUrl}>`);
      expect(sent).toContain('From: Contoso Cloud <portal@portal.test>');
    });

    it('writes to a French reader in French throughout, amounts as the portal writes them', async () => {
      await readIn('fr');
      try {
        const order = await placeOrder(3);
        const [email] = await emailsTo(alexAddress, 'order_placed');
        expect(email!.subject).toBe(`Commande ${order.number} confirmée`);
        expect(email!.html).toMatch(/^<!DOCTYPE html><html lang="fr">/);
        for (const part of [email!.body, email!.html!]) {
          expect(part).toContain('Bonjour Alex,');
          expect(part).toContain('Cordialement,');
          expect(part).toContain('Total de la commande');
          expect(part).toContain(money(order.total, order.currency, 'fr'));
          expect(part).toContain('Choisir les e-mails que vous recevez');
          expect(part).not.toMatch(/\b(Hello|Kind regards|Order|Open|Total:|USD|EUR|You receive)\b/);
        }
        expect(email!.body).toMatch(/\d,\d{2}\s(\$US|€)/);
      } finally {
        await readIn(null);
      }
    });

    it('tells the customer it waits, the partner what it holds, then the customer the decision and its reason', async () => {
      await setPolicy({ mode: 'above_amount', amountAbove: 0 });
      try {
        const order = await placeOrder(1);
        expect(order.status).toBe('pending');
        const [received] = await emailsTo(alexAddress, 'order_placed');
        expect(received!.subject).toBe(`Order ${order.number} received: it awaits approval`);
        const [toDecide] = await emailsTo('partner.admin@contoso.example', 'order_awaits_approval');
        expect(toDecide!.subject).toBe(`Order ${order.number} awaits your approval`);
        expect(toDecide!.html).toContain('<th scope="col"');
        expect(toDecide!.body).toContain(`Order total: ${money(order.total, order.currency, 'en')}`);

        const decide = (id: number, verb: string, reason: string) =>
          app.inject({
            method: 'POST',
            url: `/api/v1/partner/orders/${id}/${verb}`,
            headers: partner,
            payload: { reason },
          });
        expect((await decide(order.id, 'approve', 'Within budget')).statusCode).toBe(200);
        const [approved] = await emailsTo(alexAddress, 'order_approved');
        expect(approved!.body).toContain('was approved: Microsoft is setting it up');
        expect(approved!.body).toContain('Note from Contoso Cloud\nWithin budget');
        const other = await placeOrder(1);
        expect((await decide(other.id, 'reject', 'No budget left')).statusCode).toBe(200);
        const [rejected] = await emailsTo(alexAddress, 'order_rejected');
        expect(rejected!.body).toContain('Reason given by Contoso Cloud\nNo budget left');
      } finally {
        await setPolicy({ mode: 'none' });
      }
    });
  });

  describe('renewal reminders', () => {
    const today = new Date();
    const context = () => ({ db, clock: systemClock, publicUrl, brand: app.config.brand });
    const dayIn = (days: number) => dayOf(addDays(today, days));

    beforeEach(async () => {
      await db.delete(notifications);
      await db.delete(sentReminders);
      await db.delete(notices);
      await forgetMoney(db);
      await db.delete(subscriptions).where(eq(subscriptions.companyId, fabrikam));
    });

    async function remind(values: Partial<typeof notifications.$inferInsert>) {
      const [created] = await db
        .insert(notifications)
        .values({
          kind: 'renewal_reminder',
          title: 'Renewal ahead',
          leadTimesDays: [30],
          publishedAt: addDays(today, -10),
          ...values,
        })
        .returning();
      await db.insert(notificationTargets).values({ notificationId: created!.id, companyId: fabrikam });
      return created!;
    }
    async function subscribe(termEnd: string, autoRenew: boolean) {
      const [row] = await db
        .insert(subscriptions)
        .values({
          companyId: fabrikam,
          ...sheet,
          unitPrice: 10,
          quantity: 12,
          status: 'active',
          termStart: dayIn(-300),
          termEnd,
          autoRenew,
        })
        .returning();
      return row!;
    }
    const reminderOf = async (address: string, subscriptionId: number) =>
      (await emailsTo(address, 'renewal_reminder')).filter((email) =>
        email.body.includes(`/subscriptions/${subscriptionId}/show`),
      );

    it('says "ends" of a subscription that ends and "renews" of one that renews, never the other', async () => {
      // The demo's reminder, as the partner wrote it, goes to both.
      const { title, body, titleFr, bodyFr } = demoReminder;
      await remind({ title, body, titleFr, bodyFr, includeAutoRenewOff: true });
      const ending = await subscribe(dayIn(20), false);
      const renewing = await subscribe(dayIn(21), true);
      expect(await runRenewalReminders(context())).toBe(2);
      const [ends] = await reminderOf(alexAddress, ending.id);
      expect(ends!.subject).toMatch(/ ends on /);
      const [renews] = await reminderOf(alexAddress, renewing.id);
      expect(renews!.subject).toMatch(/ renews on /);
      expect(ends!.html).toMatch(/<h1[^>]*>[^<]* ends on [^<]*<\/h1>/);
      for (const part of [ends!.subject, ends!.body, ends!.html!]) expect(part).not.toMatch(/\brenews\b/);
      expect(renews!.html).toMatch(/<h1[^>]*>[^<]* renews on [^<]*<\/h1>/);
      expect(renews!.body).toContain('renews automatically on');
    });

    it('gives each reader the partner’s text in their language, the English one where there is no French', async () => {
      const reminder = await remind({
        title: 'Check your seats',
        body: 'Count your users.',
        titleFr: 'Vérifiez vos licences',
        bodyFr: 'Comptez vos utilisateurs.',
      });
      const subscription = await subscribe(dayIn(25), true);
      await readIn('fr');
      try {
        expect(await runRenewalReminders(context())).toBe(1);
        const [french] = await reminderOf(alexAddress, subscription.id);
        const frenchDay = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${subscription.termEnd}T00:00:00Z`),
        );
        expect(french!.subject.endsWith(` se renouvelle le ${frenchDay}`)).toBe(true);
        for (const part of [french!.body, french!.html!]) {
          expect(part).toContain('Vérifiez vos licences');
          expect(part).toContain('Comptez vos utilisateurs.');
          expect(part).toContain('12 licences');
          expect(part).not.toMatch(/Check your seats|Count your users|Hello|seats/);
        }
        const [english] = await reminderOf('megan@fabrikam.example', subscription.id);
        expect(english!.body).toContain('Check your seats\nCount your users.');
        expect(english!.body).not.toContain('Vérifiez');

        // Without a French text, the French reader gets the partner's English one in a French email.
        await db.update(notifications).set({ titleFr: '', bodyFr: '' }).where(eq(notifications.id, reminder.id));
        await db.delete(sentReminders);
        await db.delete(outbox);
        await db.delete(notices);
        expect(await runRenewalReminders(context())).toBe(1);
        const [fallback] = await reminderOf(alexAddress, subscription.id);
        expect(fallback!.body).toContain('Bonjour Alex,');
        expect(fallback!.body).toContain('Check your seats\nCount your users.');
      } finally {
        await readIn(null);
      }
    });

    it('sends one email for two reminders of the same renewal, with the texts of both', async () => {
      await remind({ title: 'Thirty days left', recipients: ['billing@fabrikam.example'] });
      await remind({ title: 'Renewal in a month', leadTimesDays: [60, 30], recipients: ['it@fabrikam.example'] });
      const subscription = await subscribe(dayIn(25), true);
      expect(await runRenewalReminders(context())).toBe(2);
      expect(await runRenewalReminders(context())).toBe(0);
      for (const address of [alexAddress, 'billing@fabrikam.example', 'it@fabrikam.example']) {
        const emails = await reminderOf(address, subscription.id);
        expect(emails, address).toHaveLength(1);
        expect(emails[0]!.body).toContain('Thirty days left');
        expect(emails[0]!.body).toContain('Renewal in a month');
      }
      const bell = await db
        .select()
        .from(notices)
        .where(and(eq(notices.userId, alexId), eq(notices.kind, 'renewal_reminder')));
      expect(bell).toHaveLength(1);
    });
  });

  it('sends an order’s email as soon as the order is placed, not at the next sweep', async () => {
    // Polling every 30 s, and a schedule that never comes: only a job sent at once delivers within seconds.
    const jobs = await startJobs(app, {
      schedule: '0 0 1 1 *',
      smtp: app.config.jobs.smtp,
      pollingIntervalSeconds: 30,
    });
    try {
      await untilJobsAreDone();
      sink.received.length = 0;
      const order = await placeOrder(1);
      const startedAt = Date.now();
      while (!sink.received.some((email) => email.subject.includes(order.number)) && Date.now() - startedAt < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(sink.received.map((email) => email.subject)).toContain(`Order ${order.number} confirmed`);
    } finally {
      await jobs.stop();
    }
  });

  /** Until the outbox jobs that the sweeps sent at start sent are done. */
  async function untilJobsAreDone() {
    for (let waited = 0; waited < 300; waited++) {
      const [jobs] = rowsOf<{ waiting: number }>(
        await db.execute(
          sql`select count(*)::int as waiting from pgboss.job
            where name = 'outbox' and state in ('created', 'retry', 'active') and start_after <= now()`,
        ),
      );
      if (jobs!.waiting === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the jobs sent at start did not end');
  }
});
