// /api/v1/partner/switch-company: a partner administrator acts inside a customer's company.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, partnerSwitchResponseSchema, switchCompanyRequestSchema } from '../../../common/api';
import { authOf } from '../../auth/guard';
import { companies, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { logActivity } from '../../activity/log';

/** The partner's customer companies; support staff may read them too (they manage access to them). */
export const partnerSwitchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/switch-company',
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
    async function switchCompany(request) {
      const { user } = authOf(request);
      const [company] = await db.select().from(companies).where(eq(companies.id, request.body.companyId));
      if (!company) throw notFound();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ currentCompanyId: company.id }).where(eq(users.id, user.id));
        await logActivity(tx, {
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
};
