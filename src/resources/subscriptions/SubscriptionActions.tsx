import AutorenewIcon from '@mui/icons-material/Autorenew';
import CancelIcon from '@mui/icons-material/Cancel';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Stack } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { useEffect, useRef, useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { Subscription, SubscriptionChange } from '../../../common/api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { QuantityDialog } from './QuantityDialog';
import { useCanChange } from './useCanChange';
import { useFormatDate } from '../../components/Dates';
import { useSubscriptionChange } from './useSubscriptionChange';
import { LabeledButton } from '../../components/LabeledButton';

/** The changes a member may make to a subscription; a viewer is told they can only look. */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const canChange = useCanChange();
  const dataProvider = useDataProvider<AppDataProvider>();
  const actionsRef = useFocusKeptAfterChange(subscription);
  if (!canChange) return <Alert severity="info">{translate('resources.subscriptions.actions.viewer')}</Alert>;
  const { id, status } = subscription;
  const product = subscription.productName;
  const canChangeAutoRenew = status === 'active' || status === 'pending' || status === 'suspended';
  return (
    <Stack spacing={1}>
      <Stack ref={actionsRef} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {status === 'active' && <QuantityDialog subscription={subscription} />}
        {subscription.isCancellable && (
          <ConfirmedAction
            label="resources.subscriptions.actions.cancel"
            title="resources.subscriptions.actions.cancel_title"
            // Microsoft deletes a cancelled subscription for good: the person is told before, not after.
            content={`resources.subscriptions.actions.${subscription.supplierSubscriptionId ? 'cancel_content_final' : 'cancel_content'}`}
            product={product}
            icon={CancelIcon}
            isDestructive
            run={() => dataProvider.cancelSubscription(id)}
            done="cancelled"
          />
        )}
        {subscription.isReactivatable && (
          <ConfirmedAction
            label="resources.subscriptions.actions.reactivate"
            title="resources.subscriptions.actions.reactivate_title"
            content="resources.subscriptions.actions.reactivate_content"
            product={product}
            icon={ReplayIcon}
            run={() => dataProvider.reactivateSubscription(id)}
            done="reactivated"
          />
        )}
        {canChangeAutoRenew && (
          // A new action once the state flips: the closing dialog never shows the opposite wording.
          <ConfirmedAction
            key={subscription.autoRenew ? 'auto-renew-off' : 'auto-renew-on'}
            label={`resources.subscriptions.actions.${subscription.autoRenew ? 'auto_renew_off' : 'auto_renew_on'}`}
            title={`resources.subscriptions.actions.${subscription.autoRenew ? 'auto_renew_off' : 'auto_renew_on'}`}
            content={`resources.subscriptions.actions.${subscription.autoRenew ? 'auto_renew_off_content' : 'auto_renew_on_content'}`}
            product={product}
            icon={AutorenewIcon}
            run={() => dataProvider.setSubscriptionAutoRenew(id, !subscription.autoRenew)}
            done={
              !subscription.autoRenew
                ? 'auto_renew_on'
                : subscription.scheduledNextTermQuantity === null
                  ? 'auto_renew_off'
                  : 'auto_renew_off_schedule_removed'
            }
          />
        )}
      </Stack>
      {status === 'suspended' && (
        <Alert severity="warning">{translate('resources.subscriptions.actions.suspended')}</Alert>
      )}
      {subscription.isCancellable && subscription.cancellableUntil && (
        <Alert severity="info">
          {translate('resources.subscriptions.actions.cancel_until', {
            date: formatDate(subscription.cancellableUntil),
          })}
        </Alert>
      )}
      {!subscription.isCancellable && status === 'active' && subscription.cancellableUntil && (
        <Alert severity="info">
          {translate(
            // With auto-renew already off there is nothing to turn off: it ends with its term.
            subscription.autoRenew
              ? 'resources.subscriptions.actions.not_cancellable'
              : 'resources.subscriptions.actions.not_cancellable_ending',
            { date: formatDate(subscription.cancellableUntil), end: formatDate(subscription.termEnd) },
          )}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * A change can take away the button it was made with (Cancel once cancelled; auto-renew's button turns into its
 * opposite), and the closing dialog gives focus back to a button that is gone: the page's body. Focus goes to the
 * button that now stands where the used one stood, so a keyboard or screen-reader user stays among the actions.
 */
function useFocusKeptAfterChange(subscription: Subscription) {
  const actionsRef = useRef<HTMLDivElement>(null);
  const lastUsed = useRef<number | null>(null);
  const state = [subscription.status, subscription.autoRenew, subscription.isCancellable, subscription.isReactivatable];
  useEffect(() => {
    const row = actionsRef.current;
    const remember = (event: FocusEvent) => {
      const buttons = [...(row?.querySelectorAll('button') ?? [])];
      const index = buttons.indexOf(event.target as HTMLButtonElement);
      if (index >= 0) lastUsed.current = index;
    };
    row?.addEventListener('focusin', remember);
    return () => row?.removeEventListener('focusin', remember);
  });
  const stateKey = state.join('|');
  useEffect(() => {
    const active = document.activeElement;
    if (lastUsed.current === null || (active && active !== document.body && active.isConnected)) return;
    const buttons = [...(actionsRef.current?.querySelectorAll('button') ?? [])];
    buttons[Math.min(lastUsed.current, buttons.length - 1)]?.focus();
  }, [stateKey]);
  return actionsRef;
}

type ConfirmedActionProps = {
  label: string;
  title: string;
  content: string;
  product: string;
  icon: SvgIconComponent;
  /** A change that cannot be undone: its confirmation is in the warning colour. */
  isDestructive?: boolean;
  run: () => Promise<SubscriptionChange>;
  /** What it did, once done: a key of `resources.subscriptions.done`. */
  done: string;
};

/** A button that says what it will do, asks, then does it. */
function ConfirmedAction({
  label,
  title,
  content,
  product,
  icon: Icon,
  isDestructive,
  run,
  done,
}: ConfirmedActionProps) {
  const [isOpen, setOpen] = useState(false);
  const change = useSubscriptionChange(
    run,
    () => ({ key: done }),
    () => setOpen(false),
  );
  return (
    <>
      <LabeledButton label={label} onClick={() => setOpen(true)}>
        <Icon />
      </LabeledButton>
      <Confirm
        isOpen={isOpen}
        loading={change.isPending}
        title={title}
        titleTranslateOptions={{ product }}
        content={content}
        confirm={label}
        // The confirmation shows what it does (not a check mark), in the warning colour when it cannot be undone.
        ConfirmIcon={Icon}
        confirmColor={isDestructive ? 'warning' : 'primary'}
        cancel="resources.subscriptions.actions.keep"
        onConfirm={() => change.mutate(undefined)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
