// MSW handlers and data builders for the end user's screens: subscriptions, catalog, cart, orders, dashboard.
import type {
  CatalogProduct,
  CompanyDashboard,
  Inbox,
  Notice,
  Order,
  OrderDetail,
  OrderQuoteLine,
  OrderQuoteRequest,
  Subscription,
  SubscriptionDetail,
  ActivityEvent,
  Announcement,
  BillingProfile,
  CatalogFacets,
  CatalogStats,
  ReconciliationLeak,
  UsagePeriod,
} from '../common/api';
import { handle, handleList, type Responder, type SeenRequest } from './answers';

// ---- Builders ----

export const buildSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 11,
  productId: 1,
  productName: 'Microsoft 365 E3',
  publisher: 'Microsoft',
  category: 'Productivity',
  iconUrl: null,
  priceSheetId: 101,
  term: 'P1Y',
  billingFrequency: 'monthly',
  quantity: 10,
  minQuantity: 1,
  maxQuantity: 300,
  status: 'active',
  termStart: '2026-01-01',
  termEnd: '2026-12-31',
  autoRenew: true,
  scheduledNextTermQuantity: null,
  refundableQuantity: 0,
  refundableUntil: null,
  cancellableUntil: '2026-01-08T00:00:00.000Z',
  unitPrice: 36,
  currency: 'EUR',
  monthlyCost: 360,
  isCancellable: false,
  isReactivatable: false,
  supplierSubscriptionId: '4c4a2d6e-1b0f-4e7a-9a57-000000000011',
  supplierStatus: 'in_sync',
  supplierRefusal: null,
  ...overrides,
});

export const buildSubscriptionDetail = (overrides: Partial<SubscriptionDetail> = {}): SubscriptionDetail => ({
  ...buildSubscription(),
  history: [
    {
      id: 1,
      action: 'subscription.quantity_changed',
      at: '2026-02-01T09:00:00.000Z',
      actor: 'Alex Wilber',
      details: { from: 8, to: 10 },
    },
  ],
  ...overrides,
});

export const buildUsage = (overrides: Partial<UsagePeriod> = {}): UsagePeriod => ({
  periodStart: '2026-01-01',
  assignedSeats: 10,
  activeSeats: 8,
  cost: 360,
  ...overrides,
});

export const buildProduct = (overrides: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id: 1,
  name: 'Microsoft 365 E3',
  description: 'Office apps, mail and storage',
  publisher: 'Microsoft',
  category: 'Productivity',
  iconUrl: null,
  minQuantity: 1,
  maxQuantity: 300,
  fromPrice: 36,
  currency: 'EUR',
  offers: [
    { priceSheetId: 101, term: 'P1Y', billingFrequency: 'monthly', unitPrice: 36, currency: 'EUR' },
    { priceSheetId: 102, term: 'P1Y', billingFrequency: 'annual', unitPrice: 420, currency: 'EUR' },
  ],
  ...overrides,
});

export const buildFacets = (overrides: Partial<CatalogFacets> = {}): CatalogFacets => ({
  categories: ['Productivity', 'Security'],
  publishers: ['Adobe', 'Microsoft'],
  terms: ['P1M', 'P1Y'],
  billingFrequencies: ['annual', 'monthly'],
  ...overrides,
});

export const buildOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 21,
  number: 'ORD-2026-0021',
  status: 'completed',
  total: 432,
  currency: 'EUR',
  createdAt: '2026-03-01T10:00:00.000Z',
  placedBy: 'Alex Wilber',
  billingProfileId: 5,
  billingProfileName: 'Fabrikam EUR',
  poNumber: 'PO-1234',
  lineCount: 1,
  decisionReason: null,
  decidedAt: null,
  decidedBy: null,
  ...overrides,
});

export const buildOrderDetail = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...buildOrder(),
  lines: [
    {
      id: 1,
      productId: 1,
      productName: 'Microsoft 365 E3',
      priceSheetId: 101,
      term: 'P1Y',
      billingFrequency: 'monthly',
      quantity: 12,
      unitPrice: 36,
      lineTotal: 432,
      subscriptionId: 11,
      supplierStatus: 'done',
      supplierRefusal: null,
    },
  ],
  ...overrides,
});

