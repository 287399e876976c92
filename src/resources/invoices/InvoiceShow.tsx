import { CardContent } from '@mui/material';
import { useDataProvider, useGetList, useShowContext } from 'react-admin';
import { CompanyRecordShow } from '../../layout/CompanyOfTheRecord';
import type { Invoice } from '../../../common/api';
import { portalRoutes } from '../../../common/portal-routes';
import { ErrorAlert } from '../../components/ErrorAlert';
import { InvoiceDocument, type InvoiceRecord, InvoiceDownloads } from '../../features/invoices';
import type { AppDataProvider } from '../../providers/dataProvider';

const invoicePath = (id: number) => `${portalRoutes.invoices.path}/${id}/show`;
/** A line opens its subscription; with its event, the subscription's history at that event. */
const subscriptionPath = (subscriptionId: number, eventId: number | null) =>
  `${portalRoutes.subscriptions.path}/${subscriptionId}/show${eventId === null ? '' : `#event-${eventId}`}`;

/** /invoices/:id/show: an invoice as its PDF reads, its lines opening what caused them, and its documents. */
export function InvoiceShow() {
  return (
    <CompanyRecordShow actions={false}>
      <InvoiceDetails />
    </CompanyRecordShow>
  );
}

function InvoiceDetails() {
  const { record, error } = useShowContext<InvoiceRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const isInvoice = record?.kind === 'invoice';
  const { data: creditNotes } = useGetList<Invoice>(
    'invoices',
    { filter: { creditFor: record?.id }, pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: isInvoice },
  );
  if (error) return <ErrorAlert error={error} />;
  if (!record) return null;
  return (
    <CardContent>
      <InvoiceDocument
        invoice={record}
        invoicePath={invoicePath}
        creditNotes={isInvoice ? creditNotes : undefined}
        subscriptionPath={subscriptionPath}
        actions={
          <InvoiceDownloads
            download={(format) => dataProvider.downloadInvoice(record.id, format)}
            baseName={record.number ?? `invoice-${record.id}`}
          />
        }
      />
    </CardContent>
  );
}
