import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useFormatCompact, useFormatMoney, useFormatMonth } from '../../components/Money';
import { SvgChart } from '../../components/SvgChart';

/** The company's cost per month (last 12 months), in its currency. */
export function CostChart({ months, currency }: { months: { month: string; cost: number }[]; currency: string }) {
  const translate = useTranslate();
  const theme = useTheme();
  const formatMoney = useFormatMoney();
  const formatCompact = useFormatCompact();
  const formatMonth = useFormatMonth();
  return (
    <SvgChart
      kind="bar"
      labelled={(label, value) => translate('portal.labelled', { label, value })}
      title={translate('resources.dashboard.cost_by_month')}
      height={240}
      labels={months.map((entry) => formatMonth(entry.month))}
      series={[
        {
          data: months.map((entry) => entry.cost),
          label: translate('resources.dashboard.monthly_cost'),
          color: theme.palette.secondary.main,
        },
      ]}
      formatTick={formatCompact}
      formatPoint={(value) => formatMoney(value, currency)}
    />
  );
}
