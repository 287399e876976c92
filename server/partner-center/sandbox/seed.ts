// The sandbox's first seed: the portal's companies become its customers and the portal's subscriptions its
// subscriptions, so that the demo's two sides agree on first start. Set-based SQL (the scale seed has 100,000).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A uuid-shaped id with a fixed prefix, so that a sandbox subscription's id is known from the portal's id alone. */
const idPrefix = '5bd0c0de-0000-4000-8000-';

/** The sandbox subscription made from a portal subscription: `sandboxSubscriptionIdFor(7)` is `5bd0c0de-…-000000000007`. */
export function sandboxSubscriptionIdFor(portalSubscriptionId: number): string {
  return `${idPrefix}${portalSubscriptionId.toString(16).padStart(12, '0')}`;
}

/**
 * Makes a sandbox customer per portal company (by tenant id) and a sandbox subscription per portal subscription that
 * Microsoft already holds (id: sandboxSubscriptionIdFor, written back as the portal's `supplier_subscription_id`),
 * leaving what is there already. A pending one is not held yet: the provisioning job buys it. What Microsoft billed
 * each of them so far is the portal's charge ledger at cost (its periods, seats and days), as the reconciliation
 * file's charges: a demo month reconciles, and the sandbox charges the next periods from there.
 */
export async function seedSandboxFromPortal(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into partner_center_sandbox.customers (tenant_id, company_name, domain, created_at)
      select tenant_id, name, coalesce(domain, tenant_id || '.onmicrosoft.com'), created_at from companies
      on conflict (tenant_id) do nothing`);
    // Before the subscriptions: their history, for those the sandbox does not hold yet. A change Microsoft refused
    // (reversed in the ledger) was never billed, nor its reversal.
    await tx.execute(sql`
      insert into partner_center_sandbox.charges (tenant_id, subscription_id, charge_type, offer_id, offer_name,
        unit_price, effective_unit_price, quantity, charge_start, charge_end, billing_cycle, term_duration, currency,
        charged_at)
      select c.tenant_id, ${idPrefix} || lpad(to_hex(s.id), 12, '0'),
        case ch.kind when 'purchase' then 'new' when 'renewal' then 'renew' when 'cycle' then 'cycleCharge'
          when 'seats_added' then 'addQuantity' when 'seats_removed' then 'removeQuantity'
          when 'cancellation' then 'cancelImmediate' else 'new' end,
        p.sku, p.name, ps.unit_price,
        case when ch.days = ch.period_days or ch.period_days = 0 then null
          else round(ps.unit_price * ch.days / ch.period_days, 6) end,
        ch.quantity, ch.period_start::timestamp at time zone 'UTC', ch.period_end::timestamp at time zone 'UTC',
        ps.billing_frequency, ps.term, ps.currency, ch.charged_on::timestamp at time zone 'UTC'
      from charges ch
      join subscriptions s on s.id = ch.subscription_id
      join companies c on c.id = s.company_id
      join products p on p.id = s.product_id
      join price_sheets ps on ps.id = s.price_sheet_id
      where ch.kind <> 'adjustment' and ch.cost is not null
        and s.status <> 'pending' and s.supplier_subscription_id is null
        and not exists (select 1 from partner_center_sandbox.subscriptions held
          where held.id = ${idPrefix} || lpad(to_hex(s.id), 12, '0'))
        and not exists (select 1 from charges reversal where reversal.subscription_id = ch.subscription_id
          and reversal.kind = 'adjustment' and reversal.note = 'reverses charge ' || ch.id)
      on conflict do nothing`);
    await tx.execute(sql`
      insert into partner_center_sandbox.subscriptions (
        id, tenant_id, offer_id, offer_name, friendly_name, quantity, billing_cycle, term_duration, status,
        auto_renew_enabled, creation_date, effective_start_date, commitment_end_date, cancellation_allowed_until_date,
        refundable_seats, unit_price, currency)
      select
        ${idPrefix} || lpad(to_hex(s.id), 12, '0'), c.tenant_id, p.sku, p.name, p.name, s.quantity,
        ps.billing_frequency, ps.term,
        case s.status when 'cancelled' then 'deleted' else s.status end,
        s.auto_renew, s.created_at, s.term_start::timestamp at time zone 'UTC',
        s.term_end::timestamp at time zone 'UTC', s.cancellable_until,
        case when s.refundable_quantity > 0 and s.refundable_until is not null
          then jsonb_build_array(jsonb_build_object(
            'quantity', s.refundable_quantity,
            'allowedUntilDateTime', to_char(s.refundable_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
          else '[]'::jsonb end,
        ps.unit_price, ps.currency
      from subscriptions s
      join companies c on c.id = s.company_id
      join products p on p.id = s.product_id
      join price_sheets ps on ps.id = s.price_sheet_id
      where s.status <> 'pending' and s.supplier_subscription_id is null
      on conflict (id) do nothing`);
    await tx.execute(sql`
      update subscriptions set supplier_subscription_id = ${idPrefix} || lpad(to_hex(id), 12, '0')
      where status <> 'pending' and supplier_subscription_id is null`);
  });
}
