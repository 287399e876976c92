import { Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { retryUnlessRefused, type AppDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../ErrorAlert';

/** Assigned and active seats per month (GET .../usage); loaded lazily with the charts library. */
export function UsageChart({ subscriptionId }: { subscriptionId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const usage = useQuery({
    queryKey: ['subscriptions', 'usage', subscriptionId],
    queryFn: () => dataProvider.getSubscriptionUsage(subscriptionId),
    retry: retryUnlessRefused,
  });
  if (usage.isPending) return <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  if (usage.isError) return <ErrorAlert error={usage.error} />;
  if (usage.data.length === 0)
    return <Typography color="text.secondary">{translate('resources.subscriptions.show.no_usage')}</Typography>;
  return (
    <LineChart
      height={260}
      xAxis={[{ scaleType: 'point', data: usage.data.map((period) => period.periodStart.slice(0, 7)) }]}
      series={[
        {
          data: usage.data.map((period) => period.assignedSeats),
          label: translate('resources.subscriptions.show.assigned'),
        },
        {
          data: usage.data.map((period) => period.activeSeats),
          label: translate('resources.subscriptions.show.active'),
        },
      ]}
    />
  );
}
