// /api/v1/invoices: the current company's issued invoices and credit notes (X-Company-Id, checked by the guard), each
// with its lines, its PDF and its CSV statement.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, idSchema, invoiceDetailSchema, invoiceSchema, periodSchema } from '../../common/api';
import { invoiceDisplayStatuses } from '../../common/domain';
import { authOf } from '../auth/guard';
import { invoiceCsv, keptPdf } from '../billing/documents';
import { invoiceDetail, listInvoices, toInvoice } from '../billing/queries';
import { errorResponses } from '../http/errors';
import { listQuerySchema, sendPage } from '../http/list-query';
import { dayOf } from '../time/clock';

const idParams = z.object({ id: idParamSchema });

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const today = () => dayOf(app.clock.now());

  app.get(
    '',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['invoices'],
        summary: 'The current company’s invoices and credit notes, the latest first (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['issuedOn', 'dueOn', 'number', 'total', 'period'],
          filters: {
            status: z.enum(invoiceDisplayStatuses).optional(),
            period: periodSchema.optional(),
            creditFor: idSchema.optional().describe('The credit notes of this invoice'),
          },
        }),
        response: { 200: z.array(invoiceSchema), ...errorResponses },
      },
    },
    async function listMyInvoices(request, reply) {
      const { sort = ['issuedOn', 'DESC'], range, filter } = request.query;
      const { rows, total } = await listInvoices(db, {
        filter: { ...filter, companyId: authOf(request).company!.id, issuedOnly: true },
        sort,
        range,
        today: today(),
      });
      return sendPage(
        reply,
        'invoices',
        range,
        rows.map((row) => toInvoice(row, today())),
        total,
      );
    },
  );

  app.get(
    '/:id',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['invoices'],
        summary: 'One invoice with its lines, each with the subscription event that caused it',
        params: idParams,
        response: { 200: invoiceDetailSchema, ...errorResponses },
      },
    },
    async function showMyInvoice(request) {
      return invoiceDetail(db, request.params.id, today(), {
        companyId: authOf(request).company!.id,
        issuedOnly: true,
      });
    },
  );

  app.get(
    '/:id/pdf',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['invoices'],
        summary: 'The invoice as a PDF, in its language (the same bytes every time once issued)',
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('The PDF file'), ...errorResponses },
      },
    },
    async function myInvoicePdf(request, reply) {
      const { detail, pdf } = await keptPdf(db, request.params.id, today(), {
        companyId: authOf(request).company!.id,
        issuedOnly: true,
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${detail.number}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/:id/csv',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['invoices'],
        summary: 'The invoice’s lines and totals as a CSV statement, in its language',
        params: idParams,
        produces: ['text/csv'],
        response: { 200: z.unknown().describe('The CSV file'), ...errorResponses },
      },
    },
    async function myInvoiceCsv(request, reply) {
      const detail = await invoiceDetail(db, request.params.id, today(), {
        companyId: authOf(request).company!.id,
        issuedOnly: true,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${detail.number}.csv"`)
        .send(`\ufeff${invoiceCsv(detail)}`);
    },
  );
};
