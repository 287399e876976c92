// /api/v1/auth: the sign-in (the code exchange with the identity provider, a session token), verify and logout.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authConfigSchema,
  browserBindingSchema,
  errorResponseSchema,
  logoutResponseSchema,
  exchangeCodeRequestSchema,
  loginRequestSchema,
  signInResponseSchema,
  verifyResponseSchema,
} from '../../common/api';
import { admit, type VerifiedIdentity } from '../auth/admission';
import { authOf } from '../auth/guard';
import type { OpenIdClient } from '../auth/openid';
import { openSession, sessionUserOf } from '../auth/session-user';
import { sessions, signInStates } from '../db/schema';
import { badRequest, errorsOf, HttpError } from '../http/errors';
import { portalScopes } from '../idp/provider';
import { signInBodyLimit } from '../http/request-limits';

const signInStateTtlMs = 10 * 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const errors = errorsOf(400, 401, 403, 404, 429);

export const authMessages = {
  staleSignIn: 'This sign-in has expired or was already used. Please sign in again.',
  otherBrowser: 'This sign-in was started in another browser. Please sign in again.',
  redirectNotAllowed: 'This return address is not allowed for sign-in',
  redirectMismatch: 'The return address does not match the one this sign-in started with',
  providerRefused: 'The identity provider did not confirm this sign-in',
  invalidAccessToken: 'The access token was not accepted by the identity provider',
};

type AuthRoutesOptions = { openId: OpenIdClient; isBuiltIn: boolean };