export const buildBillingProfile = (overrides: Partial<BillingProfile> = {}): BillingProfile => ({
  id: 5,
  name: 'Fabrikam EUR',
  currency: 'EUR',
  poNumber: 'PO-1234',
  poRequired: false,
  isDefault: true,
  ...overrides,
});

export const buildDashboard = (overrides: Partial<CompanyDashboard> = {}): CompanyDashboard => ({
  subscriptionsByStatus: { active: 4, cancelled: 1 },
  renewalsIn30Days: 1,
  renewalsIn90Days: 3,
  monthlyCost: 1234.5,
  costByMonth: [
    { month: '2026-01', cost: 1200 },
    { month: '2026-02', cost: 1234.5 },
  ],
  latestOrders: [buildOrder()],
  ...overrides,
});

export const buildAnnouncement = (overrides: Partial<Announcement> = {}): Announcement => ({
  id: 1,
  title: 'New prices from April',
  body: 'Prices of Adobe products change on 1 April.',
  titleFr: '',
  bodyFr: '',
  publishedAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

export const buildCatalogStats = (overrides: Partial<CatalogStats> = {}): CatalogStats => ({
  catalogs: 3,
  activeCatalogs: 2,
  items: 40,
  visibleItems: 38,
  products: 12,
  priceSheets: 30,
  templates: 2,
  assignments: 4,
  companiesWithCatalog: 3,
  pendingOrders: 1,
  ...overrides,
});

export const buildActivity = (overrides: Partial<ActivityEvent> = {}): ActivityEvent => ({
  id: 1,
  action: 'order.placed',
  at: '2026-03-01T10:00:00.000Z',
  actor: 'Alex Wilber',
  companyName: 'Fabrikam',
  objectType: 'order',
  objectId: '21',
  details: {},
  ...overrides,
});

export const buildNotice = (overrides: Partial<Notice> = {}): Notice => ({
  id: 1,
  kind: 'subscription_renewed',
  companyId: 3,
  companyName: 'Fabrikam',
  params: { product: 'Microsoft 365 E3', termEnd: '2027-01-01', quantity: 12, unitPrice: '36.00', currency: 'EUR' },
  link: '/subscriptions/11/show',
  readAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

// ---- Answers and what the handlers saw ----

export type { SeenRequest };

const subscription = '/api/v1/subscriptions/:id';

/** Handler factories for `server.use(...)`. */
export const endUserHandlers = {
  inbox: (answer: Responder<Inbox>, seen?: SeenRequest[]) => handle('get', '/api/v1/user/notices', answer, seen),
  markNoticeRead: (seen?: SeenRequest[]) =>
    handle('post', '/api/v1/user/notices/:id/read', null, seen, { noContentOnNull: true }),
  markAllNoticesRead: (seen?: SeenRequest[]) =>
    handle('post', '/api/v1/user/notices/read-all', null, seen, { noContentOnNull: true }),
  cancelOrder: (answer: Responder<OrderDetail>, seen?: SeenRequest[]) =>
    handle('post', '/api/v1/orders/:id/cancel', answer, seen),
  subscriptions: (rows: Responder<Subscription[]>, seen?: SeenRequest[]) =>
    handleList('/api/v1/subscriptions', rows, seen),
  // A numeric id only, as the API's router: /subscriptions/products is another call.
  subscription: (answer: Responder<SubscriptionDetail>, seen?: SeenRequest[]) =>
    handle('get', /\/api\/v1\/subscriptions\/\d+$/, answer, seen),
  usage: (answer: Responder<UsagePeriod[]>, seen?: SeenRequest[]) =>
    handle('get', `${subscription}/usage`, answer, seen),
  changeQuantity: (answer: Responder<Subscription & { message: string }>, seen?: SeenRequest[]) =>
    handle('put', `${subscription}/quantity`, answer, seen),
  cancel: (answer: Responder<Subscription & { message: string }>, seen?: SeenRequest[]) =>
    handle('post', `${subscription}/cancel`, answer, seen),
  reactivate: (answer: Responder<Subscription & { message: string }>, seen?: SeenRequest[]) =>
    handle('post', `${subscription}/reactivate`, answer, seen),
  autoRenew: (answer: Responder<Subscription & { message: string }>, seen?: SeenRequest[]) =>
    handle('patch', `${subscription}/auto-renew`, answer, seen),

  catalog: (rows: Responder<CatalogProduct[]>, seen?: SeenRequest[]) => handleList('/api/v1/catalog', rows, seen),
  facets: (answer: Responder<CatalogFacets> = buildFacets(), seen?: SeenRequest[]) =>
    handle('get', '/api/v1/catalog/facets', answer, seen),
  /** GET /catalog/search: the products whose name, publisher or category holds `q`. */
  search: (products: CatalogProduct[], seen?: SeenRequest[]) =>
    handle(
      'get',
      '/api/v1/catalog/search',
      (request) => {
        const q = (request.url.searchParams.get('q') ?? '').toLowerCase();
        return products.filter((product) =>
          `${product.name} ${product.publisher} ${product.category}`.toLowerCase().includes(q),
        );
      },
      seen,
    ),
  product: (answer: Responder<CatalogProduct>, seen?: SeenRequest[]) =>
    handle('get', '/api/v1/catalog/:id', answer, seen),

  billingProfiles: (answer: Responder<BillingProfile[]> = [buildBillingProfile()], seen?: SeenRequest[]) =>
    handle('get', '/api/v1/billing-profiles', answer, seen),
  heldProducts: (answer: Responder<{ id: number; name: string }[]>, seen?: SeenRequest[]) =>
    handle('get', '/api/v1/subscriptions/products', answer, seen),
  /**
   * Prices each line at `priceOf(priceSheetId)` (null: no longer offered), bounds 1 to 300; `heldOf` names the
   * subscription a line joins (none by default), whose locked price its seats then cost.
   */
  quote: (
    priceOf: (priceSheetId: number) => number | null = () => 36,
    seen?: SeenRequest[],
    heldOf: (priceSheetId: number) => { id: number; quantity: number; unitPrice: number } | null = () => null,
  ) =>
    handle(
      'post',
      '/api/v1/orders/quote',
      (request) => ({
        lines: (request.body as OrderQuoteRequest).lines.map(({ priceSheetId, quantity }): OrderQuoteLine => {
          const catalogUnitPrice = priceOf(priceSheetId);
          const held = heldOf(priceSheetId);
          const unitPrice = catalogUnitPrice === null ? null : (held?.unitPrice ?? catalogUnitPrice);
          return {
            priceSheetId,
            quantity,
            isOffered: unitPrice !== null,
            productName: null,
            unitPrice,
            catalogUnitPrice,
            lineTotal: unitPrice === null ? null : Math.round(unitPrice * quantity * 100) / 100,
            currency: 'EUR',
            minQuantity: 1,
            maxQuantity: 300,
            heldSubscriptionId: held?.id ?? null,
            heldQuantity: held?.quantity ?? null,
          };
        }),
      }),
      seen,
    ),
  placeOrder: (answer: Responder<OrderDetail>, seen?: SeenRequest[]) => handle('post', '/api/v1/orders', answer, seen),
  orders: (rows: Responder<Order[]>, seen?: SeenRequest[]) => handleList('/api/v1/orders', rows, seen),
  order: (answer: Responder<OrderDetail>, seen?: SeenRequest[]) => handle('get', '/api/v1/orders/:id', answer, seen),

  dashboard: (answer: Responder<CompanyDashboard>, seen?: SeenRequest[]) =>
    handle('get', '/api/v1/dashboard', answer, seen),
  announcements: (answer: Responder<Announcement[]> = [], seen?: SeenRequest[]) =>
    handle('get', '/api/v1/notifications', answer, seen),
  catalogStats: (answer: Responder<CatalogStats>, seen?: SeenRequest[]) =>
    handle('get', '/api/v1/partner/dashboard/catalog-stats', answer, seen),
  recentActivity: (answer: Responder<ActivityEvent[]>, seen?: SeenRequest[]) =>
    handle('get', '/api/v1/partner/dashboard/recent-activity', answer, seen),
  reconciliationLeak: (answer: Responder<ReconciliationLeak>, seen?: SeenRequest[]) =>
    handle('get', '/api/v1/partner/dashboard/reconciliation-leak', answer, seen),
};
