// Drives the built-in provider through inject as a browser would: redirects, cookies, the sign-in page.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const newBinding = () => randomBytes(32).toString('base64url');
export const bindingHash = (binding: string) => createHash('sha256').update(binding).digest('base64url');

/** The cookies a browse keeps by name (paths ignored), and every Set-Cookie line it was answered with. */
export type Jar = Map<string, string> & { setCookies?: string[] };

function keepCookies(jar: Jar, setCookie: string | string[] | undefined) {
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    jar.setCookies?.push(line);
    const [pair] = line.split(';');
    const [name, ...value] = pair!.split('=');
    jar.set(name!.trim(), value.join('='));
  }
}

/** Where requests go: the app in the same process (inject), or a running server's base address. */
export type Target = FastifyInstance | string;
type Answer = { statusCode: number; headers: { location?: string; 'set-cookie'?: string | string[] }; body: string };

export async function browse(
  target: Target,
  jar: Jar,
  method: 'GET' | 'POST',
  url: string,
  form?: Record<string, string>,
): Promise<Answer> {
  const base = typeof target === 'string' ? target : 'http://localhost:3000';
  const address = new URL(url, base);
  const headers = {
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
  };
  const payload = form ? new URLSearchParams(form).toString() : undefined;
  let answer: Answer;
  if (typeof target === 'string') {
    const response = await fetch(address, { method, headers, body: payload, redirect: 'manual' });
    answer = {
      statusCode: response.status,
      headers: {
        location: response.headers.get('location') ?? undefined,
        'set-cookie': response.headers.getSetCookie(),
      },
      body: await response.text(),
    };
  } else {
    const response = await target.inject({
      method,
      url: `${address.pathname}${address.search}`,
      headers: { ...headers, host: address.host },
      payload,
    });
    answer = { statusCode: response.statusCode, headers: response.headers as Answer['headers'], body: response.body };
  }
  keepCookies(jar, answer.headers['set-cookie']);
  return answer;
}

/** Follows the provider's redirects from `startUrl`, picks `email` on its page, and returns the callback address. */
async function followToCallback(app: Target, startUrl: string, email: string, jar: Jar = new Map()) {
  let response = await browse(app, jar, 'GET', startUrl);
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.location as string | undefined;
    if (response.statusCode === 200 && response.body.includes('Pick an account')) {
      const action = /action="([^"]+)"/.exec(response.body)![1]!;
      response = await browse(app, jar, 'POST', action, { email });
      continue;
    }
    if (!location) break;
    const next = new URL(location, typeof app === 'string' ? app : 'http://localhost:3000');
    if (next.pathname === '/auth-callback') return next;
    response = await browse(app, jar, 'GET', next.href);
  }
  throw new Error(`the provider did not send the browser back: ${response.statusCode} ${response.body.slice(0, 300)}`);
}

/** Starts a sign-in, picks `email` on the provider's page, and returns where the provider sends the browser back. */
export async function signInAtProvider(
  app: Target,
  email: string,
  options: { binding?: string; redirectUri?: string; jar?: Jar } = {},
) {
  const binding = options.binding ?? newBinding();
  const query = new URLSearchParams({
    binding: bindingHash(binding),
    ...(options.redirectUri ? { redirectUri: options.redirectUri } : {}),
  });
  const callback = await followToCallback(app, `/api/v1/auth/microsoft?${query}`, email, options.jar);
  return {
    binding,
    code: callback.searchParams.get('code')!,
    state: callback.searchParams.get('state')!,
    iss: callback.searchParams.get('iss') ?? undefined,
    redirectUri: `${callback.origin}${callback.pathname}`,
  };
}

/** What MSAL does in the browser: its own authorization request with PKCE, then the token endpoint. */
export async function providerAccessToken(app: FastifyInstance, email: string) {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'subscription-portal',
    redirect_uri: 'http://localhost:3000/auth-callback',
    response_type: 'code',
    scope: 'openid profile email User.Read offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  });
  const callback = await followToCallback(app, `/idp/auth?${query}`, email);
  const response = await app.inject({
    method: 'POST',
    url: '/idp/token',
    headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: 'http://localhost:3000/auth-callback',
      client_id: 'subscription-portal',
      code_verifier: verifier,
    }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { access_token: string; refresh_token?: string; id_token: string };
}

/** A full sign-in: the provider, then the exchange. Returns the session token. */
export async function signIn(app: FastifyInstance, email: string) {
  const callback = await signInAtProvider(app, email);
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/exchange-code', payload: callback });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

/**
 * The headers of a request made by `email`, signed in: `await asUser(app, 'alex@fabrikam.example', { company })`
 * acts for that company (X-Company-Id) instead of the person's current one.
 */
export async function asUser(
  app: FastifyInstance,
  email: string,
  { company }: { company?: number } = {},
): Promise<{ authorization: string } & Record<string, string>> {
  const headers: { authorization: string } & Record<string, string> = {
    authorization: `Bearer ${await signIn(app, email)}`,
  };
  if (company !== undefined) headers['x-company-id'] = String(company);
  return headers;
}

/** A full sign-in against a running server. Returns the session token. */
export async function signInOverHttp(baseUrl: string, email: string) {
  const callback = await signInAtProvider(baseUrl, email);
  const response = await fetch(`${baseUrl}/api/v1/auth/exchange-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(callback),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
