import { Grid, List, ListItem, ListItemText, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Link, useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { AccessEvent } from '../../../common/api';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatMoment } from '../../components/Dates';
import { DashboardCard } from './DashboardCard';

/**
 * For support staff, whose work is access: how many people and companies there are (each opening its list), and the
 * latest access changes. Not the partner's own company's figures, which are none of theirs.
 */
export function SupportDashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const one = { pagination: { page: 1, perPage: 1 } };
  const people = useGetList('admin/people', one);
  const companies = useGetList('admin/companies', one);
  const expiring = useGetList('admin/people', { ...one, filter: { expiringWithinDays: 30 } });
  const neverSignedIn = useGetList('admin/people', { ...one, filter: { neverSignedIn: true } });
  const history = useGetList<AccessEvent>('admin/history', {
    pagination: { page: 1, perPage: 8 },
    sort: { field: 'at', order: 'DESC' },
  });
  const loading = <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  const peopleWith = (filter: object) => `/admin/people?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const figures = [
    ['people', people, '/admin/people'],
    ['expiring', expiring, peopleWith({ expiringWithinDays: 30 })],
    ['never_signed_in', neverSignedIn, peopleWith({ neverSignedIn: true })],
    ['companies', companies, '/admin/companies'],
  ] as const;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <DashboardCard title={translate('resources.dashboard.support.access')}>
          <Table size="small">
            <TableBody>
              {figures.map(([key, list, path]) => (
                <TableRow key={key}>
                  <TableCell>
                    <Link to={path}>{translate(`resources.dashboard.support.${key}`)}</Link>
                  </TableCell>
                  <TableCell align="right">
                    {list.error ? '—' : list.total === undefined ? '…' : list.total.toLocaleString(locale)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <DashboardCard title={translate('resources.dashboard.support.latest')}>
          {history.isPending ? (
            loading
          ) : history.error ? (
            <ErrorAlert error={history.error} />
          ) : history.data?.length === 0 ? (
            <Typography color="text.secondary">{translate('resources.admin/history.empty')}</Typography>
          ) : (
            <List dense disablePadding>
              {history.data?.map((event) => (
                <ListItem key={event.id} disableGutters>
                  <ListItemText
                    primary={[
                      translate(`resources.admin/history.actions.${event.action}`, { _: event.action }),
                      event.userName ?? event.userEmail,
                      event.companyName,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    secondary={`${formatMoment(event.at, locale)}${event.actor ? ` · ${event.actor}` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Link to="/admin/history">{translate('resources.dashboard.support.all_history')}</Link>
        </DashboardCard>
      </Grid>
    </Grid>
  );
}
