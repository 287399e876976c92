import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ApprovalPolicy } from '../../../../common/api';
import { approvalModes } from '../../../../common/domain';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { type AppDataProvider } from '../../../providers/dataProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { isPrice, readAmount } from '../../../features/catalogEditing';
import { SearchPicker } from '../../../components/SearchPicker';

export const approvalPolicyKey = ['approval-policy'];

/** Which placed orders wait for a partner administrator: none, above an amount, of chosen companies or products. */
export function ApprovalPolicyDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const policy = useQuery({
    queryKey: approvalPolicyKey,
    queryFn: () => dataProvider.getApprovalPolicy(),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={useIsPhone()}>
      <DialogTitle>{translate('resources.partner-admin/orders.approval.title')}</DialogTitle>
      {policy.error ? (
        <DialogContent>
          <ErrorAlert error={policy.error} />
        </DialogContent>
      ) : policy.data ? (
        <PolicyForm policy={policy.data} onClose={onClose} />
      ) : (
        <DialogContent>
          <LinearProgress aria-label={translate('resources.partner-admin/orders.approval.title')} />
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
  const [mode, setMode] = useState(policy.mode);
  const [amount, setAmount] = useState(policy.amountAbove === null ? '' : String(policy.amountAbove));
  const [companyIds, setCompanyIds] = useState(policy.companyIds);
  const [productIds, setProductIds] = useState(policy.productIds);
  const amountAbove = readAmount(amount);
  const amountIsValid = mode !== 'above_amount' || isPrice(amountAbove);
  const ready =
    amountIsValid && (mode !== 'companies' || companyIds.length > 0) && (mode !== 'products' || productIds.length > 0);
  const save = useMutation({
    mutationFn: () =>
      dataProvider.setApprovalPolicy({
        mode,
        amountAbove: mode === 'above_amount' ? amountAbove : null,
        companyIds: mode === 'companies' ? companyIds : [],
        productIds: mode === 'products' ? productIds : [],
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(approvalPolicyKey, saved);
      notify('resources.partner-admin/orders.approval.saved', { type: 'success' });
      onClose();
    },
  });
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{translate('resources.partner-admin/orders.approval.intro')}</Typography>
          <RadioGroup
            value={mode}
            onChange={(event) => setMode(event.target.value as ApprovalPolicy['mode'])}
            aria-label={translate('resources.partner-admin/orders.approval.title')}
          >
            {approvalModes.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                control={<Radio />}
                label={translate(`resources.partner-admin/orders.approval.modes.${choice}`)}
              />
            ))}
          </RadioGroup>
          {mode === 'above_amount' && (
            <TextField
              label={translate('resources.partner-admin/orders.approval.amount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              inputMode="decimal"
              error={amount !== '' && !amountIsValid}
              helperText={
                amount !== '' && !amountIsValid
                  ? translate('resources.partner-admin/orders.approval.amount_invalid')
                  : undefined
              }
              required
            />
          )}
          {mode === 'companies' && (
            <SearchPicker
              resource="partner-admin/companies"
              label={translate('resources.partner-admin/orders.approval.companies')}
              multiple
              value={companyIds}
              onChange={setCompanyIds}
            />
          )}
          {mode === 'products' && (
            <SearchPicker
              resource="partner-admin/products"
              label={translate('resources.partner-admin/orders.approval.products')}
              multiple
              value={productIds}
              onChange={setProductIds}
            />
          )}
          {save.error && <ErrorAlert error={save.error} />}
          {save.isPending && <Alert severity="info">{translate('ra.message.loading')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={!ready || save.isPending}>
          {translate('resources.partner-admin/orders.approval.save')}
        </Button>
      </DialogActions>
    </>
  );
}
