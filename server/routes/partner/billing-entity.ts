// /api/v1/partner/billing-entity: the partner as the seller its invoices name (legal name, address, VAT id, the
// prefix of its invoice numbers, its payment terms).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingEntitySchema } from '../../../common/api';
import { billingEntity } from '../../db/schema';
import { sellerOf } from '../../billing/runs';
import { errorResponses, notFound } from '../../http/errors';

export const billingEntityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/billing-entity',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'The partner as the seller its invoices name (404 until it is entered)',
        response: { 200: billingEntitySchema, ...errorResponses },
      },
    },
    async function showBillingEntity() {
      const seller = await sellerOf(db);
      if (!seller) throw notFound('The billing entity is not entered yet');
      const { id: _id, ...entity } = seller;
      return entity;
    },
  );

  app.put(
    '/billing-entity',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'Enters or changes the seller on invoices issued from now on (issued ones keep theirs)',
        body: billingEntitySchema,
        response: { 200: billingEntitySchema, ...errorResponses },
      },
    },
    async function saveBillingEntity(request) {
      await db
        .insert(billingEntity)
        .values({ id: 1, ...request.body })
        .onConflictDoUpdate({ target: billingEntity.id, set: request.body });
      return request.body;
    },
  );
};
