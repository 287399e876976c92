// Time moves: a clock the test moves, and the sweeps the job queue runs, called directly.
import { addDays } from 'date-fns';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyOffers } from '../../server/catalog/offers';
import { openDatabase, type Db } from '../../server/db/client';
import {
  activityLog,
  catalogAssignments,
  catalogItems,
  companies,
  companyAccess,
  notices,
  notifications,
  notificationTargets,
  outbox,
  sentReminders,
  subscriptions,
  users,
} from '../../server/db/schema';
import { runAccessExpiryWarnings, runRenewalReminders } from '../../server/jobs/reminders';
import { runTermEnds, type JobContext } from '../../server/jobs/terms';
import { dayOf } from '../../server/time/clock';
import { buildTestApp } from './support/app';
import { movableClock } from './support/clock';
import { forgetMoney } from './support/money';

const clock = movableClock(new Date('2027-03-10T09:00:00Z'));
const day = (offset: number) => dayOf(addDays(clock.now(), offset));

describe('time moves', () => {
  let app: FastifyInstance;
  let db: Db;
  let context: JobContext;
  let fabrikam: number;
  let alex: number;
  let sheet: { priceSheetId: number; productId: number; unitPrice: number };

  beforeAll(async () => {
    ({ app } = await buildTestApp({}, clock));
    db = app.database.db;
    context = { db, clock, publicUrl: 'http://portal.test' };
    fabrikam = (await db.select().from(companies).where(eq(companies.domain, 'fabrikam.example')))[0]!.id;
    alex = (await db.select().from(users).where(eq(users.email, 'alex@fabrikam.example')))[0]!.id;
    // The seed's terms sit around the real today; this suite's clock is elsewhere: start from a clean slate.
    await forgetMoney(db);
    await db.delete(subscriptions);
    // Fabrikam's catalog assignments hold on the clock's days too.
    await db
      .update(catalogAssignments)
      .set({ validFrom: '2020-01-01', validTo: null })
      .where(eq(catalogAssignments.companyId, fabrikam));
    const offers = companyOffers(db, fabrikam);
    const offered = await db.with(offers).select().from(offers).where(eq(offers.term, 'P1Y')).limit(1);
    sheet = offered[0]!;
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await db.delete(subscriptions);
    await db.delete(notices);
    await db.delete(outbox);
  });

  async function subscribe(values: Partial<typeof subscriptions.$inferInsert>) {
    const [row] = await db
      .insert(subscriptions)
      .values({
        companyId: fabrikam,
        productId: sheet.productId,
        priceSheetId: sheet.priceSheetId,
        unitPrice: 10,
        quantity: 12,
        status: 'active',
        termStart: day(-365),
        termEnd: day(-1),
        autoRenew: true,
        ...values,
      })
      .returning();
    return row!;
  }
  const reload = async (id: number) => (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const historyOf = (id: number) =>
    db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.objectType, 'subscription'), eq(activityLog.objectId, String(id))))
      .orderBy(asc(activityLog.id));
  /** Fabrikam's renewal reminder, 60, 30 and 7 days ahead and not for auto-renew off, in place of the seeded ones. */
  async function onlyReminder() {
    await db.delete(notifications);
    const [created] = await db
      .insert(notifications)
      .values({
        kind: 'renewal_reminder',
        title: 'Renewal ahead',
        leadTimesDays: [60, 30, 7],
        includeAutoRenewOff: false,
        recipients: ['billing@fabrikam.example'],
        publishedAt: addDays(clock.now(), -100),
      })
      .returning();
    await db.insert(notificationTargets).values({ notificationId: created!.id, companyId: fabrikam });
    return created!.id;
  }

  it('renews an auto-renewing subscription at its term end with the scheduled quantity and today’s price', async () => {
    const subscription = await subscribe({ scheduledNextTermQuantity: 20, unitPrice: 1 });
    const done = await runTermEnds(context);
    expect(done.renewed).toBe(1);
    const renewed = await reload(subscription.id);
    expect(renewed).toMatchObject({
      status: 'active',
      termStart: day(-1),
      termEnd: `${Number(day(-1).slice(0, 4)) + 1}${day(-1).slice(4)}`, // a year on, the same date
      quantity: 20,
      scheduledNextTermQuantity: null,
      unitPrice: sheet.unitPrice,
      version: subscription.version + 1,
    });
    const [entry] = await historyOf(subscription.id);
    expect(entry).toMatchObject({
      action: 'subscription.renewed',
      details: { fromQuantity: 12, toQuantity: 20, fromPrice: 1, toPrice: sheet.unitPrice },
    });
    const told = await db.select().from(notices).where(eq(notices.userId, alex));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'subscription_renewed', link: `/subscriptions/${subscription.id}/show` });
    const emails = await db.select().from(outbox).where(eq(outbox.toAddress, 'alex@fabrikam.example'));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain('renewed until');
    expect(emails[0]!.status).toBe('queued');
    // Its link carries the company, which the portal switches to first (alex acts for two).
    expect(emails[0]!.body).toContain(`/subscriptions/${subscription.id}/show?company=${subscription.companyId}`);
  });

  it('renews at the same quantity without a schedule, and keeps the old price when no catalog offers it', async () => {
    await db.update(catalogItems).set({ isVisible: false }).where(eq(catalogItems.priceSheetId, sheet.priceSheetId));
    try {
      const subscription = await subscribe({ unitPrice: 7.5 });
      await runTermEnds(context);
      expect(await reload(subscription.id)).toMatchObject({ quantity: 12, unitPrice: 7.5, status: 'active' });
    } finally {
      await db.update(catalogItems).set({ isVisible: true }).where(eq(catalogItems.priceSheetId, sheet.priceSheetId));
    }
  });

  it('expires a subscription with auto-renew off, and tells its company', async () => {
    const subscription = await subscribe({ autoRenew: false });
    expect((await runTermEnds(context)).expired).toBe(1);
    expect(await reload(subscription.id)).toMatchObject({ status: 'expired', termEnd: day(-1) });
    expect((await historyOf(subscription.id)).map((entry) => entry.action)).toEqual(['subscription.expired']);
    expect(await db.select({ kind: notices.kind }).from(notices).where(eq(notices.userId, alex))).toEqual([
      { kind: 'subscription_expired' },
    ]);
  });

  it('leaves a term that has not ended yet, and one that ends today', async () => {
    const later = await subscribe({ termEnd: day(30) });
    const today = await subscribe({ termEnd: day(0), priceSheetId: sheet.priceSheetId });
    expect(await runTermEnds(context)).toMatchObject({ renewed: 0, expired: 0 });
    expect((await reload(later.id)).termEnd).toBe(day(30));
    expect((await reload(today.id)).termEnd).toBe(day(0));
  });

  it('catches up after a stop: every missed term once, and a second run does nothing', async () => {
    // A yearly term that ended two and a half years ago: renewed three times over, to the term holding today.
    const subscription = await subscribe({ termStart: day(-1280), termEnd: day(-915) });
    expect((await runTermEnds(context)).renewed).toBe(1);
    const caughtUp = await reload(subscription.id);
    expect(caughtUp.termEnd >= day(0)).toBe(true);
    expect(caughtUp.termStart <= day(0)).toBe(true);
    expect(await runTermEnds(context)).toMatchObject({ renewed: 0, expired: 0 });
    expect(await reload(subscription.id)).toEqual(caughtUp);
    expect(await db.select().from(notices).where(eq(notices.userId, alex))).toHaveLength(1);
  });

  it('renews as the clock moves: a month later, a monthly term has renewed once more', async () => {
    const offers = companyOffers(db, fabrikam);
    const [monthly] = await db.with(offers).select().from(offers).where(eq(offers.term, 'P1M')).limit(1);
    if (!monthly) throw new Error('the seed offers Fabrikam a monthly term');
    const subscription = await subscribe({
      productId: monthly.productId,
      priceSheetId: monthly.priceSheetId,
      termStart: day(-20),
      termEnd: day(10),
    });
    await runTermEnds(context);
    expect((await reload(subscription.id)).termEnd).toBe(day(10));
    const start = clock.now();
    try {
      clock.advance(11);
      expect((await runTermEnds(context)).renewed).toBe(1);
      expect((await reload(subscription.id)).termStart).toBe(dayOf(addDays(start, 10)));
    } finally {
      clock.set(start);
    }
  });

  describe('renewal reminders', () => {
    let reminder: number;
    beforeAll(async () => {
      reminder = await onlyReminder();
    });
    beforeEach(() => db.delete(sentReminders));

    const remindersTo = (address: string) =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, address), eq(outbox.kind, 'renewal_reminder')));

    it('sends once per lead time however often the job runs, then again at the next lead time', async () => {
      const subscription = await subscribe({ termEnd: day(25) });
      expect(await runRenewalReminders(context)).toBe(1);
      expect(await runRenewalReminders(context)).toBe(0);
      expect(await remindersTo('billing@fabrikam.example')).toHaveLength(1);
      expect(await remindersTo('alex@fabrikam.example')).toHaveLength(1);
      const [sent] = await db.select().from(sentReminders);
      expect(sent).toMatchObject({ subscriptionId: subscription.id, leadDays: 30 });
      const [notice] = await db.select().from(notices).where(eq(notices.userId, alex));
      expect(notice).toMatchObject({ kind: 'renewal_reminder', params: { daysLeft: 25, product: expect.any(String) } });

      const start = clock.now();
      try {
        clock.advance(10); // 15 days left: nothing new
        expect(await runRenewalReminders(context)).toBe(0);
        clock.advance(9); // 6 days left: the 7-day reminder
        expect(await runRenewalReminders(context)).toBe(1);
        expect(await runRenewalReminders(context)).toBe(0);
      } finally {
        clock.set(start);
      }
      expect(await remindersTo('billing@fabrikam.example')).toHaveLength(2);
    });

    it('skips auto-renew-off subscriptions unless the reminder includes them, and terms beyond its lead times', async () => {
      await subscribe({ termEnd: day(20), autoRenew: false });
      await subscribe({ termEnd: day(90) });
      expect(await runRenewalReminders(context)).toBe(0);
      await db.update(notifications).set({ includeAutoRenewOff: true }).where(eq(notifications.id, reminder));
      try {
        expect(await runRenewalReminders(context)).toBe(1);
      } finally {
        await db.update(notifications).set({ includeAutoRenewOff: false }).where(eq(notifications.id, reminder));
      }
    });

    it('emails nobody who turned renewal emails off, but still tells them in the portal', async () => {
      await db
        .update(users)
        .set({ preferences: sql`${users.preferences} || '{"notifications":{"renewals":false}}'::jsonb` })
        .where(eq(users.id, alex));
      try {
        await subscribe({ termEnd: day(5) });
        expect(await runRenewalReminders(context)).toBe(1);
        expect(await remindersTo('alex@fabrikam.example')).toHaveLength(0);
        expect(await db.select().from(notices).where(eq(notices.userId, alex))).toHaveLength(1);
      } finally {
        await db
          .update(users)
          .set({ preferences: sql`${users.preferences} - 'notifications'` })
          .where(eq(users.id, alex));
      }
    });
  });

  it('renews each term and sends each reminder once when two processes sweep at the same time', async () => {
    await onlyReminder();
    // A second process: its own connections to the same PostgreSQL database (on PGlite, the same database).
    const { url } = app.database as typeof app.database & { url?: string };
    const other = url ? await openDatabase({ databaseUrl: url }) : null;
    try {
      const otherContext = { ...context, db: other?.db ?? db };
      const many = await db
        .insert(subscriptions)
        .values(
          Array.from({ length: 450 }, (_, index) => ({
            companyId: fabrikam,
            productId: sheet.productId,
            priceSheetId: sheet.priceSheetId,
            unitPrice: 10,
            quantity: 1 + (index % 5),
            status: 'active' as const,
            termStart: day(-360),
            termEnd: index % 2 ? day(-1) : day(6),
            autoRenew: index % 3 !== 0,
          })),
        )
        .returning({ id: subscriptions.id });
      const [first, second] = await Promise.all([runTermEnds(context), runTermEnds(otherContext)]);
      expect(first.renewed + second.renewed + first.expired + second.expired).toBe(225);
      const renewals = await db
        .select({ id: activityLog.objectId, count: sql<number>`count(*)::int` })
        .from(activityLog)
        .where(
          and(
            sql`${activityLog.action} in ('subscription.renewed', 'subscription.expired')`,
            sql`${activityLog.objectId}::int >= ${many[0]!.id}`,
          ),
        )
        .groupBy(activityLog.objectId);
      expect(renewals.filter((row) => row.count !== 1)).toEqual([]);
      expect(renewals).toHaveLength(225);
      const reminded = await Promise.all([runRenewalReminders(context), runRenewalReminders(otherContext)]);
      expect(reminded[0] + reminded[1]).toBe(many.length - 225 - 75); // the auto-renew-off ones are left out
      const emails = await db
        .select({ key: outbox.dedupeKey, address: outbox.toAddress, count: sql<number>`count(*)::int` })
        .from(outbox)
        .groupBy(outbox.dedupeKey, outbox.toAddress);
      expect(emails.filter((row) => row.count !== 1)).toEqual([]);
    } finally {
      await other?.close();
    }
  });

  it('warns the person and support a week before an access grant ends, once', async () => {
    const [grant] = await db
      .update(companyAccess)
      .set({ expiresAt: addDays(clock.now(), 5) })
      .where(and(eq(companyAccess.userId, alex), eq(companyAccess.companyId, fabrikam)))
      .returning();
    try {
      expect(await runAccessExpiryWarnings(context)).toBeGreaterThan(0);
      await runAccessExpiryWarnings(context);
      const warned = await db.select().from(notices).where(eq(notices.kind, 'access_expiring'));
      const people = await db.select({ id: users.id, role: users.globalRole }).from(users);
      const warnedIds = warned.map((notice) => notice.userId);
      expect(warnedIds.filter((id) => id === alex)).toHaveLength(1);
      const supportIds = people.filter((person) => person.role === 'support').map((person) => person.id);
      expect(supportIds.length).toBeGreaterThan(0);
      for (const id of supportIds) expect(warnedIds).toContain(id);
    } finally {
      await db.update(companyAccess).set({ expiresAt: null }).where(eq(companyAccess.id, grant!.id));
    }
  });
});
