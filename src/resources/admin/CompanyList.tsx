import { Typography } from '@mui/material';
import { BooleanField, DataTable, DateField, List, NullableBooleanInput, SearchInput, useTranslate } from 'react-admin';
import type { CompanySummary } from '../../../common/api';
import { retryUnlessRefused } from '../../providers/dataProvider';
import { ListError } from '../ErrorAlert';
import { adminPaths } from './paths';
import { RowLink } from '../RowLink';

/** /admin/companies: every customer company, searchable, sortable by name, creation and head count. */
export function CompanyList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('pages.admin.companies.search')} />,
    <NullableBooleanInput key="isActive" source="isActive" label="pages.admin.companies.fields.isActive" alwaysOn />,
  ];
  return (
    <List
      resource="admin/companies"
      title={translate('pages.admin.companies.title')}
      filters={filters}
      actions={false}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<Typography sx={{ p: 2 }}>{translate('pages.admin.companies.empty')}</Typography>}
      error={<ListError />}
      queryOptions={{ retry: retryUnlessRefused }}
    >
      <DataTable<CompanySummary> bulkActionButtons={false} rowClick={(id) => adminPaths.company(id)}>
        <DataTable.Col source="name" label="pages.admin.companies.fields.name">
          <RowLink source="name" to={adminPaths.company} />
        </DataTable.Col>
        <DataTable.Col source="domain" label="pages.admin.companies.fields.domain" disableSort />
        <DataTable.Col source="isActive" label="pages.admin.companies.fields.isActive" disableSort>
          <BooleanField source="isActive" />
        </DataTable.Col>
        <DataTable.NumberCol source="userCount" label="pages.admin.companies.fields.userCount" />
        <DataTable.NumberCol
          source="subscriptionCount"
          label="pages.admin.companies.fields.subscriptionCount"
          disableSort
        />
        <DataTable.Col source="createdAt" label="pages.admin.companies.fields.createdAt">
          <DateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
