// Values the API and the portal agree on. The API reference lists them.
export const subscriptionStatuses = ['pending', 'active', 'suspended', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const orderStatuses = ['pending', 'approved', 'completed', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const companyRoles = ['member', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

export const globalRoles = ['partner_admin', 'support', 'none'] as const;
export type GlobalRole = (typeof globalRoles)[number];

export const terms = ['P1M', 'P1Y', 'P3Y'] as const;
export const billingFrequencies = ['monthly', 'annual', 'triennial'] as const;
