import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { PortalAuthProvider } from '../providers/authProvider';
import type { ProfileUpdate } from '../../common/api';
import { profileQueryKey } from '../hooks/useProfile';

type Preferences = NonNullable<ProfileUpdate['preferences']>;

/**
 * Stores a language or theme chosen anywhere in the signed-in person's profile, so it follows them to another
 * browser (signed out, the browser alone keeps it). Answers whether it was stored; a failure throws.
 *
 * Whether the person is signed in is asked when they choose, not watched: a watcher of the sign-in check mounted in
 * the phone's signed-out app bar, which itself follows that check, made the check run again on every mount, and the
 * app bar swapped its toolbar out and in without end (the tab froze).
 */
export function useKeepPreferences() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const queryClient = useQueryClient();
  return useCallback(
    async (preferences: Preferences) => {
      if (!authProvider?.authService.isSignedIn()) return false;
      queryClient.setQueryData(profileQueryKey, await dataProvider.updateProfile({ preferences }));
      return true;
    },
    [authProvider, dataProvider, queryClient],
  );
}
