// Renewal reminders at each reminder's lead times, and warnings of access grants that end soon. A reminder goes out
// once per subscription, term and lead time: the row in sent_reminders is claimed in the transaction that tells, so
// a second run (or a second process) finds it taken. A server that was stopped sends, when it starts, the reminder
// of the nearest lead time passed, not every one it missed. Each reader gets the reminders' texts in their language,
// and one email a day for a renewal, however many reminders cover it.
import { addDays } from 'date-fns';
import { and, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { rowsOf } from '../db/sql';
import { companies, companyAccess, notices, notifications, products, subscriptions, users } from '../db/schema';
import { notificationTextIn } from '../../common/rules/notification-text';
import type { Locale } from '../messages/email/templates';
import { peopleOf, peopleWithIds, staffWithRole, tell } from '../messages/notify';
import { dayOf } from '../time/clock';
import type { JobContext } from './terms';

const batchSize = 500;
/** Access grants warn the person and support this many days before they end. */
export const accessWarningDays = 7;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function runRenewalReminders(context: JobContext) {
  let sent = 0;
  for (;;) {
    const claimed = await remindOneBatch(context);
    sent += claimed;
    if (claimed < batchSize) return sent;
    if (context.slice?.isOver()) {
      context.slice.leaveRest();
      return sent;
    }
  }
}

async function remindOneBatch({ db, clock, publicUrl, brand }: JobContext) {
  const now = clock.now();
  const today = dayOf(now);
  // Raw statements take text: postgres.js serialises no Date there.
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const rows = rowsOf<{ notification_id: number; subscription_id: number; lead_days: number }>(
      await tx.execute(sql`
      with due as (
        select n.id as notification_id, s.id as subscription_id, s.term_end,
          (select min(lead.value::int) from jsonb_array_elements_text(n.lead_times_days) as lead
            where lead.value::int >= s.term_end - ${today}::date) as lead_days
        from notifications n
        join notification_targets t on t.notification_id = n.id
        join subscriptions s on s.company_id = t.company_id
        where n.kind = 'renewal_reminder' and n.is_active and n.published_at <= ${at}::timestamptz
          and s.status = 'active' and s.term_end >= ${today}::date
          and s.term_end <= ${today}::date + (select coalesce(max(lead.value::int), -1)
            from jsonb_array_elements_text(n.lead_times_days) as lead)
          and (s.auto_renew or n.include_auto_renew_off)
      )
      insert into sent_reminders (notification_id, subscription_id, term_end, lead_days, sent_at)
      select due.notification_id, due.subscription_id, due.term_end, due.lead_days, ${at}::timestamptz from due
      where due.lead_days is not null and not exists (
        select 1 from sent_reminders r where r.notification_id = due.notification_id
          and r.subscription_id = due.subscription_id and r.term_end = due.term_end and r.lead_days = due.lead_days)
      limit ${batchSize}
      on conflict do nothing
      returning notification_id, subscription_id, lead_days`),
    );
    if (rows.length === 0) return 0;
    const reminders = await tx
      .select()
      .from(notifications)
      .where(inArray(notifications.id, [...new Set(rows.map((row) => row.notification_id))]));
    const concerned = await tx
      .select({ subscription: subscriptions, product: products.name, company: companies.name })
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .where(inArray(subscriptions.id, [...new Set(rows.map((row) => row.subscription_id))]));
    const people = new Map<number, Awaited<ReturnType<typeof peopleOf>>>();
    // Two reminders due for one subscription's renewal tell its people once, with the texts of both.
    for (const subscriptionId of new Set(rows.map((row) => row.subscription_id))) {
      const { subscription, product, company } = concerned.find(
        (candidate) => candidate.subscription.id === subscriptionId,
      )!;
      const dueIds = new Set(
        rows.filter((row) => row.subscription_id === subscriptionId).map((row) => row.notification_id),
      );
      const due = reminders.filter((reminder) => dueIds.has(reminder.id)).sort((a, b) => a.id - b.id);
      if (!people.has(subscription.companyId)) {
        people.set(subscription.companyId, await peopleOf(tx, subscription.companyId, now));
      }
      const daysLeft = Math.round(
        (Date.parse(`${subscription.termEnd}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
      );
      const notesIn = (locale: Locale) => due.map((reminder) => notificationTextIn(locale, reminder));
      await tell(
        tx,
        {
          kind: 'renewal_reminder',
          companyId: subscription.companyId,
          params: {
            product,
            company,
            quantity: subscription.quantity,
            termEnd: subscription.termEnd,
            daysLeft,
            autoRenew: subscription.autoRenew ? 1 : 0,
          },
          link: `/subscriptions/${subscription.id}/show`,
          // One a day per renewal, whichever reminders are due for it that day, in this run or a later one.
          dedupeKey: `reminder:${subscription.id}:${subscription.termEnd}:${today}`,
          details: { notes: { en: notesIn('en'), fr: notesIn('fr') } },
        },
        people.get(subscription.companyId)!,
        {
          publicUrl,
          brand,
          addresses: [...new Set(due.flatMap((reminder) => reminder.recipients))].filter((address) =>
            emailPattern.test(address),
          ),
        },
      );
    }
    return rows.length;
  });
}

/** The person and support staff hear, a week ahead, that an access grant ends. */
export async function runAccessExpiryWarnings({ db, clock, publicUrl, brand, slice }: JobContext) {
  const now = clock.now();
  const ending = await db
    .select({ access: companyAccess, company: companies.name, person: users.email })
    .from(companyAccess)
    .innerJoin(companies, eq(companies.id, companyAccess.companyId))
    .innerJoin(users, eq(users.id, companyAccess.userId))
    .where(
      and(
        isNotNull(companyAccess.expiresAt),
        gt(companyAccess.expiresAt, now),
        lte(companyAccess.expiresAt, addDays(now, accessWarningDays)),
      ),
    );
  if (ending.length === 0) return 0;
  const dedupeKeyOf = (access: (typeof ending)[number]['access']) =>
    `access:${access.id}:${access.expiresAt!.toISOString()}`;
  // Told already (by a job cut short, or an earlier day's): skipped, so that each job gets further than the last.
  const warned = await db
    .select({ userId: notices.userId, dedupeKey: notices.dedupeKey })
    .from(notices)
    .where(
      and(
        eq(notices.kind, 'access_expiring'),
        inArray(notices.userId, [...new Set(ending.map(({ access }) => access.userId))]),
        inArray(
          notices.dedupeKey,
          ending.map(({ access }) => dedupeKeyOf(access)),
        ),
      ),
    );
  const warnedKeys = new Set(warned.map((notice) => `${notice.userId} ${notice.dedupeKey}`));
  const support = await staffWithRole(db, 'support');
  for (const { access, company, person } of ending) {
    if (warnedKeys.has(`${access.userId} ${dedupeKeyOf(access)}`)) continue;
    if (slice?.isOver()) {
      slice.leaveRest();
      break;
    }
    const expiresOn = dayOf(access.expiresAt!);
    await db.transaction(async (tx) => {
      await tell(
        tx,
        {
          kind: 'access_expiring',
          companyId: access.companyId,
          params: { company, person, expiresOn },
          link: null,
          dedupeKey: dedupeKeyOf(access),
        },
        [...(await peopleWithIds(tx, [access.userId])), ...support],
        { publicUrl, brand },
      );
    });
  }
  return ending.length;
}
