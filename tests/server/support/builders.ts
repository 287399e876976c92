// What a test needs made before it starts, made through the API as the demo data's people make it, under names of
// its own: a test runs alone, or in any order, on what it made itself.
import { randomUUID } from 'node:crypto';
import { TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/client';
import { asUser } from './sign-in';

const partnerAdmin = 'partner.admin@contoso.example';
const supportStaff = 'support@contoso.example';
const catalogs = '/api/v1/catalog/partner';

const unique = () => randomUUID().slice(0, 8);
const today = () => new Date().toISOString().slice(0, 10);

async function send(
  app: FastifyInstance,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

/** `count` price sheets the catalog does not have, in the order of the partner's product list. */
async function sheetsNotIn(app: FastifyInstance, partner: Record<string, string>, catalogId: number, count: number) {
  const get = (url: string) => send(app, partner, 'GET', `${catalogs}${url}`);
  const items: { priceSheetId: number }[] = await get(`/catalogs/${catalogId}/items?range=[0,999]`);
  const inCatalog = new Set(items.map((item) => item.priceSheetId));
  const products: { priceSheets: { id: number }[] }[] = await get('/products?range=[0,99]');
  const sheetIds = products
    .flatMap((product) => product.priceSheets.map((sheet) => sheet.id))
    .filter((id) => !inCatalog.has(id))
    .slice(0, count);
  expect(sheetIds).toHaveLength(count);
  return sheetIds;
}

type Catalog = { id: number; name: string; itemCount: number };

/**
 * A catalog of the partner's: empty, or a copy of the first active template (`fromTemplate`), to which `items` adds
 * price sheets (these ids, or that many it does not have yet) at `markupPercent`, visible.
 */
export async function createCatalog(
  app: FastifyInstance,
  {
    name = `Catalog ${unique()}`,
    fromTemplate = false,
    items = [],
    markupPercent,
  }: { name?: string; fromTemplate?: boolean; items?: number | number[]; markupPercent?: number } = {},
): Promise<Catalog> {
  const partner = await asUser(app, partnerAdmin);
  let catalog: Catalog;
  if (fromTemplate) {
    const templates: { id: number; isActive: boolean }[] = await send(app, partner, 'GET', `${catalogs}/templates`);
    const template = templates.find((candidate) => candidate.isActive)!;
    catalog = await send(app, partner, 'POST', `${catalogs}/catalogs/from-template/${template.id}`, { name });
  } else {
    catalog = await send(app, partner, 'POST', `${catalogs}/catalogs`, { name });
  }
  const sheetIds = typeof items === 'number' ? await sheetsNotIn(app, partner, catalog.id, items) : items;
  if (sheetIds.length === 0) return catalog;
  await send(app, partner, 'POST', `${catalogs}/catalogs/${catalog.id}/items`, {
    price_sheet_ids: sheetIds,
    markupPercent,
    isVisible: true,
  });
  return send(app, partner, 'GET', `${catalogs}/catalogs/${catalog.id}`);
}

type Company = { id: number; name: string; tenantId: string; billingProfiles: { id: number; name: string }[] };

/** A customer company of the partner's, with one billing profile and one contact, as the demo customers have. */
export async function createCompany(
  app: FastifyInstance,
  { name = `Customer ${unique()}` }: { name?: string } = {},
): Promise<Company> {
  const tenantId = randomUUID();
  return send(app, await asUser(app, partnerAdmin), 'POST', '/api/v1/partner/companies', {
    name,
    tenantId,
    // A tenant of its own: made Microsoft's customer as it is added.
    domain: `t${tenantId.slice(0, 8)}.onmicrosoft.com`,
    atMicrosoft: 'create',
    billingProfiles: [{ name: 'Main account', currency: 'USD' }],
    contacts: [{ name: `${name} accounts payable`, email: `billing.${unique()}@example.com` }],
  });
}

/** The catalog in force for the company from `validFrom` (today) on, with no end. */
export async function assignCatalog(
  app: FastifyInstance,
  { catalogId, companyId, validFrom = today() }: { catalogId: number; companyId: number; validFrom?: string },
): Promise<{ id: number; catalogName: string; companyName: string; validFrom: string }> {
  return send(app, await asUser(app, partnerAdmin), 'POST', `${catalogs}/catalog-assignments`, {
    catalogId,
    companyId,
    validFrom,
  });
}

/**
 * Access to the company for one of the demo people, granted by support staff (the built-in provider signs in only
 * the demo people: a person the tests register could not sign in).
 */
export async function grantAccess(
  app: FastifyInstance,
  { companyId, email, role = 'member' }: { companyId: number; email: string; role?: 'member' | 'viewer' },
) {
  const support = await asUser(app, supportStaff);
  const search = `/api/v1/multi-tenant/users/search?q=${encodeURIComponent(email)}`;
  const found: { id: number; email: string }[] = await send(app, support, 'GET', search);
  const person = found.find((candidate) => candidate.email === email)!;
  await send(app, support, 'POST', `/api/v1/multi-tenant/companies/${companyId}/users/${person.id}/access`, { role });
  return person;
}

type OrderLine = { priceSheetId: number; quantity: number };

/**
 * An order the person of `headers` places for their company. `awaitsApproval`: the partner's approval policy catches
 * it (pending), and is put back as it was.
 */
export async function placeOrder(
  app: FastifyInstance,
  headers: Record<string, string>,
  lines: OrderLine[],
  { awaitsApproval = false }: { awaitsApproval?: boolean } = {},
): Promise<{ id: number; status: string; lines: { subscriptionId: number | null }[] }> {
  const order = () => send(app, headers, 'POST', '/api/v1/orders', { idempotencyKey: `order-${unique()}`, lines });
  if (!awaitsApproval) return order();
  const partner = await asUser(app, partnerAdmin);
  const { updatedAt: _updatedAt, ...policy } = await send(app, partner, 'GET', '/api/v1/partner/approval-policy');
  await send(app, partner, 'PUT', '/api/v1/partner/approval-policy', { mode: 'above_amount', amountAbove: 0 });
  try {
    return await order();
  } finally {
    await send(app, partner, 'PUT', '/api/v1/partner/approval-policy', policy);
  }
}

/** Runs `work` in a transaction, then rolls it back: what it wrote is gone for the other tests, its answer stays. */
export async function rolledBack<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  let answer: T;
  await db
    .transaction(async (transaction) => {
      answer = await work(transaction);
      transaction.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return answer!;
}
