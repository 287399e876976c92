import { useQuery } from '@tanstack/react-query';
import { useAuthState, useDataProvider } from 'react-admin';
import { type AppDataProvider } from '../providers/dataProvider';
import { myCompaniesKey } from './CompanySwitcher';

/** The company the person acts for now, with their role in it (null signed out, or while it loads). */
export function useCurrentCompany() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { authenticated } = useAuthState(undefined, false);
  const companies = useQuery({
    queryKey: myCompaniesKey,
    queryFn: () => dataProvider.getMyCompanies(),
    enabled: authenticated === true,
  });
  return companies.data?.find((company) => company.isCurrent) ?? null;
}
