import { useQueryClient } from '@tanstack/react-query';
import { createContext, startTransition, useCallback } from 'react';
import { useDataProvider, useStore } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { useLocation, useNavigate } from 'react-router-dom';

// Counts the company changes (a switch, entering or leaving a customer). The layout is keyed by it, and the store
// shares it with the browser's other tabs, whose calls follow the same stored company.
const companyChangesKey = 'company.changes';

/** How many times the current company changed: a new value starts the page over. */
export const useCompanyChanges = () => useStore(companyChangesKey, 0)[0];

/**
 * The history entry (its location's key) that was open when the current company last changed in this tab's
 * knowledge, null before any change: a record page read again there (another tab switched) was opened for the
 * previous company, whereas one the person came to since (Back, a link) was opened for the current one.
 */
export const PageOfTheLastChange = createContext<string | null>(null);

// A record page (a subscription, an order, an invoice, a product) read for the previous company: it stays when the new company
// has it too (a product in both catalogs), else its list replaces it.
const recordPage = /^\/(subscriptions|orders|invoices|catalog)\/(\d+)(?:\/|$)/;

/**
 * Whether the current company (the new one, once switched) can read the record page's record. A subscription or an
 * order is one company's; a product may be in both catalogs, asked as a list (an empty answer, not a 404 that the
 * browser would log as an error).
 */
async function isReadable(dataProvider: AppDataProvider, list: string, id: string) {
  if (list !== 'catalog') return false;
  try {
    return (await dataProvider.getMany('catalog', { ids: [Number(id)] })).data.length > 0;
  } catch {
    return false;
  }
}

/**
 * What follows a change of the current company: nothing read for the previous one stays in the cache (emptied) or
 * on screen (the layout and its page mount anew, their local state with them, and read again). `goTo`: the page
 * the change was made for (a notice about the other company's subscription); `replace`: it takes the place of the
 * page open (the record page that was the other company's), rather than coming after it in the history.
 */
export function useCompanyChanged() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [changes, setChanges] = useStore(companyChangesKey, 0);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    async (goTo?: string, { replace = false }: { replace?: boolean } = {}) => {
      queryClient.removeQueries();
      const [, list, id] = recordPage.exec(pathname) ?? [];
      const staysOnRecord = !goTo && list && id ? await isReadable(dataProvider, list, id) : false;
      const next = goTo ?? (list && !staysOnRecord ? `/${list}` : null);
      // The page drops the previous company's content at once. As a transition, each click or key meanwhile (the
      // switcher opened again) started its render over: on a slow machine the previous company's page stayed seconds
      // under the new company's name, and the menu opened meanwhile vanished when it came.
      if (next === null) return setChanges(changes + 1);
      // One render for both: the router's navigations are transitions, and a layout mounted anew before the list
      // replaced the record page would read the previous company's record.
      startTransition(() => {
        navigate(next, { replace: Boolean(goTo) && replace });
        setChanges(changes + 1);
      });
    },
    [queryClient, dataProvider, changes, setChanges, pathname, navigate],
  );
}
