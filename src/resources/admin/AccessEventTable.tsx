import { DataTable, DateField, useTranslate } from 'react-admin';
import type { AccessEvent } from '../../../common/api';

/** Access history rows: who did what to whose access, when and why. */
export function AccessEventTable({ showPerson = true }: { showPerson?: boolean }) {
  const translate = useTranslate();
  return (
    <DataTable<AccessEvent> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="at" label="pages.admin.history.fields.at">
        <DateField source="at" showTime />
      </DataTable.Col>
      <DataTable.Col
        source="action"
        label="pages.admin.history.fields.action"
        disableSort
        render={(event) => translate(`pages.admin.history.actions.${event.action}`, { _: event.action })}
      />
      <DataTable.Col source="actor" label="pages.admin.history.fields.actor" disableSort />
      <DataTable.Col source="companyName" label="pages.admin.history.fields.company" disableSort />
      {showPerson && (
        <DataTable.Col
          source="userEmail"
          label="pages.admin.history.fields.person"
          disableSort
          render={(event) => event.userName ?? event.userEmail ?? ''}
        />
      )}
      <DataTable.Col
        source="role"
        label="pages.admin.history.fields.role"
        disableSort
        render={(event) => (event.role ? translate(`pages.admin.access.roles.${event.role}`, { _: event.role }) : '')}
      />
      <DataTable.Col source="expiresAt" label="pages.admin.history.fields.expiresAt" disableSort>
        <DateField source="expiresAt" emptyText="" />
      </DataTable.Col>
      <DataTable.Col source="reason" label="pages.admin.history.fields.reason" disableSort />
    </DataTable>
  );
}
