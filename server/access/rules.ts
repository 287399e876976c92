// The rules of who may change whose access, as plain functions the routes call.
import type { GlobalRole } from '../../common/domain';

const globalRank: Record<GlobalRole, number> = { none: 0, support: 1, partner_admin: 2 };

/** Nobody hands out a global role above their own. */
export const canGiveGlobalRole = (actorRole: GlobalRole, role: GlobalRole) => globalRank[role] <= globalRank[actorRole];

/** Support staff may not disable a partner administrator; nobody disables themself by mistake. */
export function whyCannotDisable(
  actor: { id: number; globalRole: GlobalRole },
  target: { id: number; globalRole: GlobalRole },
) {
  if (actor.id === target.id) return 'You cannot disable your own account';
  if (globalRank[target.globalRole] > globalRank[actor.globalRole])
    return 'You cannot change a person whose role is above yours';
  return null;
}

/** Revoking one's own access would lock oneself out of the company by mistake. */
export const whyCannotRevoke = (actorId: number, userId: number) =>
  actorId === userId ? 'You cannot revoke your own access; ask another administrator' : null;

/** Nobody grants access to themselves: an access is always given by someone else, who answers for it. */
export const whyCannotGrant = (actorId: number, userId: number) =>
  actorId === userId ? 'You cannot grant access to yourself; ask another administrator' : null;
