import BusinessIcon from '@mui/icons-material/Business';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAuthState, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useCompanyChanged } from './companyChange';
import { myCompaniesKey, useMyCompanies } from '../hooks/useMyCompanies';
import { type AppDataProvider } from '../providers/dataProvider';
import type { MyCompany } from '../../common/api';
import { useDescribeError } from '../components/ErrorAlert';
import { useMutationOnce } from '../components/useMutationOnce';

/** A move to another company; `lostName` names the company whose access ended, when that is why. */
type CompanyMove = { companyId: number; companyName: string; lostName?: string };

const switchCompanyKey = ['switch-company'];

const isRefused = (error: unknown) => (error as { status?: unknown } | null)?.status === 403;

/** Calls `onRefused` when a call (other than the companies list and the switch) is answered 403. */
function watchRefusals(queryClient: QueryClient, onRefused: () => void) {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error' || !isRefused(event.action.error)) return;
    if (event.query.queryKey[0] !== myCompaniesKey[0]) onRefused();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error' || !isRefused(event.action.error)) return;
    if (event.mutation.options.mutationKey?.[0] !== switchCompanyKey[0]) onRefused();
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

// The company's name as written, cut with an ellipsis where the app bar has no room for it all. On a phone it is a
// small line under the page's title (`dense`), as wide as the title's room: side by side, both were cut to a word.
const nameSx = { textTransform: 'none', maxWidth: 280, flexShrink: 0 } as const;
const denseNameSx = {
  textTransform: 'none',
  maxWidth: '100%',
  minWidth: 0,
  minHeight: 0,
  py: 0,
  px: 0.5,
  ml: -0.5,
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  '& .MuiButton-startIcon, & .MuiButton-endIcon': { '& > *:nth-of-type(1)': { fontSize: 16 } },
} as const;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The current company, and for a person with several, the way to another (app bar). */
export function CompanySwitcher({ dense = false }: { dense?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const companyChanged = useCompanyChanged();
  const { authenticated } = useAuthState(undefined, false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // After a 403 the access may have ended (revoked, expired): the list is read again, and a company that is gone
  // is left for another, or the person is told they have none.
  const [refusedAt, setRefusedAt] = useState<number | null>(null);
  const [hasNoCompany, setNoCompany] = useState(false);
  // A company granted meanwhile reaches the switcher when the window comes back into view…
  const companies = useMyCompanies({ refetchOnWindowFocus: 'always' });
  // …and on the person's next page.
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (authenticated === true) void queryClient.invalidateQueries({ queryKey: myCompaniesKey });
  }, [pathname, authenticated, queryClient]);
  const switchCompany = useMutationOnce({
    mutationKey: switchCompanyKey,
    mutationFn: ({ companyId }: CompanyMove) => dataProvider.switchCompany(companyId),
    onSuccess: (result, { lostName, companyName }) => {
      if (!result.success) return notify('layout.company.switch_failed', { type: 'error' });
      companyChanged();
      if (lostName) {
        notify('layout.company.access_ended', {
          type: 'warning',
          messageArgs: { lost: lostName, company: companyName },
        });
      } else notify('layout.company.switched', { type: 'info', messageArgs: { company: companyName } });
    },
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
  });

  // The companies as they were before the refusal: the one whose access ended is named from them.
  const knownBefore = useRef<MyCompany[]>([]);
  useEffect(
    () =>
      watchRefusals(queryClient, async () => {
        // Only a person who acts for a company can lose it.
        if (!(await dataProvider.getCurrentCompanyId())) return;
        knownBefore.current = queryClient.getQueryData<MyCompany[]>(myCompaniesKey) ?? knownBefore.current;
        setRefusedAt(Date.now());
        void queryClient.invalidateQueries({ queryKey: myCompaniesKey });
      }),
    [queryClient, dataProvider],
  );
  const { data: fresh, dataUpdatedAt } = companies;
  const { mutate: switchTo } = switchCompany;
  useEffect(() => {
    if (refusedAt === null || !fresh || dataUpdatedAt < refusedAt) return;
    setRefusedAt(null);
    void (async () => {
      // The calls name the company stored in this browser: it is that one that must still be in the list (the
      // server may already have moved its own record of the current company to another).
      const storedId = Number(await dataProvider.getCurrentCompanyId());
      if (fresh.some((company) => company.id === storedId)) return;
      const lostName = knownBefore.current.find((company) => company.id === storedId)?.name ?? '';
      setNoCompany(fresh.length === 0);
      const next = fresh.find((company) => company.isCurrent) ?? fresh[0];
      if (next) return switchTo({ companyId: next.id, companyName: next.name, lostName });
      await dataProvider.forgetCurrentCompany();
      if (lostName) notify('layout.company.access_ended_none', { type: 'warning', messageArgs: { lost: lostName } });
    })();
  }, [refusedAt, fresh, dataUpdatedAt, switchTo, dataProvider, notify]);

  const list = companies.data ?? [];
  const sx = dense ? denseNameSx : nameSx;
  // While the companies load, the button's room is kept: on a phone the page's title moved up a line when it came.
  if (companies.isPending && authenticated !== false)
    return (
      <Button
        aria-hidden
        disabled
        startIcon={<BusinessIcon />}
        size={dense ? 'small' : 'medium'}
        sx={{ ...sx, visibility: 'hidden' }}
      >
        &nbsp;
      </Button>
    );
  if (list.length === 0) {
    return hasNoCompany ? (
      <Typography role="status" variant="body2" sx={{ px: 1 }}>
        {translate('layout.company.none')}
      </Typography>
    ) : null;
  }
  const current = list.find((company) => company.isCurrent) ?? list[0]!;
  const label = translate('layout.company.label', { _: 'Company' });
  // "Company: Contoso", "Société : Contoso": what the button says to a screen reader.
  const named = translate('portal.labelled', { label, value: current.name, _: `${label}: ${current.name}` });
  if (list.length === 1) {
    return (
      <Button
        color="inherit"
        startIcon={<BusinessIcon />}
        disabled
        size={dense ? 'small' : 'medium'}
        sx={{ ...sx, '&.Mui-disabled': { color: 'inherit' } }}
        aria-label={named}
      >
        <span style={ellipsis}>{current.name}</span>
      </Button>
    );
  }
  return (
    <>
      <Button
        color="inherit"
        startIcon={<BusinessIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-label={named}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={switchCompany.isPending}
        size={dense ? 'small' : 'medium'}
        sx={sx}
      >
        <span style={ellipsis}>{current.name}</span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {list.map((company) => (
          <MenuItem
            key={company.id}
            selected={company.id === current.id}
            onClick={() => {
              setAnchor(null);
              if (company.id !== current.id) switchCompany.mutate({ companyId: company.id, companyName: company.name });
            }}
          >
            <ListItemIcon>{company.id === current.id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText
              primary={company.name}
              secondary={translate(`layout.company.roles.${company.role}`, { _: company.role })}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
