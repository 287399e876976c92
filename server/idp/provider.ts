// The built-in OpenID provider of the embedded default (panva's oidc-provider), mounted at /idp. It knows
// the demo accounts of DESIGN.md and the stranger, signs them in without a password on a page that says it is
// a development sign-in, and never runs when an external authority is configured.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { sharedSetting } from '../auth/settings';
import { databaseAdapter } from './adapter';
import { demoCompanies, demoUsers, strangerAccount } from '../db/demo-data';
import { renderSignInPage, signInPageLanguage } from './sign-in-page';
import { signInBodyLimit } from '../http/request-limits';

export const idpMountPath = '/idp';
export const portalScopes = ['openid', 'profile', 'email', 'User.Read'];

const signOutScript = `const form = document.getElementById('op.logoutForm');
form.insertAdjacentHTML('beforeend', '<input type="hidden" name="logout" value="yes">');
form.submit();
`;

export type IdpAccount = { accountId: string; email: string; name: string; tenantId: string };

/** A tenant no company of the portal has: the stranger's directory. */
const strangerTenantId = '00000000-0000-4000-8000-0000057a4e11';

const accountIdOf = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24);

function directory(): IdpAccount[] {
  const tenantOf = (email: string) =>
    demoCompanies.find((company) => email.endsWith(`@${company.domain}`))?.tenantId ?? strangerTenantId;
  return [...demoUsers, strangerAccount].map(({ email, name }) => ({
    accountId: accountIdOf(email),
    email,
    name,
    tenantId: tenantOf(email),
  }));
}

type ProviderOptions = {
  issuer: string;
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  jwks: { keys: object[] };
  cookieKeys: string[];
  adapter: Configuration['adapter'];
  /** A confidential client that may use the client-credentials grant: the portal's Partner Center client. */
  serviceClient?: { clientId: string; clientSecret: string };
};

