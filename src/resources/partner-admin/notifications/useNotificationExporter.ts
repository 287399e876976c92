// As CSV: the columns on screen (and what a spreadsheet needs beside them: ids, currency), headed and worded in the
// portal's language. Every row the filters match, not only the page.
import type { Notification } from '../../../../common/api';
import { csvYesNo, formatCsvDate, useCsvExporter } from '../../../components/csv';

export const useNotificationExporter = () =>
  useCsvExporter<Notification>('resources.partner-admin/notifications.export.file', [
    { header: 'resources.partner-admin/notifications.fields.title', value: (notification) => notification.title },
    { header: 'resources.partner-admin/notifications.fields.titleFr', value: (notification) => notification.titleFr },
    {
      header: 'resources.partner-admin/notifications.fields.kind',
      value: (notification, { translate }) =>
        translate(`resources.partner-admin/notifications.kinds.${notification.kind}`),
    },
    {
      header: 'resources.partner-admin/notifications.export.lead_times',
      value: (notification) => notification.leadTimesDays.join(' '),
    },
    {
      header: 'resources.partner-admin/notifications.export.recipients',
      value: (notification) => notification.recipients.join(' '),
    },
    {
      header: 'resources.partner-admin/notifications.fields.companyIds',
      value: (notification) => notification.companyIds.length,
    },
    {
      header: 'resources.partner-admin/notifications.fields.isActive',
      value: (notification, { translate }) => csvYesNo(notification.isActive, translate),
    },
    {
      header: 'resources.partner-admin/notifications.fields.createdAt',
      value: (notification, { locale }) => formatCsvDate(notification.createdAt, locale),
    },
  ]);
