// The portal's Partner Center client: Microsoft's REST API as documented (paths under /v1, MS-RequestId as the
// idempotency key of a write, a fresh MS-CorrelationId per call), a token by the OAuth client-credentials grant, and
// every answer parsed with the shapes of shapes.ts. The same client talks to the built-in sandbox and to
// https://api.partnercenter.microsoft.com.
import { randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import type { z } from 'zod';
import {
  customerSchema,
  errorBodySchema,
  invoiceSchema,
  orderSchema,
  reconciliationLineItemSchema,
  resourceCollectionSchema,
  subscriptionSchema,
  type Customer,
  type Order,
  type ReconciliationLineItem,
  type Subscription,
} from './shapes';

export type { Customer, Order, ReconciliationLineItem, Subscription } from './shapes';

export type PartnerCenterOptions = {
  /** Where Partner Center's REST API is, without `/v1`: `https://api.partnercenter.microsoft.com`. */
  url: string;
  /** The OpenID authority that issues the token: `https://login.microsoftonline.com/{partner-tenant-id}/v2.0`. */
  authority: string;
  clientId: string;
  clientSecret: string;
  /** Default Partner Center's own; an empty string asks for no scope (the built-in provider). */
  scope?: string;
  timeoutMs?: number;
  /** The authority's token endpoint, when it is known without discovery (the built-in provider, in the same process). */
  tokenEndpoint?: string;
};

export type CreateCustomerInput = {
  /** Only the sandbox honours it (Microsoft makes a new tenant); it lets a test name the tenant it creates. */
  tenantId?: string;
  companyName: string;
  /** The new tenant's domain prefix or whole domain: `contoso` or `contoso.onmicrosoft.com`. */
  domain: string;
  email?: string;
  culture?: string;
  language?: string;
  firstName?: string;
  lastName?: string;
  address?: { country: string; city?: string; state?: string; addressLine1?: string; postalCode?: string };
};

export type OrderInput = {
  billingCycle: string;
  lineItems: {
    lineItemNumber: number;
    offerId: string;
    quantity: number;
    termDuration: string;
    friendlyName?: string;
  }[];
};

export type SubscriptionChange = {
  quantity?: number;
  autoRenewEnabled?: boolean;
  status?: 'active' | 'suspended' | 'deleted';
};

export type PartnerCenter = {
  getCustomer(tenantId: string): Promise<Customer>;
  createCustomer(input: CreateCustomerInput, requestId: string): Promise<Customer>;
  createOrder(tenantId: string, requestId: string, order: OrderInput): Promise<Order>;
  getOrder(tenantId: string, orderId: string): Promise<Order>;
  /** Every subscription of the customer, following Partner Center's continuation links. */
  listSubscriptions(tenantId: string): Promise<Subscription[]>;
  getSubscription(tenantId: string, subscriptionId: string): Promise<Subscription>;
  updateSubscription(
    tenantId: string,
    subscriptionId: string,
    requestId: string,
    change: SubscriptionChange,
  ): Promise<Subscription>;
  /** The billed new-commerce line items of the invoice of a month ('YYYY-MM'); none when there is no invoice. */
  billedLineItems(period: string): Promise<ReconciliationLineItem[]>;
};

/** 4xx other than 429: Microsoft said no. Never retried. */
export class PartnerCenterRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`Partner Center refused (${status}, code ${code}): ${description}`);
    this.name = 'PartnerCenterRefusal';
  }
}

/** 429, 5xx, a timeout or a network error: try again later (retryAfterSeconds from Retry-After when given). */
export class PartnerCenterUnavailable extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'PartnerCenterUnavailable';
  }
}

/** Partner Center answered with a shape the portal does not know: a field it reads is missing or different. */
export class PartnerCenterShapeError extends Error {
  constructor(what: string, issues: z.core.$ZodIssue[]) {
    const problems = issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(the body)'}: ${issue.message}`);
    super(`Partner Center answered ${what} with an unexpected shape: ${problems.join('; ')}`);
    this.name = 'PartnerCenterShapeError';
  }
}

