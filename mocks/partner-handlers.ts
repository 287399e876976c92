// MSW handlers and data builders for the /partner-admin area: catalogs, items, products, assignments.
import type { JsonBodyType } from 'msw';
import type {
  ApprovalPolicy,
  BulkAssignmentResult,
  JobFailure,
  SentMessage,
  CatalogItem,
  CompanyDetail,
  CompanySummary,
  Notification,
  PartnerCatalog,
  PartnerOrder,
  CatalogAssignment,
  Drift,
  DriftSync,
  PartnerProduct,
} from '../common/api';
import { handle as handleCall, handleList as handleListCall, type Responder, type SeenRequest } from './answers';

// ---- Builders ----

export const buildDrift = (overrides: Partial<Drift> = {}): Drift => ({
  id: 1,
  companyId: 3,
  companyName: 'Fabrikam',
  subscriptionId: 12,
  supplierSubscriptionId: '5bd0c0de-0000-4000-8000-00000000000c',
  productName: 'Microsoft 365 E3',
  field: 'quantity',
  portalValue: '10',
  supplierValue: '13',
  canSendOurs: true,
  detectedAt: '2026-11-26T09:30:00Z',
  resolvedAt: null,
  resolution: null,
  resolvedBy: null,
  ...overrides,
});

export const buildSentMessage = (overrides: Partial<SentMessage> = {}): SentMessage => ({
  id: 1,
  toAddress: 'alex@fabrikam.example',
  companyId: 3,
  companyName: 'Fabrikam',
  kind: 'renewal_reminder',
  subject: 'Microsoft 365 E3 renews on Jan 1, 2027',
  body: 'It renews.',
  status: 'queued',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2026-11-20T09:00:00.000Z',
  sentAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

export const buildCatalog = (overrides: Partial<PartnerCatalog> = {}): PartnerCatalog => ({
  id: 1,
  name: 'Enterprise',
  description: 'Everything for large customers',
  defaultMarkupPercent: 10,
  isActive: true,
  templateId: null,
  itemCount: 3,
  assignedCompanyCount: 1,
  createdAt: '2025-01-10T09:00:00.000Z',
  updatedAt: '2025-02-10T09:00:00.000Z',
  ...overrides,
});

export const buildItem = (overrides: Partial<CatalogItem> = {}): CatalogItem => ({
  id: 100,
  catalogId: 1,
  priceSheetId: 500,
  productId: 50,
  productName: 'Microsoft 365 E3',
  publisher: 'Microsoft',
  category: 'Productivity',
  term: 'P1Y',
  billingFrequency: 'monthly',
  currency: 'USD',
  basePrice: 100,
  priceOverride: null,
  markupPercent: null,
  effectivePrice: 110,
  isVisible: true,
  position: 0,
  ...overrides,
});

/** `count` items of catalog 1, product names "Product 1"…, base price 10 × n. */
export const buildItems = (count: number) =>
  Array.from({ length: count }, (_unused, index) =>
    buildItem({
      id: 100 + index,
      priceSheetId: 500 + index,
      productName: `Product ${index + 1}`,
      basePrice: 10 * (index + 1),
      effectivePrice: Math.round(10 * (index + 1) * 1.1 * 100) / 100,
      position: index,
    }),
  );

export const buildProduct = (overrides: Partial<PartnerProduct> = {}): PartnerProduct => ({
  id: 50,
  sku: 'MS-365-E3',
  name: 'Microsoft 365 E3',
  publisher: 'Microsoft',
  category: 'Productivity',
  iconUrl: null,
  priceSheets: [
    { id: 500, term: 'P1M', billingFrequency: 'monthly', unitPrice: 36, currency: 'USD' },
    { id: 501, term: 'P1Y', billingFrequency: 'annual', unitPrice: 396, currency: 'USD' },
  ],
  ...overrides,
});

export const buildAssignment = (overrides: Partial<CatalogAssignment> = {}): CatalogAssignment => ({
  id: 7,
  catalogId: 1,
  catalogName: 'Enterprise',
  companyId: 4,
  companyName: 'Northwind Traders',
  billingProfileId: 9,
  billingProfileName: 'Northwind main',
  validFrom: '2025-01-01',
  validTo: null,
  ...overrides,
});

export const buildOrder = (overrides: Partial<PartnerOrder> = {}): PartnerOrder => ({
  id: 30,
  number: 'ORD-2025-0030',
  status: 'pending',
  total: 360,
  currency: 'USD',
  createdAt: '2025-03-01T10:00:00.000Z',
  placedBy: 'Sam Rivera',
  billingProfileId: 9,
  billingProfileName: 'Main account',
  poNumber: null,
  lineCount: 1,
  decisionReason: null,
  decidedAt: null,
  decidedBy: null,
  companyId: 4,
  companyName: 'Northwind Traders',
  ...overrides,
});

export const buildNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 40,
  kind: 'announcement',
  title: 'Price changes in April',
  body: 'Microsoft prices change on April 1.',
  titleFr: '',
  bodyFr: '',
  leadTimesDays: [],
  includeAutoRenewOff: true,
  recipients: [],
  companyIds: [4],
  isActive: true,
  publishedAt: '2025-03-01T10:00:00.000Z',
  createdAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

// ---- Answers and what the handlers saw ----

export type PartnerRequest = SeenRequest;

// Partner handlers answer a null with 204, and lists keep to the rows equal to their filters.
const handle = <T>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  responder: Responder<T>,
  seen?: SeenRequest[],
) => handleCall(method, path, responder, seen, { noContentOnNull: true });
const handleList = <T extends object>(path: string, responder: Responder<T[]>, seen?: SeenRequest[]) =>
  handleListCall(path, responder, seen, { filterByEquality: true });

const partner = '/api/v1/catalog/partner';

/** Handler factories for `server.use(...)`. */
export const partnerHandlers = {
  catalogs: (answer: Responder<PartnerCatalog[]>, seen?: PartnerRequest[]) =>
    handleList(`${partner}/catalogs`, answer, seen),
  catalog: (answer: Responder<PartnerCatalog>, seen?: PartnerRequest[]) =>
    handle('get', `${partner}/catalogs/:id`, answer, seen),
  createCatalog: (answer: Responder<PartnerCatalog>, seen?: PartnerRequest[]) =>
    handle('post', `${partner}/catalogs`, answer, seen),
  updateCatalog: (answer: Responder<PartnerCatalog>, seen?: PartnerRequest[]) =>
    handle('put', `${partner}/catalogs/:id`, answer, seen),
  deleteCatalog: (answer: Responder<null>, seen?: PartnerRequest[]) =>
    handle('delete', `${partner}/catalogs/:id`, answer, seen),
  items: (answer: Responder<CatalogItem[]>, seen?: PartnerRequest[]) =>
    handleList(`${partner}/catalogs/:id/items`, answer, seen),
  addItems: (answer: Responder<{ added: number; alreadyInCatalog: number[] }>, seen?: PartnerRequest[]) =>
    handle('post', `${partner}/catalogs/:id/items`, answer, seen),
  bulkUpdate: (
    answer: Responder<{ updated: number; failed: { id: number; reason: string }[] }>,
    seen?: PartnerRequest[],
  ) => handle('put', `${partner}/catalogs/:id/items/bulk`, answer, seen),
  updateItem: (answer: Responder<CatalogItem>, seen?: PartnerRequest[]) =>
    handle('put', `${partner}/catalogs/:id/items/:itemId`, answer, seen),
  deleteItem: (answer: Responder<null>, seen?: PartnerRequest[]) =>
    handle('delete', `${partner}/catalogs/:id/items/:itemId`, answer, seen),
  deleteAssignment: (answer: Responder<null>, seen?: PartnerRequest[]) =>
    handle('delete', `${partner}/catalog-assignments/:id`, answer, seen),
  products: (answer: Responder<PartnerProduct[]>, seen?: PartnerRequest[]) =>
    handleList(`${partner}/products`, answer, seen),
  assignments: (answer: Responder<CatalogAssignment[]>, seen?: PartnerRequest[]) =>
    handleList(`${partner}/catalog-assignments`, answer, seen),
  updateAssignment: (answer: Responder<CatalogAssignment>, seen?: PartnerRequest[]) =>
    handle('put', `${partner}/catalog-assignments/:id`, answer, seen),
  createAssignment: (answer: Responder<CatalogAssignment>, seen?: PartnerRequest[]) =>
    handle('post', `${partner}/catalog-assignments`, answer, seen),
  bulkAssign: (answer: Responder<BulkAssignmentResult>, seen?: PartnerRequest[]) =>
    handle('post', `${partner}/catalog-assignments/bulk`, answer, seen),
  billingProfiles: (answer: Responder<unknown[]>, seen?: PartnerRequest[]) =>
    handle('get', `${partner}/billing-profiles`, answer as Responder<JsonBodyType>, seen),
  templates: (answer: Responder<JsonBodyType>, seen?: PartnerRequest[]) =>
    handle('get', `${partner}/templates`, answer, seen),
  template: (answer: Responder<JsonBodyType>, seen?: PartnerRequest[]) =>
    handle('get', `${partner}/templates/:id`, answer, seen),
  createTemplate: (answer: Responder<JsonBodyType>, seen?: PartnerRequest[]) =>
    handle('post', `${partner}/templates`, answer, seen),
  updateTemplate: (answer: Responder<JsonBodyType>, seen?: PartnerRequest[]) =>
    handle('put', `${partner}/templates/:id`, answer, seen),
  fromTemplate: (answer: Responder<PartnerCatalog>, seen?: PartnerRequest[]) =>
    handle('post', `${partner}/catalogs/from-template/:templateId`, answer, seen),
  companies: (answer: Responder<CompanySummary[]>, seen?: PartnerRequest[]) =>
    handleList('/api/v1/partner/companies', answer, seen),
  company: (answer: Responder<CompanyDetail>, seen?: PartnerRequest[]) =>
    handle('get', '/api/v1/partner/companies/:id', answer, seen),
  createCompany: (answer: Responder<CompanyDetail>, seen?: PartnerRequest[]) =>
    handle('post', '/api/v1/partner/companies', answer, seen),
  updateCompany: (answer: Responder<CompanyDetail>, seen?: PartnerRequest[]) =>
    handle('put', '/api/v1/partner/companies/:id', answer, seen),
  companySubscriptions: (answer: Responder<JsonBodyType>, seen?: PartnerRequest[]) =>
    handle('get', '/api/v1/partner/companies/:id/subscriptions', answer, seen),
  suspendSubscription: (answer: Responder<JsonBodyType>, seen?: PartnerRequest[]) =>
    handle('post', '/api/v1/partner/subscriptions/:id/suspend', answer, seen),
  liftSuspension: (answer: Responder<JsonBodyType>, seen?: PartnerRequest[]) =>
    handle('post', '/api/v1/partner/subscriptions/:id/lift', answer, seen),
  companyPeople: (answer: Responder<JsonBodyType>, seen?: PartnerRequest[]) =>
    handle('get', '/api/v1/multi-tenant/companies/:id/users', answer, seen),
  approvalPolicy: (answer: Responder<ApprovalPolicy>, seen?: PartnerRequest[]) =>
    handle('get', '/api/v1/partner/approval-policy', answer, seen),
  setApprovalPolicy: (answer: Responder<ApprovalPolicy>, seen?: PartnerRequest[]) =>
    handle('put', '/api/v1/partner/approval-policy', answer, seen),
  messages: (answer: Responder<SentMessage[]>, seen?: PartnerRequest[]) =>
    handleList('/api/v1/partner/messages', answer, seen),
  retryMessage: (answer: Responder<SentMessage>, seen?: PartnerRequest[]) =>
    handle('post', '/api/v1/partner/messages/:id/retry', answer, seen),
  mailDelivery: (answer: Responder<{ isSending: boolean }>, seen?: PartnerRequest[]) =>
    handle('get', '/api/v1/partner/messages/delivery', answer, seen),
  drift: (answer: Responder<Drift[]>, seen?: PartnerRequest[]) => handleList('/api/v1/partner/drift', answer, seen),
  driftSync: (answer: Responder<DriftSync>, seen?: PartnerRequest[]) =>
    handle('get', '/api/v1/partner/drift/sync', answer, seen),
  syncDriftNow: (answer: Responder<DriftSync>, seen?: PartnerRequest[]) =>
    handle('post', '/api/v1/partner/drift/sync', answer, seen),
  resolveDrift: (action: 'take-microsoft' | 'send-ours', answer: Responder<Drift>, seen?: PartnerRequest[]) =>
    handle('post', `/api/v1/partner/drift/:id/${action}`, answer, seen),
  jobFailures: (answer: Responder<JobFailure[]>, seen?: PartnerRequest[]) =>
    handle('get', '/api/v1/partner/job-failures', answer, seen),
  orders: (answer: Responder<PartnerOrder[]>, seen?: PartnerRequest[]) =>
    handleList('/api/v1/partner/orders', answer, seen),
  order: (answer: Responder<JsonBodyType>, seen?: PartnerRequest[]) =>
    handle('get', '/api/v1/partner/orders/:id', answer, seen),
  decideOrder: (decision: 'approve' | 'reject', answer: Responder<JsonBodyType>, seen?: PartnerRequest[]) =>
    handle('post', `/api/v1/partner/orders/:id/${decision}`, answer, seen),
  switchCompany: (answer: Responder<JsonBodyType>, seen?: PartnerRequest[]) =>
    handle('post', '/api/v1/partner/switch-company', answer, seen),
  notifications: (answer: Responder<Notification[]>, seen?: PartnerRequest[]) =>
    handleList('/api/v1/partner/notifications', answer, seen),
  createNotification: (answer: Responder<Notification>, seen?: PartnerRequest[]) =>
    handle('post', '/api/v1/partner/notifications', answer, seen),
  updateNotification: (answer: Responder<Notification>, seen?: PartnerRequest[]) =>
    handle('put', '/api/v1/partner/notifications/:id', answer, seen),
};
