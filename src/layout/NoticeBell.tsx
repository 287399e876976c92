import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthState, useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Notice } from '../../common/api';
import { formatDay, formatMoment } from '../../common/format';
import { type AppDataProvider } from '../providers/dataProvider';
import { useCompanyChanged } from './companyChange';
import { useCurrentCompany } from '../hooks/useCurrentCompany';
import { useMyCompanies } from '../hooks/useMyCompanies';
import { useMutationOnce } from '../components/useMutationOnce';

export const inboxKey = ['inbox'];
// Pages that belong to the current company: a notice about another company's subscription (or a new access's
// dashboard) switches first.
const companyPage = /^\/(subscriptions|orders)\/|^\/dashboard$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The bell of the app bar: the person's notices (renewals, reminders, orders, access), unread first counted. */
export function NoticeBell() {
  const translate = useTranslate();
  const { authenticated } = useAuthState(undefined, false);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inbox = useQuery({
    queryKey: inboxKey,
    queryFn: () => dataProvider.getInbox(),
    enabled: authenticated === true,
    // What the clock's sweeps tell arrives without a reload.
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });
  const markAll = useMutationOnce({
    mutationFn: () => dataProvider.markAllNoticesRead(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
  if (authenticated !== true) return null;
  const unread = inbox.data?.unread ?? 0;
  const label =
    unread > 0 ? translate('layout.notices.unread', { smart_count: unread }) : translate('layout.notices.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100vw - 32px)', maxHeight: '70vh' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, gap: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {translate('layout.notices.title')}
          </Typography>
          {unread > 0 && (
            <Button size="small" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
              {translate('layout.notices.mark_all_read')}
            </Button>
          )}
        </Box>
        <Divider />
        {inbox.data && inbox.data.notices.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('layout.notices.empty')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {inbox.data?.notices.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} onOpened={() => setAnchor(null)} />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}

class NoLongerInCompany extends Error {}

function NoticeItem({ notice, onOpened }: { notice: Notice; onOpened: () => void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const current = useCurrentCompany();
  const myCompanies = useMyCompanies();
  const companyChanged = useCompanyChanged();
  const open = useMutationOnce({
    mutationFn: async () => {
      if (!notice.readAt) await dataProvider.markNoticeRead(notice.id);
      const link = notice.link;
      if (!link) return;
      const otherCompany = notice.companyId !== null && current !== null && notice.companyId !== current.id;
      if (otherCompany && companyPage.test(link)) {
        // A notice of a company the person has left (its access ended): its page is no longer theirs to open.
        const companies = myCompanies.data ?? (await myCompanies.refetch()).data ?? [];
        if (!companies.some((company) => company.id === notice.companyId)) throw new NoLongerInCompany();
        const switched = await dataProvider.switchCompany(notice.companyId!);
        if (!switched.success) throw new Error('switch');
        void companyChanged(link);
        if (notice.companyName)
          notify('layout.company.switched', { type: 'info', messageArgs: { company: notice.companyName } });
        return;
      }
      navigate(link);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
    onError: (error) =>
      error instanceof NoLongerInCompany
        ? notify('layout.notices.no_longer_in_company', {
            type: 'warning',
            messageArgs: { company: notice.companyName ?? '' },
          })
        : notify('layout.company.switch_failed', { type: 'error' }),
  });
  // Days (2026-12-20) read as the reader writes them: 20 déc. 2026.
  const params = Object.fromEntries(
    Object.entries(notice.params).map(([key, value]) => [
      key,
      typeof value === 'string' && isoDay.test(value) ? formatDay(value, locale) : value,
    ]),
  );
  const text = translate(`layout.notices.kinds.${notice.kind}`, {
    ...params,
    renews: translate(params.autoRenew === 0 ? 'layout.notices.ends' : 'layout.notices.renews'),
    role: translate(`layout.notices.roles.${params.role}`, { _: String(params.role ?? '') }),
    // "1 seat", "3 seats": the words that count seats choose by the quantity.
    ...(Number.isInteger(Number(params.quantity ?? NaN)) && { smart_count: Number(params.quantity) }),
    _: notice.kind,
  });
  const when = formatMoment(notice.createdAt, locale);
  return (
    <ListItemButton
      onClick={() => {
        onOpened();
        open.mutate();
      }}
      sx={{ alignItems: 'flex-start', bgcolor: notice.readAt ? undefined : 'action.hover' }}
    >
      <ListItemText
        primary={text}
        secondary={[notice.companyName, when].filter(Boolean).join(' · ')}
        slotProps={{ primary: { sx: { fontWeight: notice.readAt ? 400 : 600 } } }}
      />
    </ListItemButton>
  );
}
