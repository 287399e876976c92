// MSAL, loaded on demand: '@azure/msal-browser' is only ever imported dynamically, from here, the first time
// sign-in, the callback or provider logout needs it, so the first load of the portal does not carry it.
import type { AuthConfig } from '../../common/api';
import { authMessages } from '../i18n/messages';

/** The part of an MSAL account the portal uses. */
export type MsalAccount = {
  homeAccountId: string;
  environment: string;
  tenantId: string;
  username: string;
  localAccountId: string;
  name?: string;
  idToken?: string;
};

export type MsalTokenResult = { accessToken: string; idToken?: string; account?: MsalAccount | null };

/** The part of MSAL's PublicClientApplication the portal uses; tests hand in a fake with the same shape. */
export interface MsalClient {
  initialize(): Promise<void>;
  getAllAccounts(): MsalAccount[];
  getActiveAccount(): MsalAccount | null;
  acquireTokenSilent(request: { scopes: string[]; account: MsalAccount }): Promise<MsalTokenResult>;
  handleRedirectPromise(options?: { navigateToLoginRequestUrl?: boolean }): Promise<MsalTokenResult | null>;
  loginRedirect(request: {
    scopes: string[];
    prompt?: string;
    redirectUri?: string;
    extraQueryParameters?: Record<string, string>;
  }): Promise<void>;
  logoutRedirect(request: {
    postLogoutRedirectUri?: string;
    idTokenHint?: string;
    account?: MsalAccount;
  }): Promise<void>;
}

export type MsalConfiguration = ReturnType<typeof buildMsalConfiguration>;

export type MsalModule = { PublicClientApplication: new (configuration: MsalConfiguration) => MsalClient };

export type LoadMsalModule = () => Promise<MsalModule>;

/** The real library, as a separate chunk. */
export const loadMsalBrowser: LoadMsalModule = () => import('@azure/msal-browser');

/**
 * MSAL's configuration from the API's AuthConfig. The token cache lives in localStorage (spec §3, no
 * cookies); the built-in provider is a plain OpenID provider, hence the OIDC protocol mode (MSAL 5 reads it
 * under `system`).
 */
export function buildMsalConfiguration(config: AuthConfig) {
  return {
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: config.knownAuthorities,
      redirectUri: config.redirectUri,
      postLogoutRedirectUri: config.postLogoutRedirectUri,
      ...(config.authorityMetadata ? { authorityMetadata: config.authorityMetadata } : {}),
    },
    cache: { cacheLocation: 'localStorage' },
    system: config.isBuiltInProvider ? { protocolMode: 'OIDC' as const } : {},
  };
}

type MsalLoaderOptions = {
  /** The identity provider's configuration (GET /api/v1/auth/config). */
  loadConfig: () => Promise<AuthConfig>;
  loadModule?: LoadMsalModule;
};

/**
 * `createMsalLoader({ loadConfig })`, then `await loader.getClient()`: one initialised client per page,
 * created on first use. Rejects with "MSAL not initialized" when it cannot be created; the next call
 * tries again.
 */
export function createMsalLoader({ loadConfig, loadModule = loadMsalBrowser }: MsalLoaderOptions) {
  let client: Promise<MsalClient> | null = null;
  let ready: MsalClient | null = null;

  async function create(): Promise<MsalClient> {
    try {
      const [config, { PublicClientApplication }] = await Promise.all([loadConfig(), loadModule()]);
      const instance = new PublicClientApplication(buildMsalConfiguration(config));
      await instance.initialize();
      ready = instance;
      return instance;
    } catch (cause) {
      client = null;
      throw new Error(authMessages.msalNotInitialized, { cause });
    }
  }

  return {
    getClient: () => (client ??= create()),
    /** The client if it is already created, without loading anything. */
    peek: () => ready,
  };
}

export type MsalLoader = ReturnType<typeof createMsalLoader>;

/** MSAL's own keys: they start with `msal.` or carry the application's client id. */
export function isMsalKey(key: string, clientId: string | null | undefined): boolean {
  return key.startsWith('msal.') || (!!clientId && key.includes(clientId));
}

/** Forgets MSAL's cache in both storages, so nothing of the signed-out account stays in the browser. */
export function clearMsalStorage(
  clientId: string | null | undefined,
  storages: Storage[] = [window.localStorage, window.sessionStorage],
) {
  for (const storage of storages) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && isMsalKey(key, clientId),
    );
    for (const key of keys) storage.removeItem(key);
  }
}

/** The session cookie in which MSAL 5 keeps the key of its encrypted localStorage cache; it writes it on starting. */
const msalCacheKeyCookie = 'msal.cache.encryption';

const cookieNames = () => document.cookie.split(';').map((pair) => pair.split('=')[0].trim());

/** MSAL's list of cached accounts (`msal.3.account.keys` in MSAL 5; other schema versions alike). */
const accountListKey = /^msal\.(\d+\.)?account\.keys$/;

function hasAccountList(storage: Storage): boolean {
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (!key || !accountListKey.test(key)) continue;
    try {
      const accounts: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      if (Array.isArray(accounts) && accounts.length > 0) return true;
    } catch {
      // Not MSAL's list after all.
    }
  }
  return false;
}

/**
 * Whether MSAL may hold an account to sign in with, told without starting it (which would write its cookie):
 * an account list, and the cookie holding the key that decrypts it (without it, MSAL discards its cache).
 */
export function mayHaveCachedMsalAccount(storage: Storage = window.localStorage): boolean {
  return cookieNames().includes(msalCacheKeyCookie) && hasAccountList(storage);
}

/**
 * What a session's end leaves of MSAL in this browser goes: its cookies (the cache's key) and its localStorage
 * cache. Its sessionStorage, where a redirect under way keeps its state, is left to the callback that reads it.
 */
export function forgetMsalCache(storage: Storage = window.localStorage) {
  for (const name of cookieNames()) {
    if (name.startsWith('msal.')) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  clearMsalStorage(null, [storage]);
}

/**
 * Back from the provider's sign-out (MSAL's state in /login's address, no code, nobody signed in): MSAL left its
 * redirect marked as under way in sessionStorage. Its keys and cookies go, and its state leaves the address.
 */
export function settleMsalSignOutReturn({ isSignedOut }: { isSignedOut: boolean }) {
  const address = new URL(window.location.href);
  // logoutWithMicrosoft's postLogoutRedirectUri; a callback (with its code or its error) is MSAL's to read.
  const isSignOutReturn =
    address.pathname === '/login' &&
    isMsalState(address.searchParams.get('state')) &&
    !address.searchParams.has('code') &&
    !address.hash.includes('code=') &&
    isSignedOut;
  if (!isSignOutReturn) return;
  forgetMsalCache();
  clearMsalStorage(null);
  address.searchParams.delete('state');
  window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${address.hash}`);
}

/** Whether a callback's `state` is one MSAL made for its own redirect (base64 JSON with an id and meta). */
export function isMsalState(state: string | null | undefined): boolean {
  if (!state) return false;
  const libraryState = state.split('|')[0];
  try {
    const json = atob(libraryState.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = JSON.parse(json) as { id?: unknown; meta?: { interactionType?: unknown } };
    return typeof parsed?.id === 'string' && typeof parsed.meta?.interactionType === 'string';
  } catch {
    return false;
  }
}

/** Whether MSAL has a redirect of its own under way in this tab (its interaction status or request state). */
export function hasMsalInteraction(storage: Storage = window.sessionStorage): boolean {
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key && (key === 'msal.interaction.status' || (key.startsWith('msal.') && key.includes('request.state')))) {
      return true;
    }
  }
  return false;
}
