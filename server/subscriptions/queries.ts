// The subscriptions as the lists and pages read them: the company's own and the partner's view of a customer.
import { and, asc, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerShape } from '../db/prepared';
import { priceSheets, products, subscriptions } from '../db/schema';
import { idAmongPlaceholder } from '../http/list-query';
import { monthlyCost, whyNotCancellable, whyNotReactivatable } from './rules';
import { removableNow } from '../../common/rules/refund-window';
import { billingPeriodMonths } from '../../common/rules/terms';
import { monthsOf } from '../db/sql';

const months = monthsOf(priceSheets.billingFrequency, billingPeriodMonths, 1);
const monthlyCostSql = sql<number>`round(${subscriptions.unitPrice} * ${subscriptions.quantity} / ${months}, 2)`;
// The cost as the list shows it: an active subscription's ("—" for the others, which cost nothing now).
const shownMonthlyCostSql = sql<number | null>`case when ${subscriptions.status} = 'active' then ${monthlyCostSql} end`;

export function selectSubscriptions(db: Db) {
  return db
    .select({
      subscription: subscriptions,
      // Only what a subscription's answer shows: a list page maps 25 rows of these.
      product: {
        id: products.id,
        name: products.name,
        publisher: products.publisher,
        category: products.category,
        iconUrl: products.iconUrl,
        minQuantity: products.minQuantity,
        maxQuantity: products.maxQuantity,
      },
      priceSheet: {
        id: priceSheets.id,
        term: priceSheets.term,
        billingFrequency: priceSheets.billingFrequency,
        currency: priceSheets.currency,
      },
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(priceSheets, eq(priceSheets.id, subscriptions.priceSheetId));
}

export type Row = Awaited<ReturnType<typeof selectSubscriptions>>[number];

export function toSubscription(
  { subscription, product, priceSheet }: Pick<Row, 'subscription' | 'product' | 'priceSheet'>,
  now: Date,
) {
  const removable = removableNow(subscription, now);
  return {
    id: subscription.id,
    productId: product.id,
    productName: product.name,
    publisher: product.publisher,
    category: product.category,
    iconUrl: product.iconUrl,
    priceSheetId: priceSheet.id,
    term: priceSheet.term,
    billingFrequency: priceSheet.billingFrequency,
    quantity: subscription.quantity,
    minQuantity: product.minQuantity,
    maxQuantity: product.maxQuantity,
    status: subscription.status,
    termStart: subscription.termStart,
    termEnd: subscription.termEnd,
    autoRenew: subscription.autoRenew,
    scheduledNextTermQuantity: subscription.scheduledNextTermQuantity,
    refundableQuantity: removable.quantity,
    refundableUntil: removable.until?.toISOString() ?? null,
    cancellableUntil: subscription.cancellableUntil?.toISOString() ?? null,
    unitPrice: subscription.unitPrice,
    currency: priceSheet.currency,
    monthlyCost: monthlyCost(subscription, priceSheet.billingFrequency),
    isCancellable: whyNotCancellable(subscription, now) === null,
    isReactivatable: whyNotReactivatable(subscription, now) === null,
    supplierSubscriptionId: subscription.supplierSubscriptionId,
    supplierStatus: subscription.supplierStatus,
    supplierRefusal: subscription.supplierRefusal,
  };
}

export type SubscriptionListShape = {
  status: boolean;
  productId: boolean;
  renewingWithinDays: boolean;
  q: boolean;
  id: boolean;
  sort: ['productName' | 'termEnd' | 'quantity' | 'status' | 'monthlyCost' | 'id', 'ASC' | 'DESC'];
};

export const subscriptionList = preparedPerShape('subscription_list', (db, shape: SubscriptionListShape, name) => {
  const [field, order] = shape.sort;
  const column = {
    productName: products.nameSort,
    quantity: subscriptions.quantity,
    status: subscriptions.status,
    termEnd: subscriptions.termEnd,
    monthlyCost: shownMonthlyCostSql,
    id: subscriptions.id,
  }[field];
  // Renewing: an active term ending within the days, with auto-renew on (without it the term ends).
  const renewing = [
    eq(subscriptions.status, 'active'),
    eq(subscriptions.autoRenew, true),
    gte(subscriptions.termEnd, sql`current_date`),
    lte(subscriptions.termEnd, sql`current_date + ${sql.placeholder('renewingWithinDays')}::int`),
  ];
  return selectSubscriptions(db)
    .where(
      and(
        eq(subscriptions.companyId, sql.placeholder('companyId')),
        shape.status ? eq(subscriptions.status, sql.placeholder('status')) : undefined,
        shape.productId ? eq(subscriptions.productId, sql.placeholder('productId')) : undefined,
        ...(shape.renewingWithinDays ? renewing : []),
        shape.q
          ? or(ilike(products.name, sql.placeholder('q')), ilike(products.publisher, sql.placeholder('q')))
          : undefined,
        shape.id ? idAmongPlaceholder(subscriptions.id) : undefined,
      ),
    )
    .orderBy(
      // By cost, the subscriptions that cost nothing now come last either way, as their "—" reads.
      field === 'monthlyCost'
        ? sql`${shownMonthlyCostSql} ${sql.raw(order === 'ASC' ? 'asc' : 'desc')} nulls last`
        : order === 'ASC'
          ? asc(column)
          : desc(column),
      asc(subscriptions.id),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});
