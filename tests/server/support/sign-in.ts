// Drives the built-in provider through inject as a browser would: redirects, cookies, the sign-in page.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const newBinding = () => randomBytes(32).toString('base64url');
export const bindingHash = (binding: string) => createHash('sha256').update(binding).digest('base64url');

type Jar = Map<string, string>;

function keepCookies(jar: Jar, setCookie: string | string[] | undefined) {
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const [pair] = line.split(';');
    const [name, ...value] = pair!.split('=');
    jar.set(name!.trim(), value.join('='));
  }
}

async function browse(
  app: FastifyInstance,
  jar: Jar,
  method: 'GET' | 'POST',
  url: string,
  form?: Record<string, string>,
) {
  const target = new URL(url, 'http://localhost:3000');
  const response = await app.inject({
    method,
    url: `${target.pathname}${target.search}`,
    headers: {
      host: 'localhost:3000',
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    payload: form ? new URLSearchParams(form).toString() : undefined,
  });
  keepCookies(jar, response.headers['set-cookie']);
  return response;
}

/** Starts a sign-in, picks `email` on the provider's page, and returns where the provider sends the browser back. */
export async function signInAtProvider(
  app: FastifyInstance,
  email: string,
  options: { binding?: string; redirectUri?: string } = {},
) {
  const binding = options.binding ?? newBinding();
  const jar: Jar = new Map();
  const query = new URLSearchParams({
    binding: bindingHash(binding),
    ...(options.redirectUri ? { redirectUri: options.redirectUri } : {}),
  });
  let response = await browse(app, jar, 'GET', `/api/v1/auth/microsoft?${query}`);
  expect(response.statusCode).toBe(302);
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.location as string | undefined;
    if (response.statusCode === 200 && response.body.includes('Pick an account')) {
      const action = /action="([^"]+)"/.exec(response.body)![1]!;
      response = await browse(app, jar, 'POST', action, { email });
      continue;
    }
    if (!location) break;
    const next = new URL(location, 'http://localhost:3000');
    if (next.pathname === '/auth-callback') {
      return {
        binding,
        code: next.searchParams.get('code')!,
        state: next.searchParams.get('state')!,
        iss: next.searchParams.get('iss') ?? undefined,
        redirectUri: `${next.origin}${next.pathname}`,
      };
    }
    response = await browse(app, jar, 'GET', next.href);
  }
  throw new Error(`the provider did not send the browser back: ${response.statusCode} ${response.body.slice(0, 300)}`);
}

/** A full sign-in: the provider, then the exchange. Returns the session token. */
export async function signIn(app: FastifyInstance, email: string) {
  const callback = await signInAtProvider(app, email);
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/exchange-code', payload: callback });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}
