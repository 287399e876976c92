import { Link as MuiLink, Stack, Typography } from '@mui/material';
import Big from 'big.js';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Invoice } from '../../../common/api';
import { formatMoney } from '../../../common/format';
import { portalRoutes } from '../../../common/portal-routes';
import { ErrorAlert } from '../../components/ErrorAlert';
import { InvoiceStatusChip, useInvoiceWords } from '../../features/invoices';
import { DashboardCard } from './DashboardCard';

/** What is still to pay: open and overdue invoices (a credit note lowers it), per currency, added exactly. */
export function amountsDue(invoices: Invoice[]): { currency: string; amount: string }[] {
  const due = new Map<string, Big>();
  for (const invoice of invoices)
    if (invoice.status === 'open' || invoice.status === 'overdue')
      due.set(invoice.currency, (due.get(invoice.currency) ?? new Big(0)).plus(invoice.total));
  return [...due]
    .filter(([, amount]) => !amount.eq(0))
    .map(([currency, amount]) => ({ currency, amount: amount.toFixed(2) }));
}

/** The dashboard's latest invoice, with its status, and the amount still due, each opening the invoices. */
export function InvoicesCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const words = useInvoiceWords();
  const t = (key: string, options = {}) => translate(`resources.invoices.${key}`, options);
  // The latest hundred: a company owes on its recent invoices (an older open one is the partner's to chase).
  const { data, error, isPending } = useGetList<Invoice>('invoices', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'issuedOn', order: 'DESC' },
  });
  const latest = data?.[0];
  const due = data ? amountsDue(data) : [];
  return (
    <DashboardCard title={t('latest')}>
      {error ? (
        <ErrorAlert error={error} />
      ) : isPending ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : !latest ? (
        <Typography color="text.secondary">{t('latest_none')}</Typography>
      ) : (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <MuiLink component={Link} to={`${portalRoutes.invoices.path}/${latest.id}/show`}>
              {latest.number}
            </MuiLink>
            <InvoiceStatusChip status={latest.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {formatMoney(latest.total, latest.currency, locale)} · {t('due_on', { day: words.day(latest.dueOn) })}
          </Typography>
          <Typography variant="subtitle2" component="p">
            {t('amount_due')}
          </Typography>
          {due.length === 0 ? (
            <Typography>{t('nothing_due')}</Typography>
          ) : (
            due.map(({ currency, amount }) => (
              <Typography key={currency} variant="h5" component="p">
                {formatMoney(amount, currency, locale)}
              </Typography>
            ))
          )}
          <MuiLink component={Link} to={portalRoutes.invoices.path} variant="body2">
            {t('all_invoices')}
          </MuiLink>
        </Stack>
      )}
    </DashboardCard>
  );
}
