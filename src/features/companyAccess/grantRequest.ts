import type { GrantAccessRequest } from '../../../common/api';

export type GrantFormValues = {
  userId: number | null;
  role: GrantAccessRequest['role'];
  expiresAt?: string | Date | null;
  reason?: string | null;
};

/** The chosen expiry as the API wants it: an ISO date-time at the end of the picked day, or null for none. */
export function expiryToIso(value: GrantFormValues['expiresAt']): string | null {
  if (!value) return null;
  if (value instanceof Date) return value.toISOString();
  // A full date-time (an existing expiry left as it was) stays as it is.
  if (value.length > 10) return new Date(value).toISOString();
  return new Date(`${value}T23:59:59`).toISOString();
}

export const toGrantRequest = (values: GrantFormValues): GrantAccessRequest => ({
  role: values.role,
  expiresAt: expiryToIso(values.expiresAt),
  reason: values.reason?.trim() || null,
});

/** An expiry must lie ahead: the end of today at the earliest. */
export const expiryAhead = (value: GrantFormValues['expiresAt']) => {
  const iso = expiryToIso(value);
  return iso && new Date(iso).getTime() <= Date.now() ? 'pages.admin.access.expiry_in_past' : undefined;
};
