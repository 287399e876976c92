// The API's shapes, sign-in (spec §3, §7).
import { z } from 'zod';
import { globalRoles } from '../domain';

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  globalRole: z.enum(globalRoles),
  currentCompanyId: z.number().int().nullable(),
  currentTenantId: z.string().nullable(),
  preferences: z.record(z.string(), z.unknown()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authConfigSchema = z.object({
  clientId: z.string(),
  authority: z.string().describe('The authority MSAL is given (an https: string)'),
  knownAuthorities: z.array(z.string()),
  authorityMetadata: z.string().nullable().describe("The provider's discovery document, for a non-Microsoft authority"),
  redirectUri: z.string(),
  postLogoutRedirectUri: z.string(),
  scopes: z.array(z.string()),
  providerName: z.string(),
  isBuiltInProvider: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** A random value the browser keeps in sessionStorage; its SHA-256 (base64url) travels in the sign-in address. */
export const browserBindingSchema = z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, 'must be a random base64url value');

export const exchangeCodeRequestSchema = z.strictObject({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(256),
  redirectUri: z.string().url().max(2048),
  iss: z.string().url().max(2048).optional(),
  binding: browserBindingSchema,
});
export type ExchangeCodeRequest = z.infer<typeof exchangeCodeRequestSchema>;

export const loginRequestSchema = z.strictObject({ accessToken: z.string().min(1).max(16384) });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signInResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().nullable(),
  user: sessionUserSchema.nullable(),
  error: z.string().nullable(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const verifyResponseSchema = z.object({
  valid: z.boolean(),
  user: sessionUserSchema.nullable(),
  /** Why the token is not valid, when the person should be told: their account was disabled. */
  reason: z.literal('account_disabled').optional(),
});

export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const profileSchema = sessionUserSchema;
export const profileUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    preferences: z
      .strictObject({
        locale: z.enum(['en', 'fr']).optional(),
        theme: z.enum(['light', 'dark']).optional(),
        notifications: z
          .strictObject({ renewals: z.boolean(), announcements: z.boolean(), orders: z.boolean() })
          .partial()
          .optional(),
      })
      .optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, 'send at least one field to change');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