export const partnerCenterScope = 'https://api.partnercenter.microsoft.com/.default';
const defaultTimeoutMs = 10_000;
/** A token is renewed this long before it expires, so that no call carries one that expires on the way. */
const tokenMarginSeconds = 60;

/** Seconds from a Retry-After header (seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const moment = Date.parse(header);
  return Number.isNaN(moment) ? null : Math.max(0, Math.ceil((moment - now) / 1000));
}

/** A Partner Center client: `partnerCenterClient({ url, authority, clientId, clientSecret }).getCustomer(tenantId)`. */
export function partnerCenterClient(options: PartnerCenterOptions): PartnerCenter {
  const base = options.url.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const scope = options.scope ?? partnerCenterScope;
  const tokens = clientCredentials(options, scope, timeoutMs);

  type Call = { body?: unknown; requestId?: string; headers?: Record<string, string> };
  async function call<Schema extends z.ZodType>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    schema: Schema,
    { body, requestId, headers = {} }: Call = {},
  ): Promise<z.infer<Schema>> {
    const what = `${method} ${path.replace(/\?.*$/, '')}`;
    const token = await tokens.get();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'ms-correlationid': randomUUID(),
          // A write carries the caller's id, so that its retry is the same request; a read a fresh one.
          'ms-requestid': requestId ?? randomUUID(),
          'ms-contract-version': 'v1',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : error;
      throw new PartnerCenterUnavailable(`Partner Center did not answer ${what}: ${describe(reason)}`);
    }
    if (response.status === 429 || response.status >= 500) {
      throw new PartnerCenterUnavailable(
        `Partner Center answered ${what} with ${response.status}`,
        retryAfterSeconds(response.headers.get('retry-after')),
      );
    }
    if (response.status >= 400) {
      if (response.status === 401) tokens.forget();
      const error = errorBodySchema.safeParse(parseJson(text));
      throw new PartnerCenterRefusal(
        response.status,
        error.success ? error.data.code : String(response.status),
        error.success ? error.data.description : text.slice(0, 300) || response.statusText,
      );
    }
    const parsed = schema.safeParse(parseJson(text));
    if (!parsed.success) throw new PartnerCenterShapeError(what, parsed.error.issues);
    return parsed.data;
  }

  /** Every item of a collection, following `links.next` (its uri is relative to /v1, its headers carry the token). */
  async function everyItem<Item extends z.ZodType>(path: string, item: Item): Promise<z.infer<Item>[]> {
    const collection = resourceCollectionSchema(item);
    const items: z.infer<Item>[] = [];
    let page = await call('GET', path, collection);
    items.push(...page.items);
    for (let pages = 1; page.links?.next && pages < 10_000; pages++) {
      const next = page.links.next;
      const headers = Object.fromEntries(next.headers.map(({ key, value }) => [key, value]));
      page = await call('GET', `/v1${next.uri.startsWith('/') ? '' : '/'}${next.uri}`, collection, { headers });
      items.push(...page.items);
    }
    return items;
  }

  const customer = (tenantId: string) => `/v1/customers/${encodeURIComponent(tenantId)}`;

  return {
    getCustomer: (tenantId) => call('GET', customer(tenantId), customerSchema),
    createCustomer: (input, requestId) =>
      call('POST', '/v1/customers', customerSchema, {
        requestId,
        body: {
          companyProfile: { domain: input.domain, ...(input.tenantId ? { tenantId: input.tenantId } : {}) },
          billingProfile: {
            email: input.email,
            culture: input.culture ?? 'en-US',
            language: input.language ?? 'en',
            companyName: input.companyName,
            defaultAddress: {
              firstName: input.firstName,
              lastName: input.lastName,
              ...(input.address ?? { country: 'US' }),
            },
          },
        },
      }),
    createOrder: (tenantId, requestId, order) =>
      call('POST', `${customer(tenantId)}/orders`, orderSchema, {
        requestId,
        body: { referenceCustomerId: tenantId, billingCycle: order.billingCycle, lineItems: order.lineItems },
      }),
    getOrder: (tenantId, orderId) =>
      call('GET', `${customer(tenantId)}/orders/${encodeURIComponent(orderId)}`, orderSchema),
    listSubscriptions: (tenantId) => everyItem(`${customer(tenantId)}/subscriptions`, subscriptionSchema),
    getSubscription: (tenantId, subscriptionId) =>
      call('GET', `${customer(tenantId)}/subscriptions/${encodeURIComponent(subscriptionId)}`, subscriptionSchema),
    updateSubscription: async (tenantId, subscriptionId, requestId, change) => {
      // Microsoft's PATCH takes the subscription resource with the fields changed.
      const current = await call(
        'GET',
        `${customer(tenantId)}/subscriptions/${encodeURIComponent(subscriptionId)}`,
        subscriptionSchema,
      );
      return call(
        'PATCH',
        `${customer(tenantId)}/subscriptions/${encodeURIComponent(subscriptionId)}`,
        subscriptionSchema,
        {
          requestId,
          body: { ...current, ...change },
        },
      );
    },
    billedLineItems: async (period) => {
      const invoices = await everyItem('/v1/invoices', invoiceSchema);
      const invoice = invoices.find((candidate) => candidate.billingPeriodStartDate.startsWith(period));
      if (!invoice) return [];
      return everyItem(
        `/v1/invoices/${encodeURIComponent(invoice.id)}/lineitems?provider=onetime&invoicelineitemtype=billinglineitems&size=2000`,
        reconciliationLineItemSchema,
      );
    },
  };
}

