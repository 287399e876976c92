import { downloadCSV, type Exporter, type TranslateFunction } from 'react-admin';
import type { AccessEvent } from '../../../../common/api';
import { toCsv } from '../../../components/csv';

const columns = ['at', 'action', 'actor', 'company', 'person', 'email', 'role', 'expiresAt', 'reason'] as const;

/** The access history as CSV, headed and worded in the person's language. */
export function toAccessHistoryCsv(events: AccessEvent[], translate: TranslateFunction): string {
  const header = columns.map((column) =>
    column === 'email'
      ? translate('pages.admin.access.fields.email')
      : translate(`resources.admin/history.fields.${column}`),
  );
  const rows = events.map((event) => [
    event.at,
    translate(`resources.admin/history.actions.${event.action}`, { _: event.action }),
    event.actor,
    event.companyName,
    event.userName,
    event.userEmail,
    event.role ? translate(`pages.admin.access.roles.${event.role}`, { _: event.role }) : '',
    event.expiresAt,
    event.reason,
  ]);
  return toCsv(header, rows);
}

/** For `<List exporter>`: downloads access-history.csv. */
export const createAccessHistoryExporter =
  (translate: TranslateFunction): Exporter<AccessEvent> =>
  (events) =>
    downloadCSV(toAccessHistoryCsv(events, translate), 'access-history');