export function createProvider(options: ProviderOptions) {
  const accounts = directory();
  const configuration: Configuration = {
    adapter: options.adapter,
    clients: [
      {
        client_id: options.clientId,
        // A public client with PKCE: both MSAL in the browser and the server's code exchange use it.
        token_endpoint_auth_method: 'none',
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
      ...(options.serviceClient
        ? [
            {
              client_id: options.serviceClient.clientId,
              client_secret: options.serviceClient.clientSecret,
              token_endpoint_auth_method: 'client_secret_post' as const,
              redirect_uris: [],
              grant_types: ['client_credentials'],
              response_types: [],
            },
          ]
        : []),
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'User.Read'],
    claims: {
      openid: ['sub', 'tid', 'oid'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    // ID tokens carry the profile and email claims even when an access token is issued too.
    conformIdTokenClaims: false,
    // MSAL always asks for offline_access without prompt=consent; issue refresh tokens all the same.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx, id) => {
      const account = accounts.find((candidate) => candidate.accountId === id);
      if (!account) return undefined;
      return {
        accountId: account.accountId,
        claims: async () => {
          const [givenName, ...rest] = account.name.split(' ');
          return {
            sub: account.accountId,
            oid: account.accountId,
            tid: account.tenantId,
            email: account.email,
            email_verified: true,
            name: account.name,
            given_name: givenName,
            family_name: rest.join(' '),
            preferred_username: account.email,
          };
        },
      };
    },
    // Consent is implied: the built-in provider serves only the portal.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client!.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid offline_access profile email User.Read');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${idpMountPath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // Tokens for the portal's Partner Center client (issue 30), which the built-in sandbox accepts.
      clientCredentials: { enabled: Boolean(options.serviceClient) },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"></head>
<body style="font-family:system-ui,sans-serif;margin:3rem">${form}
<p>Signing you out of the development identity provider…</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script src="${idpMountPath}/sign-out.js"></script>
</body></html>`;
        },
      },
    },
    ttl: {
      AccessToken: 3600,
      ClientCredentials: 3600,
      IdToken: 3600,
      AuthorizationCode: 300,
      Interaction: 900,
      Session: 86400,
      Grant: 86400,
      RefreshToken: 86400,
    },
    // The provider's cookies stay on its own pages, as Microsoft's live on Microsoft's host: the portal sets none
    // (spec §3). Its interaction cookies take their pages' paths (/idp/interaction/…, /idp/auth/…); its session
    // cookie would otherwise take '/'.
    cookies: {
      keys: options.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', path: idpMountPath },
    },
    jwks: options.jwks,
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      const text = Object.values(out).map((value) => String(value).replace(/[<>&"]/g, ''));
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head>
<body style="font-family:system-ui,sans-serif;margin:3rem"><h1>Sign-in error</h1><p>${text.join('<br>')}</p>
<p><a href="/login">Back to the portal</a></p></body></html>`;
    },
  };
  const provider = new Provider(options.issuer, configuration);
  // The provider reads its host and scheme from X-Forwarded-Host and X-Forwarded-Proto, which the mount below
  // writes from the issuer (PUBLIC_URL) on every request: what a caller sends there never names an endpoint.
  provider.proxy = true;
  return { provider, accounts };
}

/**
 * The client the built-in provider issues Partner Center tokens to: PARTNER_CENTER_CLIENT_ID/SECRET, or the portal's
 * own, its secret made on first start and kept with the other server secrets.
 */
export async function partnerCenterClientOf(app: FastifyInstance) {
  const { clientId, clientSecret } = app.config.partnerCenter;
  return {
    clientId,
    clientSecret:
      clientSecret ??
      (await sharedSetting(app.database.db, 'partner_center_client_secret', () =>
        randomBytes(32).toString('base64url'),
      )),
  };
}

/** Mounts the built-in provider and its sign-in pages under /idp. */
export async function registerBuiltInProvider(app: FastifyInstance, issuer: string) {
  const { db } = app.database;
  const jwks = await sharedSetting(db, 'idp_jwks', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      keys: [
        { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' },
      ],
    };
  });
  const cookieKeys = await sharedSetting(db, 'idp_cookie_keys', () => [randomBytes(32).toString('base64url')]);
  const { auth, partnerCenter } = app.config;
  const { provider, accounts } = createProvider({
    serviceClient: partnerCenter.authority ? undefined : await partnerCenterClientOf(app),
    issuer,
    clientId: auth.clientId,
    redirectUris: [...new Set([...auth.allowedRedirectUris, auth.msalRedirectUri])],
    postLogoutRedirectUris: [auth.postLogoutRedirectUri],
    jwks,
    cookieKeys,
    adapter: databaseAdapter(db),
  });
  const handle = provider.callback();
  const issuerUrl = new URL(issuer);
  // Every provider address costs a row or a signature: limited per address like the portal's own sign-in, with room
  // for the five or six calls one sign-in makes.
  const idpRoute = {
    config: { access: 'open' as const, rateLimit: { max: auth.rateLimitPerMinute * 8, timeWindow: '1 minute' } },
    schema: { hide: true },
  };
  const asTheIssuerSeesIt = async (request: FastifyRequest) => {
    const { headers } = request.raw;
    headers['x-forwarded-host'] = issuerUrl.host;
    headers['x-forwarded-proto'] = issuerUrl.protocol.replace(':', '');
    // The caller's address as the portal believes it (TRUST_PROXY), not as the caller says.
    headers['x-forwarded-for'] = request.ip;
  };

  await app.register(async (idp) => {
    idp.addHook('onRequest', asTheIssuerSeesIt);
    // The provider reads its own request bodies: Fastify must leave the stream alone here.
    idp.removeAllContentTypeParsers();
    idp.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const passToProvider = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(idpMountPath.length) || '/';
      await handle(raw, reply.raw);
    };
    idp.all(`${idpMountPath}`, idpRoute, passToProvider);
    idp.all(`${idpMountPath}/*`, idpRoute, passToProvider);
  });

  await app.register(async (pages) => {
    pages.addHook('onRequest', asTheIssuerSeesIt);
    // The sign-out page confirms by itself; its script is a file, as the portal's CSP allows no inline script.
    pages.get(`${idpMountPath}/sign-out.js`, idpRoute, function serveSignOutScript(_request, reply) {
      return reply.type('text/javascript; charset=utf-8').send(signOutScript);
    });
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    pages.get<{ Params: { uid: string } }>(
      `${idpMountPath}/interaction/:uid`,
      idpRoute,
      async function showSignInPage(request, reply) {
        // Back after a finished sign-in comes here again: the page is never kept (no-store keeps it out of the
        // back-forward cache) and a finished interaction leads to the portal's /login, which goes on to the portal.
        reply.header('cache-control', 'no-store');
        const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
        if (!details) return reply.redirect('/login');
        if (details.prompt.name !== 'login') {
          reply.hijack();
          return provider.interactionFinished(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
        }
        const language = signInPageLanguage(details.params.ui_locales, request.headers['accept-language']);
        return reply.type('text/html; charset=utf-8').send(renderSignInPage({ uid: details.uid, accounts, language }));
      },
    );
    pages.post<{ Params: { uid: string }; Body: { email?: string } }>(
      `${idpMountPath}/interaction/:uid/login`,
      { ...idpRoute, bodyLimit: signInBodyLimit },
      async function signInAccount(request, reply) {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const email = String(request.body?.email ?? '')
          .trim()
          .toLowerCase();
        const account = accounts.find((candidate) => candidate.email === email);
        if (!account) {
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(
              renderSignInPage({
                uid: details.uid,
                accounts,
                language: signInPageLanguage(details.params.ui_locales, request.headers['accept-language']),
                unknownEmail: email,
              }),
            );
        }
        reply.hijack();
        return provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: account.accountId } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
  return provider;
}
