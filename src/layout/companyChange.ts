import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback } from 'react';
import { useStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

// Counts the company changes (a switch, entering or leaving a customer). The layout is keyed by it, and the store
// shares it with the browser's other tabs, whose calls follow the same stored company.
const companyChangesKey = 'company.changes';

/** How many times the current company changed: a new value starts the page over. */
export const useCompanyChanges = () => useStore(companyChangesKey, 0)[0];

// A record page (a subscription, an order, a product) belongs to the previous company: its list replaces it.
const recordPage = /^\/(subscriptions|orders|catalog)\/[^/]+/;

/**
 * What follows a change of the current company: nothing read for the previous one stays in the cache (emptied) or
 * on screen (the layout and its page mount anew, their local state with them, and read again). `goTo`: the page
 * the change was made for (a notice about the other company's subscription).
 */
export function useCompanyChanged() {
  const queryClient = useQueryClient();
  const [changes, setChanges] = useStore(companyChangesKey, 0);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (goTo?: string) => {
      queryClient.removeQueries();
      // One render for both: the router's navigations are transitions, and a layout mounted anew before the list
      // replaced the record page would read the previous company's record.
      startTransition(() => {
        const list = recordPage.exec(pathname)?.[1];
        if (goTo) navigate(goTo);
        else if (list) navigate(`/${list}`);
        setChanges(changes + 1);
      });
    },
    [queryClient, changes, setChanges, pathname, navigate],
  );
}
