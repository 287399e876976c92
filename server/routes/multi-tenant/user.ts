// /api/v1/multi-tenant/user: the signed-in person's companies and the current one.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  myCompanySchema,
  switchCompanyRequestSchema,
  switchCompanyResponseSchema,
} from '../../../common/api';
import { authOf } from '../../auth/guard';
import { companiesFor } from '../../auth/session-user';
import { users } from '../../db/schema';
import { forbidden } from '../../http/errors';

/** The companies of the signed-in person, and which one they act for. */
export const currentUserCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/user/companies',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['multi-tenant'],
        summary: 'The companies you have access to, with your role in each',
        response: { 200: z.array(myCompanySchema), 401: errorResponseSchema },
      },
    },
    async function listMyCompanies(request) {
      const { user } = authOf(request);
      const companies = await companiesFor(db, user, app.clock.now());
      return companies.map((company) => ({
        ...company,
        grantedAt: company.grantedAt.toISOString(),
        expiresAt: company.expiresAt?.toISOString() ?? null,
        isCurrent: company.id === user.currentCompanyId,
      }));
    },
  );

  app.put(
    '/user/current-company',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['multi-tenant'],
        summary: 'Switches the company you act for (one you have access to)',
        body: switchCompanyRequestSchema,
        response: {
          200: switchCompanyResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async function switchCurrentCompany(request) {
      const { user } = authOf(request);
      const company = (await companiesFor(db, user, app.clock.now())).find(
        (candidate) => candidate.id === request.body.companyId,
      );
      if (!company) throw forbidden();
      await db.update(users).set({ currentCompanyId: company.id }).where(eq(users.id, user.id));
      return { success: true, companyId: company.id, tenantId: company.tenantId };
    },
  );
};
