// /api/v1/partner/companies: the partner's customer companies, with their billing profiles, contacts and
// subscriptions; support staff may read them too (they manage access to them).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  subscriptionSchema,
  companySummarySchema,
  companyDetailSchema,
  newCustomerSchema,
  customerUpdateSchema,
  type CustomerUpdate,
  errorResponseSchema,
  idParamSchema,
} from '../../../common/api';
import { authOf } from '../../auth/guard';
import type { Db } from '../../db/client';
import {
  activityLog,
  billingProfiles,
  catalogAssignments,
  companies,
  companyContacts,
  orders,
  subscriptions,
} from '../../db/schema';
import { selectSubscriptions, toSubscription } from '../../subscriptions/queries';
import { confirmCustomerAtMicrosoft } from '../../companies/at-microsoft';
import { companyList, companySummaryOf, toSummary, type CompanyListShape } from '../../companies/queries';
import { badRequest, conflict, notFound } from '../../http/errors';
import { containing, listQuerySchema, pageOfPrepared, sendPage } from '../../http/list-query';
import { changesNothing } from '../../http/updates';

const writeErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
};

/** A tenant is one company's: asked before Microsoft is, and again in the transaction that adds it. */
async function refuseTakenTenant(db: Db, tenantId: string) {
  const [taken] = await db.select({ name: companies.name }).from(companies).where(eq(companies.tenantId, tenantId));
  if (taken)
    throw conflict(`The tenant ${tenantId} is already ${taken.name}’s.`, {
      code: 'tenant_taken',
      params: { tenant: tenantId, name: taken.name },
    });
}

