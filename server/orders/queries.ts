// The orders as the lists and pages read them, the customer's and the partner's alike.
import { and, asc, desc, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import { qualified } from '../db/sql';
import type { OrderStatus } from '../../common/domain';
import type { Db } from '../db/client';
import { preparedPerShape } from '../db/prepared';
import {
  billingProfiles,
  companies,
  orderLines,
  orders,
  priceSheets,
  products,
  supplierRequests,
  users,
} from '../db/schema';
import { containing, idAmongPlaceholder, pageOfPrepared } from '../http/list-query';

export function selectOrders(db: Db) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      createdAt: orders.createdAt,
      placedBy: sql<string | null>`coalesce(${users.name}, ${users.email})`,
      billingProfileId: orders.billingProfileId,
      billingProfileName: billingProfiles.name,
      poNumber: orders.poNumber,
      lineCount: sql<number>`(select count(*) from order_lines l where l.order_id = ${qualified(orders.id)})::int`,
      decisionReason: orders.decisionReason,
      decidedAt: orders.decidedAt,
      decidedBy: sql<
        string | null
      >`(select coalesce(d.name, d.email) from users d where d.id = ${qualified(orders.decidedBy)})`,
      companyId: orders.companyId,
      companyName: sql<string>`(select c.name from companies c where c.id = ${qualified(orders.companyId)})`,
      total_: sql<number>`(count(*) over ())::int`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.placedBy))
    .leftJoin(billingProfiles, eq(billingProfiles.id, orders.billingProfileId))
    .$dynamic();
}

export const companyNameOf = async (db: Db, id: number) =>
  (await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id)))[0]?.name;

export const toOrder = ({
  total_: _count,
  createdAt,
  decidedAt,
  ...order
}: Awaited<ReturnType<typeof selectOrders>>[number]) => ({
  ...order,
  createdAt: createdAt.toISOString(),
  decidedAt: decidedAt?.toISOString() ?? null,
});

export async function orderLinesOf(db: Db, orderId: number) {
  return (
    db
      .select({
        id: orderLines.id,
        productId: orderLines.productId,
        productName: products.name,
        priceSheetId: orderLines.priceSheetId,
        term: priceSheets.term,
        billingFrequency: priceSheets.billingFrequency,
        quantity: orderLines.quantity,
        unitPrice: orderLines.unitPrice,
        lineTotal: orderLines.lineTotal,
        subscriptionId: orderLines.subscriptionId,
        supplierStatus: supplierRequests.status,
        supplierRefusal: supplierRequests.refusal,
      })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      // One request a line: its purchase, or the seats it added to a subscription.
      .leftJoin(supplierRequests, eq(supplierRequests.orderLineId, orderLines.id))
      .innerJoin(priceSheets, eq(priceSheets.id, orderLines.priceSheetId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id))
  );
}

export type OrderFilter = {
  companyId?: number;
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
  id?: number[];
};
export type OrderSort = ['createdAt' | 'total' | 'status' | 'number' | 'id', 'ASC' | 'DESC'];
type OrderListShape = { [Name in keyof OrderFilter]: boolean } & { sort: OrderSort };

const orderList = preparedPerShape('order_list', (db, shape: OrderListShape, name) => {
  const [field, order] = shape.sort;
  const column = {
    createdAt: orders.createdAt,
    total: orders.total,
    status: orders.status,
    number: orders.number,
    id: orders.id,
  }[field];
  return selectOrders(db)
    .where(
      and(
        shape.companyId ? eq(orders.companyId, sql.placeholder('companyId')) : undefined,
        shape.status ? eq(orders.status, sql.placeholder('status')) : undefined,
        shape.from ? gte(orders.createdAt, sql.placeholder('from')) : undefined,
        shape.to ? lte(orders.createdAt, sql.placeholder('to')) : undefined,
        shape.q ? ilike(orders.number, sql.placeholder('q')) : undefined,
        shape.id ? idAmongPlaceholder(orders.id) : undefined,
      ),
    )
    .orderBy(order === 'ASC' ? asc(column) : desc(column), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** A page of orders in the list dialect (the customer's list and the partner's), with the total. */
export async function pageOfOrders(db: Db, filter: OrderFilter, sort: OrderSort | undefined, range: [number, number]) {
  const shape: OrderListShape = {
    companyId: filter.companyId !== undefined,
    status: filter.status !== undefined,
    from: filter.from !== undefined,
    to: filter.to !== undefined,
    q: Boolean(filter.q),
    id: filter.id !== undefined,
    sort: sort ?? ['createdAt', 'DESC'],
  };
  const values = {
    companyId: filter.companyId,
    status: filter.status,
    from: `${filter.from}T00:00:00Z`,
    to: `${filter.to}T23:59:59.999Z`,
    q: filter.q ? containing(filter.q) : undefined,
    ids: filter.id,
  };
  const { rows, total } = await pageOfPrepared(orderList(db, shape), values, range, 'total_');
  return [rows.map(toOrder), total] as const;
}
