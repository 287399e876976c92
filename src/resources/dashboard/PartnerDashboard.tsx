import {
  Grid,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { type AppDataProvider } from '../../providers/dataProvider';
import type { ActivityEvent, CatalogStats, ReconciliationLeak } from '../../../common/api';
import { formatMoment, formatMoney } from '../../../common/format';
import { partnerPaths } from '../../components/partnerPaths';
import { ErrorAlert } from '../../components/ErrorAlert';
import { DashboardCard } from './DashboardCard';

/** Where each figure opens: the list it counts, filtered as counted. */
const listWith = (path: string, filter: object) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const statLinks: Partial<Record<keyof CatalogStats, string>> = {
  catalogs: partnerPaths.catalogs,
  activeCatalogs: listWith(partnerPaths.catalogs, { isActive: true }),
  assignments: partnerPaths.assignments,
  companiesWithCatalog: partnerPaths.assignments,
  pendingOrders: listWith(partnerPaths.orders, { status: 'pending' }),
};

/** Where an event's object is shown, when it has a page. */
function objectLink(event: ActivityEvent) {
  const id = Number(event.objectId);
  if (!Number.isInteger(id)) return null;
  if (event.objectType === 'catalog' && event.action !== 'catalog.deleted') return partnerPaths.catalog(id);
  if (event.objectType === 'order') return partnerPaths.order(id);
  if (event.objectType === 'company') return partnerPaths.company(id);
  return null;
}

/** For a partner administrator: catalog statistics and the latest changes across every company. */
export function PartnerDashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const stats = useQuery({
    queryKey: ['partner-dashboard', 'catalog-stats'],
    queryFn: () => dataProvider.getCatalogStats(),
  });
  const leak = useQuery({
    queryKey: ['partner-dashboard', 'reconciliation-leak'],
    queryFn: () => dataProvider.getReconciliationLeak(),
  });
  const activity = useQuery({
    queryKey: ['partner-dashboard', 'recent-activity'],
    queryFn: () => dataProvider.getRecentActivity(10),
  });
  // "Catalog created", not "catalog.created · catalog 3"; a kind this portal has no words for yet, in words too.
  const describe = (event: ActivityEvent) =>
    translate(`resources.dashboard.actions.${event.action}`, { _: translate('resources.dashboard.other_action') });
  const loading = <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <DashboardCard title={translate('resources.dashboard.catalog_stats')}>
          {stats.isPending ? (
            loading
          ) : stats.isError ? (
            <ErrorAlert error={stats.error} />
          ) : (
            <Table size="small">
              <TableBody>
                {(Object.keys(stats.data) as (keyof CatalogStats)[]).map((key) => (
                  <TableRow key={key}>
                    <TableCell>
                      {statLinks[key] ? (
                        <Link to={statLinks[key]}>{translate(`resources.dashboard.stats.${key}`, { _: key })}</Link>
                      ) : (
                        translate(`resources.dashboard.stats.${key}`, { _: key })
                      )}
                    </TableCell>
                    <TableCell align="right">{stats.data[key].toLocaleString(locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        {/* A column of cards, each as tall as its content (a card fills its grid cell otherwise). */}
        <Stack spacing={2}>
          {leak.data && <LeakCard leak={leak.data} locale={locale} />}
          <DashboardCard title={translate('resources.dashboard.recent_activity')}>
            {activity.isPending ? (
              loading
            ) : activity.isError ? (
              <ErrorAlert error={activity.error} />
            ) : activity.data.length === 0 ? (
              <Typography color="text.secondary">{translate('resources.dashboard.no_activity')}</Typography>
            ) : (
              <List dense>
                {activity.data.map((event) => (
                  <ListItem key={event.id}>
                    <ListItemText
                      primary={
                        objectLink(event) ? <Link to={objectLink(event)!}>{describe(event)}</Link> : describe(event)
                      }
                      secondary={[formatMoment(event.at, locale), event.actor, event.companyName]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </DashboardCard>
        </Stack>
      </Grid>
    </Grid>
  );
}

/** What Microsoft charged in the latest month imported that no customer was billed for, opening that month. */
function LeakCard({ leak, locale }: { leak: ReconciliationLeak; locale: string }) {
  const translate = useTranslate();
  const monthLink = leak.period
    ? `${partnerPaths.root}/reconciliation?filter=${encodeURIComponent(JSON.stringify({ period: leak.period, status: 'cost_not_billed' }))}`
    : `${partnerPaths.root}/reconciliation`;
  return (
    <DashboardCard title={translate('resources.dashboard.leak.title')}>
      {leak.period === null ? (
        <Typography color="text.secondary">
          <Link to={monthLink}>{translate('resources.dashboard.leak.none_imported')}</Link>
        </Typography>
      ) : (
        <Typography>
          <Typography
            component="span"
            variant="h5"
            color={Number(leak.leak) > 0 ? 'error' : 'success.main'}
            sx={{ mr: 1 }}
          >
            {formatMoney(Number(leak.leak), leak.currency ?? 'USD', locale)}
          </Typography>
          <Link to={monthLink}>
            {translate('resources.dashboard.leak.rows', {
              smart_count: leak.rows,
              month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
                new Date(`${leak.period}-01T00:00:00Z`),
              ),
            })}
          </Link>
        </Typography>
      )}
    </DashboardCard>
  );
}
