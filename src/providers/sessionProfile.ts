// Spec §3's session user profile: who is signed in, with the names the screens greet them by.
import type { SessionUser } from '../../common/api';

export type SessionProfile = SessionUser & { displayName: string; firstName: string };

/** The profile of spec §3: displayName and firstName fall back on the email's local part, then on words. */
export function toSessionProfile(user: Partial<SessionUser> | null | undefined): SessionProfile {
  const name = user?.name?.trim() || '';
  const emailLocalPart = user?.email?.split('@')[0]?.trim() || '';
  return {
    id: user?.id ?? 0,
    email: user?.email ?? '',
    name: user?.name ?? null,
    globalRole: user?.globalRole ?? 'none',
    currentCompanyId: user?.currentCompanyId ?? null,
    currentTenantId: user?.currentTenantId ?? null,
    preferences: user?.preferences ?? {},
    displayName: name || emailLocalPart || 'Unknown User',
    firstName: name.split(/\s+/)[0] || emailLocalPart || 'User',
  };
}
