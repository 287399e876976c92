import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  Form,
  maxLength,
  regex,
  required,
  SaveButton,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { PartnerOrder } from '../../../../common/api';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useMutationOnce } from '../../../components/useMutationOnce';

export type Decision = 'approve' | 'reject';

const words = (key: string) => `resources.partner-admin/orders.${key}`;
// The API's rule (orderDecisionSchema): a reason of 1 to 1,000 characters once trimmed; blanks alone say nothing.
const sayWhy = words('reason_required');
const validateReason = [required(sayWhy), regex(/\S/, sayWhy), maxLength(1000)];

type DecisionDialogProps = { order: PartnerOrder; decision: Decision; onClose: () => void };

/** Approves or rejects a pending order, with the reason the customer will read; a refusal stays in the dialog. */
export function DecisionDialog({ order, decision, onClose }: DecisionDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const isApproval = decision === 'approve';
  const decide = useMutationOnce({
    mutationFn: (reason: string) => dataProvider.decideOrder(order.id, decision, reason),
    onSuccess: () => {
      notify(words(isApproval ? 'approved' : 'rejected'), { type: 'success' });
      // The order, the lists it is in and the menu's count of the orders waiting.
      void queryClient.invalidateQueries({ queryKey: ['partner-admin/orders'] });
      onClose();
    },
  });
  return (
    <Dialog
      open
      // A click beside it (the second of a double click on "Approve", as the dialog fades in) never loses the reason.
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby="decision-title"
      fullWidth
      maxWidth="sm"
    >
      <Form
        noValidate
        defaultValues={{ reason: '' }}
        onSubmit={(values: Record<string, unknown>) => decide.mutate(String(values.reason).trim())}
      >
        <DialogTitle id="decision-title">
          {translate(words(isApproval ? 'approve_title' : 'reject_title'), { number: order.number })}
        </DialogTitle>
        <DialogContent>
          <TextInput source="reason" label={words('reason')} validate={validateReason} multiline autoFocus />
          {decide.error && <ErrorAlert error={decide.error} sx={{ mt: 2 }} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton
            label={words(isApproval ? 'approve' : 'reject')}
            icon={isApproval ? <CheckIcon /> : <BlockIcon />}
            color={isApproval ? 'primary' : 'error'}
            disabled={decide.isPending}
          />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
