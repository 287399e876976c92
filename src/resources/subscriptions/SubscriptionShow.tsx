import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Button, Card, CardContent, Grid, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BooleanField, Labeled, TextField, useShowContext, useTranslate } from 'react-admin';
import { CompanyRecordShow } from '../../layout/CompanyOfTheRecord';
import { DateField, useFormatDate, useFormatMoment } from '../../components/Dates';
import type { SubscriptionDetail as Detail } from '../../../common/api';
import { ErrorAlert } from '../../components/ErrorAlert';
import { MoneyField, useFormatCount, useFormatMoney } from '../../components/Money';
import { StatusChip } from '../../components/StatusChip';
import { SubscriptionActions } from './SubscriptionActions';
import { SupplierChip, SupplierNotice, SupplierSubscriptionId } from '../../components/SupplierState';
import { whileWaitingForMicrosoft } from '../../components/waitingForMicrosoft';
import { UsageChart } from './UsageChart';
import { isBilledStatus } from '../../../common/domain';
import { isPlainDay } from '../../../common/format';
import { useCanChange } from './useCanChange';

/** The list's copy of a record, shown until the detail arrives, has no `history`. */
type ShownSubscription = Omit<Detail, 'history'> & { history?: Detail['history'] };

/** /subscriptions/:id/show: term, price, the actions, the history and the usage. */
export function SubscriptionShow() {
  return (
    <CompanyRecordShow
      actions={false}
      // While a change is on its way to Microsoft, the page follows it until Microsoft has taken it.
      queryOptions={{
        refetchInterval: (query) =>
          whileWaitingForMicrosoft((query.state.data as ShownSubscription | undefined)?.supplierStatus === 'waiting'),
      }}
    >
      <SubscriptionDetails />
    </CompanyRecordShow>
  );
}

