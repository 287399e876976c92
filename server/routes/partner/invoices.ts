// /api/v1/partner/invoices: every company's invoices, drafts with what they raise; a draft's PO number and approval;
// an issued invoice's payment, and its correction by a credit note. An issued invoice is never changed or deleted.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditNoteSchema,
  draftInvoiceSchema,
  idParamSchema,
  idSchema,
  invoiceDetailSchema,
  periodSchema,
} from '../../../common/api';
import { invoiceDisplayStatuses } from '../../../common/domain';
import { authOf } from '../../auth/guard';
import { invoices } from '../../db/schema';
import { invoiceCsv, keptPdf } from '../../billing/documents';
import { invoiceDetail, listInvoices, selectInvoices, withFlags } from '../../billing/queries';
import { issueCreditNote } from '../../billing/runs';
import { conflict, errorResponses, notFound } from '../../http/errors';
import { listQuerySchema, sendPage } from '../../http/list-query';
import { dayOf } from '../../time/clock';

const idParams = z.object({ id: idParamSchema });
const issuedRefusal = 'This invoice is issued: it cannot be changed or deleted; correct it with a credit note';

export const partnerInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const today = () => dayOf(app.clock.now());

  const oneRow = async (id: number) => {
    const [row] = await selectInvoices(db).where(eq(invoices.id, id));
    if (!row) throw notFound('This invoice does not exist');
    return (await withFlags(db, [row], today()))[0]!;
  };

  app.get(
    '/invoices',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'Every company’s invoices and credit notes, drafts included, with their flags (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['issuedOn', 'dueOn', 'number', 'total', 'companyName', 'period'],
          filters: {
            status: z.enum(invoiceDisplayStatuses).optional(),
            period: periodSchema.optional(),
            companyId: idSchema.optional(),
            runId: idSchema.optional(),
            creditFor: idSchema.optional().describe('The credit notes of this invoice'),
          },
        }),
        response: { 200: z.array(draftInvoiceSchema), ...errorResponses },
      },
    },
    async function listPartnerInvoices(request, reply) {
      const { sort = ['issuedOn', 'DESC'], range, filter } = request.query;
      const { rows, total } = await listInvoices(db, { filter, sort, range, today: today() });
      return sendPage(reply, 'invoices', range, await withFlags(db, rows, today()), total);
    },
  );

  app.get(
    '/invoices/:id',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'One invoice or draft with its lines and flags',
        params: idParams,
        response: { 200: invoiceDetailSchema.merge(draftInvoiceSchema), ...errorResponses },
      },
    },
    async function showPartnerInvoice(request) {
      return { ...(await invoiceDetail(db, request.params.id, today())), ...(await oneRow(request.params.id)) };
    },
  );

  app.patch(
    '/invoices/:id',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'A draft’s PO number or approval (an issued invoice: 409)',
        params: idParams,
        body: z
          .object({
            poNumber: z.string().trim().max(100).nullable().optional(),
            approved: z.boolean().optional(),
          })
          .refine((body) => body.poNumber !== undefined || body.approved !== undefined, 'Nothing to change'),
        response: { 200: draftInvoiceSchema, ...errorResponses },
      },
    },
    async function changeDraft(request) {
      const [current] = await db.select().from(invoices).where(eq(invoices.id, request.params.id));
      if (!current) throw notFound('This invoice does not exist');
      if (current.status !== 'draft') throw conflict(issuedRefusal);
      const changed = await db
        .update(invoices)
        .set(request.body)
        .where(and(eq(invoices.id, request.params.id), eq(invoices.status, 'draft')))
        .returning({ id: invoices.id });
      if (changed.length === 0) throw conflict(issuedRefusal);
      return oneRow(request.params.id);
    },
  );

  app.delete(
    '/invoices/:id',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'Removes a draft (its charges wait for the next run); an issued invoice: 409',
        params: idParams,
        response: { 200: z.object({ id: z.number().int() }), ...errorResponses },
      },
    },
    async function removeDraft(request) {
      const [current] = await db.select().from(invoices).where(eq(invoices.id, request.params.id));
      if (!current) throw notFound('This invoice does not exist');
      const removed = await db
        .delete(invoices)
        .where(and(eq(invoices.id, request.params.id), eq(invoices.status, 'draft')))
        .returning({ id: invoices.id });
      if (removed.length === 0) throw conflict(issuedRefusal);
      return { id: request.params.id };
    },
  );

  app.post(
    '/invoices/:id/paid',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'Records that an issued invoice is paid',
        params: idParams,
        response: { 200: draftInvoiceSchema, ...errorResponses },
      },
    },
    async function markPaid(request) {
      const changed = await db
        .update(invoices)
        .set({ status: 'paid', paidAt: app.clock.now() })
        .where(and(eq(invoices.id, request.params.id), eq(invoices.status, 'open')))
        .returning({ id: invoices.id });
      if (changed.length === 0) {
        await oneRow(request.params.id);
        throw conflict('Only an open invoice can be marked paid');
      }
      return oneRow(request.params.id);
    },
  );

  app.post(
    '/invoices/:id/credit-notes',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'Corrects an issued invoice by a credit note (issued at once, numbered in the same series)',
        params: idParams,
        body: creditNoteSchema,
        response: { 201: draftInvoiceSchema, ...errorResponses },
      },
    },
    async function creditInvoice(request, reply) {
      const id = await issueCreditNote(db, {
        invoiceId: request.params.id,
        reason: request.body.reason,
        lineIds: request.body.lineIds,
        today: today(),
        userId: authOf(request).user.id,
      });
      app.invoiceQueue.wake();
      return reply.code(201).send(await oneRow(id));
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'The invoice as a PDF (a draft’s is a preview)',
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('The PDF file'), ...errorResponses },
      },
    },
    async function partnerInvoicePdf(request, reply) {
      const { detail, pdf } = await keptPdf(db, request.params.id, today(), {});
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${detail.number ?? `draft-${detail.id}`}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/invoices/:id/csv',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['billing'],
        summary: 'The invoice’s lines and totals as a CSV statement',
        params: idParams,
        produces: ['text/csv'],
        response: { 200: z.unknown().describe('The CSV file'), ...errorResponses },
      },
    },
    async function partnerInvoiceCsv(request, reply) {
      const detail = await invoiceDetail(db, request.params.id, today());
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${detail.number ?? `draft-${detail.id}`}.csv"`)
        .send(`\ufeff${invoiceCsv(detail)}`);
    },
  );
};
