import { useQuery } from '@tanstack/react-query';
import { useAuthState, useDataProvider } from 'react-admin';
import { type AppDataProvider } from '../providers/dataProvider';

export const profileQueryKey = ['profile'];

/** The signed-in person's profile (GET /api/v1/user/profile), shared by the layout and the profile screen. */
export function useProfile() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { authenticated } = useAuthState(undefined, false);
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: () => dataProvider.getProfile(),
    enabled: authenticated === true,
    // A change of language re-mounts the page; the profile need not be read again for that.
    staleTime: 60_000,
  });
}
