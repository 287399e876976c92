import BlockIcon from '@mui/icons-material/Block';
import { Box, CardContent, Stack } from '@mui/material';
import { Edit, SimpleForm, Toolbar, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { PartnerCatalog, CatalogAssignment } from '../../../../common/api';
import { CatalogInputs, CatalogItems } from '../../../features/catalogEditing';
import { DeleteCatalogButton } from './DeleteCatalogButton';
import { SaveAsTemplateButton } from './SaveAsTemplateButton';
import { useNotifyFormFailure } from '../../../components/ErrorAlert';
import { SaveButtonAskingFirst } from '../../../components/SaveButtonAskingFirst';

/** /partner-admin/catalogs/:id: the catalog's fields (only the changed ones are sent) and its items. */
export function CatalogEdit() {
  const { id } = useParams();
  const notify = useNotify();
  const notifyFailure = useNotifyFormFailure();
  return (
    <Edit
      resource="partner-admin/catalogs"
      id={id}
      title={<CatalogTitle />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => notify('resources.partner-admin/catalogs.saved', { type: 'success' }),
        onError: notifyFailure,
      }}
    >
      {/* MUI's CardContent, without the room react-admin's keeps under a phone's fields for a pinned toolbar: this one
          is not pinned (below). */}
      <SimpleForm toolbar={<CatalogToolbar />} component={CardContent}>
        <CatalogInputs />
      </SimpleForm>
      <CatalogItemsSection />
    </Edit>
  );
}

function CatalogTitle() {
  const translate = useTranslate();
  const catalog = useRecordContext<PartnerCatalog>();
  return <>{translate('resources.partner-admin/catalogs.edit_title', { name: catalog?.name ?? '' })}</>;
}

/**
 * Save, Save as template and Delete, under the fields. On a phone too: react-admin pins a form's toolbar to the bottom
 * of a phone's screen, where these three buttons hid 150 px of the items below with nothing to save.
 */
function CatalogToolbar() {
  return (
    <Toolbar
      sx={{
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
      }}
    >
      <CatalogSaveButton />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SaveAsTemplateButton />
        <DeleteCatalogButton />
      </Stack>
    </Toolbar>
  );
}

/**
 * Saves the catalog; deactivating one that companies are assigned empties their store, so it names them and asks
 * first.
 */
function CatalogSaveButton() {
  const catalog = useRecordContext<PartnerCatalog>();
  const translate = useTranslate();
  const isActive = useWatch({ name: 'isActive' });
  const deactivates = catalog?.isActive === true && isActive === false && catalog.assignedCompanyCount > 0;
  return (
    <SaveButtonAskingFirst
      mustAsk={deactivates}
      title={translate('resources.partner-admin/catalogs.deactivate_title', { name: catalog?.name ?? '' })}
      content={<DeactivationQuestion />}
      confirm="resources.partner-admin/catalogs.deactivate"
      confirmColor="warning"
      ConfirmIcon={BlockIcon}
    />
  );
}

/** How many companies lose the catalog, and the first ten of them by name (asked for once the question opens). */
function DeactivationQuestion() {
  const catalog = useRecordContext<PartnerCatalog>();
  const translate = useTranslate();
  const assignments = useGetList<CatalogAssignment>('partner-admin/catalog-assignments', {
    filter: { catalogId: catalog?.id },
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'companyName', order: 'ASC' },
  });
  const names = [...new Set((assignments.data ?? []).map((assignment) => assignment.companyName))];
  const more = (catalog?.assignedCompanyCount ?? 0) - names.length;
  return (
    <>
      {translate('resources.partner-admin/catalogs.deactivate_content', {
        smart_count: catalog?.assignedCompanyCount ?? 0,
      })}
      <Box component="ul" sx={{ mb: 0 }}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
        {assignments.isSuccess && more > 0 && (
          <li>{translate('resources.partner-admin/catalogs.and_more', { smart_count: more })}</li>
        )}
      </Box>
    </>
  );
}

function CatalogItemsSection() {
  const catalog = useRecordContext<PartnerCatalog>();
  if (!catalog) return null;
  return (
    // A phone's table takes nearly the card's width: its product needs the room.
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
      <CatalogItems catalog={catalog} title="resources.partner-admin/catalogs.items.title" />
    </Box>
  );
}
