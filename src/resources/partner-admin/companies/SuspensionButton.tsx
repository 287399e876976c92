import PauseIcon from '@mui/icons-material/PauseCircle';
import PlayIcon from '@mui/icons-material/PlayArrow';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  Form,
  maxLength,
  regex,
  required,
  SaveButton,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Subscription } from '../../../../common/api';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { ErrorAlert, useDescribeError } from '../../../components/ErrorAlert';
import { LabeledButton } from '../../../components/LabeledButton';
import { useMutationOnce } from '../../../components/useMutationOnce';

const words = (key: string) => `resources.partner-admin/companies.suspension.${key}`;
// The API's rule (suspensionSchema): a reason of 1 to 1,000 characters once trimmed.
const validateReason = [required(words('reason_required')), regex(/\S/, words('reason_required')), maxLength(1000)];

/**
 * A customer's subscription suspended (its use and billing stop, not its term), with the reason the customer reads in
 * its history, or its suspension lifted; an active or suspended subscription only.
 */
export function SuspensionButton() {
  const subscription = useRecordContext<Subscription>();
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const change = useMutationOnce({
    mutationFn: (reason: string | null) =>
      reason === null
        ? dataProvider.liftSuspension(subscription!.id)
        : dataProvider.suspendSubscription(subscription!.id, reason),
    onSuccess: (changed) => {
      setOpen(false);
      notify(words(changed.status === 'suspended' ? 'suspended' : 'lifted'), {
        type: 'success',
        messageArgs: { product: changed.productName },
      });
      void queryClient.invalidateQueries({ queryKey: ['partner-admin/company-subscriptions'] });
    },
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
  });
  if (!subscription || (subscription.status !== 'active' && subscription.status !== 'suspended')) return null;
  const product = subscription.productName;
  if (subscription.status === 'suspended') {
    return (
      <>
        <LabeledButton
          label={words('lift')}
          aria-label={translate(words('lift_named'), { product })}
          onClick={() => setOpen(true)}
        >
          <PlayIcon />
        </LabeledButton>
        <Confirm
          isOpen={isOpen}
          loading={change.isPending}
          title={words('lift_title')}
          titleTranslateOptions={{ product }}
          content={words('lift_content')}
          confirm={words('lift')}
          onConfirm={() => change.mutate(null)}
          onClose={() => setOpen(false)}
        />
      </>
    );
  }
  return (
    <>
      <LabeledButton
        label={words('suspend')}
        aria-label={translate(words('suspend_named'), { product })}
        color="warning"
        onClick={() => setOpen(true)}
      >
        <PauseIcon />
      </LabeledButton>
      {isOpen && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby="suspension-title" fullWidth maxWidth="sm">
          <Form
            noValidate
            defaultValues={{ reason: '' }}
            onSubmit={(values: Record<string, unknown>) => change.mutate(String(values.reason).trim())}
          >
            <DialogTitle id="suspension-title">{translate(words('suspend_title'), { product })}</DialogTitle>
            <DialogContent>
              <DialogContentText>{translate(words('suspend_content'))}</DialogContentText>
              <TextInput source="reason" label={words('reason')} validate={validateReason} multiline autoFocus />
              {change.error && <ErrorAlert error={change.error} sx={{ mt: 2 }} />}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
              <SaveButton label={words('suspend')} icon={<PauseIcon />} color="warning" disabled={change.isPending} />
            </DialogActions>
          </Form>
        </Dialog>
      )}
    </>
  );
}