/** The client-credentials token, asked for once and kept until shortly before it expires. */
function clientCredentials(options: PartnerCenterOptions, scope: string, timeoutMs: number) {
  let configuration: Promise<oidc.Configuration> | null = null;
  let cached: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;
  const isPlainHttp = (address: string) => address.startsWith('http:');

  const configure = () => {
    configuration ??= (async () => {
      const authentication = oidc.ClientSecretPost(options.clientSecret);
      const configured = options.tokenEndpoint
        ? new oidc.Configuration(
            { issuer: options.authority, token_endpoint: options.tokenEndpoint },
            options.clientId,
            undefined,
            authentication,
          )
        : await oidc.discovery(
            new URL(options.authority),
            options.clientId,
            undefined,
            authentication,
            isPlainHttp(options.authority) ? { execute: [oidc.allowInsecureRequests], timeout: timeoutMs / 1000 } : {},
          );
      if (isPlainHttp(options.tokenEndpoint ?? options.authority)) oidc.allowInsecureRequests(configured);
      configured.timeout = Math.ceil(timeoutMs / 1000);
      return configured;
    })().catch((error: unknown) => {
      configuration = null;
      throw error;
    });
    return configuration;
  };

  const ask = async () => {
    try {
      const tokens = await oidc.clientCredentialsGrant(await configure(), scope ? { scope } : {});
      const lifetime = tokens.expires_in ?? 300;
      cached = { token: tokens.access_token, until: Date.now() + Math.max(0, lifetime - tokenMarginSeconds) * 1000 };
      return tokens.access_token;
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError && error.status < 500 && error.status !== 429) {
        throw new PartnerCenterRefusal(
          error.status,
          error.error,
          error.error_description ?? 'The authority refused the token request',
        );
      }
      throw new PartnerCenterUnavailable(`No Partner Center token from ${options.authority}: ${describe(error)}`);
    }
  };

  return {
    get: async () => {
      if (cached && cached.until > Date.now()) return cached.token;
      pending ??= ask().finally(() => (pending = null));
      return pending;
    },
    forget: () => void (cached = null),
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const describe = (error: unknown) =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
    : String(error);
