import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthState, useDataProvider } from 'react-admin';
import { useCurrentCompany } from '../../hooks/useCurrentCompany';
import { type AppDataProvider } from '../../providers/dataProvider';
import { useCart } from '../../providers/cartStore';

/** Who orders for what: signed in or not, the current company, its billing profiles and the chosen one. */
export function useOrderContext() {
  const { authenticated, isPending: isAuthPending } = useAuthState(undefined, false);
  const dataProvider = useDataProvider<AppDataProvider>();
  const cart = useCart();
  const isSignedIn = authenticated === true;
  const company = useCurrentCompany();
  const profiles = useQuery({
    queryKey: ['billing-profiles'],
    queryFn: () => dataProvider.getBillingProfiles(),
    enabled: isSignedIn,
  });
  const chosen =
    profiles.data?.find((profile) => profile.id === cart.cart.billingProfileId) ??
    profiles.data?.find((profile) => profile.isDefault) ??
    profiles.data?.[0] ??
    null;
  // The default profile is the choice until the person picks another.
  const { setBillingProfile } = cart;
  useEffect(() => {
    if (chosen && cart.cart.billingProfileId === undefined && cart.cart.lines.length > 0) setBillingProfile(chosen.id);
  }, [chosen, cart.cart.billingProfileId, cart.cart.lines.length, setBillingProfile]);
  return { isAuthPending, isSignedIn, company, profiles, billingProfile: chosen, cart };
}