function SubscriptionDetails() {
  const { record, error } = useShowContext<ShownSubscription>();
  // Who may change a subscription may order (a member of an active company).
  const mayOrder = useCanChange();
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatMoment = useFormatMoment();
  const formatMoney = useFormatMoney();
  // An invoice line opens the event that caused it: /subscriptions/12/show#event-345, marked and scrolled to.
  const { hash } = useLocation();
  const formatCount = useFormatCount();
  const hasHistory = record?.history !== undefined;
  useEffect(() => {
    if (hasHistory && hash.startsWith('#event-'))
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [hasHistory, hash]);
  // A renewal's day and prices as the reader writes them; what did not change is said once.
  const readableDetails = (details: Record<string, unknown>) => {
    const currency = record?.currency ?? 'USD';
    const readable = Object.fromEntries(
      Object.entries(details).map(([key, value]) => [
        key,
        typeof value === 'string' && isPlainDay(value)
          ? formatDate(value)
          : typeof value === 'number' && /Price$/.test(key)
            ? formatMoney(value, currency)
            : value,
      ]),
    );
    const changed = (now: unknown, before: unknown, shown = String(now)) =>
      now === before ? shown : translate('resources.subscriptions.history.changed', { value: shown, before });
    const seats = translate('resources.subscriptions.history.seat_count', { smart_count: readable.toQuantity });
    return {
      ...readable,
      seats: changed(readable.toQuantity, readable.fromQuantity, seats),
      price: changed(readable.toPrice, readable.fromPrice),
      ...differenceWords(details),
    };
  };
  // A difference with Microsoft (the sync's): the field and both values in words.
  const differenceWords = (details: Record<string, unknown>) => {
    if (typeof details.field !== 'string') return {};
    const word = (value: unknown) => {
      if (typeof value !== 'string') return '—';
      if (value === 'true' || value === 'false' || value === 'missing') {
        return translate(`resources.subscriptions.history.drift_value.${value}`);
      }
      if (details.field === 'status' || details.field === 'subscription') {
        return translate(`resources.subscriptions.status.${value}`, { _: value });
      }
      return isPlainDay(value) ? formatDate(value) : value;
    };
    return {
      fieldName: translate(`resources.subscriptions.history.drift_field.${details.field}`, { _: details.field }),
      portalWord: word(details.portalValue),
      supplierWord: word(details.supplierValue),
    };
  };
  if (error) return <ErrorAlert error={error} />;
  if (!record) return null;
  const t = (key: string) => translate(`resources.subscriptions.${key}`);
  return (
    <CardContent>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {record.productName}
        </Typography>
        <Grid container spacing={2}>
          <Labeled label="resources.subscriptions.fields.status">
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <StatusChip />
              <SupplierChip subscription={record} />
            </Stack>
          </Labeled>
          <Labeled>
            <TextField source="quantity" />
          </Labeled>
          <Labeled label="resources.subscriptions.fields.term">
            <Value>{t(`terms.${record.term}`)}</Value>
          </Labeled>
          <Labeled label="resources.subscriptions.fields.billingFrequency">
            <Value>{t(`frequencies.${record.billingFrequency}`)}</Value>
          </Labeled>
          <Labeled>
            <DateField source="termStart" />
          </Labeled>
          <Labeled>
            <DateField source="termEnd" />
          </Labeled>
          <Labeled>
            <MoneyField source="unitPrice" />
          </Labeled>
          {/* Only what is billed costs (not a pending, suspended, cancelled or expired subscription). */}
          {isBilledStatus(record.status) && (
            <Labeled>
              <MoneyField source="monthlyCost" />
            </Labeled>
          )}
          <Labeled>
            <BooleanField source="autoRenew" />
          </Labeled>
          <Labeled label="resources.subscriptions.fields.supplierSubscriptionId">
            <SupplierSubscriptionId subscription={record} />
          </Labeled>
        </Grid>
        <SupplierNotice subscription={record} />
        {record.scheduledNextTermQuantity !== null && (
          <Typography>
            {translate('resources.subscriptions.show.scheduled', {
              quantity: formatCount(record.scheduledNextTermQuantity),
            })}
          </Typography>
        )}
        <SubscriptionActions subscription={record} />
        {/* Over for good (expired, or cancelled and not to come back): it can only be bought anew. */}
        {mayOrder && (record.status === 'expired' || (record.status === 'cancelled' && !record.isReactivatable)) && (
          <div>
            <Button
              component={Link}
              // The same term, billing and seats, chosen on the product's page (its price may have changed).
              to={`/catalog/${record.productId}?${new URLSearchParams({
                term: record.term,
                billing: record.billingFrequency,
                quantity: String(record.quantity),
              })}`}
              variant="outlined"
              startIcon={<ShoppingCartIcon />}
            >
              {t('show.order_again')}
            </Button>
          </div>
        )}
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('show.usage')}
            </Typography>
            <UsageChart subscriptionId={record.id} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('show.history')}
            </Typography>
            {record.history === undefined ? (
              <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
            ) : record.history.length === 0 ? (
              <Typography color="text.secondary">{t('show.no_history')}</Typography>
            ) : (
              <List dense>
                {record.history.map((event) => (
                  <ListItem
                    key={event.id}
                    id={`event-${event.id}`}
                    aria-current={hash === `#event-${event.id}` ? 'true' : undefined}
                    sx={{ '&[aria-current]': { bgcolor: 'action.selected', borderRadius: 1 } }}
                  >
                    <ListItemText
                      primary={translate(`resources.subscriptions.history.${event.action}`, {
                        ...readableDetails(event.details),
                        _: event.action,
                      })}
                      secondary={`${formatMoment(event.at)}${event.actor ? ` · ${event.actor}` : ''}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Stack>
    </CardContent>
  );
}

/** A value shown under its caption (react-admin's Labeled captions components only, not a bare element). */
function Value({ children }: { children: string }) {
  return (
    <Typography variant="body2" component="span">
      {children}
    </Typography>
  );
}
