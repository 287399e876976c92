import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material';
import { useEffect, useState, type MouseEvent } from 'react';
import {
  Form,
  RadioButtonGroupInput,
  TextInput,
  useDataProvider,
  useEvent,
  useInput,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import {
  bulkAssignmentFormSchema,
  bulkAssignmentWays,
  type BulkAssignmentForm,
  type BulkAssignmentInput,
  type BulkAssignmentResult,
} from '../../../../common/api';
import { formatCount } from '../../../../common/format';
import { useIsPhone } from '../../../hooks/useIsPhone';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { fieldErrorsOf } from '../../../providers/httpClient';
import { SearchPickerInput } from '../../../components/SearchPicker';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formInDialogSx } from '../../../components/FormDialog';
import { SaveButtonWhenValid } from '../../../components/SaveButtonWhenValid';
import { useMutationOnce } from '../../../components/useMutationOnce';
import { useZodResolver } from '../../../components/useZodResolver';
import { BulkAssignmentPreview, useDescribeRefusal } from './BulkAssignmentPreview';

/** Today in the partner's own time zone. */
const today = () => new Date().toLocaleDateString('en-CA');
const key = (name: string) => `resources.partner-admin/catalog-assignments.${name}`;

/** A preview, and whether to say how many companies matched (a search or a list; the picker counts its own). */
type Preview = { result: BulkAssignmentResult; showMatched: boolean };

/**
 * One catalog to many companies in one step: the companies chosen, matched by a search (resolved by the server,
 * never loaded here) or pasted; a preview says what changes for each before anything is written. The form is checked
 * as the request it sends (the contract's bulkAssignmentFormSchema); any change of it asks for a new preview.
 */
