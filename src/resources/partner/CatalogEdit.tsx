import { Box, Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { PartnerCatalog } from '../../../common/api';
import { CatalogInputs } from './CatalogInputs';
import { CatalogItems } from './CatalogItems';
import { DeleteCatalogButton } from './DeleteCatalogButton';

/** /partner-admin/catalogs/:id: the catalog's fields (only the changed ones are sent) and its items. */
export function CatalogEdit() {
  const { id } = useParams();
  const notify = useNotify();
  return (
    <Edit
      resource="partner-admin/catalogs"
      id={id}
      title={<CatalogTitle />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: () => notify('partner.catalogs.saved', { type: 'success' }) }}
    >
      <SimpleForm toolbar={<CatalogToolbar />}>
        <CatalogInputs />
      </SimpleForm>
      <CatalogItemsSection />
    </Edit>
  );
}

function CatalogTitle() {
  const translate = useTranslate();
  const catalog = useRecordContext<PartnerCatalog>();
  return <>{translate('partner.catalogs.edit_title', { name: catalog?.name ?? '' })}</>;
}

function CatalogToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteCatalogButton />
    </Toolbar>
  );
}

function CatalogItemsSection() {
  const translate = useTranslate();
  const catalog = useRecordContext<PartnerCatalog>();
  if (!catalog) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('partner.items.title')}
      </Typography>
      <CatalogItems catalog={catalog} />
    </Box>
  );
}
