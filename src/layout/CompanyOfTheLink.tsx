import { Box, CircularProgress } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAuthState, useDataProvider, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../providers/dataProvider';
import { useCompanyChanged } from './companyChange';
import { useMyCompanies } from '../hooks/useMyCompanies';

/** The address a link of the portal's opens (an email's "Open in the portal"), without the company it carries. */
const withoutCompany = (pathname: string, search: string) => {
  const query = new URLSearchParams(search);
  query.delete('company');
  return `${pathname}${query.size ? `?${query}` : ''}`;
};

/**
 * A link the portal sends carries its company (`/subscriptions/12/show?company=3`): the page opens once the person
 * acts for that company, switched to first as the bell does, so that another of their companies' subscription is not
 * "Resource not found". A company they cannot act for leaves them where they are, and the page says what it says.
 */
export function CompanyOfTheLink({ children }: { children: ReactNode }) {
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { isPending: isAuthPending, authenticated } = useAuthState(undefined, false);
  const companies = useMyCompanies();
  const current = companies.data?.find((company) => company.isCurrent) ?? null;
  const companyChanged = useCompanyChanged();
  // Signed out (the cart) or with no company, there is nothing to switch: the page opens as it is.
  const canSwitch =
    isAuthPending || (authenticated === true && !companies.isError && (companies.isPending || current !== null));
  const wanted = canSwitch ? Number(new URLSearchParams(search).get('company')) || null : null;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (wanted === null || current === null || handled.current === key) return;
    handled.current = key;
    const target = withoutCompany(pathname, search);
    if (wanted === current.id) {
      navigate(target, { replace: true });
      return;
    }
    dataProvider
      .switchCompany(wanted)
      .then((switched) => {
        if (!switched.success) return navigate(target, { replace: true });
        // In the place of the link's address: Back leaves the page rather than following the link again.
        void companyChanged(target, { replace: true });
        const name = companies.data?.find((company) => company.id === wanted)?.name;
        if (name) notify('layout.company.switched', { type: 'info', messageArgs: { company: name } });
      })
      .catch(() => {
        notify('layout.company.switch_failed', { type: 'error' });
        navigate(target, { replace: true });
      });
  }, [wanted, current, companies.data, key, pathname, search, navigate, notify, dataProvider, companyChanged]);

  if (wanted === null) return children;
  return <WaitingForTheCompany />;
}

/** In the page's place while the company it opens in is being found or switched to. */
export const WaitingForTheCompany = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
    <CircularProgress aria-label="…" />
  </Box>
);
