import { Grid, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type AppDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useFormatMoney } from '../../components/Money';
import { OrderStatusChip } from '../../components/OrderStatusChip';
import { StatusChip } from '../../components/StatusChip';
import type { SubscriptionStatus } from '../../../common/domain';
import type { CompanyDashboard as CompanyDashboardData } from '../../../common/api';
import { notificationTextIn } from '../../../common/rules/notification-text';
import { CostChart } from './CostChart';
import { DashboardCard } from './DashboardCard';
import { InvoicesCard } from './InvoicesCard';

/** The current company at a glance (GET /dashboard) and its announcements (GET /notifications). */
export function CompanyDashboard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const dashboard = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => dataProvider.getCompanyDashboard(),
  });
  // The answer's render (every card) is deferred: React renders it in slices between which the page answers,
  // where the query's own update would render it in one long task.
  const data = useDeferredValue(dashboard.data);
  if (dashboard.isError) return <ErrorAlert error={dashboard.error} />;
  if (!data) return <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  return <CompanyDashboardCards data={data} />;
}

const CompanyDashboardCards = memo(function CompanyDashboardCards({ data }: { data: CompanyDashboardData }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const t = (key: string, options = {}) => translate(`resources.dashboard.${key}`, options);
  const { subscriptionsByStatus, renewalsIn30Days, renewalsIn90Days, monthlyCost, costByMonth, latestOrders } = data;
  const statuses = Object.entries(subscriptionsByStatus) as [SubscriptionStatus, number][];
  const currency = latestOrders[0]?.currency ?? 'USD';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
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
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <DashboardCard title={t('renewals')}>
          <Typography>{t('renewals_30', { count: renewalsIn30Days })}</Typography>
          <Typography>{t('renewals_90', { count: renewalsIn90Days })}</Typography>
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <DashboardCard title={t('monthly_cost')}>
          <Typography variant="h4" component="p">
            {formatMoney(monthlyCost, currency)}
          </Typography>
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <InvoicesCard />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <DashboardCard title={t('cost_by_month')}>
          {costByMonth.length === 0 ? (
            <Typography color="text.secondary">{t('no_cost')}</Typography>
          ) : (
            <CostChart months={costByMonth} currency={currency} />
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
});

function Announcements() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const announcements = useQuery({
    queryKey: ['announcements'],
    queryFn: () => dataProvider.getAnnouncements(),
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
          {announcements.data.map((announcement) => {
            const { title, body, language } = notificationTextIn(locale, announcement);
            return (
              <ListItem key={announcement.id} lang={language}>
                <ListItemText primary={title} secondary={body} />
              </ListItem>
            );
          })}
        </List>
      )}
    </DashboardCard>
  );
}
