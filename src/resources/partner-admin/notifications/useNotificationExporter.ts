// As CSV: the columns on screen (and what a spreadsheet needs beside them: ids, currency), headed and worded in the
// portal's language. Every row the filters match, not only the page.
import type { Notification } from '../../../../common/api';
import { csvYesNo, formatCsvDate, useCsvExporter } from '../../../components/csv';

export const useNotificationExporter = () =>
  useCsvExporter<Notification>('partner.exports.notifications', [
    { header: 'partner.notifications.fields.title', value: (notification) => notification.title },
    {
      header: 'partner.notifications.fields.kind',
      value: (notification, { translate }) => translate(`partner.notifications.kinds.${notification.kind}`),
    },
    { header: 'partner.exports.lead_times', value: (notification) => notification.leadTimesDays.join(' ') },
    { header: 'partner.exports.recipients', value: (notification) => notification.recipients.join(' ') },
    { header: 'partner.notifications.fields.companyIds', value: (notification) => notification.companyIds.length },
    {
      header: 'partner.notifications.fields.isActive',
      value: (notification, { translate }) => csvYesNo(notification.isActive, translate),
    },
    {
      header: 'partner.notifications.fields.createdAt',
      value: (notification, { locale }) => formatCsvDate(notification.createdAt, locale),
    },
  ]);
