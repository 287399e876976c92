import { accountDisabledMessage } from '../../common/domain';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SignJWT, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { signInPageLanguage } from '../../server/idp/sign-in-page';
import { buildAppBeside, buildTestApp } from './support/app';
import {
  bindingHash,
  browse,
  newBinding,
  providerAccessToken,
  signIn,
  signInAtProvider,
  type Jar,
} from './support/sign-in';

describe('sign-in with the built-in provider', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app.close());

  const exchange = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/auth/exchange-code', payload });
  const login = (accessToken: string) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { accessToken } });
  const verify = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/auth/verify', headers: { authorization: `Bearer ${token}` } });

  it('publishes the settings MSAL needs, from the server configuration', async () => {
    const config = (await app.inject({ method: 'GET', url: '/api/v1/auth/config' })).json();
    expect(config).toMatchObject({
      clientId: 'subscription-portal',
      authority: 'https://localhost:3000/idp',
      knownAuthorities: ['localhost:3000'],
      redirectUri: 'http://localhost:3000/auth-callback',
      postLogoutRedirectUri: 'http://localhost:3000/login',
      scopes: ['openid', 'profile', 'email', 'User.Read'],
      providerName: 'Microsoft',
      isBuiltInProvider: true,
    });
    expect(JSON.parse(config.authorityMetadata)).toMatchObject({
      issuer: 'http://localhost:3000/idp',
      authorization_endpoint: 'http://localhost:3000/idp/auth',
      token_endpoint: 'http://localhost:3000/idp/token',
    });
  });

  it('starts a sign-in with PKCE, state and nonce at the provider', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/auth/microsoft?binding=${bindingHash(newBinding())}`,
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.pathname).toBe('/idp/auth');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth-callback');
    expect(location.searchParams.get('scope')).toBe('openid profile email User.Read');
  });

  it('signs a known person in, binds them to the provider subject, and verifies the session', async () => {
    const callback = await signInAtProvider(app, 'alex@fabrikam.example');
    const response = await exchange(callback);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      error: null,
      user: { email: 'alex@fabrikam.example', name: 'Alex Wilber' },
    });
    expect(body.user.currentCompanyId).toEqual(expect.any(Number));
    expect(body.user.currentTenantId).toEqual(expect.any(String));
    const [alex] = await app.database.db.select().from(users).where(eq(users.email, 'alex@fabrikam.example'));
    expect(alex!.subject).toBeTruthy();
    expect(alex!.issuer).toBe('http://localhost:3000/idp');
    expect(alex!.lastSignInAt).toBeInstanceOf(Date);
    expect((await verify(body.token)).json()).toMatchObject({ valid: true, user: { email: 'alex@fabrikam.example' } });
  });

  it('identifies a bound person by subject, never by email', async () => {
    await signIn(app, 'sam@northwind.example');
    await app.database.db
      .update(users)
      .set({ email: 'sam.renamed@northwind.example' })
      .where(eq(users.email, 'sam@northwind.example'));
    const token = await signIn(app, 'sam@northwind.example');
    expect((await verify(token)).json().user.email).toBe('sam.renamed@northwind.example');
  });

  it('refuses an account the portal does not know with 404', async () => {
    const response = await exchange(await signInAtProvider(app, 'stranger@example.com'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'We couldn’t find your account in our system. Please contact your administrator to ensure you have been granted access to this portal.',
    );
  });

  it('refuses a disabled account with 403', async () => {
    const response = await exchange(await signInAtProvider(app, 'former.employee@fabrikam.example'));
    expect(response.statusCode).toBe(403);
  });

  it('refuses a replayed state', async () => {
    const callback = await signInAtProvider(app, 'alex@fabrikam.example');
    expect((await exchange(callback)).statusCode).toBe(200);
    const replay = await exchange(callback);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('This sign-in has expired or was already used. Please sign in again.');
  });

  it('refuses a sign-in finished in another browser than the one that started it', async () => {
    const callback = await signInAtProvider(app, 'alex@fabrikam.example');
    const response = await exchange({ ...callback, binding: newBinding() });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('another browser');
  });

  it('refuses a forged code', async () => {
    const callback = await signInAtProvider(app, 'alex@fabrikam.example');
    const response = await exchange({ ...callback, code: 'forged-code' });
    expect(response.statusCode).toBe(401);
  });

  it('shows the provider’s page in the language the portal sends, as Entra ID follows ui_locales', async () => {
    const pageFor = async (query: string, jar: Jar = new Map()) => {
      let response = await browse(
        app,
        jar,
        'GET',
        `/api/v1/auth/microsoft?binding=${bindingHash(newBinding())}${query}`,
      );
      for (let hop = 0; hop < 5 && response.headers.location; hop++)
        response = await browse(app, jar, 'GET', response.headers.location);
      return response;
    };
    const frenchJar: Jar = new Map();
    const french = await pageFor('&uiLocales=fr', frenchJar);
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('<h1>Choisissez un compte</h1>');
    // A refusal stays in the page's language.
    const action = /action="([^"]+)"/.exec(french.body)![1]!;
    const refused = await browse(app, frenchJar, 'POST', action, { email: 'nobody@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Aucun compte nobody@example.com chez ce fournisseur d’identité.');
    const english = await pageFor('');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<h1>Pick an account</h1>');
    const bad = await app.inject({
      method: 'GET',
      url: `/api/v1/auth/microsoft?binding=${bindingHash(newBinding())}&uiLocales=${encodeURIComponent('"><script>')}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/language tag/);
  });

  it.each([
    ['fr', undefined, 'fr'],
    ['de fr', 'en-US,en;q=0.9', 'fr'],
    [undefined, 'fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    [undefined, 'de-DE,en;q=0.5', 'en'],
    [undefined, undefined, 'en'],
  ])('reads the page’s language from ui_locales %s, else Accept-Language %s: %s', (uiLocales, accept, language) => {
    expect(signInPageLanguage(uiLocales, accept)).toBe(language);
  });

  it('refuses a redirect address that is not allowed, at the start and at the exchange', async () => {
    const start = await app.inject({
      method: 'GET',
      url: `/api/v1/auth/microsoft?binding=${bindingHash(newBinding())}&redirectUri=${encodeURIComponent('https://evil.example/cb')}`,
    });
    expect(start.statusCode).toBe(400);
    const callback = await signInAtProvider(app, 'alex@fabrikam.example');
    const response = await exchange({ ...callback, redirectUri: 'https://evil.example/auth-callback' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an exchange body with missing or unknown fields', async () => {
    expect((await exchange({ code: 'x', state: 'y' })).statusCode).toBe(400);
    const callback = await signInAtProvider(app, 'alex@fabrikam.example');
    expect((await exchange({ ...callback, role: 'admin' })).statusCode).toBe(400);
  });

  it('validates a provider access token (User.Read) at userinfo and signs in', async () => {
    const tokens = await providerAccessToken(app, 'sam@northwind.example');
    expect(tokens.refresh_token).toBeTruthy();
    const response = await login(tokens.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, error: null, user: { name: 'Sam Rivera' } });
    expect((await verify(response.json().token)).json().valid).toBe(true);
  });

  it('refuses an access token the provider does not accept, and one of an unknown account', async () => {
    expect((await login('not-a-token')).statusCode).toBe(401);
    const stranger = await providerAccessToken(app, 'stranger@example.com');
    const refused = await login(stranger.access_token);
    expect(refused.statusCode).toBe(404);
    // "Use another account" shows this text as it is (spec §5): the catalogue's sentence, not a technical one.
    expect(refused.json().message).toMatch(/^We couldn’t find your account in our system\./);
  });

  it('rate-limits the sign-in endpoints with a 429 that says so', async () => {
    const limited = await buildAppBeside(app, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const attempt = () => limited.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { accessToken: 'x' } });
    const statuses: number[] = [];
    for (let count = 0; count < 4; count++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt()).json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/rate limit/i),
    });
    await limited.close();
  });

  it('counts sign-in attempts per person behind a trusted proxy, and believes nobody else’s forwarded address', async () => {
    const attemptsFrom = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) => () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { accessToken: 'x' },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const behindProxy = await buildAppBeside(app, { AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.2' });
    const first = attemptsFrom(behindProxy, '10.0.0.2', '198.51.100.1');
    expect([(await first()).statusCode, (await first()).statusCode, (await first()).statusCode]).toEqual([
      401, 401, 429,
    ]);
    // Another person behind the same balancer has a budget of their own.
    expect((await attemptsFrom(behindProxy, '10.0.0.2', '198.51.100.2')()).statusCode).toBe(401);
    // A client that is not the proxy cannot pick an address to get a new budget.
    const direct = (forwardedFor: string) => attemptsFrom(behindProxy, '203.0.113.9', forwardedFor)();
    expect([(await direct('1.1.1.1')).statusCode, (await direct('1.1.1.2')).statusCode]).toEqual([401, 401]);
    expect((await direct('1.1.1.3')).statusCode).toBe(429);
    await behindProxy.close();

    const noProxy = await buildAppBeside(app, { AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    const spoofed = (forwardedFor: string) => attemptsFrom(noProxy, '10.0.0.2', forwardedFor)();
    expect([(await spoofed('1.1.1.1')).statusCode, (await spoofed('1.1.1.2')).statusCode]).toEqual([401, 401]);
    expect((await spoofed('1.1.1.3')).statusCode).toBe(429);
    await noProxy.close();
  });

  it('answers verify with valid: false for an expired, tampered, alg:none or revoked token', async () => {
    const token = await signIn(app, 'alex@fabrikam.example');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!)));
    const tampered = `${header}.${base64url.encode(JSON.stringify({ ...claims, sub: '1' }))}.${signature}`;
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`;
    const foreignKey = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    for (const forged of [tampered, none, foreignKey, 'garbage']) {
      expect((await verify(forged)).json()).toEqual({ valid: false, user: null });
      const profile = await app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(profile.statusCode).toBe(401);
    }
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await verify(token)).json().valid).toBe(false);
    // A sign-in through the code exchange ends at the provider too, with its ID token as hint, back to /login.
    const endSession = new URL(logout.json().endSessionUrl);
    expect(endSession.pathname).toMatch(/\/idp\/session\/end$/);
    expect(endSession.searchParams.get('id_token_hint')?.split('.')).toHaveLength(3);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${app.config.publicUrl}/login`);
  });

  it('keeps every cookie of the built-in provider under /idp, through a sign-in and a sign-out', async () => {
    const setCookies: string[] = [];
    const jar: Jar = Object.assign(new Map<string, string>(), { setCookies });
    const { token } = (await exchange(await signInAtProvider(app, 'alex@fabrikam.example', { jar }))).json();
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    const signOutPage = await browse(app, jar, 'GET', logout.json().endSessionUrl);
    const action = /action="([^"]+)"/.exec(signOutPage.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(signOutPage.body)![1]!;
    const signedOut = await browse(app, jar, 'POST', action, { xsrf, logout: 'yes' });
    expect(new URL(signedOut.headers.location!).pathname).toBe('/login');
    const names = setCookies.map((line) => line.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['_interaction', '_interaction_resume', '_session']));
    const outsideIdp = setCookies.filter((line) => !/;\s*path=\/idp(\/[^;]*)?(;|$)/i.test(line));
    expect(outsideIdp).toEqual([]);
  });

  it('ends the session of a person disabled while signed in on the very next call', async () => {
    const token = await signIn(app, 'megan@fabrikam.example');
    const headers = { authorization: `Bearer ${token}` };
    expect((await app.inject({ method: 'GET', url: '/api/v1/user/profile', headers })).statusCode).toBe(200);
    await app.database.db.update(users).set({ isDisabled: true }).where(eq(users.email, 'megan@fabrikam.example'));
    const response = await app.inject({ method: 'GET', url: '/api/v1/user/profile', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: accountDisabledMessage });
  });
});
