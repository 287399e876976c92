import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';

/** The company's cost per month (last 12 months); loaded lazily with the charts library. */
export function CostChart({ months }: { months: { month: string; cost: number }[] }) {
  const translate = useTranslate();
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: months.map((entry) => entry.month) }]}
      series={[{ data: months.map((entry) => entry.cost), label: translate('resources.dashboard.monthly_cost') }]}
    />
  );
}
