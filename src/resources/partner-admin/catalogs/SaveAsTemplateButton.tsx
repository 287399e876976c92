import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, TextInput, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { templateFromCatalogSchema, type PartnerCatalog } from '../../../../common/api';
import { useIsPhone } from '../../../hooks/useIsPhone';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { fieldErrorsOf } from '../../../providers/httpClient';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formInDialogSx } from '../../../components/FormDialog';
import { LabeledButton } from '../../../components/LabeledButton';
import { SaveButtonWhenValid } from '../../../components/SaveButtonWhenValid';
import { useMutationOnce } from '../../../components/useMutationOnce';
import { useZodResolver } from '../../../components/useZodResolver';

/** What POST .../templates takes, as the contract's templateFromCatalogSchema gives it (the texts trimmed). */
type TemplateFromCatalog = { catalogId: number; name: string; description: string };

/** Text stays text, also empty (react-admin's default makes it null, which the schema words as missing). */
const asTyped = (text: string) => text;

/** "Save as template": the catalog's items at their prices and its default markup, under a new name. */
export function SaveAsTemplateButton() {
  const catalog = useRecordContext<PartnerCatalog>();
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const resolver = useZodResolver(templateFromCatalogSchema);
  const create = useMutationOnce({
    // An empty description is none.
    mutationFn: ({ description, ...template }: TemplateFromCatalog) =>
      dataProvider.createTemplate({ ...template, ...(description ? { description } : {}) }),
    onSuccess: async (template) => {
      notify('resources.partner-admin/templates.created', { type: 'success', messageArgs: { name: template.name } });
      await queryClient.invalidateQueries({ queryKey: ['partner-admin/templates'] });
      setOpen(false);
    },
  });
  if (!catalog) return null;
  // The server's refusal of a field shows beside it (and, as any refusal, above the buttons).
  const submit = (values: FieldValues) =>
    create.mutateAsync(values as TemplateFromCatalog).then(() => undefined, fieldErrorsOf);
  return (
    <>
      {/* Contained: green text on the form toolbar's grey stays under 4.5:1 in the dark theme (axe). */}
      <LabeledButton
        label="resources.partner-admin/templates.save_as"
        variant="contained"
        color="inherit"
        onClick={() => {
          create.reset();
          setOpen(true);
        }}
      >
        <ViewQuiltIcon />
      </LabeledButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        fullScreen={isPhone}
        sx={formInDialogSx}
      >
        {/* Mounted at each opening, from the catalog's name and description. Its own form, though inside the
            catalog's: react-admin's <Form> keeps its submit from reaching the catalog's. */}
        <Form
          record={{ catalogId: catalog.id, name: catalog.name, description: catalog.description }}
          resolver={resolver}
          mode="onChange"
          onSubmit={submit}
          noValidate
        >
          <DialogTitle>
            {translate('resources.partner-admin/templates.save_as_title', { name: catalog.name })}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2">{translate('resources.partner-admin/templates.save_as_content')}</Typography>
            <Stack spacing={2} sx={{ mt: 2 }}>
              <TextInput
                source="name"
                label="resources.partner-admin/templates.fields.name"
                parse={asTyped}
                isRequired
                helperText={false}
                margin="none"
              />
              <TextInput
                source="description"
                label="resources.partner-admin/templates.fields.description"
                parse={asTyped}
                multiline
                helperText={false}
                margin="none"
              />
              {create.error && <ErrorAlert error={create.error} />}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButtonWhenValid isPending={create.isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
