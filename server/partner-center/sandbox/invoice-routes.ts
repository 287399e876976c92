// The sandbox's invoices: one a month of its charges, and their line items as the rows of Microsoft's
// reconciliation file (billed one-time line items), which the portal's reconciliation imports.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import Big from 'big.js';
import { rowsOf } from '../../db/sql';
import type { ReconciliationLineItem } from '../shapes';
import { lastDayOf } from './billing';
import { Refused, sandboxMountPath, sandboxRoute as route } from './http';
import { catchUpAll } from './lifecycle';
import { link, type CustomerRow } from './resources';
import { sandboxCharges, sandboxCustomers } from './schema';

export async function sandboxInvoiceRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const now = () => app.clock.now();

  app.get(`${sandboxMountPath}/v1/invoices`, route, async function listInvoices() {
    await catchUpAll(db, now());
    const months = rowsOf<{ month: string; total: string | number; currency: string }>(
      await db.execute(sql`
        select to_char(charged_at at time zone 'UTC', 'YYYY-MM') as month,
          sum(trunc(coalesce(effective_unit_price, unit_price), 2) * quantity)::text as total,
          min(currency) as currency
        from partner_center_sandbox.charges group by 1 order by 1`),
    );
    const items = months.map(({ month, total, currency }) => {
      const start = new Date(`${month}-01T00:00:00Z`);
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) - 1000);
      return {
        id: invoiceIdOf(month),
        invoiceDate: new Date(end.getTime() + 1000).toISOString(),
        billingPeriodStartDate: start.toISOString(),
        billingPeriodEndDate: end.toISOString(),
        totalCharges: Number(total),
        currencyCode: currency,
        invoiceType: 'OneTime',
        documentType: 'Invoice',
        attributes: { objectType: 'Invoice' },
      };
    });
    return { totalCount: items.length, items, attributes: { objectType: 'Collection' } };
  });

  app.get<{ Params: { invoiceId: string }; Querystring: { size?: string; offset?: string } }>(
    `${sandboxMountPath}/v1/invoices/:invoiceId/lineitems`,
    route,
    async function listInvoiceLineItems(request) {
      const month = monthOfInvoice(request.params.invoiceId);
      if (!month) throw new Refused({ status: 404, code: '1000', description: 'Not found' });
      await catchUpAll(db, now());
      const size = Math.min(2000, Math.max(1, Number(request.query.size) || 2000));
      const offset = Math.max(0, Number(request.query.offset) || 0);
      const start = new Date(`${month}-01T00:00:00Z`);
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
      const rows = await db
        .select({ charge: sandboxCharges, customer: sandboxCustomers })
        .from(sandboxCharges)
        .leftJoin(sandboxCustomers, eq(sandboxCustomers.tenantId, sandboxCharges.tenantId))
        .where(and(gte(sandboxCharges.chargedAt, start), lt(sandboxCharges.chargedAt, end)))
        .orderBy(asc(sandboxCharges.id))
        .limit(size + 1)
        .offset(offset);
      const items = rows
        .slice(0, size)
        .map(({ charge, customer }) => reconciliationLine(request.params.invoiceId, charge, customer));
      const self = `/invoices/${request.params.invoiceId}/lineitems?provider=onetime&invoicelineitemtype=billinglineitems&size=${size}`;
      return {
        totalCount: items.length,
        items,
        links: {
          self: link(self),
          ...(rows.length > size ? { next: link(`${self}&offset=${offset + size}`) } : {}),
        },
        attributes: { objectType: 'Collection' },
      };
    },
  );
}

const invoiceIdOf = (month: string) => `G0${month.replace('-', '')}`;
const monthOfInvoice = (invoiceId: string) => {
  const match = /^G0(\d{4})(\d{2})$/.exec(invoiceId);
  return match ? `${match[1]}-${match[2]}` : null;
};

/**
 * A charge as a line of the reconciliation file. License-based subtotal as Microsoft computes it:
 * ROUNDDOWN(EffectiveUnitPrice × PCToBCExchangeRate, 2) × BillableQuantity, the exchange rate 1 here; the
 * EffectiveUnitPrice of a change within a billing period is the unit price prorated by its days.
 */
function reconciliationLine(
  invoiceId: string,
  charge: typeof sandboxCharges.$inferSelect,
  customer: CustomerRow | null,
): ReconciliationLineItem {
  const effectiveUnitPrice = charge.effectiveUnitPrice ?? charge.unitPrice;
  const subtotal = Number(
    new Big(String(effectiveUnitPrice)).round(2, Big.roundDown).times(charge.quantity).toFixed(2),
  );
  return {
    PartnerId: 'sandbox',
    CustomerId: charge.tenantId,
    CustomerName: customer?.companyName ?? '',
    CustomerDomainName: customer?.domain ?? '',
    CustomerCountry: customer?.country ?? 'US',
    InvoiceNumber: invoiceId,
    OrderId: charge.orderId ?? '',
    OrderDate: charge.chargedAt.toISOString(),
    ProductId: charge.offerId,
    SkuId: charge.offerId,
    SkuName: charge.offerName,
    ProductName: charge.offerName,
    ChargeType: charge.chargeType,
    UnitPrice: charge.unitPrice,
    EffectiveUnitPrice: effectiveUnitPrice,
    Quantity: charge.quantity,
    BillableQuantity: charge.quantity,
    UnitType: 'Licenses',
    Subtotal: subtotal,
    TaxTotal: 0,
    Total: subtotal,
    Currency: charge.currency,
    PCToBCExchangeRate: 1,
    SubscriptionId: charge.subscriptionId,
    SubscriptionDescription: charge.offerName,
    ChargeStartDate: charge.chargeStart.toISOString(),
    ChargeEndDate: `${lastDayOf(charge.chargeEnd)}T00:00:00Z`,
    TermAndBillingCycle: `${charge.termDuration} ${charge.billingCycle}`,
    BillingFrequency: charge.billingCycle,
    PublisherName: 'Microsoft',
  };
}
