// /api/v1/partner/billing-runs: a month's charges made into draft invoices, approved, and issued.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveInvoicesSchema,
  billingRunSchema,
  finalizeBillingRunSchema,
  idParamSchema,
  newBillingRunSchema,
} from '../../../common/api';
import { authOf } from '../../auth/guard';
import { billingRuns, invoices, users } from '../../db/schema';
import { finalizeBillingRun, makeBillingRun } from '../../billing/runs';
import { conflict, errorResponses, notFound } from '../../http/errors';
import { listQuerySchema, pageOf, sendPage } from '../../http/list-query';
import { paceOf } from '../../jobs/terms';
import { dayOf } from '../../time/clock';

const idParams = z.object({ id: idParamSchema });

export const billingRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const today = () => dayOf(app.clock.now());

  const runSummary = db
    .select({
      run: billingRuns,
      createdBy: sql<string | null>`coalesce(${users.name}, ${users.email})`,
      invoiceCount: sql<number>`(select count(*)::int from invoices i where i.run_id = ${billingRuns.id})`,
      issuedCount: sql<number>`(select count(*)::int from invoices i where i.run_id = ${billingRuns.id} and i.number is not null)`,
      totals: sql<
        { currency: string; total: string }[]
      >`coalesce((select json_agg(json_build_object('currency', t.currency, 'total', t.total::text)) from (select currency, sum(total) as total from invoices i where i.run_id = ${billingRuns.id} group by currency order by currency) t), '[]'::json)`,
    })
    .from(billingRuns)
    .leftJoin(users, eq(users.id, billingRuns.createdBy))
    .$dynamic();
  type Summary = Awaited<typeof runSummary>[number];
  const toRun = ({ run, createdBy, invoiceCount, issuedCount, totals }: Summary) => ({
    id: run.id,
    period: run.period,
    status: run.status,
    createdAt: run.createdAt.toISOString(),
    finalizedAt: run.finalizedAt?.toISOString() ?? null,
    createdBy,
    invoiceCount,
    issuedCount,
    totals,
  });
  const oneRun = async (id: number) => {
    const [row] = await runSummary.where(eq(billingRuns.id, id));
    if (!row) throw notFound('This billing run does not exist');
    return toRun(row);
  };

  app.get(
    '/billing-runs',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'The billing runs, the latest first (list dialect)',
        querystring: listQuerySchema({ sortFields: ['id'] }),
        response: { 200: z.array(billingRunSchema), ...errorResponses },
      },
    },
    async function listBillingRuns(request, reply) {
      const { range, filter, sort = ['id', 'DESC'] } = request.query;
      const order = sort[1] === 'ASC' ? asc(billingRuns.id) : desc(billingRuns.id);
      const { limit, offset } = pageOf(range);
      const where = filter.id ? inArray(billingRuns.id, filter.id) : undefined;
      const [rows, [counted]] = await Promise.all([
        runSummary.where(where).orderBy(order).limit(limit).offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(billingRuns)
          .where(where),
      ]);
      return sendPage(reply, 'billing-runs', range, rows.map(toRun), counted!.total);
    },
  );

  app.get(
    '/billing-runs/:id',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'One billing run, with its counts and totals',
        params: idParams,
        response: { 200: billingRunSchema, ...errorResponses },
      },
    },
    async function showBillingRun(request) {
      return oneRun(request.params.id);
    },
  );

  app.post(
    '/billing-runs',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary:
          'Makes the drafts of a month: every charge up to its end that no invoice holds, an invoice per company and currency',
        body: newBillingRunSchema,
        response: { 201: billingRunSchema, ...errorResponses },
      },
    },
    async function createBillingRun(request, reply) {
      const run = await makeBillingRun(db, {
        period: request.body.period,
        userId: authOf(request).user.id,
        today: today(),
        pace: paceOf(app.database.kind),
      });
      return reply.code(201).send(await oneRun(run.id));
    },
  );

  app.post(
    '/billing-runs/:id/approve',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'Marks drafts of the run approved (or not): finalising without a choice issues the approved ones',
        params: idParams,
        body: approveInvoicesSchema,
        response: { 200: billingRunSchema, ...errorResponses },
      },
    },
    async function approveInvoices(request) {
      const { invoiceIds, approved } = request.body;
      const changed = await db
        .update(invoices)
        .set({ approved })
        .where(
          and(eq(invoices.runId, request.params.id), eq(invoices.status, 'draft'), inArray(invoices.id, invoiceIds)),
        )
        .returning({ id: invoices.id });
      if (changed.length !== new Set(invoiceIds).size) {
        throw conflict('Some of these invoices are not drafts of this run (issued already, or of another run)');
      }
      return oneRun(request.params.id);
    },
  );

  app.post(
    '/billing-runs/:id/finalize',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary:
          'Issues drafts of the run (the chosen ones; else the approved ones; else all): each gets its number, gap-free, and never changes again',
        params: idParams,
        body: finalizeBillingRunSchema,
        response: { 200: billingRunSchema.extend({ issued: z.array(z.number().int()) }), ...errorResponses },
      },
    },
    async function finalizeRun(request) {
      const issued = await finalizeBillingRun(db, {
        runId: request.params.id,
        invoiceIds: request.body?.invoiceIds,
        today: today(),
        userId: authOf(request).user.id,
      });
      // Each issued invoice's PDF is made by the job and kept (the same bytes from now on).
      app.invoiceQueue.wake();
      return { ...(await oneRun(request.params.id)), issued };
    },
  );
};
