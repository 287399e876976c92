import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** The company's cost per month (last 12 months); loaded lazily with the charts library. */
export function CostChart({ months }: { months: { month: string; cost: number }[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: months.map((entry) => entry.month) }]}
      // Wide enough for "15,000" and compact beyond.
      yAxis={[{ width: 64, valueFormatter: (value: number) => compact.format(value) }]}
      series={[
        {
          data: months.map((entry) => entry.cost),
          label: translate('resources.dashboard.monthly_cost'),
          color: theme.palette.secondary.main,
        },
      ]}
    />
  );
}
