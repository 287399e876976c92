import { Grid, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { retryUnlessRefused, type AppDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../admin/ErrorAlert';
import { useFormatMoney } from '../Money';
import { OrderStatusChip } from '../orders/OrderStatusChip';
import { StatusChip } from '../subscriptions/StatusChip';
import type { SubscriptionStatus } from '../../../common/domain';
import { DashboardCard } from './DashboardCard';

const CostChart = lazy(() => import('./CostChart').then((module) => ({ default: module.CostChart })));

/** The current company at a glance (GET /dashboard) and its announcements (GET /notifications). */
export function CompanyDashboard() {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const dataProvider = useDataProvider<AppDataProvider>();
  const dashboard = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => dataProvider.getCompanyDashboard(),
    retry: retryUnlessRefused,
  });
  const t = (key: string, options = {}) => translate(`resources.dashboard.${key}`, options);
  if (dashboard.isPending) return <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  if (dashboard.isError) return <ErrorAlert error={dashboard.error} />;
  const { subscriptionsByStatus, renewalsIn30Days, renewalsIn90Days, monthlyCost, costByMonth, latestOrders } =
    dashboard.data;
  const statuses = Object.entries(subscriptionsByStatus) as [SubscriptionStatus, number][];
  const currency = latestOrders[0]?.currency ?? 'USD';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <DashboardCard title={t('subscriptions')}>
          {statuses.length === 0 ? (
            <Typography color="text.secondary">{t('no_subscription')}</Typography>
          ) : (
            <Stack spacing={1}>
              {statuses.map(([status, count]) => (
                <Stack key={status} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <StatusChip status={status} />
                  <Typography>{count}</Typography>
                </Stack>
              ))}
            </Stack>
          )}
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DashboardCard title={t('renewals')}>
          <Typography>{t('renewals_30', { count: renewalsIn30Days })}</Typography>
          <Typography>{t('renewals_90', { count: renewalsIn90Days })}</Typography>
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DashboardCard title={t('monthly_cost')}>
          <Typography variant="h4" component="p">
            {formatMoney(monthlyCost, currency)}
          </Typography>
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <DashboardCard title={t('cost_by_month')}>
          {costByMonth.length === 0 ? (
            <Typography color="text.secondary">{t('no_cost')}</Typography>
          ) : (
            <Suspense fallback={<Typography color="text.secondary">{translate('ra.page.loading')}</Typography>}>
              <CostChart months={costByMonth} />
            </Suspense>
          )}
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DashboardCard title={t('latest_orders')}>
          {latestOrders.length === 0 ? (
            <Typography color="text.secondary">{t('no_order')}</Typography>
          ) : (
            <List dense>
              {latestOrders.map((order) => (
                <ListItem key={order.id} disablePadding secondaryAction={<OrderStatusChip status={order.status} />}>
                  <ListItemButton component={Link} to={`/orders/${order.id}/show`}>
                    <ListItemText primary={order.number} secondary={formatMoney(order.total, order.currency)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </DashboardCard>
      </Grid>
      <Grid size={12}>
        <Announcements />
      </Grid>
    </Grid>
  );
}

function Announcements() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const announcements = useQuery({
    queryKey: ['announcements'],
    queryFn: () => dataProvider.getAnnouncements(),
    retry: retryUnlessRefused,
  });
  return (
    <DashboardCard title={translate('resources.dashboard.announcements')}>
      {announcements.isPending ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : announcements.isError ? (
        <ErrorAlert error={announcements.error} />
      ) : announcements.data.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.dashboard.no_announcement')}</Typography>
      ) : (
        <List dense>
          {announcements.data.map((announcement) => (
            <ListItem key={announcement.id}>
              <ListItemText primary={announcement.title} secondary={announcement.body} />
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