/** Sign-in (spec §4, §7): the provider's settings, the redirect, the code exchange, token validation, verify, logout. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { openId, isBuiltIn }) => {
  const { auth } = app.config;
  const { db } = app.database;
  const rateLimit = { max: auth.rateLimitPerMinute, timeWindow: '1 minute' };
  // A code, a state, a token: kilobytes, so that no caller without a session makes the server read megabytes.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= signInBodyLimit;
  });
  const isAllowedRedirect = (uri: string) => auth.allowedRedirectUris.includes(uri) || uri === auth.msalRedirectUri;

  async function signIn(identity: VerifiedIdentity, idToken: string | null = null) {
    const user = await admit(db, identity, app.clock.now());
    const token = await openSession(db, app.sessionTokens, user.id, idToken);
    return { success: true, token, user: await sessionUserOf(db, user, app.clock.now()), error: null };
  }

  app.get(
    '/config',
    {
      config: { access: 'open' },
      schema: {
        tags: ['auth'],
        summary: 'The identity-provider settings the portal runs with',
        response: { 200: authConfigSchema },
      },
    },
    async function showAuthConfig() {
      const publicUrl = new URL(app.config.publicUrl);
      // MSAL accepts only an https: authority string and checks nothing else of it; the built-in provider's
      // real (http) endpoints come from authorityMetadata.
      const authority = isBuiltIn
        ? `https://${publicUrl.host}${new URL(openId.issuer).pathname}`
        : openId.issuer.replace(/\/v2\.0\/?$/, '');
      return {
        clientId: auth.clientId,
        authority,
        knownAuthorities: isBuiltIn ? [publicUrl.host] : [],
        authorityMetadata: isBuiltIn ? JSON.stringify(await openId.metadata()) : null,
        redirectUri: auth.msalRedirectUri,
        postLogoutRedirectUri: auth.postLogoutRedirectUri,
        scopes: portalScopes,
        providerName: 'Microsoft',
        isBuiltInProvider: isBuiltIn,
      };
    },
  );

  app.get(
    '/microsoft',
    {
      config: { access: 'open', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Starts a sign-in at the identity provider (authorization code with PKCE) and redirects there',
        querystring: z.object({
          binding: browserBindingSchema.describe('SHA-256 (base64url) of a random value the browser keeps'),
          redirectUri: z.string().url().optional(),
          prompt: z.enum(['login', 'select_account']).optional(),
          uiLocales: z
            .string()
            .regex(
              /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/,
              'The language must be a language tag, such as "fr" or "en-GB"',
            )
            .optional()
            .describe('The language the person reads the portal in: the provider’s sign-in page is shown in it'),
        }),
        response: { 302: z.null().describe('To the provider'), ...errors },
      },
    },
    async function startMicrosoftSignIn(request, reply) {
      const redirectUri = request.query.redirectUri ?? auth.allowedRedirectUris[0]!;
      if (!isAllowedRedirect(redirectUri)) throw badRequest(authMessages.redirectNotAllowed);
      const now = app.clock.now();
      await db.delete(signInStates).where(lt(signInStates.expiresAt, now));
      const state = openId.randomState();
      const nonce = openId.randomNonce();
      const codeVerifier = openId.randomCodeVerifier();
      await db.insert(signInStates).values({
        state,
        nonce,
        codeVerifier,
        browserBindingHash: request.query.binding,
        redirectUri,
        expiresAt: new Date(now.getTime() + signInStateTtlMs),
      });
      const prompt = request.query.prompt === 'select_account' && isBuiltIn ? 'login' : request.query.prompt;
      const address = await openId.authorizationUrl({
        redirect_uri: redirectUri,
        scope: portalScopes.join(' '),
        code_challenge: await openId.codeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(prompt ? { prompt } : {}),
        ...(request.query.uiLocales ? { ui_locales: request.query.uiLocales } : {}),
      });
      return reply.redirect(address.href, 302);
    },
  );

  app.post(
    '/exchange-code',
    {
      config: { access: 'open', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Exchanges the provider’s code for a portal session',
        description:
          '404: the account is unknown to the portal. 403: the account is disabled or its directory is not a customer. 401: the sign-in is invalid, expired, replayed or from another browser.',
        body: exchangeCodeRequestSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async function exchangeCodeForSession(request) {
      const { code, state, redirectUri, iss, binding } = request.body;
      // Single use: the state row is gone whatever happens next.
      const [started] = await db.delete(signInStates).where(eq(signInStates.state, state)).returning();
      if (!started || started.expiresAt < app.clock.now()) throw new HttpError(401, authMessages.staleSignIn);
      if (sha256(binding) !== started.browserBindingHash) throw new HttpError(401, authMessages.otherBrowser);
      if (redirectUri !== started.redirectUri || !isAllowedRedirect(redirectUri))
        throw badRequest(authMessages.redirectMismatch);
      const callbackUrl = new URL(redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      if (iss) callbackUrl.searchParams.set('iss', iss);
      let exchanged: Awaited<ReturnType<OpenIdClient['exchangeCode']>>;
      try {
        exchanged = await openId.exchangeCode(callbackUrl, {
          codeVerifier: started.codeVerifier,
          state,
          nonce: started.nonce,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'code exchange refused');
        throw new HttpError(401, authMessages.providerRefused);
      }
      const { claims, idToken } = exchanged;
      return signIn(
        {
          issuer: openId.issuer,
          subject: claims.sub,
          email: stringClaim(claims.email) ?? stringClaim(claims.preferred_username),
          name: stringClaim(claims.name),
          tenantId: stringClaim(claims.tid),
        },
        idToken,
      );
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'open', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Validates a provider access token (from MSAL) at the provider’s userinfo endpoint, then signs in',
        body: loginRequestSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async function loginWithAccessToken(request) {
      let info: Awaited<ReturnType<OpenIdClient['userInfo']>>;
      try {
        info = await openId.userInfo(request.body.accessToken);
      } catch (error) {
        request.log.warn({ err: error }, 'access token refused');
        throw new HttpError(401, authMessages.invalidAccessToken);
      }
      return signIn({
        issuer: openId.issuer,
        subject: info.sub,
        email: stringClaim(info.email) ?? stringClaim(info.preferred_username),
        name: stringClaim(info.name),
        tenantId: stringClaim(info.tid),
      });
    },
  );

  app.get(
    '/verify',
    {
      config: { access: 'open' },
      schema: {
        tags: ['auth'],
        summary: 'Whether the Bearer session token is valid, and whose it is',
        response: { 200: verifyResponseSchema },
      },
    },
    async function verifySession(request) {
      const signedIn = await app.authenticate(request);
      if (signedIn) return { valid: true, user: await sessionUserOf(db, signedIn.user, app.clock.now()) };
      const reason = await app.signInRefusal(request);
      return { valid: false, user: null, ...(reason && { reason }) };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Ends the session on the server, and says where the browser ends the provider’s',
        description:
          'For a session opened by the code exchange, `endSessionUrl` is the provider’s end-session address (with the ID token as hint, back to /login afterwards): the browser goes there so that the next sign-in asks again. Null otherwise (MSAL ends its own).',
        response: { 200: logoutResponseSchema, 401: errorResponseSchema },
      },
    },
    async function logout(request) {
      const { user, sessionId } = authOf(request);
      const [ended] = await db
        .update(sessions)
        .set({ revokedAt: app.clock.now() })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.id)))
        .returning({ idToken: sessions.idToken });
      const endSessionUrl = ended?.idToken
        ? await openId.endSessionUrl(ended.idToken, auth.postLogoutRedirectUri).catch((error: unknown) => {
            request.log.warn({ err: error }, 'no end-session address from the provider');
            return null;
          })
        : null;
      return { endSessionUrl };
    },
  );
};

const stringClaim = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
