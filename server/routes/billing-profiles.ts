// /api/v1/billing-profiles: the current company's billing profiles, for its orders.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingProfileSchema } from '../../common/api';
import { authOf } from '../auth/guard';
import { billingProfiles } from '../db/schema';
import { defaultBillingProfileId } from '../orders/place-order';
import { errorResponses } from '../http/errors';

export const billingProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['orders'],
        summary: 'The current company’s billing profiles (the default one is its catalog assignment’s)',
        response: { 200: z.array(billingProfileSchema), ...errorResponses },
      },
    },
    async function listBillingProfiles(request) {
      const companyId = authOf(request).company!.id;
      const defaultId = await defaultBillingProfileId(db, companyId);
      const profiles = await db
        .select()
        .from(billingProfiles)
        .where(eq(billingProfiles.companyId, companyId))
        .orderBy(asc(billingProfiles.id));
      return profiles.map((profile) => ({
        id: profile.id,
        name: profile.name,
        currency: profile.currency,
        poNumber: profile.poNumber,
        poRequired: profile.poRequired,
        isDefault: profile.id === defaultId,
      }));
    },
  );
};
