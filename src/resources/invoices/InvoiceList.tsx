import { Stack, Typography } from '@mui/material';
import { DataTable, FunctionField, List, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import type { Invoice } from '../../../common/api';
import { invoiceDisplayStatuses } from '../../../common/domain';
import { portalRoutes } from '../../../common/portal-routes';
import { ListError } from '../../components/ErrorAlert';
import { ListEmpty } from '../../components/ListEmpty';
import { MoneyField } from '../../components/Money';
import { RowLink } from '../../components/RowLink';
import { InvoiceStatusChip, useInvoiceWords } from '../../features/invoices';
import { useIsPhone } from '../../hooks/useIsPhone';
import { AmountAndStatus } from '../../components/AmountAndStatus';

/** A customer sees issued invoices only: no draft to filter by. */
const customerStatuses = invoiceDisplayStatuses.filter((status) => status !== 'draft');

/** /invoices: the current company's invoices and credit notes, the latest first. */
export function InvoiceList() {
  const translate = useTranslate();
  const words = useInvoiceWords();
  const isPhone = useIsPhone();
  const filters = [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={customerStatuses.map((id) => ({ id, name: `resources.invoices.status.${id}` }))}
    />,
  ];
  const numberOf = (invoice: Invoice) =>
    invoice.kind === 'credit_note'
      ? `${translate('resources.invoices.kinds.credit_note')} ${invoice.number ?? ''}`
      : (invoice.number ?? '');
  // None yet, or none of the status chosen, with a way back to them all.
  const empty = <ListEmpty empty="resources.invoices.empty" noMatch="resources.invoices.none_match" />;
  return (
    <List
      resource="invoices"
      filters={filters}
      sort={{ field: 'issuedOn', order: 'DESC' }}
      perPage={25}
      exporter={false}
      // No button above the list (no export yet): a phone shows no empty band over the filters.
      actions={false}
      empty={false}
      error={<ListError />}
    >
      {isPhone ? (
        <SimpleList<Invoice>
          primaryText={numberOf}
          secondaryText={(invoice) => (
            <Stack component="span">
              <span>
                {words.day(invoice.issuedOn)} ·{' '}
                {translate('resources.invoices.due_on', { day: words.day(invoice.dueOn) })}
              </span>
              {invoice.poNumber && (
                <span>
                  {translate('resources.invoices.fields.poNumber')} {invoice.poNumber}
                </span>
              )}
            </Stack>
          )}
          rightIcon={() => <AmountAndStatus amount={<MoneyField source="total" />} status={<InvoiceStatusChip />} />}
          linkType="show"
          empty={empty}
        />
      ) : (
        <DataTable<Invoice> bulkActionButtons={false} rowClick="show" empty={empty}>
          <DataTable.Col source="number">
            <RowLink source="number" to={(id) => `${portalRoutes.invoices.path}/${id}/show`} />
            <FunctionField<Invoice>
              render={(invoice) =>
                invoice.kind === 'credit_note' ? (
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    {translate('resources.invoices.kinds.credit_note')}
                  </Typography>
                ) : null
              }
            />
          </DataTable.Col>
          <DataTable.Col source="issuedOn" render={(invoice: Invoice) => words.day(invoice.issuedOn)} />
          <DataTable.Col source="dueOn" render={(invoice: Invoice) => words.day(invoice.dueOn)} />
          <DataTable.Col source="status" disableSort>
            <InvoiceStatusChip />
          </DataTable.Col>
          <DataTable.Col source="poNumber" disableSort>
            <TextField source="poNumber" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="subtotal" disableSort align="right">
            <MoneyField source="subtotal" />
          </DataTable.Col>
          <DataTable.Col source="total" align="right">
            <MoneyField source="total" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
