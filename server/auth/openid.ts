// The portal as an OpenID client (openid-client): discovery, the authorization address, the code exchange and
// the userinfo check of an access token. With the built-in provider the calls go through Fastify's inject, so
// the server never needs to reach itself over the network.
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';

export type OpenIdClient = Awaited<ReturnType<typeof createOpenIdClient>>;

function injectFetch(app: FastifyInstance): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...Object.fromEntries(new Headers(options.headers as HeadersInit)), host: target.host },
      payload: options.body === undefined || options.body === null ? undefined : String(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== undefined) headers.append(name, String(item));
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

export async function createOpenIdClient(app: FastifyInstance, issuer: string, isBuiltIn: boolean) {
  const { auth } = app.config;
  let configuration: Promise<client.Configuration> | null = null;
  const discover = () => {
    configuration ??= client
      .discovery(
        new URL(issuer),
        auth.clientId,
        undefined,
        auth.clientSecret ? client.ClientSecretPost(auth.clientSecret) : client.None(),
        isBuiltIn ? { execute: [client.allowInsecureRequests], [client.customFetch]: injectFetch(app) } : {},
      )
      .then((discovered) => {
        if (isBuiltIn) discovered[client.customFetch] = injectFetch(app);
        return discovered;
      })
      .catch((error: unknown) => {
        configuration = null; // try again on the next sign-in
        throw error;
      });
    return configuration;
  };

  return {
    issuer,
    discover,
    /** The provider's discovery document, for MSAL's authorityMetadata. */
    metadata: async () => (await discover()).serverMetadata(),
    authorizationUrl: async (parameters: Record<string, string>) =>
      client.buildAuthorizationUrl(await discover(), parameters),
    exchangeCode: async (callbackUrl: URL, checks: { codeVerifier: string; state: string; nonce: string }) => {
      const tokens = await client.authorizationCodeGrant(await discover(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      return { claims: tokens.claims()!, idToken: tokens.id_token ?? null };
    },
    /** Where the browser ends the provider's session (null: the provider has no end-session endpoint). */
    endSessionUrl: async (idToken: string, postLogoutRedirectUri: string) => {
      const configuration = await discover();
      if (!configuration.serverMetadata().end_session_endpoint) return null;
      return client
        .buildEndSessionUrl(configuration, { id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri })
        .toString();
    },
    userInfo: async (accessToken: string) =>
      client.fetchUserInfo(await discover(), accessToken, client.skipSubjectCheck),
    randomState: client.randomState,
    randomNonce: client.randomNonce,
    randomCodeVerifier: client.randomPKCECodeVerifier,
    codeChallenge: client.calculatePKCECodeChallenge,
  };
}
