// The browser storage keys of spec §3 and §9, and nothing else touches them directly.
export const storageKeys = {
  token: 'auth_token',
  companyId: 'current_company_id',
  tenantId: 'current_tenant_id',
} as const;

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createSession(storage: SessionStorage = window.localStorage) {
  const read = (key: string) => storage.getItem(key) || null;
  const write = (key: string, value: string | null) => (value ? storage.setItem(key, value) : storage.removeItem(key));
  return {
    getToken: () => read(storageKeys.token),
    setToken: (token: string | null) => write(storageKeys.token, token),
    getCompanyId: () => read(storageKeys.companyId),
    setCompanyId: (companyId: string | null) => write(storageKeys.companyId, companyId),
    getTenantId: () => read(storageKeys.tenantId),
    setTenantId: (tenantId: string | null) => write(storageKeys.tenantId, tenantId),
    /** What a 401 or a logout clears (the person's carts go with react-admin's store, which a logout empties). */
    clear: () => {
      storage.removeItem(storageKeys.token);
      storage.removeItem(storageKeys.companyId);
      storage.removeItem(storageKeys.tenantId);
    },
  };
}

export type Session = ReturnType<typeof createSession>;
