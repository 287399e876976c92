// The partner administrators' calls that REST cannot say: items added from price sheets, bulk item changes,
// catalogs from templates, billing profiles, order decisions and acting inside a customer company.
import type { z } from 'zod';
import type {
  ApprovalPolicy,
  JobFailure,
  SentMessage,
  SupplierRequest,
  BulkAssignmentInput,
  BulkAssignmentResult,
  CatalogItem,
  PartnerCatalog,
  Subscription,
  switchCompanyResponseSchema,
  AddItemsRequest,
  AddItemsResult,
  ItemUpdate,
  BulkUpdateResult,
  CatalogTemplateDetail,
  PartnerBillingProfile,
  PartnerOrderDetail,
  PartnerSwitch,
  CatalogTemplate,
  Drift,
  DriftSync,
  ReconciliationActionInput,
  ReconciliationImport,
  ReconciliationLeak,
  ReconciliationRow,
  ReconciliationSummary,
  TemplateItem,
} from '../../common/api';
import type { ApiClient } from './httpClient';
import type { Session } from './session';

const partner = '/api/v1/catalog/partner';
/** The largest page the API serves (server/http/list-query.ts). */
export const largestPage = 10_000;

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });
const listQuery = (filter: Record<string, unknown>, start: number, end: number) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify([start, end]))}`;
const totalOf = (contentRange: string | null) => Number(contentRange?.split('/').pop() ?? 0);

/** `{ ...createPartnerCalls(api, session) }` inside createDataProvider. */
export function createPartnerCalls(api: ApiClient, session: Session) {
  return {
    addCatalogItems: (catalogId: number, body: AddItemsRequest) =>
      api.request<AddItemsResult>(`${partner}/catalogs/${catalogId}/items`, { method: 'POST', ...json(body) }),
    /** All or nothing: a 409 rejects with an ApiError whose `data.failed` lists each row and why. */
    bulkUpdateCatalogItems: (catalogId: number, itemUpdates: ItemUpdate[]) =>
      api.request<BulkUpdateResult>(`${partner}/catalogs/${catalogId}/items/bulk`, {
        method: 'PUT',
        ...json({ itemUpdates }),
      }),
    /** Every item matching `filter`, fetched a page of 10,000 at a time ("select all N matching"). */
    getAllCatalogItems: async (catalogId: number, filter: Record<string, unknown>) => {
      const items: CatalogItem[] = [];
      for (let start = 0; ; start += largestPage) {
        const response = await api.fetchJson(
          `${partner}/catalogs/${catalogId}/items?${listQuery(filter, start, start + largestPage - 1)}`,
        );
        const page = response.json as CatalogItem[];
        items.push(...page);
        if (page.length < largestPage || items.length >= totalOf(response.headers.get('Content-Range'))) break;
      }
      return items;
    },
    getApprovalPolicy: () => api.request<ApprovalPolicy>('/api/v1/partner/approval-policy'),
    setApprovalPolicy: (policy: Omit<ApprovalPolicy, 'updatedAt'>) =>
      api.request<ApprovalPolicy>('/api/v1/partner/approval-policy', { method: 'PUT', ...json(policy) }),
    retryMessage: (id: number) =>
      api.request<SentMessage>(`/api/v1/partner/messages/${id}/retry`, { method: 'POST', ...json({}) }),
    retrySupplierRequest: (id: number) =>
      api.request<SupplierRequest>(`/api/v1/partner/provisioning/${id}/retry`, { method: 'POST', ...json({}) }),
    abandonSupplierRequest: (id: number) =>
      api.request<SupplierRequest>(`/api/v1/partner/provisioning/${id}/abandon`, { method: 'POST', ...json({}) }),
    getMailDelivery: () => api.request<{ isSending: boolean }>('/api/v1/partner/messages/delivery'),
    getJobFailures: () => api.request<JobFailure[]>('/api/v1/partner/job-failures'),
    takeMicrosoftsValue: (id: number) =>
      api.request<Drift>(`/api/v1/partner/drift/${id}/take-microsoft`, { method: 'POST', ...json({}) }),
    sendOurs: (id: number) =>
      api.request<Drift>(`/api/v1/partner/drift/${id}/send-ours`, { method: 'POST', ...json({}) }),
    syncDriftNow: () => api.request<DriftSync>('/api/v1/partner/drift/sync', { method: 'POST', ...json({}) }),
    getDriftSync: () => api.request<DriftSync>('/api/v1/partner/drift/sync'),
    getReconciliationSummary: (period: string) =>
      api.request<ReconciliationSummary>(`/api/v1/partner/reconciliation/summary?period=${encodeURIComponent(period)}`),
    importReconciliation: (body: ReconciliationImport) =>
      api.request<ReconciliationSummary>('/api/v1/partner/reconciliation/imports', { method: 'POST', ...json(body) }),
    actOnReconciliationRow: (body: ReconciliationActionInput) =>
      api.request<ReconciliationRow>('/api/v1/partner/reconciliation/actions', { method: 'POST', ...json(body) }),
    closeReconciliation: (period: string) =>
      api.request<ReconciliationSummary>('/api/v1/partner/reconciliation/close', {
        method: 'POST',
        ...json({ period }),
      }),
    getReconciliationLeak: () => api.request<ReconciliationLeak>('/api/v1/partner/dashboard/reconciliation-leak'),
    deleteCatalog: (catalogId: number) => api.request<null>(`${partner}/catalogs/${catalogId}`, { method: 'DELETE' }),
    getTemplates: () => api.request<CatalogTemplate[]>(`${partner}/templates`),
    createTemplate: (body: { catalogId: number; name: string; description?: string }) =>
      api.request<CatalogTemplate>(`${partner}/templates`, { method: 'POST', ...json(body) }),
    updateTemplate: (
      templateId: number,
      changes: Partial<Pick<CatalogTemplate, 'name' | 'description' | 'defaultMarkupPercent' | 'isActive'>> & {
        items?: TemplateItem[];
      },
    ) => api.request<CatalogTemplate>(`${partner}/templates/${templateId}`, { method: 'PUT', ...json(changes) }),
    getTemplate: (templateId: number) => api.request<CatalogTemplateDetail>(`${partner}/templates/${templateId}`),
    createCatalogFromTemplate: (templateId: number, body: { name?: string; description?: string }) =>
      api.request<PartnerCatalog>(`${partner}/catalogs/from-template/${templateId}`, {
        method: 'POST',
        ...json(body),
      }),
    getCompanySubscriptions: (companyId: number) =>
      api.request<Subscription[]>(`/api/v1/partner/companies/${companyId}/subscriptions`),
    suspendSubscription: (subscriptionId: number, reason: string) =>
      api.request<Subscription>(`/api/v1/partner/subscriptions/${subscriptionId}/suspend`, {
        method: 'POST',
        ...json({ reason }),
      }),
    liftSuspension: (subscriptionId: number) =>
      api.request<Subscription>(`/api/v1/partner/subscriptions/${subscriptionId}/lift`, { method: 'POST' }),
    assignCatalogToMany: (body: BulkAssignmentInput) =>
      api.request<BulkAssignmentResult>(`${partner}/catalog-assignments/bulk`, { method: 'POST', ...json(body) }),
    getPartnerBillingProfiles: (companyId?: number) =>
      api.request<PartnerBillingProfile[]>(
        `${partner}/billing-profiles${companyId ? `?companyId=${encodeURIComponent(companyId)}` : ''}`,
      ),
    decideOrder: (orderId: number, decision: 'approve' | 'reject', reason: string) =>
      api.request<PartnerOrderDetail>(`/api/v1/partner/orders/${orderId}/${decision}`, {
        method: 'POST',
        ...json({ reason }),
      }),
    /** Acts inside a customer company: the session then names it on every call, until `leaveCompany`. */
    enterCompany: async (companyId: number) => {
      const result = await api.request<PartnerSwitch>('/api/v1/partner/switch-company', {
        method: 'POST',
        ...json({ companyId }),
      });
      if (result?.success) {
        session.setCompanyId(String(result.companyId));
        session.setTenantId(result.tenantId);
      }
      return result;
    },
    /**
     * Back to the partner's own company (`null`: none, the session then names no company). Stored only when the
     * server says `success`; otherwise the company acted inside stays current (spec §4).
     */
    leaveCompany: async (ownCompanyId: number | null) => {
      if (ownCompanyId == null) {
        session.setCompanyId(null);
        session.setTenantId(null);
        return null;
      }
      const result = await api.request<z.infer<typeof switchCompanyResponseSchema>>(
        '/api/v1/multi-tenant/user/current-company',
        { method: 'PUT', ...json({ companyId: ownCompanyId }) },
      );
      if (result?.success) {
        session.setCompanyId(String(result.companyId));
        session.setTenantId(result.tenantId);
      }
      return result;
    },
  };
}

export type PartnerCalls = ReturnType<typeof createPartnerCalls>;
