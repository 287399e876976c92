import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Subscription } from '../../../common/api';
import { decideQuantityChange } from '../../../common/rules/quantity';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useFormatMoney } from '../../components/Money';
import { useDateFormat } from './useDateFormat';
import { useSubscriptionChange } from './useSubscriptionChange';
import { LabeledButton } from '../../components/LabeledButton';

/** What the server will decide (the one quantity rule, common/rules/quantity.ts), so the dialog can say it first. */
export function planOf(subscription: Subscription, quantity: number, scheduleNextTerm: boolean) {
  const decision = decideQuantityChange(
    {
      ...subscription,
      removableQuantity: subscription.refundableQuantity,
      removableUntil: subscription.refundableUntil,
    },
    { quantity, scheduleNextTerm },
  );
  const refusal = decision.refusal?.code;
  return { isInRange: refusal !== 'out_of_range', mustSchedule: refusal === 'beyond_refundable', isValid: !refusal };
}

/** "Change quantity": an increase now, a decrease now within the refund window, or scheduled for the next term. */
export function QuantityDialog({ subscription }: { subscription: Subscription }) {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  const formatMoney = useFormatMoney();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [isOpen, setOpen] = useState(false);
  const [quantity, setQuantity] = useState(subscription.quantity);
  const [scheduleNextTerm, setSchedule] = useState(false);
  const change = useSubscriptionChange(
    (body: { quantity: number; scheduleNextTerm: boolean }) =>
      dataProvider.changeSubscriptionQuantity(subscription.id, body),
    () => setOpen(false),
  );
  const plan = planOf(subscription, quantity, scheduleNextTerm);
  const open = () => {
    setQuantity(subscription.quantity);
    setSchedule(false);
    setOpen(true);
  };
  const t = (key: string, options = {}) => translate(`resources.subscriptions.actions.${key}`, options);
  // What the change does to the monthly cost, from the price per seat the subscription pays.
  const seatCost = subscription.quantity > 0 ? subscription.monthlyCost / subscription.quantity : 0;
  const effectText = () => {
    const seats = Math.abs(quantity - subscription.quantity);
    const amount = formatMoney(Math.round(seats * seatCost * 100) / 100, subscription.currency);
    if (scheduleNextTerm) {
      return t('effect_scheduled', {
        smart_count: quantity,
        date: formatDate(subscription.termEnd),
        total: formatMoney(Math.round(quantity * seatCost * 100) / 100, subscription.currency),
      });
    }
    return t(quantity > subscription.quantity ? 'effect_increase' : 'effect_decrease', { smart_count: seats, amount });
  };
  return (
    <>
      <LabeledButton label="resources.subscriptions.actions.quantity" onClick={open}>
        <EditIcon />
      </LabeledButton>
      <Dialog open={isOpen} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('quantity_title', { product: subscription.productName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              // The one thing the dialog asks for: typed at once.
              autoFocus
              type="number"
              label={translate('resources.subscriptions.fields.quantity')}
              value={Number.isNaN(quantity) ? '' : quantity}
              onChange={(event) => setQuantity(event.target.value === '' ? Number.NaN : Number(event.target.value))}
              slotProps={{ htmlInput: { min: subscription.minQuantity, max: subscription.maxQuantity, step: 1 } }}
              error={!plan.isInRange}
              helperText={t('bounds', { min: subscription.minQuantity, max: subscription.maxQuantity })}
            />
            {plan.isInRange && quantity !== subscription.quantity && !plan.mustSchedule && (
              <Alert severity="info">{effectText()}</Alert>
            )}
            <Alert severity="info">
              {subscription.refundableQuantity > 0 && subscription.refundableUntil
                ? t('refundable', {
                    count: subscription.refundableQuantity,
                    date: formatDate(subscription.refundableUntil),
                  })
                : t('not_refundable')}
            </Alert>
            <FormControlLabel
              control={
                <Switch
                  checked={scheduleNextTerm}
                  disabled={!subscription.autoRenew}
                  onChange={(event) => setSchedule(event.target.checked)}
                />
              }
              label={t('schedule')}
            />
            {!subscription.autoRenew && <Alert severity="warning">{t('schedule_needs_auto_renew')}</Alert>}
            {plan.mustSchedule && plan.isInRange && <Alert severity="warning">{t('must_schedule')}</Alert>}
            {!scheduleNextTerm && subscription.scheduledNextTermQuantity !== null && (
              <Alert severity="warning">
                {t('clears_schedule', { quantity: subscription.scheduledNextTermQuantity })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <LabeledButton label="ra.action.cancel" onClick={() => setOpen(false)} />
          <LabeledButton
            label="resources.subscriptions.actions.apply"
            variant="contained"
            disabled={!plan.isValid || change.isPending}
            onClick={() => change.mutate({ quantity, scheduleNextTerm })}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
