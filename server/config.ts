import path from 'node:path';
import { z } from 'zod';
import { parseFaults } from './partner-center/sandbox/faults';

/**
 * Who the emails come from and how they look: the partner's name and colours (its main colour heads each email,
 * the accent marks the partner's own words). By default the demo's partner, Contoso, in the portal's theme (primary
 * green, secondary blue).
 */
export type Brand = { name: string; color: string; accentColor: string };
export const defaultBrand: Brand = { name: 'Contoso', color: '#27702b', accentColor: '#1565c0' };
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #27702b');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  STATIC_DIR: z.string().default('./dist'),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_AUTHORITY: z.string().url().optional(),
  AUTH_CLIENT_ID: z.string().min(1).default('subscription-portal'),
  AUTH_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_REDIRECT_URIS: z.string().optional(),
  AUTH_MSAL_REDIRECT_URI: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(480),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/, 'must list addresses or ranges, e.g. 10.0.0.1,10.1.0.0/16')
    .optional(),
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().min(3).optional(),
  PARTNER_NAME: z.string().trim().min(1).max(100).default(defaultBrand.name),
  PARTNER_COLOR: hexColor.default(defaultBrand.color),
  PARTNER_ACCENT_COLOR: hexColor.default(defaultBrand.accentColor),
  JOB_SCHEDULE: z
    .string()
    .regex(/^(\S+\s+){4}\S+$/, 'must be a cron expression of five fields, e.g. */5 * * * *')
    .default('*/5 * * * *'),
  PARTNER_CENTER_URL: z.string().url().optional(),
  PARTNER_CENTER_AUTHORITY: z.string().url().optional(),
  PARTNER_CENTER_CLIENT_ID: z.string().min(1).optional(),
  PARTNER_CENTER_CLIENT_SECRET: z.string().min(1).optional(),
  PARTNER_CENTER_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
  PARTNER_CENTER_SANDBOX_FAULTS: z
    .string()
    .refine(isFaultSetting, 'must be 500, 429, hang or a fault as JSON, e.g. {"mode":"429","count":3}')
    .optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type Config = {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database; unused when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  /**
   * The load balancers or proxies whose X-Forwarded-For is believed (addresses or ranges); none by default, so that
   * nobody picks their own address (the sign-in rate limit counts per address).
   */
  trustProxy: string[] | false;
  /** The built portal (vite build); absent folder means the API runs alone. */
  staticDir: string;
  /** The address people reach the portal at. */
  publicUrl: string;
  logLevel: string;
  /** Seed the demo data of DESIGN.md into an empty database. */
  seedDemo: boolean;
  jobs: {
    /** When the clock's sweeps run (cron, UTC). */
    schedule: string;
    /** Where emails go; without it they stay in the outbox. */
    smtp?: { url: string; from: string };
  };
  brand: Brand;
  auth: AuthSettings;
  partnerCenter: PartnerCenterSettings;
};

export type PartnerCenterSettings = {
  /** Partner Center's REST API (without /v1): PARTNER_CENTER_URL, or the built-in sandbox at `${publicUrl}/partner-center`. */
  url: string;
  /** No PARTNER_CENTER_URL: the built-in sandbox is mounted and the client talks to it. */
  isSandbox: boolean;
  /** The token's authority; absent means the built-in identity provider. */
  authority?: string;
  clientId: string;
  /** Absent with the built-in provider: a secret the server makes on first start and keeps in the database. */
  clientSecret?: string;
  sandbox: { delayMs: number; faults?: string };
};

/** The client id the built-in provider gives the portal's own Partner Center client when none is configured. */
export const builtInPartnerCenterClientId = 'subscription-portal-partner-center';

export type AuthSettings = {
  /** The OpenID authority's issuer; absent means the built-in identity provider at `${publicUrl}/idp`. */
  externalAuthority?: string;
  clientId: string;
  clientSecret?: string;
  /** Where the provider may send people back to; the first one is used by the server-side sign-in. */
  allowedRedirectUris: string[];
  /** Where MSAL's own redirects return (Entra ID needs a SPA-platform address of its own). */
  msalRedirectUri: string;
  postLogoutRedirectUri: string;
  /** The session token's signing secret; absent means one the server makes and keeps in the database. */
  sessionSecret?: string;
  sessionTtlMinutes: number;
  rateLimitPerMinute: number;
};

/** Reads the environment into a typed config; every default is the embedded one. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set".
  const setVariables = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(setVariables);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const allowedRedirectUris = env.AUTH_REDIRECT_URIS
    ? env.AUTH_REDIRECT_URIS.split(',')
        .map((uri) => uri.trim())
        .filter(Boolean)
    : [`${publicUrl}/auth-callback`];
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY.split(',').map((address) => address.trim()) : false,
    staticDir: path.resolve(env.STATIC_DIR),
    publicUrl,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    jobs: {
      schedule: env.JOB_SCHEDULE,
      smtp: env.SMTP_URL
        ? { url: env.SMTP_URL, from: env.SMTP_FROM ?? senderOf(env.PARTNER_NAME, publicUrl) }
        : undefined,
    },
    brand: { name: env.PARTNER_NAME, color: env.PARTNER_COLOR, accentColor: env.PARTNER_ACCENT_COLOR },
    partnerCenter: {
      url: (env.PARTNER_CENTER_URL ?? `${publicUrl}/partner-center`).replace(/\/$/, ''),
      isSandbox: !env.PARTNER_CENTER_URL,
      authority: env.PARTNER_CENTER_AUTHORITY,
      clientId: env.PARTNER_CENTER_CLIENT_ID ?? builtInPartnerCenterClientId,
      clientSecret: env.PARTNER_CENTER_CLIENT_SECRET,
      sandbox: { delayMs: env.PARTNER_CENTER_SANDBOX_DELAY_MS, faults: env.PARTNER_CENTER_SANDBOX_FAULTS },
    },
    auth: {
      externalAuthority: env.AUTH_AUTHORITY,
      clientId: env.AUTH_CLIENT_ID,
      clientSecret: env.AUTH_CLIENT_SECRET,
      allowedRedirectUris,
      msalRedirectUri: env.AUTH_MSAL_REDIRECT_URI ?? allowedRedirectUris[0]!,
      postLogoutRedirectUri: `${publicUrl}/login`,
      sessionSecret: env.SESSION_SECRET,
      sessionTtlMinutes: env.SESSION_TTL_MINUTES,
      rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    },
  };
}

function isFaultSetting(text: string) {
  try {
    return parseFaults(text) !== null;
  } catch {
    return false;
  }
}

/** The partner's name on the portal's own host: "Contoso" <portal@portal.contoso.example>. */
function senderOf(name: string, publicUrl: string) {
  return `"${name.replace(/["\\]/g, '')}" <portal@${new URL(publicUrl).hostname}>`;
}
