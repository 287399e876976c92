import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { CatalogItem, PartnerCatalog } from '../../../common/api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { EditDeleteActions } from '../../components/EditDeleteActions';
import { itemsResource } from '../../components/partnerPaths';
import { EditItemDialog } from './EditItemDialog';
import { useDescribeTerm } from './ItemFields';

/** One item's edit and remove buttons, in its row. */
export function ItemRowActions({ catalog }: { catalog: PartnerCatalog }) {
  const item = useRecordContext<CatalogItem>();
  const translate = useTranslate();
  const describeTerm = useDescribeTerm();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!item) return null;
  return (
    <EditDeleteActions
      renderEdit={(close) => <EditItemDialog catalog={catalog} item={item} onClose={close} />}
      remove={() => dataProvider.delete(itemsResource(catalog.id), { id: item.id, previousData: item })}
      deleteLabel="resources.partner-admin/catalogs.items.remove"
      confirmTitle={translate('resources.partner-admin/catalogs.items.remove_title', {
        name: `${item.productName} (${describeTerm(item)})`,
      })}
      confirmContent="resources.partner-admin/catalogs.items.remove_content"
      deletedMessage="resources.partner-admin/catalogs.items.removed"
    />
  );
}
