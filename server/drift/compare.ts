// The rule of the sync with Microsoft, without the database or HTTP: what differs between the portal's subscriptions
// of one company and what Microsoft holds for its tenant. A plain function, tested on its own (tests/server/rules).
import type { DriftField, SubscriptionStatus } from '../../common/domain';
import type { Subscription as MicrosoftSubscription } from '../partner-center/client';
import { dayOf } from '../time/clock';

/** What the sync reads of a portal subscription. */
export type PortalSide = {
  id: number;
  supplierSubscriptionId: string | null;
  supplierStatus: 'in_sync' | 'waiting' | 'refused';
  status: SubscriptionStatus;
  quantity: number;
  autoRenew: boolean;
  termEnd: string;
};

export type Difference = {
  subscriptionId: number | null;
  supplierSubscriptionId: string;
  field: DriftField;
  portalValue: string | null;
  supplierValue: string | null;
  snapshot: MicrosoftSubscription | null;
};

/** A side that does not hold the subscription at all, in a `subscription` difference. */
export const missing = 'missing';

/** Microsoft's subscription status in the portal's words (Partner Center's "SubscriptionStatus"). */
export function portalStatusOf(status: MicrosoftSubscription['status']): SubscriptionStatus {
  if (status === 'suspended') return 'suspended';
  if (status === 'deleted') return 'cancelled';
  if (status === 'expired' || status === 'disabled') return 'expired';
  if (status === 'pending') return 'pending';
  return 'active';
}

/** Statuses in which a subscription is held: one the other side lacks is a difference only then. */
const isHeld = (status: SubscriptionStatus) => status === 'active' || status === 'suspended' || status === 'pending';

/**
 * The differences of one company, and what could not be judged (a difference there is expected, so an open one is
 * neither confirmed nor closed):
 * - a subscription with a request to Microsoft still waiting: Microsoft has not taken the portal's change yet;
 * - while a purchase waits, Microsoft's subscriptions the portal does not know: one of them may be that purchase.
 * On the last day of an active subscription's term and after it, until the portal's own term-end sweep has moved it, the
 * term's end and the status are not compared: Microsoft renews or expires at the term's first moment, the portal the day after.
 */
export function compareCompany(portal: PortalSide[], microsoft: MicrosoftSubscription[], today: string) {
  const differences: Difference[] = [];
  const unjudged = new Set<string>();
  const isPurchaseWaiting = portal.some((row) => row.supplierStatus === 'waiting' && !row.supplierSubscriptionId);
  const portalBySupplierId = new Map(
    portal.filter((row) => row.supplierSubscriptionId).map((row) => [row.supplierSubscriptionId!, row]),
  );
  const seen = new Set<string>();

  for (const held of microsoft) {
    seen.add(held.id);
    const ours = portalBySupplierId.get(held.id);
    const theirStatus = portalStatusOf(held.status);
    if (!ours) {
      if (isPurchaseWaiting) unjudged.add(held.id);
      else if (isHeld(theirStatus)) {
        differences.push({
          subscriptionId: null,
          supplierSubscriptionId: held.id,
          field: 'subscription',
          portalValue: missing,
          supplierValue: theirStatus,
          snapshot: held,
        });
      }
      continue;
    }
    if (ours.supplierStatus === 'waiting') {
      unjudged.add(held.id);
      continue;
    }
    const differ = (field: DriftField, portalValue: string, supplierValue: string) => {
      if (portalValue !== supplierValue) {
        differences.push({
          subscriptionId: ours.id,
          supplierSubscriptionId: held.id,
          field,
          portalValue,
          supplierValue,
          snapshot: held,
        });
      }
    };
    differ('quantity', String(ours.quantity), String(held.quantity));
    differ('autoRenew', String(ours.autoRenew), String(held.autoRenewEnabled));
    const isTermEnding = ours.status === 'active' && ours.termEnd <= today;
    if (!isTermEnding) {
      differ('status', ours.status, theirStatus);
      differ('termEnd', ours.termEnd, dayOf(new Date(held.commitmentEndDate)));
    }
  }

  for (const ours of portal) {
    if (!ours.supplierSubscriptionId || seen.has(ours.supplierSubscriptionId)) continue;
    if (ours.supplierStatus === 'waiting') unjudged.add(ours.supplierSubscriptionId);
    else if (isHeld(ours.status)) {
      differences.push({
        subscriptionId: ours.id,
        supplierSubscriptionId: ours.supplierSubscriptionId,
        field: 'subscription',
        portalValue: ours.status,
        supplierValue: missing,
        snapshot: null,
      });
    }
  }
  return { differences, unjudged };
}

/** The key of a difference while it is open: one subscription's field. */
export const keyOf = (difference: { supplierSubscriptionId: string; field: string }) =>
  `${difference.supplierSubscriptionId}|${difference.field}`;
