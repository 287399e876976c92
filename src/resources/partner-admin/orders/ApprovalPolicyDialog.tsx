import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, RadioButtonGroupInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { approvalPolicyInputSchema, type ApprovalPolicy } from '../../../../common/api';
import { approvalModes } from '../../../../common/domain';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { type AppDataProvider } from '../../../providers/dataProvider';
import { fieldErrorsOf } from '../../../providers/httpClient';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formInDialogSx } from '../../../components/FormDialog';
import { SaveButtonWhenValid } from '../../../components/SaveButtonWhenValid';
import { useMutationOnce } from '../../../components/useMutationOnce';
import { useZodResolver } from '../../../components/useZodResolver';
import { isPrice, readAmount } from '../../../features/catalogEditing';
import { SearchPickerInput } from '../../../components/SearchPicker';

export const approvalPolicyKey = ['approval-policy'];
const key = (name: string) => `resources.partner-admin/orders.approval.${name}`;

/** What PUT /partner/approval-policy takes. */
type PolicyBody = Omit<ApprovalPolicy, 'updatedAt'>;
/** The policy as the form holds it: the amount as typed, and the lists of every way, kept while another is chosen. */
type PolicyFormValues = Omit<PolicyBody, 'amountAbove'> & { amountAbove: string };

/**
 * From the form's values to the body PUT /partner/approval-policy takes (the amount read as the portal reads one, the
 * chosen way's field only), checked by the contract's approvalPolicyInputSchema, and the amount within what the
 * portal says it takes (up to 10,000,000).
 */
const policyFormSchema = z.preprocess(
  (values) => {
    const { mode, amountAbove, companyIds, productIds } = values as PolicyFormValues;
    return {
      mode,
      amountAbove: mode === 'above_amount' && amountAbove.trim() !== '' ? readAmount(amountAbove) : null,
      companyIds: mode === 'companies' ? companyIds : [],
      productIds: mode === 'products' ? productIds : [],
    };
  },
  approvalPolicyInputSchema.refine(({ amountAbove }) => amountAbove === null || isPrice(amountAbove), {
    path: ['amountAbove'],
  }),
);

/** Which placed orders wait for a partner administrator: none, above an amount, of chosen companies or products. */
export function ApprovalPolicyDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const policy = useQuery({
    queryKey: approvalPolicyKey,
    queryFn: () => dataProvider.getApprovalPolicy(),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={useIsPhone()} sx={formInDialogSx}>
      <DialogTitle>{translate(key('title'))}</DialogTitle>
      {policy.error ? (
        <DialogContent>
          <ErrorAlert error={policy.error} />
        </DialogContent>
      ) : policy.data ? (
        <PolicyForm policy={policy.data} onClose={onClose} />
      ) : (
        <DialogContent>
          <LinearProgress aria-label={translate(key('title'))} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PolicyForm({ policy, onClose }: { policy: ApprovalPolicy; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const required = () => translate('ra.validation.required');
  const resolver = useZodResolver(policyFormSchema, {
    amountAbove: () => translate(key('amount_invalid')),
    companyIds: required,
    productIds: required,
  });
  const save = useMutationOnce({
    mutationFn: (body: PolicyBody) => dataProvider.setApprovalPolicy(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(approvalPolicyKey, saved);
      notify(key('saved'), { type: 'success' });
      onClose();
    },
  });
  // The server's refusal of a field shows beside it (and, as any refusal, above the buttons).
  const submit = (values: FieldValues) => save.mutateAsync(values as PolicyBody).then(() => undefined, fieldErrorsOf);
  const values: PolicyFormValues = {
    mode: policy.mode,
    amountAbove: policy.amountAbove === null ? '' : String(policy.amountAbove),
    companyIds: policy.companyIds,
    productIds: policy.productIds,
  };
  return (
    <Form record={values} resolver={resolver} mode="onChange" onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{translate(key('intro'))}</Typography>
          <PolicyInputs />
          {save.error && <ErrorAlert error={save.error} />}
          {save.isPending && <Alert severity="info">{translate('ra.message.loading')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <SaveButtonWhenValid label={key('save')} isPending={save.isPending} />
      </DialogActions>
    </Form>
  );
}

const modeChoices = approvalModes.map((mode) => ({ id: mode, name: key(`modes.${mode}`) }));

/** The way chosen, and the one field it asks for. */
function PolicyInputs() {
  const translate = useTranslate();
  const mode = useWatch<PolicyFormValues, 'mode'>({ name: 'mode' });
  return (
    <>
      <RadioButtonGroupInput
        source="mode"
        label={false}
        choices={modeChoices}
        row={false}
        helperText={false}
        margin="none"
        options={{ 'aria-label': translate(key('title')) }}
      />
      {mode === 'above_amount' && (
        <TextInput
          source="amountAbove"
          label={key('amount')}
          parse={asTyped}
          isRequired
          helperText={false}
          margin="none"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
      {mode === 'companies' && (
        <SearchPickerInput
          source="companyIds"
          resource="partner-admin/companies"
          label={translate(key('companies'))}
          multiple
        />
      )}
      {mode === 'products' && (
        <SearchPickerInput
          source="productIds"
          resource="partner-admin/products"
          label={translate(key('products'))}
          multiple
        />
      )}
    </>
  );
}

/** Text stays text, also empty (react-admin's default makes it null). */
const asTyped = (text: string) => text;
