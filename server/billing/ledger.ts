// The charge ledger: what each subscription's events cost, written when they happen and never edited.
//
// A subscription is billed by periods of its term (a month, a year or three, by its price sheet's billing frequency),
// each charged whole when it starts: the first period of a term is its `purchase` or `renewal`, the next ones are
// `cycle`s. A change within a period is charged from its day to the period's end, by days (Microsoft's proration):
// seats added, seats removed within the refund window, a cancellation refunded, a reactivation. Money rules: money.ts.
import { addMonths, differenceInCalendarDays, formatISO, parseISO, startOfMonth, subMonths } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { sharedSetting } from '../auth/settings';
import type { Db } from '../db/client';
import { charges, priceSheets, subscriptions } from '../db/schema';
import { prorated, type Decimal } from './money';
import type { ChargeKind } from '../../common/domain';
import type { Slice } from '../jobs/terms';
import { billingPeriodMonths, monthsOfBillingPeriod } from '../../common/rules/terms';
import { monthsOf } from '../db/sql';

const day = (date: Date) => formatISO(date, { representation: 'date' });

/** The billing period of a term that holds `on`: [start, end), end being the next period's start or the term's end. */
export function billingPeriodAt(term: { termStart: string; termEnd: string }, billingFrequency: string, on: string) {
  const months = monthsOfBillingPeriod(billingFrequency);
  const termStart = parseISO(term.termStart);
  let index = 0;
  while (day(addMonths(termStart, (index + 1) * months)) <= on) index += 1;
  const start = day(addMonths(termStart, index * months));
  const next = day(addMonths(termStart, (index + 1) * months));
  const end = next < term.termEnd ? next : term.termEnd;
  return { start, end, days: differenceInCalendarDays(parseISO(end), parseISO(start)) };
}

/**
 * The first day the ledger charges periods from: periods that started before it were billed before the portal did.
 * Made once, the first day of the month before the first run (so the demo's last month has its charges).
 */
export const ledgerStartsOn = (db: Db, today: string) =>
  sharedSetting(db, 'ledger_starts_on', () => day(startOfMonth(subMonths(parseISO(today), 1))));

/**
 * Charges every billing period that has started by `today` and is not charged yet, of the active subscriptions whose
 * `next_charge_on` has come (at most `limit` of them, or one): idempotent, so the term sweep, a billing run and a
 * change may all call it, and processes share the work (`skip locked`). The period's quantity is the one held now: a
 * change first calls this, then charges itself from its day. It looks at a subscription's last three periods (a server
 * stopped for two months still charges what it missed). Answers how many subscriptions it took.
 */
