import { useQuery } from '@tanstack/react-query';
import { useAuthState, useDataProvider } from 'react-admin';
import { type AppDataProvider } from '../providers/dataProvider';

export const myCompaniesKey = ['my-companies'];

/**
 * The companies the signed-in person may act for, the current one marked: one query, one cache, for the switcher,
 * the dashboard, the profile and every screen that asks which company is current.
 */
export function useMyCompanies({ refetchOnWindowFocus }: { refetchOnWindowFocus?: 'always' } = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { authenticated } = useAuthState(undefined, false);
  return useQuery({
    queryKey: myCompaniesKey,
    queryFn: () => dataProvider.getMyCompanies(),
    enabled: authenticated === true,
    // Fresh enough for a screen that mounts meanwhile: a page load asked for them twice, once for the app bar and
    // once for the page. The switcher asks again on every page change and when the window comes back into view.
    staleTime: 30_000,
    refetchOnWindowFocus,
  });
}
