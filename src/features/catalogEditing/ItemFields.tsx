import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CatalogItem } from '../../../common/api';
import { roundCents } from '../../../common/domain';
import { useFormatMoney, useFormatPercent } from '../../components/Money';

/** An item's term and billing in words: "1 year · Monthly". */
export function useDescribeTerm() {
  const translate = useTranslate();
  return (item: Pick<CatalogItem, 'term' | 'billingFrequency'>) =>
    `${translate(`resources.subscriptions.terms.${item.term}`, { _: item.term })} · ${translate(
      `resources.subscriptions.frequencies.${item.billingFrequency}`,
      { _: item.billingFrequency },
    )}`;
}

/** What the partner keeps on one unit: the sell price less the cost, and its share of the sell price. */
export const marginOf = (item: Pick<CatalogItem, 'basePrice' | 'effectivePrice'>) => {
  const amount = roundCents(item.effectivePrice - item.basePrice);
  return { amount, percent: item.effectivePrice > 0 ? Math.round((amount / item.effectivePrice) * 1000) / 10 : null };
};

/** The item's product, with its term, billing (and, when asked, publisher) below; or those alone. */
export function ItemProduct({
  withPublisher = false,
  withName = true,
}: {
  withPublisher?: boolean;
  withName?: boolean;
}) {
  const item = useRecordContext<CatalogItem>();
  const describeTerm = useDescribeTerm();
  if (!item) return null;
  return (
    <>
      {withName && <Typography variant="body2">{item.productName}</Typography>}
      <Typography variant="caption" color="text.secondary">
        {describeTerm(item)}
        {withPublisher && ` · ${item.publisher}`}
      </Typography>
    </>
  );
}

/**
 * The margin of the item's sell price over its cost, "$20.00 (16.7%)"; in red when the item sells at or below cost. A
 * narrow column may put the percentage under the amount, never split either (Intl holds each together).
 */
export function ItemMargin({ withPercent = true }: { withPercent?: boolean }) {
  const item = useRecordContext<CatalogItem>();
  const format = useFormatMoney();
  const formatPercent = useFormatPercent();
  if (!item) return null;
  const margin = marginOf(item);
  return (
    <Typography variant="inherit" component="span" color={margin.amount <= 0 ? 'error' : undefined}>
      {format(margin.amount, item.currency)}
      {withPercent && margin.percent !== null && ` (${formatPercent(margin.percent)})`}
    </Typography>
  );
}

/** On a phone, the sell price over the cost and margin. */
export function ItemPrices() {
  const item = useRecordContext<CatalogItem>();
  const translate = useTranslate();
  const format = useFormatMoney();
  if (!item) return null;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{format(item.effectivePrice, item.currency)}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('resources.partner-admin/catalogs.items.fields.basePrice')} {format(item.basePrice, item.currency)}
      </Typography>
      <Typography variant="caption" component="div">
        {translate('resources.partner-admin/catalogs.items.fields.margin')} <ItemMargin withPercent={false} />
      </Typography>
    </Box>
  );
}
