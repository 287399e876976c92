import { Typography } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../../components/Dates';
import type { PartnerCatalog } from '../../../../common/api';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { ListError } from '../../../components/ErrorAlert';
import { ListEmpty } from '../../../components/ListEmpty';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { useCatalogExporter } from './useCatalogExporter';
import { partnerPaths } from '../../../components/partnerPaths';
import { RowLink } from '../../../components/RowLink';

/** /partner-admin/catalogs: every catalog with its item and company counts; searchable, sortable, by page. */
export function CatalogList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const exporter = useCatalogExporter();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.partner-admin/catalogs.search')} />,
    <NullableBooleanInput key="isActive" source="isActive" alwaysOn />,
  ];
  // No catalog at all is the page below (with its first one to make); none that the search or the filters find, this.
  const noMatch = (
    <ListEmpty empty="resources.partner-admin/catalogs.empty" noMatch="resources.partner-admin/catalogs.none_match" />
  );
  return (
    <List
      resource="partner-admin/catalogs"
      title={translate('resources.partner-admin/catalogs.title')}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton to={partnerPaths.catalogCreate} label="resources.partner-admin/catalogs.create" />
          <ExportCsvButton exporter={exporter} />
        </TopToolbar>
      }
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<EmptyCatalogs />}
      error={<ListError />}
    >
      {isPhone ? (
        <SimpleList<PartnerCatalog>
          primaryText={(catalog) => catalog.name}
          secondaryText={(catalog) =>
            [
              translate('resources.partner-admin/catalogs.item_count', { smart_count: catalog.itemCount }),
              translate('resources.partner-admin/catalogs.company_count', {
                smart_count: catalog.assignedCompanyCount,
              }),
              catalog.isActive ? null : translate('resources.partner-admin/catalogs.inactive'),
            ]
              .filter(Boolean)
              .join(' · ')
          }
          // A real link: `/partner-admin/catalogs/${id}`.
          linkType="edit"
          empty={noMatch}
        />
      ) : (
        <DataTable<PartnerCatalog>
          bulkActionButtons={false}
          rowClick={(id) => partnerPaths.catalog(id)}
          empty={noMatch}
        >
          <DataTable.Col source="name">
            <RowLink source="name" to={partnerPaths.catalog} />
          </DataTable.Col>
          <DataTable.Col source="description" disableSort />
          <DataTable.NumberCol source="defaultMarkupPercent" disableSort />
          <DataTable.Col source="isActive" disableSort>
            <BooleanField source="isActive" />
          </DataTable.Col>
          <DataTable.NumberCol source="itemCount" />
          <DataTable.NumberCol source="assignedCompanyCount" disableSort />
          <DataTable.Col source="updatedAt">
            <DateField source="updatedAt" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

function EmptyCatalogs() {
  const translate = useTranslate();
  return (
    <>
      <Typography sx={{ p: 2 }}>{translate('resources.partner-admin/catalogs.empty')}</Typography>
      <CreateButton to={partnerPaths.catalogCreate} label="resources.partner-admin/catalogs.create" />
    </>
  );
}
