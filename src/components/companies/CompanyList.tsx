import AddIcon from '@mui/icons-material/Add';
import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  DataTable,
  DateField,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { CompanySummary } from '../../../common/api';
import { useIsPhone } from '../../layout/useIsPhone';
import { ListError } from '../ErrorAlert';
import { ExportCsvButton } from '../ExportCsvButton';
import { useCompanyExporter } from './companyExporter';
import { RowLink } from '../RowLink';
import { adminPaths } from '../adminPaths';

type CompanyListProps = {
  /** The react-admin resource of the area the list is in (its cache and its remembered filters). */
  resource?: string;
  title?: string;
  /** Where a company opens: its access page (support) or its customer page (partner administrators). */
  to?: (id: Identifier) => string;
  /** Where a new company is added, for those who may (partner administrators). */
  createTo?: string;
};

/**
 * Every customer company, searchable, sortable by name, creation and head count: /admin/companies for support,
 * /partner-admin/companies (the customers) for partner administrators. One row per company, one line on a phone.
 */
export function CompanyList({
  resource = 'admin/companies',
  title = 'pages.admin.companies.title',
  to = adminPaths.company,
  createTo,
}: CompanyListProps) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const exporter = useCompanyExporter();
  const field = (name: string) => `pages.admin.companies.fields.${name}`;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('pages.admin.companies.search')} />,
    <NullableBooleanInput key="isActive" source="isActive" label={field('isActive')} alwaysOn />,
  ];
  const empty = <Typography sx={{ p: 2 }}>{translate('pages.admin.companies.empty')}</Typography>;
  return (
    <List
      resource={resource}
      title={translate(title)}
      filters={filters}
      actions={
        <TopToolbar>
          {createTo && (
            <Button component={Link} to={createTo} variant="contained" size="small" startIcon={<AddIcon />}>
              {translate('partner.customers.create')}
            </Button>
          )}
          <ExportCsvButton exporter={exporter} />
        </TopToolbar>
      }
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={false}
      error={<ListError />}
    >
      {isPhone ? (
        <SimpleList<CompanySummary>
          primaryText={(company) => company.name}
          secondaryText={(company) =>
            [
              company.domain,
              translate('pages.admin.companies.people_count', { smart_count: company.userCount }),
              company.isActive ? null : translate('pages.admin.companies.inactive'),
            ]
              .filter(Boolean)
              .join(' · ')
          }
          // A real link to `/${resource}/${id}`, where the area opens a company.
          linkType="edit"
          empty={empty}
        />
      ) : (
        <DataTable<CompanySummary> bulkActionButtons={false} rowClick={(id) => to(id)} empty={empty}>
          <DataTable.Col source="name" label={field('name')}>
            <RowLink source="name" to={to} />
          </DataTable.Col>
          <DataTable.Col source="domain" label={field('domain')} disableSort />
          <DataTable.Col source="isActive" label={field('isActive')} disableSort>
            <BooleanField source="isActive" />
          </DataTable.Col>
          <DataTable.NumberCol source="userCount" label={field('userCount')} />
          <DataTable.NumberCol source="subscriptionCount" label={field('subscriptionCount')} disableSort />
          <DataTable.Col source="createdAt" label={field('createdAt')}>
            <DateField source="createdAt" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
