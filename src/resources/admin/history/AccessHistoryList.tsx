import {
  AutocompleteInput,
  ExportButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { createAccessHistoryExporter } from './accessHistoryExporter';
import { AccessEventTable } from '../../../components/AccessEventTable';
import { ListError } from '../../../components/ErrorAlert';
import { ListEmpty } from '../../../components/ListEmpty';
import { accessActions } from '../../../../common/domain';
import { PersonPickerInput } from '../../../features/companyAccess';

/** /admin/history: who granted or revoked what, when and why; filtered by company, person and action; CSV. */
export function AccessHistoryList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.admin/history.search')} />,
    <ReferenceInput
      key="companyId"
      source="companyId"
      reference="admin/companies"
      sort={{ field: 'name', order: 'ASC' }}
      alwaysOn
    >
      <AutocompleteInput optionText="name" sx={{ minWidth: 240 }} />
    </ReferenceInput>,
    <PersonPickerInput
      key="userId"
      source="userId"
      label="resources.admin/history.fields.person"
      helperText={false}
      alwaysOn
    />,
    <SelectInput
      key="action"
      source="action"
      choices={accessActions.map((action) => ({ id: action, name: `resources.admin/history.actions.${action}` }))}
      alwaysOn
    />,
  ];
  return (
    <List
      resource="admin/history"
      title={translate('resources.admin/history.title')}
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      exporter={createAccessHistoryExporter(translate)}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
      empty={false}
      error={<ListError />}
    >
      <AccessEventTable
        empty={<ListEmpty empty="resources.admin/history.empty" noMatch="resources.admin/history.none_match" />}
      />
    </List>
  );
}
