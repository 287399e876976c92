import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CatalogTemplate } from '../../../../common/api';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { ErrorAlert, useDescribeError } from '../../../components/ErrorAlert';
import { LabeledButton } from '../../../components/LabeledButton';
import { useFormatPercent } from '../../../components/Money';
import { isMarkupPercent, readAmount } from '../../../features/catalogEditing';
import { AddTemplateLinesButton, TemplateLinesButton, templatesKey } from './TemplateLines';
import { useMutationOnce } from '../../../components/useMutationOnce';

/** /partner-admin/templates: the templates catalogs start from; each changed in place, retired or restored. */
export function TemplateList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const templates = useQuery({ queryKey: templatesKey, queryFn: () => dataProvider.getTemplates() });
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('resources.partner-admin/templates.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('resources.partner-admin/templates.title')}
      </Typography>
      {templates.error && <ErrorAlert error={templates.error} />}
      {templates.isPending && <LinearProgress />}
      {templates.data?.length === 0 && <Typography>{translate('resources.partner-admin/templates.empty')}</Typography>}
      <Stack spacing={2}>
        {(templates.data ?? []).map((template) => (
          <TemplateCard key={template.id} template={template} />
        ))}
      </Stack>
    </Box>
  );
}

function TemplateCard({ template }: { template: CatalogTemplate }) {
  const translate = useTranslate();
  const formatPercent = useFormatPercent();
  const notify = useNotify();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [retiring, setRetiring] = useState(false);
  const setActive = useMutationOnce({
    mutationFn: (isActive: boolean) => dataProvider.updateTemplate(template.id, { isActive }),
    onSuccess: (saved) => {
      setRetiring(false);
      notify(
        saved.isActive
          ? 'resources.partner-admin/templates.restored_done'
          : 'resources.partner-admin/templates.retired_done',
        {
          type: 'success',
          messageArgs: { name: saved.name },
        },
      );
      return queryClient.invalidateQueries({ queryKey: templatesKey });
    },
    onError: (error) => notify(describeError(error), { type: 'error' }),
  });
  return (
    <Card variant="outlined" sx={template.isActive ? undefined : { opacity: 0.8 }}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {template.name}
          </Typography>
          <Chip
            size="small"
            color={template.isActive ? 'success' : 'default'}
            label={translate(
              template.isActive
                ? 'resources.partner-admin/templates.active'
                : 'resources.partner-admin/templates.retired',
            )}
          />
        </Stack>
        {template.description && <Typography color="text.secondary">{template.description}</Typography>}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('resources.partner-admin/templates.items', { smart_count: template.itemCount })} ·{' '}
          {translate('resources.partner-admin/templates.markup', {
            markup: formatPercent(template.defaultMarkupPercent),
          })}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <LabeledButton label="resources.partner-admin/templates.edit" onClick={() => setEditing(true)}>
          <EditIcon />
        </LabeledButton>
        <TemplateLinesButton template={template} />
        <AddTemplateLinesButton template={template} />
        {template.isActive ? (
          <LabeledButton
            label="resources.partner-admin/templates.retire"
            color="error"
            onClick={() => setRetiring(true)}
          >
            <BlockIcon />
          </LabeledButton>
        ) : (
          <LabeledButton
            label="resources.partner-admin/templates.restore"
            disabled={setActive.isPending}
            onClick={() => setActive.mutate(true)}
          >
            <RestartAltIcon />
          </LabeledButton>
        )}
      </CardActions>
      {editing && <TemplateDialog template={template} onClose={() => setEditing(false)} />}
      <Confirm
        isOpen={retiring}
        loading={setActive.isPending}
        title={translate('resources.partner-admin/templates.retire_title', { name: template.name })}
        content={translate('resources.partner-admin/templates.retire_content')}
        confirm="resources.partner-admin/templates.retire"
        confirmColor="warning"
        ConfirmIcon={BlockIcon}
        onConfirm={() => setActive.mutate(false)}
        onClose={() => setRetiring(false)}
      />
    </Card>
  );
}

/** A template's name, description and default markup. */
function TemplateDialog({ template, onClose }: { template: CatalogTemplate; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [name, setName] = useState(template.name);
  const [description, setDescription] = useState(template.description);
  const [markup, setMarkup] = useState(String(template.defaultMarkupPercent));
  const save = useMutationOnce({
    mutationFn: () =>
      dataProvider.updateTemplate(template.id, {
        name: name.trim(),
        description: description.trim(),
        defaultMarkupPercent: readAmount(markup),
      }),
    onSuccess: async () => {
      notify('resources.partner-admin/templates.saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: templatesKey });
      onClose();
    },
  });
  const markupValid = isMarkupPercent(readAmount(markup));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('resources.partner-admin/templates.edit_title', { name: template.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
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
          <TextField
            label={translate('resources.partner-admin/templates.fields.defaultMarkupPercent')}
            type="number"
            value={markup}
            onChange={(event) => setMarkup(event.target.value)}
            error={!markupValid}
            helperText={markupValid ? ' ' : translate('resources.partner-admin/catalogs.add_items.invalid_markup')}
          />
          {save.error && <ErrorAlert error={save.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!name.trim() || !markupValid || save.isPending}
          onClick={() => save.mutate()}
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
