// Values the API and the portal agree on. The API reference lists them.
export const subscriptionStatuses = ['pending', 'active', 'suspended', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * Where a subscription stands with Microsoft: every change the portal sent was taken (in_sync), one is on its way
 * (waiting: the person sees "Waiting for Microsoft"), or Microsoft refused the last one and the subscription is back as
 * it was before it (refused, with Microsoft's reason).
 */
export const supplierStatuses = ['in_sync', 'waiting', 'refused'] as const;
export type SupplierStatus = (typeof supplierStatuses)[number];

/** What the portal asks of Microsoft: a purchase (an order line's new subscription), or a change of one. */
export const supplierRequestKinds = ['purchase', 'quantity', 'auto_renew', 'status'] as const;
export type SupplierRequestKind = (typeof supplierRequestKinds)[number];
/** A request waits (to be sent, or sent and not yet answered for good), is done, refused, or abandoned by a partner. */
export const supplierRequestStatuses = ['waiting', 'done', 'refused', 'abandoned'] as const;
export type SupplierRequestStatus = (typeof supplierRequestStatuses)[number];

/**
 * What the sync with Microsoft compares (server/drift/): a field of a subscription, or `subscription` itself (one
 * side holds it and the other does not).
 */
export const driftFields = ['quantity', 'status', 'autoRenew', 'termEnd', 'subscription'] as const;
export type DriftField = (typeof driftFields)[number];
/** How a difference ended: a partner took Microsoft's value, sent the portal's, or it went away by itself. */
export const driftResolutions = ['took_microsoft', 'sent_ours', 'gone'] as const;
export type DriftResolution = (typeof driftResolutions)[number];

export const orderStatuses = ['pending', 'approved', 'completed', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const companyRoles = ['member', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

export const globalRoles = ['partner_admin', 'support', 'none'] as const;
export type GlobalRole = (typeof globalRoles)[number];

/** The most people one search by name or email answers (the person picker); the directory pages through all. */
export const peopleSearchLimit = 20;

export const terms = ['P1M', 'P1Y', 'P3Y'] as const;
export type Term = (typeof terms)[number];

/**
 * The products' categories, as the API and the price sheets name them (in English, whatever the reader's language):
 * the portal shows each in its language, and the catalog's filter sends the name as it is.
 */
export const productCategories = [
  'Analytics',
  'Business apps',
  'Collaboration',
  'Design',
  'Development',
  'Productivity',
  'Security',
  'Storage',
] as const;
export type ProductCategory = (typeof productCategories)[number];

/**
 * What a charge of the ledger comes from: a billing period charged whole (`purchase`, `renewal`, `cycle`: the next
 * month or year of a term billed monthly or yearly), or a change within one, prorated by days (`seats_added`,
 * `seats_removed` within the refund window, `cancellation` refunded, `reactivation`), or the partner's `adjustment`.
 */
export const chargeKinds = [
  'purchase',
  'renewal',
  'cycle',
  'seats_added',
  'seats_removed',
  'cancellation',
  'reactivation',
  'adjustment',
] as const;
export type ChargeKind = (typeof chargeKinds)[number];

/** An invoice's life: a draft of a billing run, then open once issued (numbered, immutable), paid, or void. */
export const invoiceStatuses = ['draft', 'open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
/** What the customer reads: an open invoice past its due date is overdue. */
export const invoiceDisplayStatuses = ['draft', 'open', 'overdue', 'paid', 'void'] as const;
export type InvoiceDisplayStatus = (typeof invoiceDisplayStatuses)[number];
export const invoiceKinds = ['invoice', 'credit_note'] as const;

/** How a billing profile is taxed: the seller's VAT, EU reverse charge (a VAT id of another EU country), or none. */
export const taxTreatments = ['domestic', 'reverse_charge', 'exempt'] as const;
export type TaxTreatment = (typeof taxTreatments)[number];

export const billingRunStatuses = ['draft', 'finalized'] as const;

export const billingFrequencies = ['monthly', 'annual', 'triennial'] as const;
export type BillingFrequency = (typeof billingFrequencies)[number];

/**
 * A reconciliation row's status: what Microsoft charged for a subscription's charge period against what the portal
 * expected (its charges' cost) and billed. `cost_not_billed` is a leak: Microsoft charged, the customer was not.
 */
export const reconciliationStatuses = [
  'matched',
  'cost_not_billed',
  'billed_without_cost',
  'price_differs',
  'quantity_differs',
  'unknown_subscription',
] as const;
export type ReconciliationStatus = (typeof reconciliationStatuses)[number];
/** Where an import's rows came from: Partner Center's API, or the reconciliation file uploaded. */
export const reconciliationSources = ['microsoft', 'csv'] as const;
/** What the partner did about a row: a charge added to the next invoice, a credit note issued, or an explanation. */
export const reconciliationActions = ['charge', 'credit', 'explain'] as const;
export type ReconciliationAction = (typeof reconciliationActions)[number];

/**
 * An amount rounded to cents as PostgreSQL rounds a numeric: half away from zero on the decimal value. Plain
 * `Math.round(x * 100) / 100` rounds 192.5 × 1.15 (221.375, held as 221.37499…) down, where the catalog's SQL
 * price is 221.38: one offer showed two prices.
 */
export const roundCents = (amount: number) => {
  const cents = Number((amount * 100).toPrecision(12));
  return (Math.sign(cents) * Math.round(Math.abs(cents))) / 100;
};

/** A domain name such as contoso.com (a customer's), as the API and the portal's form check it. */
export const domainNamePattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** Whether a subscription in this status is billed now: its monthly cost counts (lists, its page, the dashboard). */
export const isBilledStatus = (status: SubscriptionStatus) => status === 'active';

/** The message of the 401 a disabled person's session gets (the portal tells them so on /login). */
export const accountDisabledMessage = 'This account has been disabled';
/** Why a deactivated company's orders and subscription changes are refused (the portal words it in its language). */
export const deactivatedCompanyMessage =
  'This company is deactivated: orders and subscription changes wait until your partner reactivates it.';

export const noticeKinds = [
  'renewal_reminder',
  'subscription_renewed',
  'subscription_expired',
  'subscription_activated',
  // Microsoft refused a change or a purchase (or the partner withdrew one): undone, nothing charged.
  'subscription_not_done',
  // An email only: the customer's own order, placed (no notice in the bell: they have just seen it).
  'order_placed',
  'order_awaits_approval',
  'order_approved',
  'order_rejected',
  'order_cancelled',
  'access_expiring',
  'access_granted',
  'access_revoked',
  // An email only, to the billing profile's invoice addresses, with the PDF attached.
  'invoice_issued',
  'credit_note_issued',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

export const outboxStatuses = ['queued', 'sent', 'failed'] as const;

export const approvalModes = ['none', 'above_amount', 'companies', 'products'] as const;

/** What the access history lists: grants, people registered, disabled, enabled and signed out everywhere. */
export const accessActions = [
  'access.granted',
  'access.updated',
  'access.revoked',
  'user.registered',
  'user.disabled',
  'user.enabled',
  'user.signed_out_everywhere',
  'user.ended_other_sessions',
] as const;
