import { DataTable, DateField, SimpleList, useTranslate } from 'react-admin';
import type { AccessEvent } from '../../common/api';
import { useIsPhone } from '../layout/useIsPhone';

/** Access history rows: who did what to whose access, when and why (on a phone, one entry a line). */
export function AccessEventTable({ showPerson = true }: { showPerson?: boolean }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const actionOf = (event: AccessEvent) =>
    translate(`pages.admin.history.actions.${event.action}`, { _: event.action });
  const roleOf = (event: AccessEvent) =>
    event.role ? translate(`pages.admin.access.roles.${event.role}`, { _: event.role }) : '';
  if (isPhone) {
    return (
      <SimpleList<AccessEvent>
        linkType={false}
        primaryText={(event) =>
          [actionOf(event), showPerson ? (event.userName ?? event.userEmail) : null, event.companyName]
            .filter(Boolean)
            .join(' · ')
        }
        secondaryText={(event) => (
          <>
            <DateField source="at" showTime /> · {[event.actor, roleOf(event)].filter(Boolean).join(' · ')}
            {event.reason && (
              <>
                <br />
                {event.reason}
              </>
            )}
          </>
        )}
      />
    );
  }
  return (
    <DataTable<AccessEvent> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="at" label="pages.admin.history.fields.at">
        <DateField source="at" showTime />
      </DataTable.Col>
      <DataTable.Col source="action" label="pages.admin.history.fields.action" disableSort render={actionOf} />
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
      <DataTable.Col source="role" label="pages.admin.history.fields.role" disableSort render={roleOf} />
      <DataTable.Col source="expiresAt" label="pages.admin.history.fields.expiresAt" disableSort>
        <DateField source="expiresAt" emptyText="" />
      </DataTable.Col>
      <DataTable.Col source="reason" label="pages.admin.history.fields.reason" disableSort />
    </DataTable>
  );
}
