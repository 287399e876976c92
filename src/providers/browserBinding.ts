// What this browser tab keeps between leaving for the identity provider and coming back to /auth-callback:
// a random binding (only its SHA-256 travels in the sign-in address, the value itself comes back in the
// code exchange, so a code stolen from the address is useless in another browser), where to return, and
// how to read and clean the address it comes back to.
export const signInStorageKeys = {
  binding: 'sign_in_binding',
  returnTo: 'sign_in_return_to',
} as const;

export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const bindingBytes = 32;

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The SHA-256 of a text, base64url: what the server compares the exchanged binding against. */
export async function sha256Base64url(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return base64url(new Uint8Array(digest));
}

/** Where a sign-in goes when nothing else was asked for. */
export const afterSignInPath = '/dashboard';

/** Paths we may send a person back to: inside the portal, and not the sign-in screens themselves. */
export function isSafeReturnPath(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/)[0];
  return pathname !== '/login' && pathname !== '/auth-callback';
}

/** `createBrowserBinding(sessionStorage)`: the tab's sign-in binding and return path. */
export function createBrowserBinding(storage: TabStorage = window.sessionStorage) {
  return {
    /** Makes and keeps a new binding; resolves to the hash that goes in the sign-in address. */
    create: async () => {
      const value = base64url(crypto.getRandomValues(new Uint8Array(bindingBytes)));
      storage.setItem(signInStorageKeys.binding, value);
      return { value, hash: await sha256Base64url(value) };
    },
    /** The kept binding, removed: it serves one exchange. */
    take: () => {
      const value = storage.getItem(signInStorageKeys.binding);
      storage.removeItem(signInStorageKeys.binding);
      return value || null;
    },
    rememberReturnTo: (path: string | null | undefined) => {
      if (isSafeReturnPath(path)) storage.setItem(signInStorageKeys.returnTo, path);
    },
    /** The remembered return path, removed. */
    takeReturnTo: () => {
      const path = storage.getItem(signInStorageKeys.returnTo);
      storage.removeItem(signInStorageKeys.returnTo);
      return isSafeReturnPath(path) ? path : null;
    },
  };
}

export type BrowserBinding = ReturnType<typeof createBrowserBinding>;

// ---- The address the provider sends the browser back to ----

export type AuthorizationResponse = { code: string; state: string; iss?: string; inHash: boolean };

/** The code, state and issuer of a callback address: in the query, else in the hash fragment. */
export function readAuthorizationResponse(url: string): AuthorizationResponse | null {
  const address = new URL(url, window.location.origin);
  const fromHash = new URLSearchParams(address.hash.replace(/^#\/?/, '').replace(/^[^?=&]*\?/, ''));
  for (const [params, inHash] of [
    [address.searchParams, false],
    [fromHash, true],
  ] as const) {
    const code = params.get('code');
    if (code) return { code, state: params.get('state') ?? '', iss: params.get('iss') ?? undefined, inHash };
  }
  return null;
}

/** The callback parameters removed from the address once the callback is handled. */
export const callbackParameters = ['code', 'state', 'iss', 'session_state', 'client_info'];

/** The address (path, query, hash) without the callback's parameters, in its query and its hash. */
export function withoutCallbackParameters(url: string): string {
  const address = new URL(url, window.location.origin);
  for (const name of callbackParameters) address.searchParams.delete(name);
  const hash = new URLSearchParams(address.hash.replace(/^#/, ''));
  if (callbackParameters.some((name) => hash.has(name))) {
    for (const name of callbackParameters) hash.delete(name);
    const rest = hash.toString();
    address.hash = rest ? `#${rest}` : '';
  }
  return `${address.pathname}${address.search}${address.hash}`;
}
