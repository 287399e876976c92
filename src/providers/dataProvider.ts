import simpleRestProvider from 'ra-data-simple-rest';
import type { MyCompany } from '../../common/api';
import type { ApiClient } from './httpClient';
import type { Session } from './session';

export type CompanySwitch = { success: boolean; companyId: number; tenantId: string };

/** ra-data-simple-rest over the API's list dialect, plus the calls REST cannot say. */
export function createDataProvider(api: ApiClient, session: Session) {
  return {
    ...simpleRestProvider('/api/v1', api.fetchJson),
    getMyCompanies: () => api.request<MyCompany[]>('/api/v1/multi-tenant/user/companies'),
    /** Stores the new company only when the server says `success`; otherwise the previous one stays (spec §4). */
    switchCompany: async (companyId: number): Promise<CompanySwitch> => {
      const previous = { companyId: session.getCompanyId(), tenantId: session.getTenantId() };
      try {
        const result = await api.request<CompanySwitch>('/api/v1/multi-tenant/user/current-company', {
          method: 'PUT',
          body: JSON.stringify({ companyId }),
        });
        if (result?.success) {
          session.setCompanyId(String(result.companyId));
          session.setTenantId(result.tenantId);
        } else {
          session.setCompanyId(previous.companyId);
          session.setTenantId(previous.tenantId);
        }
        return result;
      } catch (error) {
        session.setCompanyId(previous.companyId);
        session.setTenantId(previous.tenantId);
        throw error;
      }
    },
  };
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
