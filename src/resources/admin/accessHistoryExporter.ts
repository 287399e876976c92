import { downloadCSV, type Exporter, type TranslateFunction } from 'react-admin';
import type { AccessEvent } from '../../../common/api';

const columns = ['at', 'action', 'actor', 'company', 'person', 'email', 'role', 'expiresAt', 'reason'] as const;

const cell = (value: string | null | undefined) => {
  const text = value ?? '';
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The access history as CSV, headed and worded in the person's language. */
export function toAccessHistoryCsv(events: AccessEvent[], translate: TranslateFunction): string {
  const header = columns.map((column) =>
    column === 'email'
      ? translate('pages.admin.access.fields.email')
      : translate(`pages.admin.history.fields.${column}`),
  );
  const rows = events.map((event) => [
    event.at,
    translate(`pages.admin.history.actions.${event.action}`, { _: event.action }),
    event.actor,
    event.companyName,
    event.userName,
    event.userEmail,
    event.role ? translate(`pages.admin.access.roles.${event.role}`, { _: event.role }) : '',
    event.expiresAt,
    event.reason,
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
}

/** For `<List exporter>`: downloads access-history.csv. */
export const createAccessHistoryExporter =
  (translate: TranslateFunction): Exporter<AccessEvent> =>
  (events) =>
    downloadCSV(toAccessHistoryCsv(events, translate), 'access-history');
