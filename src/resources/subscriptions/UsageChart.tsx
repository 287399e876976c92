import { Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { type AppDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useFormatCount, useFormatMonth } from '../../components/Money';
import { SvgChart } from '../../components/SvgChart';

/** Assigned and active seats per month (GET .../usage). */
export function UsageChart({ subscriptionId }: { subscriptionId: number }) {
  const translate = useTranslate();
  const theme = useTheme();
  const formatMonth = useFormatMonth();
  const dataProvider = useDataProvider<AppDataProvider>();
  const formatCount = useFormatCount();
  const usage = useQuery({
    queryKey: ['subscriptions', 'usage', subscriptionId],
    queryFn: () => dataProvider.getSubscriptionUsage(subscriptionId),
  });
  if (usage.isPending) return <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  if (usage.isError) return <ErrorAlert error={usage.error} />;
  if (usage.data.length === 0)
    return <Typography color="text.secondary">{translate('resources.subscriptions.show.no_usage')}</Typography>;
  return (
    <SvgChart
      kind="line"
      labelled={(label, value) => translate('portal.labelled', { label, value })}
      formatTick={formatCount}
      title={translate('resources.subscriptions.show.usage')}
      height={240}
      labels={usage.data.map((period) => formatMonth(period.periodStart))}
      series={[
        {
          data: usage.data.map((period) => period.assignedSeats),
          label: translate('resources.subscriptions.show.assigned'),
          color: theme.palette.primary.main,
        },
        {
          data: usage.data.map((period) => period.activeSeats),
          label: translate('resources.subscriptions.show.active'),
          color: theme.palette.secondary.main,
        },
      ]}
    />
  );
}
