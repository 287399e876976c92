import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { PartnerCatalog } from '../../../../common/api';
import { useIsPhone } from '../../../hooks/useIsPhone';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LabeledButton } from '../../../components/LabeledButton';

/** "Save as template": the catalog's items at their prices and its default markup, under a new name. */
export function SaveAsTemplateButton() {
  const catalog = useRecordContext<PartnerCatalog>();
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useMutation({
    mutationFn: () =>
      dataProvider.createTemplate({
        catalogId: catalog!.id,
        name: name.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
      }),
    onSuccess: async (template) => {
      notify('resources.partner-admin/templates.created', { type: 'success', messageArgs: { name: template.name } });
      await queryClient.invalidateQueries({ queryKey: ['partner-admin/templates'] });
      setOpen(false);
    },
  });
  if (!catalog) return null;
  return (
    <>
      {/* Contained: green text on the form toolbar's grey stays under 4.5:1 in the dark theme (axe). */}
      <LabeledButton
        label="resources.partner-admin/templates.save_as"
        variant="contained"
        color="inherit"
        onClick={() => {
          setName(catalog.name);
          setDescription(catalog.description);
          create.reset();
          setOpen(true);
        }}
      >
        <ViewQuiltIcon />
      </LabeledButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" fullScreen={isPhone}>
        <DialogTitle>
          {translate('resources.partner-admin/templates.save_as_title', { name: catalog.name })}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2">{translate('resources.partner-admin/templates.save_as_content')}</Typography>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              label={translate('resources.partner-admin/templates.fields.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
            />
            <TextField
              label={translate('resources.partner-admin/templates.fields.description')}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
            />
            {create.error && <ErrorAlert error={create.error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!name.trim() || create.isPending} onClick={() => create.mutate()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
