import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  LinearProgress,
  List as MuiList,
  ListItem,
  ListItemText,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Edit,
  SimpleForm,
  Title,
  useDataProvider,
  useGetList,
  useGetOne,
  useNotify,
  useRedirect,
  useStore,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { PartnerCatalog, CatalogAssignment } from '../../../../common/api';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { AssignmentDialog } from '../../../components/AssignmentDialog';
import {
  CatalogItems,
  CatalogInputs,
  useDescribeTerm,
  isMarkupPercent,
  readPercent,
} from '../../../features/catalogEditing';
import { ErrorAlert, useNotifyFormFailure } from '../../../components/ErrorAlert';
import { partnerPaths } from '../../../components/partnerPaths';
import { useFormatPercent } from '../../../components/Money';
import { useMutationOnce } from '../../../components/useMutationOnce';

const steps = ['start', 'items', 'assign'] as const;

/**
 * /partner-admin/catalog-builder: start blank or from a template, choose items and prices, assign to companies.
 * Every step saves at once; the address (`?catalogId=12&step=2`) is where the builder resumes.
 */
export function CatalogBuilder() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  // Where the partner left the builder, so that opening it from the menu offers to go on.
  const [progress, setProgress] = useStore<{ catalogId: number; step: number } | null>('builder.progress', null);
  const catalogId = Number(params.get('catalogId')) || null;
  const step = catalogId ? Math.min(Math.max(Number(params.get('step') ?? 1) || 0, 0), 2) : 0;
  const goTo = (id: number, next: number) => {
    setProgress({ catalogId: id, step: next });
    setParams({ catalogId: String(id), step: String(next) });
  };
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('resources.partner-admin/catalog-builder.title')} />
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {steps.map((name) => (
          <Step key={name}>
            <StepLabel>{translate(`resources.partner-admin/catalog-builder.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {catalogId == null && progress && (
        <ResumeAlert
          catalogId={progress.catalogId}
          onResume={() => goTo(progress.catalogId, progress.step)}
          onDismiss={() => setProgress(null)}
        />
      )}
      {catalogId == null ? (
        <StartStep onCreated={(catalog) => goTo(catalog.id, 1)} />
      ) : (
        <CatalogStep
          catalogId={catalogId}
          step={step}
          goTo={(next) => goTo(catalogId, next)}
          onFinish={() => setProgress(null)}
        />
      )}
    </Box>
  );
}

function StartStep({ onCreated }: { onCreated: (catalog: PartnerCatalog) => void }) {
  const translate = useTranslate();
  const formatPercent = useFormatPercent();
  const describeTerm = useDescribeTerm();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Kept in react-admin's store (local storage): a reload before "Create" loses neither the choice nor what was typed.
  const [source, setSource] = useStore<'blank' | 'template'>('partner-admin/builder/source', 'template');
  const [templateId, setTemplateId] = useStore('partner-admin/builder/templateId', '');
  const [name, setName] = useStore('partner-admin/builder/name', '');
  const [markup, setMarkup] = useStore('partner-admin/builder/markup', '10');
  const templates = useQuery({ queryKey: ['partner-admin/templates'], queryFn: () => dataProvider.getTemplates() });
  const template = useQuery({
    queryKey: ['partner-admin/templates', templateId],
    queryFn: () => dataProvider.getTemplate(Number(templateId)),
    enabled: !!templateId,
  });
  const create = useMutationOnce({
    mutationFn: async () =>
      source === 'template'
        ? dataProvider.createCatalogFromTemplate(Number(templateId), { name: name.trim() })
        : ((
            await dataProvider.create('partner-admin/catalogs', {
              data: { name: name.trim(), defaultMarkupPercent: readPercent(markup) },
            })
          ).data as PartnerCatalog),
    onSuccess: (catalog) => {
      setName('');
      setSource('template');
      setTemplateId('');
      setMarkup('10');
      onCreated(catalog);
    },
  });
  // Either way a person writes it ("12.5", "12,5 %").
  const markupIsValid = isMarkupPercent(readPercent(markup));
  const canCreate = name.trim() !== '' && (source === 'blank' ? markupIsValid : templateId !== '') && !create.isPending;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <RadioGroup value={source} onChange={(event) => setSource(event.target.value as 'blank' | 'template')}>
            <FormControlLabel
              value="template"
              control={<Radio />}
              label={translate('resources.partner-admin/catalog-builder.from_template')}
            />
            <FormControlLabel
              value="blank"
              control={<Radio />}
              label={translate('resources.partner-admin/catalog-builder.blank')}
            />
          </RadioGroup>
          {source === 'template' && (
            <>
              {templates.error && <ErrorAlert error={templates.error} />}
              <TextField
                select
                label={translate('resources.partner-admin/catalog-builder.template')}
                value={templates.data ? templateId : ''}
                onChange={(event) => setTemplateId(event.target.value)}
              >
                {(templates.data ?? [])
                  .filter((option) => option.isActive)
                  .map((option) => (
                    <MenuItem key={option.id} value={String(option.id)}>
                      {option.name}
                    </MenuItem>
                  ))}
              </TextField>
            </>
          )}
          {source === 'blank' && (
            <TextField
              label={translate('resources.partner-admin/catalogs.fields.defaultMarkupPercent')}
              type="number"
              value={markup}
              onChange={(event) => setMarkup(event.target.value)}
              error={!markupIsValid}
              helperText={translate(
                markupIsValid
                  ? 'resources.partner-admin/catalog-builder.markup_hint'
                  : 'resources.partner-admin/catalogs.bulk.invalid_markup',
              )}
            />
          )}
          <TextField
            label={translate('resources.partner-admin/catalog-builder.catalog_name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          {create.error && <ErrorAlert error={create.error} />}
          <Box>
            <Button variant="contained" disabled={!canCreate} onClick={() => create.mutate()}>
              {translate('resources.partner-admin/catalog-builder.create')}
            </Button>
          </Box>
          {/* Below Create: the preview does not push the button off the screen. */}
          {source === 'template' && template.data && (
            <Box>
              <Typography variant="body2">{template.data.description}</Typography>
              <Typography variant="body2">
                {translate('resources.partner-admin/catalog-builder.template_items', {
                  smart_count: template.data.itemCount,
                  markup: formatPercent(template.data.defaultMarkupPercent),
                })}
              </Typography>
              <MuiList dense>
                {template.data.items.slice(0, 10).map((item) => (
                  <ListItem key={item.priceSheetId}>
                    <ListItemText primary={`${item.productName} (${describeTerm(item)})`} secondary={item.publisher} />
                  </ListItem>
                ))}
              </MuiList>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** "Go on with <catalog>?", when the builder is opened afresh after leaving a catalog half built. */
function ResumeAlert({
  catalogId,
  onResume,
  onDismiss,
}: {
  catalogId: number;
  onResume: () => void;
  onDismiss: () => void;
}) {
  const translate = useTranslate();
  const catalog = useGetOne<PartnerCatalog>('partner-admin/catalogs', { id: catalogId }, { retry: false });
  if (!catalog.data) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onResume}>
            {translate('resources.partner-admin/catalog-builder.resume')}
          </Button>
          <Button color="inherit" size="small" onClick={onDismiss}>
            {translate('resources.partner-admin/catalog-builder.start_new')}
          </Button>
        </Stack>
      }
    >
      {translate('resources.partner-admin/catalog-builder.resume_question', { name: catalog.data.name })}
    </Alert>
  );
}

function CatalogStep({
  catalogId,
  step,
  goTo,
  onFinish,
}: {
  catalogId: number;
  step: number;
  goTo: (step: number) => void;
  onFinish: () => void;
}) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const catalog = useGetOne<PartnerCatalog>('partner-admin/catalogs', { id: catalogId });
  if (catalog.error) return <ErrorAlert error={catalog.error} />;
  if (!catalog.data) return <LinearProgress />;
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate('resources.partner-admin/catalog-builder.catalog', {
          name: catalog.data.name,
          smart_count: catalog.data.itemCount,
        })}
      </Typography>
      {step === 0 && <DetailsStep catalogId={catalogId} />}
      {step === 1 && <CatalogItems catalog={catalog.data} />}
      {step === 2 && <AssignStep catalog={catalog.data} />}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {step > 0 && (
          <Button onClick={() => goTo(step - 1)}>{translate('resources.partner-admin/catalog-builder.back')}</Button>
        )}
        {step < 2 ? (
          <Button variant="contained" onClick={() => goTo(step + 1)}>
            {translate('resources.partner-admin/catalog-builder.next')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => {
              onFinish();
              redirect(partnerPaths.catalog(catalogId));
            }}
          >
            {translate('resources.partner-admin/catalog-builder.finish')}
          </Button>
        )}
      </Stack>
    </>
  );
}

/** Back on the first step once the catalog exists: its name, description and default markup, saved in place. */
function DetailsStep({ catalogId }: { catalogId: number }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFormFailure();
  return (
    <Edit
      resource="partner-admin/catalogs"
      id={catalogId}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => notify('resources.partner-admin/catalogs.saved', { type: 'success' }),
        onError: notifyFailure,
      }}
    >
      <SimpleForm>
        <CatalogInputs />
      </SimpleForm>
    </Edit>
  );
}

function AssignStep({ catalog }: { catalog: PartnerCatalog }) {
  const translate = useTranslate();
  const [assigning, setAssigning] = useState(false);
  const assignments = useGetList<CatalogAssignment>('partner-admin/catalog-assignments', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'companyName', order: 'ASC' },
    filter: { catalogId: catalog.id },
  });
  return (
    <Box sx={{ my: 2 }}>
      <Alert severity="info">{translate('resources.partner-admin/catalog-builder.assign_hint')}</Alert>
      {assignments.error && <ErrorAlert error={assignments.error} />}
      <MuiList>
        {(assignments.data ?? []).map((assignment) => (
          <ListItem key={assignment.id}>
            <ListItemText
              primary={assignment.companyName}
              secondary={`${assignment.validFrom} → ${assignment.validTo ?? translate('resources.partner-admin/catalog-assignments.no_end')}${assignment.billingProfileName ? ` · ${assignment.billingProfileName}` : ''}`}
            />
          </ListItem>
        ))}
      </MuiList>
      <Button startIcon={<AddIcon />} onClick={() => setAssigning(true)}>
        {translate('resources.partner-admin/catalog-assignments.create')}
      </Button>
      {assigning && (
        <AssignmentDialog
          defaults={{ catalogId: catalog.id }}
          onClose={() => setAssigning(false)}
          onSaved={() => assignments.refetch()}
        />
      )}
    </Box>
  );
}
