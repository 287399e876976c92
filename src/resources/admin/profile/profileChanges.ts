import type { Profile } from '../../../providers/dataProvider';
import type { ProfileUpdate } from '../../../../common/api';

export const notificationKinds = ['renewals', 'announcements', 'orders'] as const;
export type Notifications = Record<(typeof notificationKinds)[number], boolean>;

/** What the profile form edits: the display name and which notifications arrive (all of them unless turned off). */
export type ProfileFormValues = { email: string; name: string; notifications: Notifications };

export function toProfileFormValues(profile: Profile): ProfileFormValues {
  const stored = (profile.preferences?.notifications ?? {}) as Partial<Record<string, unknown>>;
  const notifications = Object.fromEntries(
    notificationKinds.map((kind) => [kind, stored[kind] !== false]),
  ) as Notifications;
  return { email: profile.email, name: profile.name ?? '', notifications };
}

/**
 * The fields that changed, and nothing else. The notifications travel as one object when any of them changed:
 * the server keeps `preferences` one level deep, so a lone `{renewals}` would drop the other two.
 */
export function profileChanges(previous: ProfileFormValues, next: ProfileFormValues): ProfileUpdate {
  const changes: ProfileUpdate = {};
  const name = (next.name ?? '').trim();
  if (name && name !== previous.name.trim()) changes.name = name;
  const notifications = Object.fromEntries(
    notificationKinds.map((kind) => [kind, next.notifications?.[kind] !== false]),
  ) as Notifications;
  if (notificationKinds.some((kind) => notifications[kind] !== previous.notifications[kind])) {
    changes.preferences = { notifications };
  }
  return changes;
}
