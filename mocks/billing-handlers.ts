// MSW handlers and data builders for the money side: the customer's invoices, the partner's billing runs, invoices
// and seller.
import { http, HttpResponse } from 'msw';
import type { BillingEntity, BillingRun, DraftInvoice, Invoice, InvoiceDetail } from '../common/api';
import { handle, handleList, type Responder, type SeenRequest } from './answers';

// ---- Builders ----

/** An issued invoice of Fabrikam for January 2026, open, $123.45 with no tax (a US customer). */
export const buildInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 7,
  kind: 'invoice',
  number: 'CCS-2026-00007',
  status: 'open',
  companyId: 3,
  companyName: 'Fabrikam, Inc.',
  billingProfileName: 'Main account',
  period: '2026-01',
  currency: 'USD',
  language: 'en',
  poNumber: 'PO-FAB-1',
  taxTreatment: 'exempt',
  subtotal: '123.45',
  taxTotal: '0.00',
  total: '123.45',
  issuedOn: '2026-02-01',
  dueOn: '2026-03-03',
  creditFor: null,
  ...overrides,
});

/** The invoice with its parties and two lines: a month of 5 seats, and 2 seats added on 11 January. */
export const buildInvoiceDetail = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...buildInvoice(),
  seller: {
    name: 'Contoso Cloud Services SAS',
    address: '12 rue de la Paix\n75002 Paris',
    country: 'FR',
    vatId: 'FR40123456824',
  },
  buyer: { name: 'Fabrikam, Inc.', address: '1 Microsoft Way\nRedmond, WA 98052', country: 'US', vatId: null },
  taxLines: [{ ratePercent: '0.00', base: '63.55', amount: '0.00', treatment: 'exempt' }],
  lines: [
    {
      id: 71,
      description: 'Microsoft 365 E3: billing period',
      kind: 'cycle',
      quantity: 5,
      unitPrice: '10.000000',
      amount: '50.00',
      periodStart: '2026-01-01',
      periodEnd: '2026-02-01',
      taxRatePercent: '0.00',
      subscriptionId: 12,
      eventId: null,
      chargeId: 901,
    },
    {
      id: 72,
      description: 'Microsoft 365 E3: seats added',
      kind: 'seats_added',
      quantity: 2,
      unitPrice: '10.000000',
      amount: '13.55',
      periodStart: '2026-01-11',
      periodEnd: '2026-02-01',
      taxRatePercent: '0.00',
      subscriptionId: 12,
      eventId: 345,
      chargeId: 902,
    },
  ],
  subtotal: '63.55',
  total: '63.55',
  ...overrides,
});

export const buildDraftInvoice = (overrides: Partial<DraftInvoice> = {}): DraftInvoice => ({
  ...buildInvoice({ number: null, status: 'draft', issuedOn: null, dueOn: null }),
  approved: false,
  lineCount: 2,
  previousTotal: '100.00',
  flags: [],
  ...overrides,
});

export const buildBillingRun = (overrides: Partial<BillingRun> = {}): BillingRun => ({
  id: 4,
  period: '2026-01',
  status: 'draft',
  createdAt: '2026-02-01T08:00:00.000Z',
  finalizedAt: null,
  createdBy: 'Pat Morgan',
  invoiceCount: 2,
  issuedCount: 0,
  totals: [{ currency: 'USD', total: '223.45' }],
  ...overrides,
});

export const buildBillingEntity = (overrides: Partial<BillingEntity> = {}): BillingEntity => ({
  legalName: 'Contoso Cloud Services SAS',
  address: '12 rue de la Paix\n75002 Paris',
  country: 'FR',
  vatId: 'FR40123456824',
  invoicePrefix: 'CCS',
  paymentTermsDays: 30,
  email: 'billing@contoso.example',
  ...overrides,
});

/** A file the API sends (a PDF), with the request's headers kept for the test to read. */
export type SeenDownload = { url: URL; headers: Headers };
const fileAnswer =
  (type: string, name: string, seen?: SeenDownload[]) =>
  async ({ request }: { request: Request }) => {
    seen?.push({ url: new URL(request.url), headers: request.headers });
    return new HttpResponse(new Blob(['%PDF-1.7 test'], { type }), {
      headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
    });
  };

const partner = '/api/v1/partner';

export const billingHandlers = {
  invoices: (rows: Responder<Invoice[]>, seen?: SeenRequest[]) => handleList('/api/v1/invoices', rows, seen),
  invoice: (answer: Responder<InvoiceDetail>, seen?: SeenRequest[]) =>
    handle('get', '/api/v1/invoices/:id', answer, seen),
  invoicePdf: (name: string, seen?: SeenDownload[]) =>
    http.get('/api/v1/invoices/:id/pdf', fileAnswer('application/pdf', name, seen)),

  runs: (rows: Responder<BillingRun[]>, seen?: SeenRequest[]) => handleList(`${partner}/billing-runs`, rows, seen),
  run: (answer: Responder<BillingRun>, seen?: SeenRequest[]) =>
    handle('get', `${partner}/billing-runs/:id`, answer, seen),
  createRun: (answer: Responder<BillingRun>, seen?: SeenRequest[]) =>
    handle('post', `${partner}/billing-runs`, answer, seen),
  approve: (answer: Responder<BillingRun>, seen?: SeenRequest[]) =>
    handle('post', `${partner}/billing-runs/:id/approve`, answer, seen),
  finalize: (answer: Responder<BillingRun & { issued: number[] }>, seen?: SeenRequest[]) =>
    handle('post', `${partner}/billing-runs/:id/finalize`, answer, seen),
  partnerInvoices: (rows: Responder<DraftInvoice[]>, seen?: SeenRequest[]) =>
    handleList(`${partner}/invoices`, rows, seen),
  partnerInvoice: (answer: Responder<InvoiceDetail & DraftInvoice>, seen?: SeenRequest[]) =>
    handle('get', `${partner}/invoices/:id`, answer, seen),
  creditNote: (answer: Responder<DraftInvoice>, seen?: SeenRequest[]) =>
    handle('post', `${partner}/invoices/:id/credit-notes`, answer, seen),
  entity: (answer: Responder<BillingEntity>, seen?: SeenRequest[]) =>
    handle('get', `${partner}/billing-entity`, answer, seen),
  saveEntity: (answer: Responder<BillingEntity>, seen?: SeenRequest[]) =>
    handle('put', `${partner}/billing-entity`, answer, seen),
};
