import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { DateField } from '../../components/Dates';
import type { CompanySummary } from '../../../common/api';
import { useIsPhone } from '../../hooks/useIsPhone';
import { ListError } from '../../components/ErrorAlert';
import { ListEmpty } from '../../components/ListEmpty';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { useCompanyExporter } from './companyExporter';
import { RowLink } from '../../components/RowLink';
import { adminPaths } from '../../components/adminPaths';

type CompanyListProps = {
  /** The react-admin resource of the area the list is in (its cache and its remembered filters). */
  resource?: string;
  /** Where a company opens: its access page (support) or its customer page (partner administrators). */
  to?: (id: Identifier) => string;
  /** Where a new company is added, for those who may (partner administrators). */
  createTo?: string;
};

/**
 * Every customer company, searchable, sortable by name, creation and head count: /admin/companies for support,
 * /partner-admin/companies (the customers) for partner administrators. One row per company, one line on a phone.
 * Its words are its resource's (`resources.<resource>.title`, `.search`, `.empty`, `.none_match`, `.fields.*`…).
 */
export function CompanyList({ resource = 'admin/companies', to = adminPaths.company, createTo }: CompanyListProps) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const exporter = useCompanyExporter(resource);
  const words = (key: string) => `resources.${resource}.${key}`;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(words('search'))} />,
    <NullableBooleanInput key="isActive" source="isActive" alwaysOn />,
  ];
  // None at all ("No company yet."), or none that the search or the filters find, with a way to clear them.
  const empty = <ListEmpty empty={words('empty')} noMatch={words('none_match')} />;
  return (
    <List
      resource={resource}
      title={translate(words('title'))}
      filters={filters}
      actions={
        <TopToolbar>
          {createTo && (
            <Button component={Link} to={createTo} variant="contained" size="small" startIcon={<AddIcon />}>
              {translate(words('create'))}
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
              translate(words('people_count'), { smart_count: company.userCount }),
              company.isActive ? null : translate(words('inactive')),
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
          <DataTable.Col source="name">
            <RowLink source="name" to={to} />
          </DataTable.Col>
          <DataTable.Col source="domain" disableSort />
          <DataTable.Col source="isActive" disableSort>
            <BooleanField source="isActive" />
          </DataTable.Col>
          <DataTable.NumberCol source="userCount" />
          <DataTable.NumberCol source="subscriptionCount" disableSort />
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
