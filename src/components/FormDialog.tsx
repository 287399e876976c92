import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { CreateBase, EditBase, Form, SaveButton, useTranslate, type RaRecord, type TransformData } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useIsPhone } from '../hooks/useIsPhone';
import { ErrorAlert } from './ErrorAlert';

/**
 * For a `<Dialog sx>` whose `<Form>` stands between the dialog and its title, content and actions: the form passes
 * the dialog's column on, so that a long form scrolls its content between a title and buttons that stay in view.
 */
export const formInDialogSx = {
  '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' },
};

type FormDialogProps<Record extends RaRecord> = {
  resource: string;
  /** The record to change, as the list shows it; none: a new one. */
  record?: Record;
  /** What the form starts from: the fields its schema checks. */
  values: FieldValues;
  /** Checks the form and gives the values saved, e.g. `useZodResolver(schema)`. */
  resolver: Resolver<FieldValues>;
  /** The dialog's title, a catalogue key. */
  title: string;
  /** From the values the form gives to the body the call sends. */
  transform?: TransformData;
  onSaved: (saved: Record) => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A react-admin `<Form>` in a dialog, on `<CreateBase>` for a new record or `<EditBase>` (pessimistic) for a change,
 * which the dataProvider sends as only the fields that differ from `record`. The server's refusal shows in the
 * dialog, which stays open with what was typed.
 *
 * @example <FormDialog resource="partner-admin/notifications" values={…} resolver={…} title="…" onSaved={…} onClose={…}>
 */
export function FormDialog<Record extends RaRecord>({
  resource,
  record,
  values,
  resolver,
  title,
  transform,
  onSaved,
  onClose,
  children,
}: FormDialogProps<Record>) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [failure, setFailure] = useState<unknown>(null);
  const mutationOptions = { onSuccess: onSaved, onError: setFailure };
  const form = (
    <Form record={values} resolver={resolver} noValidate>
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        {/* Each input keeps a line for its helper text, which spaces them as react-admin's forms are. */}
        <Stack sx={{ mt: 1 }}>{children}</Stack>
        {failure != null && <ErrorAlert error={failure} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <SaveButton />
      </DialogActions>
    </Form>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} sx={formInDialogSx}>
      {record ? (
        <EditBase<Record>
          resource={resource}
          id={record.id}
          mutationMode="pessimistic"
          redirect={false}
          // The record is the one shown, also the `previousData` the change is sent against (the API has no GET of
          // one assignment).
          queryOptions={{ initialData: record, enabled: false }}
          mutationOptions={mutationOptions}
          transform={transform}
        >
          {form}
        </EditBase>
      ) : (
        <CreateBase<Record>
          resource={resource}
          redirect={false}
          mutationOptions={mutationOptions}
          transform={transform}
        >
          {form}
        </CreateBase>
      )}
    </Dialog>
  );
}
