import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  CheckboxGroupInput,
  Form,
  SaveButton,
  TextInput,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { creditNoteSchema, type InvoiceDetail } from '../../../../common/api';
import { formatMoney } from '../../../../common/format';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { partnerPaths } from '../../../components/partnerPaths';
import { useZodResolver } from '../../../components/useZodResolver';
import { useIsPhone } from '../../../hooks/useIsPhone';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { fieldErrorsOf } from '../../../providers/httpClient';

const t = (key: string) => `resources.partner-admin/invoices.${key}`;
/** Text stays text, also empty (react-admin's default makes it null, which the schema words as missing). */
const asTyped = (text: string) => text;

/**
 * "Issue a credit note": a reason and the lines to credit (none chosen: all), checked by the API's creditNoteSchema;
 * the server's refusals show beside their field, or above the buttons. The credit note's page opens once issued.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const resolver = useZodResolver(creditNoteSchema);
  const [failure, setFailure] = useState<unknown>(null);
  // A second submit while the first is on its way is not sent (the note would be issued twice).
  const isSending = useRef(false);
  const submit = async (values: Record<string, unknown>) => {
    if (isSending.current) return;
    isSending.current = true;
    setFailure(null);
    const lineIds = (values.lineIds as number[] | undefined) ?? [];
    try {
      const note = await dataProvider.creditInvoice(invoice.id, {
        reason: values.reason as string,
        lineIds: lineIds.length > 0 ? lineIds : undefined,
      });
      notify(t('credited'), { type: 'success', messageArgs: { number: note.number ?? '' } });
      await queryClient.invalidateQueries({ queryKey: ['partner-admin/invoices'] });
      navigate(partnerPaths.invoice(note.id));
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      setFailure(error);
    } finally {
      isSending.current = false;
    }
  };
  const choices = invoice.lines.map((line) => ({
    id: line.id,
    name: `${line.description} · ${formatMoney(line.amount, invoice.currency, locale)}`,
  }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="credit-note-title">
      <Form record={{ reason: '', lineIds: [] }} resolver={resolver} onSubmit={submit} noValidate>
        <DialogTitle id="credit-note-title">
          {translate(t('credit_title'), { number: invoice.number ?? '' })}
        </DialogTitle>
        <DialogContent>
          <Stack>
            <DialogContentText sx={{ mb: 2 }}>{translate(t('credit_content'))}</DialogContentText>
            <TextInput source="reason" label={t('reason')} multiline minRows={2} parse={asTyped} autoFocus />
            <CheckboxGroupInput
              source="lineIds"
              label={t('lines_to_credit')}
              helperText={t('all_lines')}
              choices={choices}
              row={false}
            />
            {failure != null && <ErrorAlert error={failure} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label={t('credit')} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