export async function chargeStartedPeriods(
  db: Db,
  today: string,
  which: { subscriptionId: number } | { limit: number },
) {
  const from = await ledgerStartsOn(db, today);
  const monthsPerPeriod = monthsOf(sql`ps.billing_frequency`, billingPeriodMonths, 1);
  const currentPeriod = sql`floor((extract(year from age(${today}::date, s.term_start)) * 12
      + extract(month from age(${today}::date, s.term_start))) / ${monthsPerPeriod})::int`;
  const result = await db.execute(sql`
    with due as (
      select s.id from subscriptions s
      where s.status = 'active' and s.term_start <= ${today}::date
        and (s.next_charge_on is null or s.next_charge_on <= ${today}::date)
        ${'subscriptionId' in which ? sql`and s.id = ${which.subscriptionId}` : sql``}
      limit ${'limit' in which ? which.limit : 1}
      for update of s skip locked
    ), charged as (
      -- Runs whether or not the update below reads it (a data-modifying CTE always does).
      insert into charges (company_id, subscription_id, event_id, kind, charged_on, period_start, period_end, quantity,
        unit_price, days, period_days, amount, cost, currency)
      select s.company_id, s.id, event.id, kinds.kind, p.start, p.start, p.end, s.quantity, s.unit_price,
        p.end - p.start, p.end - p.start, round(s.unit_price * s.quantity, 2), round(ps.unit_price * s.quantity, 2),
        ps.currency
      from due
      join subscriptions s on s.id = due.id
      join price_sheets ps on ps.id = s.price_sheet_id
      cross join lateral generate_series(greatest(0, ${currentPeriod} - 2), ${currentPeriod}) as k
      cross join lateral (
        select (s.term_start + make_interval(months => k * ${monthsPerPeriod}))::date as start,
          least((s.term_start + make_interval(months => (k + 1) * ${monthsPerPeriod}))::date, s.term_end) as end
      ) p
      cross join lateral (
        select case
          when p.start <> s.term_start then 'cycle'
          when exists (select 1 from activity_log a where a.object_type = 'subscription' and a.object_id = s.id::text
            and a.action = 'subscription.renewed' and a.details->>'termEnd' = s.term_end::text) then 'renewal'
          else 'purchase' end as kind
      ) kinds
      left join lateral (
        select a.id from activity_log a
        where kinds.kind <> 'cycle' and a.object_type = 'subscription' and a.object_id = s.id::text
          and ((kinds.kind = 'renewal' and a.action = 'subscription.renewed' and a.details->>'termEnd' = s.term_end::text)
            or (kinds.kind = 'purchase' and a.action in ('subscription.activated', 'subscription.created')))
        order by a.id desc limit 1
      ) event on true
      where p.start <= ${today}::date and p.start < s.term_end and p.start >= ${from}::date
        and (s.next_charge_on is null or p.start >= s.next_charge_on)
        and not exists (select 1 from charges c where c.subscription_id = s.id
          and ((c.period_start = p.start and c.kind in ('purchase', 'renewal', 'cycle'))
            or (c.kind = 'reactivation' and c.period_end = p.end and c.charged_on >= p.start)))
      on conflict do nothing
      returning 1
    )
    update subscriptions s
    set next_charge_on = least((s.term_start + make_interval(months => (${currentPeriod} + 1) * ${monthsPerPeriod}))::date, s.term_end)
    from due, price_sheets ps
    where s.id = due.id and ps.id = s.price_sheet_id
    returning s.id`);
  return rowCount(result);
}

const rowCount = (result: unknown) => {
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
  return Array.isArray(rows) ? rows.length : 0;
};

export type ProratedKind = Extract<ChargeKind, 'seats_added' | 'seats_removed' | 'cancellation' | 'reactivation'>;

/**
 * A change's charge from `on` to the end of its billing period: `quantity` seats more (or fewer: negative) at the
 * subscription's price. Call it after the change is written (the subscription as it is now).
 */
export async function chargeChange(
  db: Db,
  change: { subscriptionId: number; kind: ProratedKind; quantity: number; on: string; eventId: number | null },
) {
  if (change.quantity === 0) return null;
  const [held] = await db
    .select({
      companyId: subscriptions.companyId,
      termStart: subscriptions.termStart,
      termEnd: subscriptions.termEnd,
      unitPrice: sql<Decimal>`${subscriptions.unitPrice}::text`,
      cost: sql<Decimal>`${priceSheets.unitPrice}::text`,
      billingFrequency: priceSheets.billingFrequency,
      currency: priceSheets.currency,
    })
    .from(subscriptions)
    .innerJoin(priceSheets, eq(priceSheets.id, subscriptions.priceSheetId))
    .where(eq(subscriptions.id, change.subscriptionId));
  if (!held || change.on >= held.termEnd || change.on < held.termStart) return null;
  const period = billingPeriodAt(held, held.billingFrequency, change.on);
  const days = differenceInCalendarDays(parseISO(period.end), parseISO(change.on));
  const [charge] = await db
    .insert(charges)
    .values({
      companyId: held.companyId,
      subscriptionId: change.subscriptionId,
      eventId: change.eventId,
      kind: change.kind,
      chargedOn: change.on,
      periodStart: change.on,
      periodEnd: period.end,
      quantity: change.quantity,
      unitPrice: held.unitPrice,
      days,
      periodDays: period.days,
      amount: prorated({ unitPrice: held.unitPrice, quantity: change.quantity, days, periodDays: period.days }),
      cost: prorated({ unitPrice: held.cost, quantity: change.quantity, days, periodDays: period.days }),
      currency: held.currency,
    })
    .returning();
  // A reactivation charges the rest of its period: the next whole one comes after it, none for the months cancelled.
  if (change.kind === 'reactivation') {
    await db.update(subscriptions).set({ nextChargeOn: period.end }).where(eq(subscriptions.id, change.subscriptionId));
  }
  return charge!;
}

