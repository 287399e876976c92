import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CatalogItem } from '../../../common/api';
import { roundCents } from '../../../common/domain';
import { useFormatMoney, useFormatPercent } from '../../components/Money';

/** An item's term and billing in words, ["1 year", "Monthly"]. */
function useTermWords() {
  const translate = useTranslate();
  return (item: Pick<CatalogItem, 'term' | 'billingFrequency'>) => [
    translate(`resources.subscriptions.terms.${item.term}`, { _: item.term }),
    translate(`resources.subscriptions.frequencies.${item.billingFrequency}`, { _: item.billingFrequency }),
  ];
}

/** An item's term and billing in words: "1 year · Monthly". */
export function useDescribeTerm() {
  const termWords = useTermWords();
  return (item: Pick<CatalogItem, 'term' | 'billingFrequency'>) => termWords(item).join(' · ');
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
  const termWords = useTermWords();
  if (!item) return null;
  // "1 year" stays whole (no-break spaces): a narrow line breaks between the words, not within them.
  const words = [...termWords(item), ...(withPublisher ? [item.publisher] : [])];
  return (
    <>
      {withName && <Typography variant="body2">{item.productName}</Typography>}
      <Typography variant="caption" color="text.secondary">
        {words.map((word) => word.replace(/ /g, '\u00a0')).join(' · ')}
      </Typography>
    </>
  );
}

/** An item's margin in words, "$20.00 (16.7%)" (the percentage when asked and known); Intl holds each part together. */
export function useDescribeMargin() {
  const format = useFormatMoney();
  const formatPercent = useFormatPercent();
  return (item: CatalogItem, withPercent = true) => {
    const margin = marginOf(item);
    return `${format(margin.amount, item.currency)}${
      withPercent && margin.percent !== null ? ` (${formatPercent(margin.percent)})` : ''
    }`;
  };
}

/**
 * The margin of the item's sell price over its cost, "$20.00 (16.7%)"; in red when the item sells at or below cost.
 * `stacked` (a table's narrow column), the percentage goes under the amount, each whole.
 */
export function ItemMargin({ withPercent = true, stacked = false }: { withPercent?: boolean; stacked?: boolean }) {
  const item = useRecordContext<CatalogItem>();
  const describeMargin = useDescribeMargin();
  const formatPercent = useFormatPercent();
  if (!item) return null;
  const margin = marginOf(item);
  const color = margin.amount <= 0 ? 'error' : undefined;
  if (stacked)
    return (
      <Typography variant="inherit" component="span" color={color}>
        {describeMargin(item, false)}
        {margin.percent !== null && (
          <Typography variant="caption" component="span" color={color ?? 'text.secondary'} sx={{ display: 'block' }}>
            {formatPercent(margin.percent)}
          </Typography>
        )}
      </Typography>
    );
  return (
    <Typography variant="inherit" component="span" color={color}>
      {describeMargin(item, withPercent)}
    </Typography>
  );
}

/** The item's markup in words: its own ("20%"), its fixed price instead, or the catalog's default ("default (10%)"). */
export function useDescribeMarkup(defaultMarkupPercent: number) {
  const translate = useTranslate();
  const formatPercent = useFormatPercent();
  return (item: CatalogItem) =>
    item.priceOverride != null
      ? translate('resources.partner-admin/catalogs.items.fields.priceOverride')
      : item.markupPercent == null
        ? translate('resources.partner-admin/catalogs.items.default_markup', {
            percent: formatPercent(defaultMarkupPercent),
          })
        : formatPercent(item.markupPercent);
}

/** The item's markup, its fixed price, or the catalog's default markup it falls back to. */
export function ItemMarkup({ defaultMarkupPercent }: { defaultMarkupPercent: number }) {
  const item = useRecordContext<CatalogItem>();
  const describeMarkup = useDescribeMarkup(defaultMarkupPercent);
  return item ? <>{describeMarkup(item)}</> : null;
}

/**
 * On a phone, under the product: its sell price, its markup (or fixed price) and its margin in words. Each fact keeps
 * to one line; a narrow line breaks between them (a gap apart, no separator left hanging at a line's end).
 */
export function ItemPriceFacts({ defaultMarkupPercent }: { defaultMarkupPercent: number }) {
  const item = useRecordContext<CatalogItem>();
  const translate = useTranslate();
  const format = useFormatMoney();
  const describeMarkup = useDescribeMarkup(defaultMarkupPercent);
  const describeMargin = useDescribeMargin();
  if (!item) return null;
  const labelled = (label: string, value: string) =>
    translate('portal.labelled', { label: translate(`resources.partner-admin/catalogs.items.${label}`), value });
  return (
    <Typography
      variant="caption"
      component="div"
      color="text.secondary"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}
    >
      <Fact color="text.primary" typography="body2">
        {format(item.effectivePrice, item.currency)}
      </Fact>
      <Fact>{item.priceOverride != null ? describeMarkup(item) : labelled('markup', describeMarkup(item))}</Fact>
      <Fact color={marginOf(item).amount <= 0 ? 'error' : undefined}>
        {labelled('fields.margin', describeMargin(item))}
      </Fact>
    </Typography>
  );
}

/** One fact of a line of them: it breaks from the others, never within itself. */
function Fact({ children, ...style }: { children: ReactNode; color?: string; typography?: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', ...style }}>
      {children}
    </Box>
  );
}
