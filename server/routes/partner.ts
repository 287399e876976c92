import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { qualified } from '../db/sql';
import { z } from 'zod';
import {
  subscriptionSchema,
  companySummarySchema,
  errorResponseSchema,
  partnerSwitchResponseSchema,
  switchCompanyRequestSchema,
  idParamSchema,
} from '../../common/api';
import { authOf } from '../auth/guard';
import type { Db } from '../db/client';
import { preparedPerShape } from '../db/prepared';
import { activityLog, companies, subscriptions, users } from '../db/schema';
import { selectSubscriptions, toSubscription } from './subscriptions';
import { notFound } from '../http/errors';
import { containing, listQuerySchema, pageOfPrepared, sendPage } from '../http/list-query';

const userCount = sql<number>`(select count(*) from company_access ca where ca.company_id = ${qualified(companies.id)})::int`;
const subscriptionCount = sql<number>`(select count(*) from subscriptions s where s.company_id = ${qualified(companies.id)})::int`;

function selectCompanies(db: Db) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      tenantId: companies.tenantId,
      domain: companies.domain,
      isActive: companies.isActive,
      userCount,
      subscriptionCount,
      createdAt: companies.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(companies);
}

type CompanyRow = Awaited<ReturnType<typeof selectCompanies>>[number];

const toSummary = ({ total: _total, createdAt, ...company }: CompanyRow) => ({
  ...company,
  createdAt: createdAt.toISOString(),
});

type CompanyListShape = { q: boolean; isActive: boolean; sort: ['name' | 'createdAt' | 'userCount', 'ASC' | 'DESC'] };

const companyList = preparedPerShape('company_list', (db, shape: CompanyListShape, name) => {
  const [field, order] = shape.sort;
  const column = { name: companies.name, createdAt: companies.createdAt, userCount }[field];
  return selectCompanies(db)
    .where(
      and(
        shape.q
          ? or(ilike(companies.name, sql.placeholder('q')), ilike(companies.domain, sql.placeholder('q')))
          : undefined,
        shape.isActive ? eq(companies.isActive, sql.placeholder('isActive')) : undefined,
      ),
    )
    .orderBy(order === 'ASC' ? asc(column) : desc(column), asc(companies.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** The partner's customer companies; support staff may read them too (they manage access to them). */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/v1/partner/companies',
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
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const shape: CompanyListShape = {
        q: Boolean(filter.q),
        isActive: filter.isActive !== undefined,
        sort: sort ?? ['name', 'ASC'],
      };
      const values = { q: filter.q ? containing(filter.q) : undefined, isActive: filter.isActive };
      const { rows, total } = await pageOfPrepared(companyList(db, shape), values, range);
      return sendPage(reply, 'companies', range, rows.map(toSummary), total);
    },
  );

  app.get(
    '/api/v1/partner/companies/:id',
    {
      config: { access: 'support' },
      schema: {
        tags: ['partner'],
        summary: 'One company',
        params: z.object({ id: idParamSchema }),
        response: {
          200: companySummarySchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const [company] = await selectCompanies(db).where(eq(companies.id, request.params.id));
      if (!company) throw notFound();
      return toSummary(company);
    },
  );

  app.post(
    '/api/v1/partner/switch-company',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Acts inside a customer company (as a member) until switching back',
        body: switchCompanyRequestSchema,
        response: {
          200: partnerSwitchResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const [company] = await db.select().from(companies).where(eq(companies.id, request.body.companyId));
      if (!company) throw notFound();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ currentCompanyId: company.id }).where(eq(users.id, user.id));
        await tx.insert(activityLog).values({
          actorId: user.id,
          companyId: company.id,
          action: 'partner.entered_company',
          objectType: 'company',
          objectId: String(company.id),
        });
      });
      return { success: true, companyId: company.id, tenantId: company.tenantId, companyName: company.name };
    },
  );

  app.get(
    '/api/v1/partner/companies/:id/subscriptions',
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
    async (request) => {
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, request.params.id));
      if (!company) throw notFound();
      const rows = await selectSubscriptions(db)
        .where(eq(subscriptions.companyId, company.id))
        .orderBy(asc(subscriptions.termEnd), asc(subscriptions.id))
        .limit(200);
      const now = new Date();
      return rows.map((row) => toSubscription(row, now));
    },
  );
};
