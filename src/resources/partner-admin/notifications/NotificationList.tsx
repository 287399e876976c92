import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import {
  BooleanField,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../../components/Dates';
import type { Notification } from '../../../../common/api';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { type AppDataProvider } from '../../../providers/dataProvider';
import { ListError } from '../../../components/ErrorAlert';
import { ListEmpty } from '../../../components/ListEmpty';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { LabeledButton } from '../../../components/LabeledButton';
import { useNotificationExporter } from './useNotificationExporter';
import { NotificationDialog } from './NotificationDialog';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { HiddenColumnLabel } from '../../../components/HiddenColumnLabel';
import { SecondaryLines } from '../../../components/SecondaryLines';

const kinds = ['announcement', 'renewal_reminder'] as const;

/** /partner-admin/notifications: renewal reminders and announcements; create, change, delete. */
export function NotificationList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [creating, setCreating] = useState(false);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="kind"
      source="kind"
      choices={kinds.map((kind) => ({ id: kind, name: `resources.partner-admin/notifications.kinds.${kind}` }))}
      alwaysOn
    />,
  ];
  const exporter = useNotificationExporter();
  // None yet, or none that the search or the kind finds, with a way to clear them.
  const empty = (
    <ListEmpty
      empty="resources.partner-admin/notifications.empty"
      noMatch="resources.partner-admin/notifications.none_match"
    />
  );
  return (
    <List
      resource="partner-admin/notifications"
      title={translate('resources.partner-admin/notifications.title')}
      filters={filters}
      actions={
        <TopToolbar>
          <LabeledButton label="resources.partner-admin/notifications.create" onClick={() => setCreating(true)}>
            <AddIcon />
          </LabeledButton>
          <ExportCsvButton exporter={exporter} />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      error={<ListError />}
    >
      {isPhone ? (
        <SimpleList<Notification>
          primaryText={(notification) => notification.title}
          secondaryText={(notification) => (
            <SecondaryLines>
              <span>
                {[
                  translate(`resources.partner-admin/notifications.kinds.${notification.kind}`),
                  notification.isActive ? null : translate('resources.partner-admin/notifications.inactive'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <DateField source="createdAt" showTime />
            </SecondaryLines>
          )}
          rightIcon={() => <NotificationRowActions />}
          rowClick={false}
          empty={empty}
        />
      ) : (
        <DataTable<Notification> bulkActionButtons={false} empty={empty}>
          <DataTable.Col source="title" />
          <DataTable.Col source="kind" disableSort>
            <KindField />
          </DataTable.Col>
          <DataTable.Col source="leadTimesDays" disableSort>
            <ListField source="leadTimesDays" />
          </DataTable.Col>
          <DataTable.NumberCol
            source="companyIds.length"
            label="resources.partner-admin/notifications.fields.companyIds"
            disableSort
          />
          <DataTable.Col source="isActive" disableSort>
            <BooleanField source="isActive" />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col label={<HiddenColumnLabel name="actions" />} disableSort>
            <NotificationRowActions />
          </DataTable.Col>
        </DataTable>
      )}
      {creating && <NotificationDialog onClose={() => setCreating(false)} />}
    </List>
  );
}

function KindField() {
  const translate = useTranslate();
  const notification = useRecordContext<Notification>();
  return notification ? <>{translate(`resources.partner-admin/notifications.kinds.${notification.kind}`)}</> : null;
}

function ListField({ source }: { source: 'leadTimesDays' }) {
  const notification = useRecordContext<Notification>();
  return notification ? <>{notification[source].join(', ')}</> : null;
}

function NotificationRowActions() {
  const notification = useRecordContext<Notification>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!notification) return null;
  return (
    <EditDeleteActions
      renderEdit={(close) => <NotificationDialog notification={notification} onClose={close} />}
      remove={() =>
        dataProvider.delete('partner-admin/notifications', { id: notification.id, previousData: notification })
      }
      confirmTitle={translate('resources.partner-admin/notifications.delete_title', { title: notification.title })}
      confirmContent="resources.partner-admin/notifications.delete_content"
      deletedMessage="resources.partner-admin/notifications.deleted"
    />
  );
}
