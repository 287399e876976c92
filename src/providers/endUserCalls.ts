// The end user's calls that REST cannot say: subscription changes, catalog search, checkout, dashboards.
import type {
  CatalogProduct,
  CompanyDashboard,
  Inbox,
  OrderDetail,
  OrderQuote,
  OrderQuoteRequest,
  PlaceOrderRequest,
  SubscriptionChange,
  UsagePeriod,
  CatalogFacets,
  BillingProfile,
  CatalogStats,
  ActivityEvent,
  Announcement,
} from '../../common/api';
import type { ApiClient } from './httpClient';

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });

/** `createEndUserCalls(api).cancelSubscription(12)`: the current company's calls (X-Company-Id from the session). */
export function createEndUserCalls(api: ApiClient) {
  const subscription = (id: number | string) => `/api/v1/subscriptions/${id}`;
  return {
    changeSubscriptionQuantity: (id: number, body: { quantity: number; scheduleNextTerm: boolean }) =>
      api.request<SubscriptionChange>(`${subscription(id)}/quantity`, { method: 'PUT', ...json(body) }),
    cancelSubscription: (id: number) =>
      api.request<SubscriptionChange>(`${subscription(id)}/cancel`, { method: 'POST', ...json({}) }),
    reactivateSubscription: (id: number) =>
      api.request<SubscriptionChange>(`${subscription(id)}/reactivate`, { method: 'POST', ...json({}) }),
    setSubscriptionAutoRenew: (id: number, autoRenewEnabled: boolean) =>
      api.request<SubscriptionChange>(`${subscription(id)}/auto-renew`, {
        method: 'PATCH',
        ...json({ autoRenewEnabled }),
      }),
    getSubscriptionUsage: (id: number | string) => api.request<UsagePeriod[]>(`${subscription(id)}/usage`),

    getCatalogFacets: () => api.request<CatalogFacets>('/api/v1/catalog/facets'),
    searchCatalog: (q: string, { signal }: { signal?: AbortSignal } = {}) =>
      api.request<CatalogProduct[]>(`/api/v1/catalog/search?q=${encodeURIComponent(q)}`, { signal }),
    getCatalogProduct: (id: number | string) => api.request<CatalogProduct>(`/api/v1/catalog/${id}`),

    getBillingProfiles: () => api.request<BillingProfile[]>('/api/v1/billing-profiles'),
    /** The same `idempotencyKey` places one order however often it is sent. */
    /** The products the current company holds subscriptions of: the subscriptions list's product filter. */
    getHeldProducts: () => api.request<{ id: number; name: string }[]>('/api/v1/subscriptions/products'),
    /** What these lines would cost the current company now, line by line (nothing is written). */
    quoteOrder: (body: OrderQuoteRequest) =>
      api.request<OrderQuote>('/api/v1/orders/quote', { method: 'POST', ...json(body) }),
    placeOrder: (body: PlaceOrderRequest) =>
      api.request<OrderDetail>('/api/v1/orders', { method: 'POST', ...json(body) }),

    getCompanyDashboard: () => api.request<CompanyDashboard>('/api/v1/dashboard'),
    getCatalogStats: () => api.request<CatalogStats>('/api/v1/partner/dashboard/catalog-stats'),
    getRecentActivity: (limit = 10) =>
      api.request<ActivityEvent[]>(`/api/v1/partner/dashboard/recent-activity?limit=${limit}`),
    getAnnouncements: () => api.request<Announcement[]>('/api/v1/notifications'),
    /** A pending order, withdrawn before a partner decides. */
    cancelOrder: (id: number) =>
      api.request<OrderDetail>(`/api/v1/orders/${id}/cancel`, { method: 'POST', ...json({}) }),

    /** The bell: the signed-in person's newest notices, whatever the company. */
    getInbox: () => api.request<Inbox>('/api/v1/user/notices?limit=20'),
    markNoticeRead: (id: number) =>
      api.request<null>(`/api/v1/user/notices/${id}/read`, { method: 'POST', ...json({}) }),
    markAllNoticesRead: () => api.request<null>('/api/v1/user/notices/read-all', { method: 'POST', ...json({}) }),
  };
}
