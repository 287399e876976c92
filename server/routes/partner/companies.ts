// /api/v1/partner/companies: the partner's customer companies, with their billing profiles, contacts and
// subscriptions; support staff may read them too (they manage access to them).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  subscriptionSchema,
  companySummarySchema,
  companyDetailSchema,
  newCustomerSchema,
  customerUpdateSchema,
  errorResponseSchema,
  idParamSchema,
} from '../../../common/api';
import { authOf } from '../../auth/guard';
import { toSubscription } from '../../subscriptions/queries';
import { confirmCustomerAtMicrosoft } from '../../companies/at-microsoft';
import { addCustomer, changeCustomer, refuseTakenTenant } from '../../companies/customers';
import { companyDetail, pageOfCompanies, subscriptionsOfCompany } from '../../companies/queries';
import { listQuerySchema, sendPage } from '../../http/list-query';
import { changesNothing } from '../../http/updates';

const writeErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
};

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
      const [rows, total] = await pageOfCompanies(db, filter, sort, range);
      return sendPage(reply, 'companies', range, rows, total);
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
      const { atMicrosoft, ...customer } = request.body;
      await refuseTakenTenant(db, customer.tenantId);
      customer.tenantId = await confirmCustomerAtMicrosoft(app.partnerCenter, {
        tenantId: customer.tenantId,
        name: customer.name,
        domain: customer.domain,
        atMicrosoft,
      });
      const id = await addCustomer(db, user.id, customer);
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
      await changeCustomer(db, user.id, companyId, request.body);
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
      const rows = await subscriptionsOfCompany(db, request.params.id);
      const now = app.clock.now();
      return rows.map((row) => toSubscription(row, now));
    },
  );
};
