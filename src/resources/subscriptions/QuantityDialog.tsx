import EditIcon from '@mui/icons-material/Edit';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, Form, NumberInput, useDataProvider, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { quantityUpdateSchema, type Subscription } from '../../../common/api';
import { decideQuantityChange, isWithinQuantityBounds, type QuantityRequest } from '../../../common/rules/quantity';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf } from '../../providers/httpClient';
import { useFormatCount, useFormatMoney } from '../../components/Money';
import { formInDialogSx } from '../../components/FormDialog';
import { useZodResolver } from '../../components/useZodResolver';
import { useFormatDate } from '../../components/Dates';
import { useSubscriptionChange } from './useSubscriptionChange';
import { LabeledButton } from '../../components/LabeledButton';
import { SaveButtonWhenValid } from '../../components/SaveButtonWhenValid';

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

/** The body PUT .../quantity takes, its quantity also within the product's bounds (the quantity field's own error). */
const quantityFormSchema = (subscription: Subscription) =>
  quantityUpdateSchema.refine(({ quantity }) => isWithinQuantityBounds(quantity, subscription), {
    path: ['quantity'],
  });

const key = (name: string) => `resources.subscriptions.actions.${name}`;

/** "Change quantity": an increase now, a decrease now within the refund window, or scheduled for the next term. */
export function QuantityDialog({ subscription }: { subscription: Subscription }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [isOpen, setOpen] = useState(false);
  const change = useSubscriptionChange(
    (body: QuantityRequest) => dataProvider.changeSubscriptionQuantity(subscription.id, body),
    (result, body) =>
      body.scheduleNextTerm
        ? { key: 'quantity_scheduled', count: result.scheduledNextTermQuantity ?? body.quantity }
        : {
            key: subscription.scheduledNextTermQuantity === null ? 'quantity_now' : 'quantity_now_schedule_removed',
            count: result.quantity,
          },
    () => setOpen(false),
  );
  // Whatever is wrong with the quantity, the field says its bounds (the words under it), in red.
  const formatCount = useFormatCount();
  const bounds = () =>
    translate(key('bounds'), {
      min: formatCount(subscription.minQuantity),
      max: formatCount(subscription.maxQuantity),
    });
  const resolver = useZodResolver(quantityFormSchema(subscription), { quantity: bounds });
  // The server's refusal of a field shows beside it; any refusal is also notified by the change itself.
  const apply = (values: FieldValues) =>
    change.mutateAsync(values as QuantityRequest).then(() => undefined, fieldErrorsOf);
  return (
    <>
      <LabeledButton label={key('quantity')} onClick={() => setOpen(true)}>
        <EditIcon />
      </LabeledButton>
      <Dialog open={isOpen} onClose={() => setOpen(false)} fullWidth maxWidth="sm" sx={formInDialogSx}>
        {/* Mounted at each opening: the form starts again from the subscription's quantity. */}
        <Form
          record={{ quantity: subscription.quantity, scheduleNextTerm: false }}
          resolver={resolver}
          mode="onChange"
          onSubmit={apply}
          noValidate
        >
          <DialogTitle>{translate(key('quantity_title'), { product: subscription.productName })}</DialogTitle>
          <DialogContent>
            <QuantityInputs subscription={subscription} bounds={bounds()} />
          </DialogContent>
          <DialogActions>
            <LabeledButton label="ra.action.cancel" onClick={() => setOpen(false)} />
            <ApplyButton subscription={subscription} isPending={change.isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** The plan of the form's quantity and schedule, as the server will decide it. */
function usePlan(subscription: Subscription) {
  const [quantity, scheduleNextTerm] = useWatch({ name: ['quantity', 'scheduleNextTerm'] }) as [number | null, boolean];
  const typed = quantity ?? Number.NaN;
  return { quantity: typed, scheduleNextTerm, ...planOf(subscription, typed, scheduleNextTerm) };
}

function QuantityInputs({ subscription, bounds }: { subscription: Subscription; bounds: string }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const { quantity, scheduleNextTerm, ...plan } = usePlan(subscription);
  const t = (name: string, options = {}) => translate(key(name), options);
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
    <Stack spacing={2} sx={{ pt: 1 }}>
      <NumberInput
        source="quantity"
        label="resources.subscriptions.fields.quantity"
        // The one thing the dialog asks for: typed at once.
        autoFocus
        min={subscription.minQuantity}
        max={subscription.maxQuantity}
        step={1}
        helperText={bounds}
        margin="none"
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
      {/* Read-only, not disabled: react-hook-form leaves a disabled field out of the values sent. */}
      <BooleanInput
        source="scheduleNextTerm"
        label={key('schedule')}
        readOnly={!subscription.autoRenew}
        helperText={false}
      />
      {!subscription.autoRenew && <Alert severity="warning">{t('schedule_needs_auto_renew')}</Alert>}
      {plan.mustSchedule && plan.isInRange && <Alert severity="warning">{t('must_schedule')}</Alert>}
      {!scheduleNextTerm && subscription.scheduledNextTermQuantity !== null && (
        <Alert severity="warning">{t('clears_schedule', { quantity: subscription.scheduledNextTermQuantity })}</Alert>
      )}
    </Stack>
  );
}

/** Applies the change the form says, once it is one the server will take (and not while one is on its way). */
function ApplyButton({ subscription, isPending }: { subscription: Subscription; isPending: boolean }) {
  const plan = usePlan(subscription);
  return <SaveButtonWhenValid label={key('apply')} size="small" isAllowed={plan.isValid} isPending={isPending} />;
}
