import { Typography, type TypographyProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatMoney } from './Money';
import { totalsOf } from '../providers/cartStore';

/** What lines cost per billing frequency, one line each: "Monthly: $120.75". */
export function TotalsPerFrequency({
  lines,
  variant,
}: {
  lines: Parameters<typeof totalsOf>[0];
  /** Among an order's facts, their size (body2). */
  variant?: TypographyProps['variant'];
}) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  return totalsOf(lines).map((total) => (
    <Typography key={`${total.billingFrequency}-${total.currency}`} variant={variant}>
      {translate('resources.cart.total_per', {
        frequency: translate(`resources.subscriptions.frequencies.${total.billingFrequency}`, {
          _: total.billingFrequency,
        }),
        total: formatMoney(total.total, total.currency),
      })}
    </Typography>
  ));
}
