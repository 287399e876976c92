import { Grid, List, ListItem, ListItemText, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { retryUnlessRefused, type AppDataProvider } from '../../providers/dataProvider';
import type { CatalogStats } from '../../providers/endUserCalls';
import { ErrorAlert } from '../ErrorAlert';
import { DashboardCard } from './DashboardCard';

/** For a partner administrator: catalog statistics and the latest changes across every company. */
export function PartnerDashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const stats = useQuery({
    queryKey: ['partner-dashboard', 'catalog-stats'],
    queryFn: () => dataProvider.getCatalogStats(),
    retry: retryUnlessRefused,
  });
  const activity = useQuery({
    queryKey: ['partner-dashboard', 'recent-activity'],
    queryFn: () => dataProvider.getRecentActivity(10),
    retry: retryUnlessRefused,
  });
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
                    <TableCell>{translate(`resources.dashboard.stats.${key}`, { _: key })}</TableCell>
                    <TableCell align="right">{stats.data[key]}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
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
                    primary={`${event.action} · ${event.objectType} ${event.objectId}`}
                    secondary={[new Date(event.at).toLocaleString(locale), event.actor, event.companyName]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </DashboardCard>
      </Grid>
    </Grid>
  );
}
