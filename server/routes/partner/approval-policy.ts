// /api/v1/partner/approval-policy: which placed orders wait for a partner administrator’s approval.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvalPolicyInputSchema, approvalPolicySchema } from '../../../common/api';
import { authOf } from '../../auth/guard';
import { approvalPolicy } from '../../db/schema';
import { errorResponses } from '../../http/errors';

export const approvalPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  const toPolicy = (policy: typeof approvalPolicy.$inferSelect) => ({
    mode: policy.mode,
    amountAbove: policy.amountAbove,
    companyIds: policy.companyIds,
    productIds: policy.productIds,
    updatedAt: policy.updatedAt.toISOString(),
  });

  app.get(
    '/approval-policy',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Which placed orders wait for a partner administrator’s approval',
        response: { 200: approvalPolicySchema, ...errorResponses },
      },
    },
    async function showApprovalPolicy() {
      const [policy] = await db.select().from(approvalPolicy);
      return toPolicy(policy!);
    },
  );

  app.put(
    '/approval-policy',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Sets the approval policy: none, orders above an amount, for chosen companies, or for chosen products',
        description: 'Orders placed from now on follow it; orders already waiting keep waiting.',
        body: approvalPolicyInputSchema,
        response: { 200: approvalPolicySchema, ...errorResponses },
      },
    },
    async function setApprovalPolicy(request) {
      const { mode, amountAbove, companyIds, productIds } = request.body;
      const [policy] = await db
        .update(approvalPolicy)
        .set({
          mode,
          amountAbove: mode === 'above_amount' ? amountAbove : null,
          companyIds: mode === 'companies' ? [...new Set(companyIds)] : [],
          productIds: mode === 'products' ? [...new Set(productIds)] : [],
          updatedBy: authOf(request).user.id,
          updatedAt: app.clock.now(),
        })
        .where(eq(approvalPolicy.id, 1))
        .returning();
      return toPolicy(policy!);
    },
  );
};
