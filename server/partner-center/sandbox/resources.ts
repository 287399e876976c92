// The sandbox's rows as Partner Center's resources: the field names, links and object types Microsoft answers with.
import type { Customer, Order, Subscription } from '../shapes';
import { refundableNow } from './rules';
import type { sandboxCustomers, sandboxOrders, sandboxSubscriptions } from './schema';

export type CustomerRow = typeof sandboxCustomers.$inferSelect;
type OrderRow = typeof sandboxOrders.$inferSelect;
type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);
export const link = (uri: string, headers: { key: string; value: string }[] = []) => ({ uri, method: 'GET', headers });

export function customerResource(row: CustomerRow): Customer {
  return {
    id: row.tenantId,
    commerceId: row.tenantId,
    companyProfile: {
      tenantId: row.tenantId,
      domain: row.domain,
      companyName: row.companyName,
      ...(row.email ? { email: row.email } : {}),
      attributes: { objectType: 'CustomerCompanyProfile' },
    },
    billingProfile: {
      email: row.email ?? undefined,
      culture: row.culture,
      language: row.language,
      companyName: row.companyName,
      defaultAddress: { country: row.country },
      attributes: { objectType: 'CustomerBillingProfile' },
    },
    relationshipToPartner: 'reseller',
    allowDelegatedAccess: true,
    customDomains: [row.domain],
    links: { self: link(`/customers/${row.tenantId}`) },
    attributes: { objectType: 'Customer' },
  };
}

export function orderResource(row: OrderRow): Order {
  return {
    id: row.id,
    alternateId: row.id,
    referenceCustomerId: row.tenantId,
    billingCycle: row.billingCycle,
    currencyCode: row.currency,
    lineItems: row.lineItems.map((line) => ({
      lineItemNumber: line.lineItemNumber,
      offerId: line.offerId,
      subscriptionId: line.subscriptionId,
      termDuration: line.termDuration,
      friendlyName: line.friendlyName ?? line.offerName,
      quantity: line.quantity,
    })),
    creationDate: row.createdAt.toISOString(),
    status: row.status,
    transactionType: 'UserPurchase',
    links: {
      provisioningStatus: link(`/customers/${row.tenantId}/orders/${row.id}/provisioningstatus`),
      self: link(`/customers/${row.tenantId}/orders/${row.id}`),
    },
    attributes: { objectType: 'Order' },
  };
}

export function subscriptionResource(row: SubscriptionRow, now: Date): Subscription {
  const isOpen = row.status === 'active' || row.status === 'suspended';
  return {
    id: row.id,
    offerId: row.offerId,
    offerName: row.offerName,
    friendlyName: row.friendlyName,
    quantity: row.quantity,
    unitType: row.unitType,
    hasPurchasableAddons: false,
    creationDate: row.creationDate.toISOString(),
    effectiveStartDate: row.effectiveStartDate.toISOString(),
    commitmentEndDate: row.commitmentEndDate.toISOString(),
    cancellationAllowedUntilDate: iso(row.cancellationAllowedUntilDate),
    status: row.status,
    autoRenewEnabled: row.autoRenewEnabled,
    isTrial: false,
    billingType: 'license',
    billingCycle: row.billingCycle,
    termDuration: row.termDuration,
    renewalTermDuration: '',
    refundableQuantity: isOpen ? refundableNow(row.refundableSeats, now) : { totalQuantity: 0, details: [] },
    scheduledNextTermInstructions: null,
    isMicrosoftProduct: true,
    partnerId: '',
    contractType: 'subscription',
    publisherName: 'Microsoft',
    ...(row.orderId ? { orderId: row.orderId } : {}),
    links: { self: link(`/customers/${row.tenantId}/subscriptions/${row.id}`) },
    attributes: { objectType: 'Subscription' },
  };
}
