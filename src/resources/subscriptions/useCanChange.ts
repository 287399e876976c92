import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { myCompaniesKey } from '../../layout/CompanySwitcher';
import { retryUnlessRefused, type AppDataProvider } from '../../providers/dataProvider';

/** Whether the person may change the current company's subscriptions: a `viewer` may not (the server refuses too). */
export function useCanChange() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const companies = useQuery({
    queryKey: myCompaniesKey,
    queryFn: () => dataProvider.getMyCompanies(),
    retry: retryUnlessRefused,
  });
  return companies.data?.find((company) => company.isCurrent)?.role === 'member';
}
