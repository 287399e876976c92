// /api/v1/partner/reconciliation: a month of Microsoft's billed rows (imported from Partner Center or its file) against
// the portal's charges and invoices, row by row; the partner's action on a row; closing the month.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  periodSchema,
  reconciliationActionSchema,
  reconciliationFileMaxBytes,
  reconciliationImportSchema,
  reconciliationPeriodSchema,
  reconciliationRowSchema,
  reconciliationSummarySchema,
} from '../../../common/api';
import { reconciliationStatuses } from '../../../common/domain';
import { authOf } from '../../auth/guard';
import { actOnRow, closePeriod } from '../../billing/reconciliation-actions';
import { importMicrosoftLines, latestImportedPeriod } from '../../billing/reconciliation-imports';
import { rowsOfPeriod } from '../../billing/reconciliation-matching';
import { reconciliationSummary } from '../../billing/reconciliation-summary';
import { linesFromCsv, linesFromPartnerCenter } from '../../billing/reconciliation-file';
import { errorResponses, errorsOf, HttpError } from '../../http/errors';
import { listQuerySchema, pageOf, sendPage } from '../../http/list-query';
import { PartnerCenterRefusal, PartnerCenterShapeError, PartnerCenterUnavailable } from '../../partner-center/client';
import { dayOf } from '../../time/clock';
import { compareNames } from '../../../common/rules/name-order';

const sortFields = ['companyName', 'status', 'charged', 'margin', 'chargeStart'] as const;
const listQuery = listQuerySchema({
  sortFields,
  filters: {
    period: periodSchema.optional(),
    status: z.union([z.enum(reconciliationStatuses), z.array(z.enum(reconciliationStatuses)).max(10)]).optional(),
    companyId: z.number().int().positive().optional(),
    isSettled: z.boolean().optional(),
  },
}).extend({ period: periodSchema.optional() });

/** A CSV of a month (40,000 rows) in JSON: the one route allowed a body this large. */
const importBodyLimit = reconciliationFileMaxBytes + 64 * 1024;

export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/reconciliation',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary:
          "A month's reconciliation rows (list dialect): per subscription and charge period, what Microsoft charged, what the portal expected and what the customer was billed, with a status",
        querystring: listQuery,
        response: { 200: z.array(reconciliationRowSchema), ...errorResponses },
      },
    },
    async function listReconciliation(request, reply) {
      const { range, filter, sort = ['companyName', 'ASC'] } = request.query;
      // Without a month: the latest imported (none imported: no row).
      const period = request.query.period ?? filter.period ?? (await latestImportedPeriod(db));
      if (!period) return sendPage(reply, 'reconciliation', range, [], 0);
      const ids = filter.id ? new Set(filter.id.map(String)) : null;
      const statuses = filter.status === undefined ? null : [filter.status].flat();
      const text = filter.q?.trim().toLowerCase();
      const rows = (await rowsOfPeriod(db, period)).filter(
        (row) =>
          (!ids || ids.has(row.id)) &&
          (!statuses || statuses.includes(row.status)) &&
          (filter.companyId === undefined || row.companyId === filter.companyId) &&
          (filter.isSettled === undefined || row.isSettled === filter.isSettled) &&
          (!text ||
            `${row.companyName} ${row.productName} ${row.supplierSubscriptionId ?? ''}`.toLowerCase().includes(text)),
      );
      const [field, order] = sort;
      const direction = order === 'ASC' ? 1 : -1;
      const isAmount = field === 'charged' || field === 'margin';
      const sorted =
        field === 'companyName' && order === 'ASC'
          ? rows
          : [...rows].sort((a, b) => {
              const compared = isAmount
                ? Number(a[field]) - Number(b[field])
                : compareNames(String(a[field as keyof typeof a] ?? ''), String(b[field as keyof typeof b] ?? ''));
              return compared * direction || a.id.localeCompare(b.id);
            });
      const { offset, limit } = pageOf(range);
      return sendPage(reply, 'reconciliation', range, sorted.slice(offset, offset + limit), sorted.length);
    },
  );

  app.get(
    '/reconciliation/summary',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: "A month's totals (Microsoft charged, expected, billed, leak, margin), counts by status, per customer",
        querystring: reconciliationPeriodSchema,
        response: { 200: reconciliationSummarySchema, ...errorResponses },
      },
    },
    async function showReconciliationSummary(request) {
      return reconciliationSummary(db, request.query.period);
    },
  );

  app.post(
    '/reconciliation/imports',
    {
      config: { access: 'partner-admin' },
      bodyLimit: importBodyLimit,
      schema: {
        tags: ['billing'],
        summary:
          "Imports a month of Microsoft's billed rows: from Partner Center (source microsoft), or the new-commerce reconciliation file (source csv: comma or semicolon separated, decimal point or comma)",
        body: reconciliationImportSchema,
        response: { 201: reconciliationSummarySchema, ...errorResponses, ...errorsOf(413, 502, 503) },
      },
    },
    async function importReconciliation(request, reply) {
      const body = request.body;
      const lines =
        body.source === 'csv' ? linesFromCsv(body.content) : linesFromPartnerCenter(await billed(body.period));
      await importMicrosoftLines(db, {
        period: body.period,
        source: body.source,
        fileName: body.source === 'csv' ? (body.fileName ?? null) : null,
        lines,
        userId: authOf(request).user.id,
      });
      return reply.code(201).send(await reconciliationSummary(db, body.period));
    },
  );

  /** Partner Center's billed rows of a month, its failures in words. */
  async function billed(period: string) {
    try {
      return await app.partnerCenter.billedLineItems(period);
    } catch (error) {
      if (error instanceof PartnerCenterUnavailable) {
        throw new HttpError(503, 'Partner Center does not answer: try the import again in a few minutes');
      }
      if (error instanceof PartnerCenterRefusal) {
        throw new HttpError(502, `Partner Center refused to give the month’s invoice: ${error.description}`);
      }
      if (error instanceof PartnerCenterShapeError) throw new HttpError(502, error.message);
      throw error;
    }
  }

  app.post(
    '/reconciliation/actions',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary:
          'Acts on a row: charge (adds what Microsoft charged to the next invoice), credit (issues credit notes for what Microsoft did not charge), explain (keeps a reason)',
        body: reconciliationActionSchema,
        response: { 200: reconciliationRowSchema, ...errorResponses },
      },
    },
    async function actOnReconciliationRow(request) {
      return actOnRow(db, {
        ...request.body,
        userId: authOf(request).user.id,
        today: dayOf(app.clock.now()),
      });
    },
  );

  app.post(
    '/reconciliation/close',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'Closes a month whose rows are all matched or explained: it is locked (409 on any later change)',
        body: reconciliationPeriodSchema,
        response: { 200: reconciliationSummarySchema, ...errorResponses },
      },
    },
    async function closeReconciliation(request) {
      await closePeriod(db, { period: request.body.period, userId: authOf(request).user.id });
      return reconciliationSummary(db, request.body.period);
    },
  );
};
