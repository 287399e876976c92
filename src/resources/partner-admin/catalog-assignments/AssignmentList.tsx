import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Tab, Tabs } from '@mui/material';
import { Suspense, useState } from 'react';
import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceInput,
  SimpleList,
  TextField,
  Title,
  TopToolbar,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../../components/Dates';
import { Link } from 'react-router-dom';
import { useIsPhone } from '../../../hooks/useIsPhone';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { CatalogAssignment } from '../../../../common/api';
import { AssignmentMatrix } from './AssignmentMatrix';
import { ListError } from '../../../components/ErrorAlert';
import { ListEmpty } from '../../../components/ListEmpty';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { useAssignmentExporter } from './useAssignmentExporter';
import { LabeledButton } from '../../../components/LabeledButton';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { HiddenColumnLabel } from '../../../components/HiddenColumnLabel';
import { lazyNamed } from '../../../components/lazyNamed';
import { SecondaryLines } from '../../../components/SecondaryLines';

// The dialogs load when first opened: their forms (and the contract's schemas they check with) are no part of the
// list's first load.
const AssignmentDialog = lazyNamed(() => import('../../../components/AssignmentDialog'), 'AssignmentDialog');
const BulkAssignmentDialog = lazyNamed(() => import('./BulkAssignmentDialog'), 'BulkAssignmentDialog');

const byName = { field: 'name', order: 'ASC' as const };

const listPath = '/partner-admin/catalog-assignments';

/**
 * Which company has which catalog, when: as a list (/partner-admin/catalog-assignments) or as a matrix (…/matrix),
 * each tab its own address, so a link, Back and a reload keep it.
 */
function AssignmentTabs({ view }: { view: 'list' | 'matrix' }) {
  const translate = useTranslate();
  return (
    <Tabs value={view} sx={{ mt: 1 }}>
      <Tab
        value="list"
        component={Link}
        to={listPath}
        label={translate('resources.partner-admin/catalog-assignments.list')}
      />
      <Tab
        value="matrix"
        component={Link}
        to={`${listPath}/matrix`}
        label={translate('resources.partner-admin/catalog-assignments.matrix')}
      />
    </Tabs>
  );
}

/** /partner-admin/catalog-assignments: the assignments as a list. */
export function AssignmentList() {
  return (
    <>
      <AssignmentTabs view="list" />
      <AssignmentTable />
    </>
  );
}

/** /partner-admin/catalog-assignments/matrix: companies × catalogs, and what one company sees and pays. */
export function AssignmentMatrixPage() {
  const translate = useTranslate();
  return (
    <>
      <Title
        title={`${translate('resources.partner-admin/catalog-assignments.title')} · ${translate('resources.partner-admin/catalog-assignments.matrix')}`}
      />
      <AssignmentTabs view="matrix" />
      <AssignmentMatrix />
    </>
  );
}

function AssignmentTable() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [creating, setCreating] = useState(false);
  const [creatingMany, setCreatingMany] = useState(false);
  const exporter = useAssignmentExporter();
  // None yet, or none of the catalog or the company chosen, with a way to clear them.
  const empty = (
    <ListEmpty
      empty="resources.partner-admin/catalog-assignments.empty"
      noMatch="resources.partner-admin/catalog-assignments.none_match"
    />
  );
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
          secondaryText={(assignment) => (
            <SecondaryLines>
              {assignment.catalogName}
              <AssignmentPeriod />
            </SecondaryLines>
          )}
          rightIcon={() => <AssignmentRowActions />}
          rowClick={false}
          empty={empty}
        />
      ) : (
        <DataTable<CatalogAssignment> bulkActionButtons={false} empty={empty}>
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
          <DataTable.Col label={<HiddenColumnLabel name="actions" />} disableSort>
            <AssignmentRowActions />
          </DataTable.Col>
        </DataTable>
      )}
      <Suspense fallback={null}>
        {creating && <AssignmentDialog onClose={() => setCreating(false)} />}
        {creatingMany && <BulkAssignmentDialog onClose={() => setCreatingMany(false)} />}
      </Suspense>
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
      renderEdit={(close) => (
        <Suspense fallback={null}>
          <AssignmentDialog assignment={assignment} onClose={close} />
        </Suspense>
      )}
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
