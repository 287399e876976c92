import type { ReactElement } from 'react';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { DateField } from './Dates';
import type { AccessEvent } from '../../common/api';
import { useIsPhone } from '../hooks/useIsPhone';

/**
 * Access history rows: who did what to whose access, when and why (on a phone, one entry a line); `empty` is what a
 * page without a row says (react-admin's own when not given).
 */
export function AccessEventTable({ showPerson = true, empty }: { showPerson?: boolean; empty?: ReactElement }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const actionOf = (event: AccessEvent) =>
    translate(`resources.admin/history.actions.${event.action}`, { _: event.action });
  const roleOf = (event: AccessEvent) =>
    event.role ? translate(`pages.admin.access.roles.${event.role}`, { _: event.role }) : '';
  if (isPhone) {
    return (
      <SimpleList<AccessEvent>
        linkType={false}
        empty={empty}
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
    <DataTable<AccessEvent> bulkActionButtons={false} rowClick={false} empty={empty}>
      <DataTable.Col source="at" label="resources.admin/history.fields.at">
        <DateField source="at" showTime />
      </DataTable.Col>
      <DataTable.Col source="action" label="resources.admin/history.fields.action" disableSort render={actionOf} />
      <DataTable.Col source="actor" label="resources.admin/history.fields.actor" disableSort />
      <DataTable.Col source="companyName" label="resources.admin/history.fields.company" disableSort />
      {showPerson && (
        <DataTable.Col
          source="userEmail"
          label="resources.admin/history.fields.person"
          disableSort
          render={(event) => event.userName ?? event.userEmail ?? ''}
        />
      )}
      <DataTable.Col source="role" label="resources.admin/history.fields.role" disableSort render={roleOf} />
      <DataTable.Col source="expiresAt" label="resources.admin/history.fields.expiresAt" disableSort>
        <DateField source="expiresAt" emptyText="" />
      </DataTable.Col>
      <DataTable.Col source="reason" label="resources.admin/history.fields.reason" disableSort />
    </DataTable>
  );
}
