// /api/v1/catalog/partner/billing-profiles: whom an assignment bills.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerBillingProfileSchema, idParamSchema } from '../../../../common/api';
import { billingProfiles, companies } from '../../../db/schema';
import { naturalOrder } from '../../../db/sql';
import { errorResponses } from '../../../http/errors';
import { access } from '../../../catalog/partner-catalogs';

export const partnerBillingProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/billing-profiles',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Billing profiles, of one company or all',
        querystring: z.object({ companyId: idParamSchema.optional() }),
        response: { 200: z.array(partnerBillingProfileSchema), ...errorResponses },
      },
    },
    async function listBillingProfiles(request) {
      return db
        .select({
          id: billingProfiles.id,
          companyId: billingProfiles.companyId,
          companyName: companies.name,
          name: billingProfiles.name,
          currency: billingProfiles.currency,
          poNumber: billingProfiles.poNumber,
        })
        .from(billingProfiles)
        .innerJoin(companies, eq(companies.id, billingProfiles.companyId))
        .where(request.query.companyId ? eq(billingProfiles.companyId, request.query.companyId) : undefined)
        .orderBy(
          asc(companies.nameSort),
          asc(companies.id),
          asc(naturalOrder(billingProfiles.name)),
          asc(billingProfiles.id),
        );
    },
  );
};
