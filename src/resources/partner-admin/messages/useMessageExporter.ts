// As CSV: the columns on screen, headed and worded in the portal's language. Every row the filters match.
import type { SentMessage } from '../../../../common/api';
import { formatCsvDate, useCsvExporter } from '../../../components/csv';

export const useMessageExporter = () =>
  useCsvExporter<SentMessage>('resources.partner-admin/messages.export_file', [
    {
      header: 'resources.partner-admin/messages.fields.createdAt',
      value: (message, { locale }) => formatCsvDate(message.createdAt, locale),
    },
    { header: 'resources.partner-admin/messages.fields.toAddress', value: (message) => message.toAddress },
    { header: 'resources.partner-admin/messages.fields.companyName', value: (message) => message.companyName },
    { header: 'resources.partner-admin/messages.fields.subject', value: (message) => message.subject },
    {
      header: 'resources.partner-admin/messages.fields.status',
      value: (message, { translate }) => translate(`resources.partner-admin/messages.statuses.${message.status}`),
    },
    { header: 'resources.partner-admin/messages.fields.lastError', value: (message) => message.lastError },
  ]);
