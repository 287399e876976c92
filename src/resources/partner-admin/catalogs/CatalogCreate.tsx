import { Create, SimpleForm, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { PartnerCatalog } from '../../../../common/api';
import { CatalogInputs, withoutEmptyFields } from '../../../features/catalogEditing';
import { partnerPaths } from '../../../components/partnerPaths';
import { useNotifyFormFailure } from '../../../components/ErrorAlert';

/** /partner-admin/catalogs/create: a blank catalog; its items are added on its page next. */
export function CatalogCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFormFailure();
  const redirect = useRedirect();
  return (
    <Create
      resource="partner-admin/catalogs"
      title={translate('resources.partner-admin/catalogs.create_title')}
      transform={withoutEmptyFields}
      mutationOptions={{
        onError: notifyFailure,
        onSuccess: (catalog: PartnerCatalog) => {
          notify('resources.partner-admin/catalogs.created', { type: 'success' });
          redirect(partnerPaths.catalog(catalog.id));
        },
      }}
    >
      <SimpleForm defaultValues={{ isActive: true, defaultMarkupPercent: 0 }}>
        <CatalogInputs />
      </SimpleForm>
    </Create>
  );
}