/**
 * The corrections of charges that Microsoft's refusal undid: each prorated charge of the subscription since the
 * refused request was written gets its opposite, linked to the refusal's event.
 */
export async function reverseChargesSince(db: Db, subscriptionId: number, since: Date, eventId: number) {
  await db.execute(sql`
    insert into charges (company_id, subscription_id, event_id, kind, charged_on, period_start, period_end, quantity,
      unit_price, days, period_days, amount, cost, currency, note)
    select company_id, subscription_id, ${eventId}, 'adjustment', charged_on, period_start, period_end, -quantity,
      unit_price, days, period_days, -amount, -cost, currency, 'reverses charge ' || id
    from charges
    where subscription_id = ${subscriptionId} and created_at >= ${since.toISOString()}::timestamptz
      and kind in ('seats_added', 'seats_removed', 'cancellation', 'reactivation')`);
}

/**
 * The clock's part: every period started by today is charged, a slice of due subscriptions at a time, resting between
 * them (PGlite runs one statement at a time, and a page waits for one slice at most). Answers how many it took.
 */
export async function chargeAllStartedPeriods(
  db: Db,
  today: string,
  pace: { batchSize: number; restMs: number },
  slice?: Slice,
) {
  const limit = pace.batchSize * 5;
  let taken = 0;
  for (;;) {
    const took = await chargeStartedPeriods(db, today, { limit });
    taken += took;
    if (took < limit) return { taken, isDone: true };
    // A job's share of the sweep is over: the next job goes on (a catch-up of 100,000 subscriptions takes minutes).
    if (slice?.isOver()) return { taken, isDone: false };
    if (pace.restMs > 0) await new Promise((resolve) => setTimeout(resolve, pace.restMs));
  }
}

/**
 * A correction the partner charges (reconciliation: what Microsoft charged and the customer was not): an `adjustment`
 * for the charge period it corrects, charged on `on` (the next invoice takes it), linked to its event. Never an edit.
 */
export async function chargeAdjustment(
  db: Db,
  adjustment: {
    subscriptionId: number;
    eventId: number;
    on: string;
    periodStart: string;
    periodEnd: string;
    quantity: number;
    unitPrice: Decimal;
    amount: Decimal;
    cost: Decimal;
    note: string;
  },
) {
  const [held] = await db
    .select({ companyId: subscriptions.companyId, currency: priceSheets.currency })
    .from(subscriptions)
    .innerJoin(priceSheets, eq(priceSheets.id, subscriptions.priceSheetId))
    .where(eq(subscriptions.id, adjustment.subscriptionId));
  if (!held) return null;
  const [charge] = await db
    .insert(charges)
    .values({
      companyId: held.companyId,
      subscriptionId: adjustment.subscriptionId,
      eventId: adjustment.eventId,
      kind: 'adjustment',
      chargedOn: adjustment.on,
      periodStart: adjustment.periodStart,
      periodEnd: adjustment.periodEnd,
      quantity: adjustment.quantity,
      unitPrice: adjustment.unitPrice,
      // Not prorated by the ledger: its amount and cost are given.
      days: 0,
      periodDays: 0,
      amount: adjustment.amount,
      cost: adjustment.cost,
      currency: held.currency,
      note: adjustment.note,
    })
    .returning();
  return charge!;
}
