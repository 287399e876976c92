// The customer companies as the partner's and support's lists read them, with their people and subscriptions counted.
import { and, asc, count, desc, eq, ilike, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerShape } from '../db/prepared';
import { billingProfiles, companies, companyContacts, subscriptions } from '../db/schema';
import { notFound } from '../http/errors';
import { selectSubscriptions } from '../subscriptions/queries';
import { qualified } from '../db/sql';
import { containing, idAmongPlaceholder, pageOfPrepared } from '../http/list-query';

const userCountOf = (companyId: SQLWrapper) =>
  sql<number>`(select count(*) from company_access ca where ca.company_id = ${companyId})::int`;
// Kept by triggers (migration 0011): counted here, the 100 subscriptions of each of 10,000 companies took seconds.
const subscriptionCountOf = (companyId: SQLWrapper) =>
  sql<number>`coalesce((select k.subscription_count from company_subscription_counts k where k.company_id = ${companyId}), 0)`;

const companyColumns = {
  id: companies.id,
  name: companies.name,
  tenantId: companies.tenantId,
  domain: companies.domain,
  isActive: companies.isActive,
  createdAt: companies.createdAt,
};

/** One company as the lists show it. */
export async function companySummaryOf(db: Db, id: number) {
  const companyId = qualified(companies.id);
  const [company] = await db
    .select({ ...companyColumns, userCount: userCountOf(companyId), subscriptionCount: subscriptionCountOf(companyId) })
    .from(companies)
    .where(eq(companies.id, id));
  return company;
}

type SummaryRow = NonNullable<Awaited<ReturnType<typeof companySummaryOf>>>;

export const toSummary = ({ createdAt, total: _total, ...company }: SummaryRow & { total?: number }) => ({
  ...company,
  createdAt: createdAt.toISOString(),
});

export type CompanyListShape = {
  q: boolean;
  isActive: boolean;
  id: boolean;
  sort: ['name' | 'createdAt' | 'userCount' | 'id', 'ASC' | 'DESC'];
};

/**
 * A page of companies: chosen first, on the companies alone (their name index gives the order), and counted by one
 * count of the matches; only the page's rows then have their people and subscriptions counted. In one select, every
 * row an export's OFFSET skips was counted too, and a window count stored all 10,000 rows for each page.
 */
export const companyList = preparedPerShape('company_list', (db, shape: CompanyListShape, name) => {
  const matching = and(
    shape.q
      ? or(ilike(companies.name, sql.placeholder('q')), ilike(companies.domain, sql.placeholder('q')))
      : undefined,
    shape.isActive ? eq(companies.isActive, sql.placeholder('isActive')) : undefined,
    shape.id ? idAmongPlaceholder(companies.id) : undefined,
  );
  const total = db.select({ total: count() }).from(companies).where(matching);
  const [field, order] = shape.sort;
  const direction = order === 'ASC' ? asc : desc;
  // By name is by the name as people sort it ("Contoso 2" before "Contoso 10"), the order of the name index.
  const sortedBy = field === 'name' ? 'nameSort' : field;
  const page = db
    .select({ ...companyColumns, nameSort: companies.nameSort, total: sql<number>`(${total})::int`.as('total') })
    .from(companies)
    .where(matching)
    .orderBy(
      direction(sortedBy === 'userCount' ? userCountOf(qualified(companies.id)) : companies[sortedBy]),
      asc(companies.id),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // Qualified: Drizzle writes a bare "id" inside the counts' subqueries, which would be their own tables' id.
  const pageId = sql`${sql.identifier('page')}.${sql.identifier('id')}`;
  const counts = { userCount: userCountOf(pageId), subscriptionCount: subscriptionCountOf(pageId) };
  const { nameSort: _nameSort, ...pageFields } = page._.selectedFields;
  return db
    .select({ ...pageFields, ...counts })
    .from(page)
    .orderBy(direction(sortedBy === 'userCount' ? counts.userCount : page[sortedBy]), asc(page.id))
    .prepare(name);
});

export type CompanyFilter = { q?: string; isActive?: boolean; id?: number[] };

/** A page of companies in the list dialect, with the total. */
export async function pageOfCompanies(
  db: Db,
  filter: CompanyFilter,
  sort: CompanyListShape['sort'] | undefined,
  range: [number, number],
) {
  const shape: CompanyListShape = {
    q: Boolean(filter.q),
    isActive: filter.isActive !== undefined,
    id: filter.id !== undefined,
    sort: sort ?? ['name', 'ASC'],
  };
  const values = { q: filter.q ? containing(filter.q) : undefined, isActive: filter.isActive, ids: filter.id };
  const { rows, total } = await pageOfPrepared(companyList(db, shape), values, range);
  return [rows.map(toSummary), total] as const;
}

/** One company with its billing profiles and contacts (the company's page); 404 when there is none. */
export async function companyDetail(db: Db, id: number) {
  const company = await companySummaryOf(db, id);
  if (!company) throw notFound();
  const [profiles, contacts] = await Promise.all([
    db
      .select({
        id: billingProfiles.id,
        name: billingProfiles.name,
        currency: billingProfiles.currency,
        poNumber: billingProfiles.poNumber,
        legalName: billingProfiles.legalName,
        address: billingProfiles.address,
        country: billingProfiles.country,
        vatId: billingProfiles.vatId,
        taxTreatment: billingProfiles.taxTreatment,
        language: billingProfiles.language,
        invoiceEmails: billingProfiles.invoiceEmails,
        poRequired: billingProfiles.poRequired,
      })
      .from(billingProfiles)
      .where(eq(billingProfiles.companyId, id))
      .orderBy(asc(billingProfiles.id)),
    db
      .select({
        id: companyContacts.id,
        name: companyContacts.name,
        email: companyContacts.email,
        phone: companyContacts.phone,
      })
      .from(companyContacts)
      .where(eq(companyContacts.companyId, id))
      .orderBy(asc(companyContacts.id)),
  ]);
  return { ...toSummary(company), billingProfiles: profiles, contacts };
}

/** A company's subscriptions, the 200 that end first; 404 when there is no such company. */
export async function subscriptionsOfCompany(db: Db, id: number) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  if (!company) throw notFound();
  return selectSubscriptions(db)
    .where(eq(subscriptions.companyId, company.id))
    .orderBy(asc(subscriptions.termEnd), asc(subscriptions.id))
    .limit(200);
}
