import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  DataTable,
  DateField,
  List,
  ReferenceInput,
  SimpleList,
  TextField,
  TopToolbar,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useIsPhone } from '../../../layout/useIsPhone';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { CatalogAssignment } from '../../../../common/api';
import { AssignmentDialog } from '../../../components/AssignmentDialog';
import { BulkAssignmentDialog } from './BulkAssignmentDialog';
import { AssignmentMatrix } from './AssignmentMatrix';
import { ListError } from '../../../components/ErrorAlert';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { useAssignmentExporter } from './useAssignmentExporter';
import { LabeledButton } from '../../../components/LabeledButton';
import { EditDeleteActions } from '../../../components/EditDeleteActions';

const byName = { field: 'name', order: 'ASC' as const };

/** /partner-admin/catalog-assignments: which company has which catalog, when; as a list or a matrix. */
export function AssignmentList() {
  const translate = useTranslate();
  const [view, setView] = useState<'list' | 'matrix'>('list');
  return (
    <>
      <Tabs value={view} onChange={(_event, next) => setView(next)} sx={{ mt: 1 }}>
        <Tab value="list" label={translate('resources.partner-admin/catalog-assignments.list')} />
        <Tab value="matrix" label={translate('resources.partner-admin/catalog-assignments.matrix')} />
      </Tabs>
      {view === 'list' ? <AssignmentTable /> : <AssignmentMatrix />}
    </>
  );
}

function AssignmentTable() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [creating, setCreating] = useState(false);
  const [creatingMany, setCreatingMany] = useState(false);
  const exporter = useAssignmentExporter();
  const filters = [
    <ReferenceInput key="catalogId" source="catalogId" reference="partner-admin/catalogs" sort={byName} alwaysOn>
      <AutocompleteInput optionText="name" sx={{ minWidth: 220 }} />
    </ReferenceInput>,
    <ReferenceInput key="companyId" source="companyId" reference="partner-admin/companies" sort={byName} alwaysOn>
      <AutocompleteInput optionText="name" sx={{ minWidth: 220 }} />
    </ReferenceInput>,
  ];
  return (
    <List
      resource="partner-admin/catalog-assignments"
      title={translate('resources.partner-admin/catalog-assignments.title')}
      filters={filters}
      actions={
        <TopToolbar>
          <LabeledButton label="resources.partner-admin/catalog-assignments.create" onClick={() => setCreating(true)}>
            <AddIcon />
          </LabeledButton>
          <LabeledButton
            label="resources.partner-admin/catalog-assignments.bulk_create"
            onClick={() => setCreatingMany(true)}
          >
            <PlaylistAddIcon />
          </LabeledButton>
          <ExportCsvButton exporter={exporter} />
        </TopToolbar>
      }
      sort={{ field: 'companyName', order: 'ASC' }}
      perPage={25}
      empty={false}
      error={<ListError />}
    >
      {isPhone ? (
        <SimpleList<CatalogAssignment>
          primaryText={(assignment) => assignment.companyName}
          secondaryText={(assignment) => assignment.catalogName}
          tertiaryText={() => <AssignmentPeriod />}
          rightIcon={() => <AssignmentRowActions />}
          rowClick={false}
          empty={
            <Typography sx={{ p: 2 }}>{translate('resources.partner-admin/catalog-assignments.empty')}</Typography>
          }
        />
      ) : (
        <DataTable<CatalogAssignment>
          bulkActionButtons={false}
          empty={
            <Typography sx={{ p: 2 }}>{translate('resources.partner-admin/catalog-assignments.empty')}</Typography>
          }
        >
          <DataTable.Col source="companyName" />
          <DataTable.Col source="catalogName" />
          <DataTable.Col source="billingProfileName" disableSort>
            <TextField source="billingProfileName" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="validFrom">
            <DateField source="validFrom" />
          </DataTable.Col>
          <DataTable.Col source="validTo" disableSort>
            <DateField source="validTo" emptyText={translate('resources.partner-admin/catalog-assignments.no_end')} />
          </DataTable.Col>
          <DataTable.Col label="" disableSort>
            <AssignmentRowActions />
          </DataTable.Col>
        </DataTable>
      )}
      {creating && <AssignmentDialog onClose={() => setCreating(false)} />}
      {creatingMany && <BulkAssignmentDialog onClose={() => setCreatingMany(false)} />}
    </List>
  );
}

/** From when to when an assignment holds, in short. */
function AssignmentPeriod() {
  const translate = useTranslate();
  return (
    <>
      <DateField source="validFrom" /> →{' '}
      <DateField source="validTo" emptyText={translate('resources.partner-admin/catalog-assignments.no_end')} />
    </>
  );
}

function AssignmentRowActions() {
  const assignment = useRecordContext<CatalogAssignment>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!assignment) return null;
  return (
    <EditDeleteActions
      renderEdit={(close) => <AssignmentDialog assignment={assignment} onClose={close} />}
      remove={() =>
        dataProvider.delete('partner-admin/catalog-assignments', { id: assignment.id, previousData: assignment })
      }
      confirmTitle={translate('resources.partner-admin/catalog-assignments.delete_title', {
        catalog: assignment.catalogName,
        company: assignment.companyName,
      })}
      confirmContent="resources.partner-admin/catalog-assignments.delete_content"
      deletedMessage="resources.partner-admin/catalog-assignments.deleted"
    />
  );
}
