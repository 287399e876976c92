import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuthConfig, createFakeMsal, writeMsalCacheKeyCookie } from '../../mocks/auth-handlers';
import {
  base64url,
  createBrowserBinding,
  isSafeReturnPath,
  sha256Base64url,
  signInStorageKeys,
} from '../../src/providers/browserBinding';
import {
  buildMsalConfiguration,
  clearMsalStorage,
  createMsalLoader,
  forgetMsalCache,
  hasMsalInteraction,
  isMsalKey,
  mayHaveCachedMsalAccount,
} from '../../src/providers/msal';

afterEach(() => sessionStorage.clear());

describe('the lazy MSAL loader', () => {
  it('creates and initialises one client, on first use', async () => {
    const fake = createFakeMsal();
    const loadModule = vi.fn(fake.load);
    const loadConfig = vi.fn(async () => buildAuthConfig());
    const loader = createMsalLoader({ loadConfig, loadModule });
    expect(loadModule).not.toHaveBeenCalled();
    expect(loader.peek()).toBeNull();
    const [first, second] = await Promise.all([loader.getClient(), loader.getClient()]);
    expect(first).toBe(second);
    expect(loader.peek()).toBe(first);
    expect(loadModule).toHaveBeenCalledOnce();
    expect(fake.calls.configurations).toHaveLength(1);
  });

  it('says "MSAL not initialized" when the configuration or initialisation fails, and tries again later', async () => {
    const fake = createFakeMsal();
    const loadConfig = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(buildAuthConfig());
    const loader = createMsalLoader({ loadConfig, loadModule: fake.load });
    await expect(loader.getClient()).rejects.toThrow('MSAL not initialized');
    await expect(loader.getClient()).resolves.toBeDefined();

    const failing = createFakeMsal({ initializeError: new Error('no crypto') });
    const broken = createMsalLoader({ loadConfig: async () => buildAuthConfig(), loadModule: failing.load });
    await expect(broken.getClient()).rejects.toThrow('MSAL not initialized');
  });

  it('keeps the cache in localStorage and speaks plain OIDC only to the built-in provider', () => {
    const microsoft = buildMsalConfiguration(buildAuthConfig());
    expect(microsoft.cache).toEqual({ cacheLocation: 'localStorage' });
    expect(microsoft.system).toEqual({});
    expect(microsoft.auth).not.toHaveProperty('authorityMetadata');
    const builtIn = buildMsalConfiguration(buildAuthConfig({ isBuiltInProvider: true, authorityMetadata: '{}' }));
    expect(builtIn.system).toEqual({ protocolMode: 'OIDC' });
    expect(builtIn.auth.authorityMetadata).toBe('{}');
  });
});

describe("MSAL's keys", () => {
  it('are those starting with msal. or carrying the client id', () => {
    expect(isMsalKey('msal.token.keys.portal-client-id', 'portal-client-id')).toBe(true);
    expect(isMsalKey('uid.utid-login.example-accesstoken-portal-client-id-x', 'portal-client-id')).toBe(true);
    expect(isMsalKey('auth_token', 'portal-client-id')).toBe(false);
    expect(isMsalKey('auth_token', '')).toBe(false);
  });

  it('are cleared from both storages, and nothing else', () => {
    localStorage.setItem('msal.account.keys', '[]');
    localStorage.setItem('x-idtoken-portal-client-id', '{}');
    localStorage.setItem('RaStore.theme', '"dark"');
    sessionStorage.setItem('msal.interaction.status', '{}');
    clearMsalStorage('portal-client-id');
    expect(localStorage.getItem('msal.account.keys')).toBeNull();
    expect(localStorage.getItem('x-idtoken-portal-client-id')).toBeNull();
    expect(sessionStorage.getItem('msal.interaction.status')).toBeNull();
    expect(localStorage.getItem('RaStore.theme')).toBe('"dark"');
  });

  it('tell whether MSAL may hold an account without starting it: its account list, and its cache key’s cookie', () => {
    expect(mayHaveCachedMsalAccount()).toBe(false);
    localStorage.setItem('msal.3.account.keys', '["home-account-1"]');
    expect(mayHaveCachedMsalAccount()).toBe(false);
    writeMsalCacheKeyCookie();
    expect(mayHaveCachedMsalAccount()).toBe(true);
    localStorage.setItem('msal.3.account.keys', '[]');
    expect(mayHaveCachedMsalAccount()).toBe(false);
  });

  it('go with its cookies when a session ends, but not a redirect it has under way', () => {
    writeMsalCacheKeyCookie();
    document.cookie = 'other=1;path=/';
    localStorage.setItem('msal.3.account.keys', '["home-account-1"]');
    localStorage.setItem('RaStore.theme', '"dark"');
    sessionStorage.setItem('msal.interaction.status', '{}');
    forgetMsalCache();
    expect(document.cookie).toBe('other=1');
    expect(Object.keys(localStorage)).toEqual(['RaStore.theme']);
    expect(sessionStorage.getItem('msal.interaction.status')).toBe('{}');
  });

  it('tell when MSAL has a redirect under way', () => {
    expect(hasMsalInteraction()).toBe(false);
    sessionStorage.setItem('msal.portal-client-id.request.state', 'x');
    expect(hasMsalInteraction()).toBe(true);
  });
});

describe('the browser binding', () => {
  it('keeps a random 32-byte value and gives its SHA-256, both base64url', async () => {
    const binding = createBrowserBinding(sessionStorage);
    const first = await binding.create();
    const second = await binding.create();
    expect(first.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.value).not.toBe(second.value);
    expect(sessionStorage.getItem(signInStorageKeys.binding)).toBe(second.value);
    expect(second.hash).toBe(await sha256Base64url(second.value));
    expect(binding.take()).toBe(second.value);
    expect(binding.take()).toBeNull();
  });

  it('hashes like the server will (SHA-256 of "abc")', async () => {
    expect(await sha256Base64url('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(base64url(new Uint8Array([251, 255]))).toBe('-_8');
  });

  it('remembers a return path inside the portal only, once', () => {
    const binding = createBrowserBinding(sessionStorage);
    binding.rememberReturnTo('https://evil.example/');
    binding.rememberReturnTo('//evil.example/');
    binding.rememberReturnTo('/login');
    expect(binding.takeReturnTo()).toBeNull();
    binding.rememberReturnTo('/cart/checkout?step=2');
    expect(binding.takeReturnTo()).toBe('/cart/checkout?step=2');
    expect(binding.takeReturnTo()).toBeNull();
    expect(isSafeReturnPath('/auth-callback?code=x')).toBe(false);
  });
});
