// What the sandbox bills, as Microsoft bills new commerce ("How are one-time and recurring charges calculated"): a
// subscription is charged by billing periods of its term (a month, or a year, by its billing cycle), each period
// whole when it starts (`new` for a term's first, `renew` for a renewed term's first, `cycleCharge` for the next
// ones); a change within a period is charged from its day to the period's end, at the unit price prorated by days
// (the reconciliation file's EffectiveUnitPrice). Days are UTC days, as the file's dates.
import Big from 'big.js';
import { addDays, addMonths, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monthsOf } from '../../db/sql';
import { billingPeriodMonths, monthsOfBillingPeriod } from '../../../common/rules/terms';

const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);
const atMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** The billing period of a term that holds `moment`: its first and its next period's first day, and its days. */
export function sandboxBillingPeriod(
  term: { effectiveStartDate: Date; commitmentEndDate: Date; billingCycle: string },
  moment: Date,
) {
  const months = monthsOfBillingPeriod(term.billingCycle);
  const first = dayOf(term.effectiveStartDate);
  const termEnd = dayOf(term.commitmentEndDate);
  const on = dayOf(moment);
  const startOf = (index: number) => formatISO(addMonths(parseISO(first), index * months), { representation: 'date' });
  let index = 0;
  while (startOf(index + 1) <= on) index += 1;
  const start = startOf(index);
  const next = startOf(index + 1);
  const end = next < termEnd ? next : termEnd;
  return { start, end, days: differenceInCalendarDays(parseISO(end), parseISO(start)) };
}

/**
 * A change's charge within its billing period: from the change's day to the period's end, at the unit price for
 * those days, to 6 decimals (null: the whole period, at the unit price).
 */
export function proratedChange(
  term: { effectiveStartDate: Date; commitmentEndDate: Date; billingCycle: string; unitPrice: number },
  moment: Date,
) {
  const period = sandboxBillingPeriod(term, moment);
  const days = differenceInCalendarDays(parseISO(period.end), parseISO(dayOf(moment)));
  const effectiveUnitPrice =
    days === period.days
      ? null
      : Number(new Big(String(term.unitPrice)).times(days).div(period.days).round(6, Big.roundHalfUp).toFixed(6));
  return { chargeStart: moment, chargeEnd: atMidnight(period.end), effectiveUnitPrice };
}

/** The end of a term's first billing period (a new or renewed term's first charge ends there). */
export function firstPeriodEnd(start: Date, termEnd: Date, billingCycle: string) {
  const months = monthsOfBillingPeriod(billingCycle);
  const next = addMonths(start, months);
  return next < termEnd ? next : termEnd;
}

/**
 * Charges every billing period after the first of a term that has started by `now` and is not charged yet, at the
 * quantity held now, for active subscriptions (all, or one customer's, or one): Microsoft's `cycleCharge`. It
 * continues from the term's last period charged, so a subscription whose term nobody charged (the sandbox's first
 * seed from a portal that had not billed it) is not charged for months before its history.
 */
export async function chargeStartedCycles(
  db: Db,
  now: Date,
  only: { tenantId?: string; subscriptionId?: string } = {},
) {
  const months = monthsOf(sql`s.billing_cycle`, billingPeriodMonths, 1);
  const startOf = (k: unknown) =>
    sql`((s.effective_start_date at time zone 'UTC') + make_interval(months => ${k} * ${months})) at time zone 'UTC'`;
  await db.execute(sql`
    insert into partner_center_sandbox.charges (tenant_id, subscription_id, order_id, charge_type, offer_id,
      offer_name, unit_price, quantity, charge_start, charge_end, billing_cycle, term_duration, currency, charged_at)
    select s.tenant_id, s.id, s.order_id, 'cycleCharge', s.offer_id, s.offer_name, s.unit_price, s.quantity, p.start,
      p.end, s.billing_cycle, s.term_duration, s.currency, p.start
    from partner_center_sandbox.subscriptions s
    cross join lateral (
      select max(c.charge_start) as last from partner_center_sandbox.charges c
      where c.subscription_id = s.id and c.charge_type in ('new', 'renew', 'cycleCharge')
        and c.charge_start >= s.effective_start_date - interval '1 day'
    ) charged
    cross join lateral generate_series(1, 36) k
    cross join lateral (
      select ${startOf(sql`k`)} as start, least(${startOf(sql`(k + 1)`)}, s.commitment_end_date) as end
    ) p
    where s.status = 'active' and charged.last is not null
      ${only.tenantId ? sql`and s.tenant_id = ${only.tenantId}` : sql``}
      ${only.subscriptionId ? sql`and s.id = ${only.subscriptionId}` : sql``}
      and p.start > charged.last + interval '1 hour' and p.start <= ${now.toISOString()}::timestamptz
      and p.start < s.commitment_end_date
    on conflict do nothing`);
}

/** The file's ChargeEndDate: a charge's last day (the sandbox keeps the day after, the next period's first). */
export const lastDayOf = (end: Date) => dayOf(addDays(end, -1));
