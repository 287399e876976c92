import AddIcon from '@mui/icons-material/Add';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LabeledButton } from '../../../components/LabeledButton';
import { partnerPaths } from '../../../components/partnerPaths';
import { useMutationOnce } from '../../../components/useMutationOnce';
import { useInvoiceWords } from '../../../features/invoices';
import type { AppDataProvider } from '../../../providers/dataProvider';

const t = (key: string) => `resources.partner-admin/billing.${key}`;

/** The month before today's, YYYY-MM: the month a run is usually for. */
export function lastMonth(today = new Date()) {
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

/** "New billing run": a month (last month unless chosen), then its drafts; the run's page opens. */
export function NewBillingRunButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const words = useInvoiceWords();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [isOpen, setOpen] = useState(false);
  const [period, setPeriod] = useState(lastMonth);
  const isValid = /^\d{4}-(0[1-9]|1[0-2])$/.test(period);
  const make = useMutationOnce({
    mutationFn: () => dataProvider.createBillingRun(period),
    onSuccess: (run) => {
      notify(t('made'), {
        type: 'success',
        messageArgs: { month: words.month(run.period), smart_count: run.invoiceCount },
      });
      void queryClient.invalidateQueries({ queryKey: ['partner-admin/billing'] });
      setOpen(false);
      navigate(partnerPaths.billingRun(run.id));
    },
  });
  return (
    <>
      <LabeledButton label={t('new_run')} variant="contained" onClick={() => setOpen(true)}>
        <AddIcon />
      </LabeledButton>
      <Dialog open={isOpen} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="new-run-title">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (isValid) make.mutate();
          }}
        >
          <DialogTitle id="new-run-title">{translate(t('new_run_title'))}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(t('new_run_content'))}</DialogContentText>
            <TextField
              type="month"
              label={translate(t('month'))}
              value={period}
              onChange={(event) => setPeriod(event.target.value)}
              error={!isValid}
              helperText={isValid ? words.month(period) : translate(t('month_invalid'))}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { max: lastMonth(new Date(Date.now() + 31 * 864e5)) },
              }}
              fullWidth
              autoFocus
            />
            {make.isError && <ErrorAlert error={make.error} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!isValid || make.isPending}>
              {translate(t('make'))}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