export function BulkAssignmentDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const describeRefusal = useDescribeRefusal();
  const dataProvider = useDataProvider<AppDataProvider>();
  const resolver = useZodResolver(bulkAssignmentFormSchema, {
    companyIds: () => translate('ra.validation.required'),
  });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [refusal, setRefusal] = useState<BulkAssignmentResult | null>(null);
  const send = useMutationOnce({
    mutationFn: (request: BulkAssignmentInput) => dataProvider.assignCatalogToMany(request),
    onSuccess: (result, request) => {
      if (request.preview) {
        setPreview({ result, showMatched: request.companyIds === undefined });
        return;
      }
      if (result.assigned === 0 && result.refused.length > 0) {
        // Something changed since the preview: say what, and preview again before assigning.
        setPreview(null);
        setRefusal(result);
        return;
      }
      notify(key('bulk_done'), {
        type: 'success',
        messageArgs: { smart_count: result.assigned, count: formatCount(result.assigned, locale) },
      });
      refresh();
      onClose();
    },
  });
  const forgetPreview = () => {
    setPreview(null);
    setRefusal(null);
    send.reset();
  };
  // Previews first; then assigns what was previewed, only the others when some were refused.
  const hasRefused = (preview?.result.refused.length ?? 0) > 0;
  const submit = (request: FieldValues) =>
    send.mutateAsync({ ...(request as BulkAssignmentInput), preview: preview === null, validOnly: hasRefused }).then(
      () => undefined,
      (error: unknown) => byFormField(fieldErrorsOf(error)),
    );
  const assignable = preview?.result.changes.length ?? 0;
  const count = (value: number) => ({ smart_count: value, count: formatCount(value, locale) });
  const values: BulkAssignmentForm = {
    catalogId: null,
    way: 'pick',
    companyIds: [],
    matching: '',
    names: '',
    validFrom: today(),
    validTo: '',
    endCurrent: false,
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={useIsPhone()} sx={formInDialogSx}>
      <Form record={values} resolver={resolver} mode="onChange" onSubmit={submit} noValidate>
        <DialogTitle>{translate(key('bulk_title'))}</DialogTitle>
        <DialogContent>
          <BulkAssignmentInputs onChange={forgetPreview} />
        </DialogContent>
        {send.error && <ErrorAlert error={send.error} sx={{ mx: 3 }} />}
        {preview && <BulkAssignmentPreview preview={preview.result} showMatched={preview.showMatched} />}
        {refusal && (
          <Alert severity="warning" sx={{ mx: 3, maxHeight: 200, overflow: 'auto' }}>
            {translate(key('bulk_refused'), count(refusal.refused.length))}
            <ul>
              {refusal.refused.map((refused, index) => (
                <li key={`${refused.companyId ?? refused.companyName}-${index}`}>{describeRefusal(refused)}</li>
              ))}
            </ul>
          </Alert>
        )}
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          {preview === null ? (
            <SaveButtonWhenValid label={key('preview')} isPending={send.isPending} />
          ) : (
            assignable > 0 && (
              <SaveButtonWhenValid
                label={
                  hasRefused
                    ? translate(key('bulk_others_only'), count(assignable))
                    : translate(key('bulk_assign'), count(assignable))
                }
                isPending={send.isPending}
                onClick={ignoreDoubleClick}
              />
            )
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/**
 * Assign takes Preview's place: the second click of a double click on Preview, landing once the preview has come,
 * must not assign. A click's `detail` counts the clicks in a row at one place; a deliberate click on Assign is a first.
 */
const ignoreDoubleClick = (event: MouseEvent) => {
  if (event.detail > 1) event.preventDefault();
};

/** The server's refusal of a field, under the input holding it: the form's field of the first name of the request's. */
const byFormField = (errors: Record<string, string> | undefined) =>
  errors && Object.fromEntries(Object.entries(errors).map(([field, words]) => [field.split('.')[0], words]));

const wayChoices = bulkAssignmentWays.map((way) => ({ id: way, name: key(`way.${way}`) }));

/** The catalog, the way the companies are named and that way's field, the dates; `onChange` at any change of them. */
function BulkAssignmentInputs({ onChange }: { onChange: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isPhone = useIsPhone();
  const { watch } = useFormContext<BulkAssignmentForm>();
  const whenChanged = useEvent(onChange);
  useEffect(() => watch(() => whenChanged()).unsubscribe, [watch, whenChanged]);
  const [way, companyIds] = useWatch<BulkAssignmentForm, ['way', 'companyIds']>({ name: ['way', 'companyIds'] });
  const chosen = companyIds.length;
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <SearchPickerInput
        source="catalogId"
        resource="partner-admin/catalogs"
        label={translate(key('fields.catalogId'))}
        describe={(catalog) =>
          translate('resources.partner-admin/catalogs.item_count', { smart_count: catalog.itemCount })
        }
      />
      <RadioButtonGroupInput
        source="way"
        label={false}
        choices={wayChoices}
        row={!isPhone}
        helperText={false}
        margin="none"
        options={{ 'aria-label': translate(key('bulk_companies')) }}
      />
      {way === 'pick' && (
        <SearchPickerInput
          source="companyIds"
          resource="partner-admin/companies"
          multiple
          label={translate(key('bulk_companies'))}
          describe={(company) => (company.domain as string | null) ?? undefined}
          helperText={translate(key('bulk_chosen'), { smart_count: chosen, count: formatCount(chosen, locale) })}
        />
      )}
      {way === 'matching' && (
        <TextInput
          source="matching"
          label={key('matching_label')}
          parse={asTyped}
          helperText={key('matching_help')}
          margin="none"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
      {way === 'paste' && (
        <TextInput
          source="names"
          label={key('paste_label')}
          parse={asTyped}
          helperText={key('paste_help')}
          margin="none"
          multiline
          minRows={4}
          maxRows={10}
        />
      )}
      {/* Date fields as typed: a date half typed is none yet, as the browser gives it. */}
      <TextInput
        source="validFrom"
        label={key('fields.validFrom')}
        type="date"
        parse={asTyped}
        helperText={false}
        margin="none"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextInput
        source="validTo"
        label={key('fields.validTo')}
        type="date"
        parse={asTyped}
        helperText={false}
        margin="none"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <CheckboxInput source="endCurrent" label={translate(key('end_current'))} />
    </Stack>
  );
}

/** Text stays text, also empty (react-admin's default makes it null). */
const asTyped = (text: string) => text;

/** A boolean field as a checkbox (react-admin's BooleanInput is a switch). */
function CheckboxInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
      label={label}
    />
  );
}
