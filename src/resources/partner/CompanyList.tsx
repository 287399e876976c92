import { Typography } from '@mui/material';
import { BooleanField, DataTable, DateField, List, NullableBooleanInput, SearchInput, useTranslate } from 'react-admin';
import type { CompanySummary } from '../../../common/api';
import { retryUnlessRefused } from '../../providers/dataProvider';
import { ListError } from '../ErrorAlert';
import { partnerPaths } from './paths';
import { RowLink } from '../RowLink';

/** /partner-admin/companies: the customer companies, searchable and sortable. */
export function CompanyList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('partner.companies.search')} />,
    <NullableBooleanInput key="isActive" source="isActive" label="partner.companies.fields.isActive" alwaysOn />,
  ];
  return (
    <List
      resource="partner-admin/companies"
      title={translate('partner.companies.title')}
      filters={filters}
      actions={false}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={false}
      error={<ListError />}
      queryOptions={{ retry: retryUnlessRefused }}
    >
      <DataTable<CompanySummary>
        bulkActionButtons={false}
        rowClick={(id) => partnerPaths.company(id)}
        empty={<Typography sx={{ p: 2 }}>{translate('partner.companies.empty')}</Typography>}
      >
        <DataTable.Col source="name" label="partner.companies.fields.name">
          <RowLink source="name" to={partnerPaths.company} />
        </DataTable.Col>
        <DataTable.Col source="domain" label="partner.companies.fields.domain" disableSort />
        <DataTable.Col source="isActive" label="partner.companies.fields.isActive" disableSort>
          <BooleanField source="isActive" />
        </DataTable.Col>
        <DataTable.NumberCol source="userCount" label="partner.companies.fields.userCount" />
        <DataTable.NumberCol
          source="subscriptionCount"
          label="partner.companies.fields.subscriptionCount"
          disableSort
        />
        <DataTable.Col source="createdAt" label="partner.companies.fields.createdAt">
          <DateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