async function companyDetail(db: Db, id: number) {
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

/** Two customers of one name cannot be told apart in a picker: the second is refused, naming the first. */
async function refuseTakenName(tx: Db, name: string) {
  const [taken] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`)
    .limit(1);
  if (taken)
    throw conflict(`A customer named ${taken.name} already exists.`, {
      code: 'customer_name_taken',
      params: { name: taken.name },
    });
}

type ProfileInput = NonNullable<CustomerUpdate['billingProfiles']>[number] & { currency: string };

/**
 * Writes the company's billing profiles as listed: those with an id are changed, those without are added, and
 * those left out are removed, unless an order or a catalog assignment names them (refused, naming it).
 */
async function replaceBillingProfiles(tx: Db, companyId: number, profiles: ProfileInput[]) {
  const existing = await tx
    .select({ id: billingProfiles.id, name: billingProfiles.name })
    .from(billingProfiles)
    .where(eq(billingProfiles.companyId, companyId));
  const existingIds = new Set(existing.map((profile) => profile.id));
  const foreign = profiles.find((profile) => profile.id !== undefined && !existingIds.has(profile.id));
  if (foreign) throw badRequest(`Billing profile ${foreign.id} is not this company’s.`);
  const keptIds = new Set(profiles.map((profile) => profile.id));
  const removed = existing.filter((profile) => !keptIds.has(profile.id));
  for (const profile of removed) {
    const [orderCount, assignmentCount] = await Promise.all([
      tx.$count(orders, eq(orders.billingProfileId, profile.id)),
      tx.$count(catalogAssignments, eq(catalogAssignments.billingProfileId, profile.id)),
    ]);
    if (orderCount > 0 || assignmentCount > 0)
      throw conflict(
        `The billing profile ${profile.name} cannot be removed: ${orderCount} orders and ${assignmentCount} catalog assignments use it.`,
        {
          code: 'billing_profile_in_use',
          params: { name: profile.name, orders: orderCount, assignments: assignmentCount },
        },
      );
  }
  if (removed.length)
    await tx.delete(billingProfiles).where(
      inArray(
        billingProfiles.id,
        removed.map((profile) => profile.id),
      ),
    );
  for (const { id, ...profile } of profiles) {
    if (id === undefined) await tx.insert(billingProfiles).values({ ...profile, companyId });
    else await tx.update(billingProfiles).set(profile).where(eq(billingProfiles.id, id));
  }
}

const logCompanyActivity = (
  tx: Db,
  actorId: number,
  companyId: number,
  action: string,
  details: Record<string, unknown>,
) =>
  tx.insert(activityLog).values({
    actorId,
    companyId,
    action,
    objectType: 'company',
    objectId: String(companyId),
    details,
  });

/** The partner's customer companies; support staff may read them too (they manage access to them). */
export const partnerCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/companies',
    {
      config: { access: 'support' },
      schema: {
        tags: ['partner'],
        summary: 'Companies, with their number of people and subscriptions (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['name', 'createdAt', 'userCount'],
          filters: { isActive: z.boolean().optional() },
        }),
        response: {
          200: z.array(companySummarySchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async function listCompanies(request, reply) {
      const { sort, range, filter } = request.query;
      const shape: CompanyListShape = {
        q: Boolean(filter.q),
        isActive: filter.isActive !== undefined,
        id: filter.id !== undefined,
        sort: sort ?? ['name', 'ASC'],
      };
      const values = { q: filter.q ? containing(filter.q) : undefined, isActive: filter.isActive, ids: filter.id };
      const { rows, total } = await pageOfPrepared(companyList(db, shape), values, range);
      return sendPage(reply, 'companies', range, rows.map(toSummary), total);
    },
  );

  app.get(
    '/companies/:id',
    {
      config: { access: 'support' },
      schema: {
        tags: ['partner'],
        summary: 'One company, with its billing profiles and contacts',
        params: z.object({ id: idParamSchema }),
        response: {
          200: companyDetailSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async function showCompany(request) {
      return companyDetail(db, request.params.id);
    },
  );

  app.post(
    '/companies',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Adds a customer company with its billing profiles and contacts',
        description:
          'The tenant is checked at Microsoft (`atMicrosoft: check`, the default: Partner Center must know it as the partner’s customer), or the customer is created there (`create`). 503 when Microsoft cannot be reached: nothing is added.',
        body: newCustomerSchema,
        response: { 201: companyDetailSchema, ...writeErrors, 503: errorResponseSchema },
      },
    },
    async function addCompany(request, reply) {
      const { user } = authOf(request);
      const { billingProfiles: profiles, contacts, atMicrosoft, ...fields } = request.body;
      await refuseTakenTenant(db, fields.tenantId);
      fields.tenantId = await confirmCustomerAtMicrosoft(app.partnerCenter, {
        tenantId: fields.tenantId,
        name: fields.name,
        domain: fields.domain,
        atMicrosoft,
      });
      const id = await db.transaction(async (tx) => {
        await refuseTakenName(tx, fields.name);
        await refuseTakenTenant(tx, fields.tenantId);
        const [created] = await tx.insert(companies).values(fields).returning({ id: companies.id });
        const companyId = created!.id;
        await tx.insert(billingProfiles).values(profiles.map(({ id: _id, ...profile }) => ({ ...profile, companyId })));
        if (contacts.length)
          await tx.insert(companyContacts).values(contacts.map((contact) => ({ ...contact, companyId })));
        await logCompanyActivity(tx, user.id, companyId, 'partner.created_company', { name: fields.name });
        return companyId;
      });
      return reply.status(201).send(await companyDetail(db, id));
    },
  );

  app.put(
    '/companies/:id',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary:
          'Changes a customer company: its name, domain, whether it is active (a deactivated company may not order or ' +
          'change subscriptions), and its billing profiles and contacts (each list replaces the old one)',
        params: z.object({ id: idParamSchema }),
        body: customerUpdateSchema,
        response: { 200: companyDetailSchema, ...writeErrors, 404: errorResponseSchema },
      },
    },
    async function updateCompany(request) {
      const { user } = authOf(request);
      const companyId = request.params.id;
      if (changesNothing(request.body)) return companyDetail(db, companyId);
      const { billingProfiles: profiles, contacts, ...fields } = request.body;
      await db.transaction(async (tx) => {
        const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
        if (!company) throw notFound();
        if (fields.name !== undefined && fields.name.toLowerCase() !== company.name.toLowerCase())
          await refuseTakenName(tx, fields.name);
        if (Object.keys(fields).length) await tx.update(companies).set(fields).where(eq(companies.id, companyId));
        if (profiles) await replaceBillingProfiles(tx, companyId, profiles);
        if (contacts) {
          await tx.delete(companyContacts).where(eq(companyContacts.companyId, companyId));
          if (contacts.length)
            await tx.insert(companyContacts).values(contacts.map((contact) => ({ ...contact, companyId })));
        }
        const action =
          fields.isActive === false && company.isActive
            ? 'partner.deactivated_company'
            : fields.isActive === true && !company.isActive
              ? 'partner.reactivated_company'
              : 'partner.updated_company';
        await logCompanyActivity(tx, user.id, companyId, action, { name: fields.name ?? company.name });
      });
      return companyDetail(db, companyId);
    },
  );

  app.get(
    '/companies/:id/subscriptions',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'A customer company’s subscriptions (the 200 that end first)',
        params: z.object({ id: idParamSchema }),
        response: {
          200: z.array(subscriptionSchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async function listCompanySubscriptions(request) {
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, request.params.id));
      if (!company) throw notFound();
      const rows = await selectSubscriptions(db)
        .where(eq(subscriptions.companyId, company.id))
        .orderBy(asc(subscriptions.termEnd), asc(subscriptions.id))
        .limit(200);
      const now = app.clock.now();
      return rows.map((row) => toSubscription(row, now));
    },
  );
};
