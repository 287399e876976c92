import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthState, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ProfileUpdate } from '../../common/api';
import { profileQueryKey } from './useProfile';

type Preferences = NonNullable<ProfileUpdate['preferences']>;

/**
 * Stores a language or theme chosen anywhere in the signed-in person's profile, so it follows them to another
 * browser (signed out, the browser alone keeps it). Answers whether it was stored; a failure throws.
 */
export function useKeepPreferences() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { authenticated } = useAuthState(undefined, false);
  return useCallback(
    async (preferences: Preferences) => {
      if (authenticated !== true) return false;
      queryClient.setQueryData(profileQueryKey, await dataProvider.updateProfile({ preferences }));
      return true;
    },
    [authenticated, dataProvider, queryClient],
  );
}
