// The money side's calls that REST cannot say: documents to download, billing runs made, approved and issued,
// invoices marked paid or credited, and the seller the invoices name.
import type { BillingEntity, BillingRun, DraftInvoice } from '../../common/api';
import type { ApiClient } from './httpClient';

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });
const partner = '/api/v1/partner';

export type InvoiceDocumentFormat = 'pdf' | 'csv';

/** `{ ...createBillingCalls(api) }` inside createDataProvider. */
export function createBillingCalls(api: ApiClient) {
  return {
    /** The current company's invoice as a file (X-Company-Id from the session). */
    downloadInvoice: (id: number, format: InvoiceDocumentFormat) => api.download(`/api/v1/invoices/${id}/${format}`),
    /** Any company's invoice or draft as a file, for the partner (a draft's PDF is a preview). */
    downloadPartnerInvoice: (id: number, format: InvoiceDocumentFormat) =>
      api.download(`${partner}/invoices/${id}/${format}`),
    /** The drafts of a month ('2026-03'); a month already invoiced gets only what is new. */
    createBillingRun: (period: string) =>
      api.request<BillingRun>(`${partner}/billing-runs`, { method: 'POST', ...json({ period }) }),
    approveInvoices: (runId: number, invoiceIds: number[], approved: boolean) =>
      api.request<BillingRun>(`${partner}/billing-runs/${runId}/approve`, {
        method: 'POST',
        ...json({ invoiceIds, approved }),
      }),
    /** Issues the drafts named, or none named: the approved ones (all when none is approved). */
    finalizeBillingRun: (runId: number, invoiceIds?: number[]) =>
      api.request<BillingRun & { issued: number[] }>(`${partner}/billing-runs/${runId}/finalize`, {
        method: 'POST',
        ...json(invoiceIds ? { invoiceIds } : {}),
      }),
    markInvoicePaid: (id: number) =>
      api.request<DraftInvoice>(`${partner}/invoices/${id}/paid`, { method: 'POST', ...json({}) }),
    /** A credit note for the lines named (all of them when none is), issued at once. */
    creditInvoice: (id: number, body: { reason: string; lineIds?: number[] }) =>
      api.request<DraftInvoice>(`${partner}/invoices/${id}/credit-notes`, { method: 'POST', ...json(body) }),
    /** The seller on the invoices; a 404 until it is entered. */
    getBillingEntity: () => api.request<BillingEntity>(`${partner}/billing-entity`),
    saveBillingEntity: (entity: BillingEntity) =>
      api.request<BillingEntity>(`${partner}/billing-entity`, { method: 'PUT', ...json(entity) }),
  };
}
