import { Stack } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { DraftInvoice } from '../../../../common/api';
import { invoiceDisplayStatuses } from '../../../../common/domain';
import { ListError } from '../../../components/ErrorAlert';
import { ListEmpty } from '../../../components/ListEmpty';
import { InvoiceFlags, InvoiceStatusChip, useInvoiceWords } from '../../../features/invoices';
import { MoneyField } from '../../../components/Money';
import { partnerPaths } from '../../../components/partnerPaths';
import { RowLink } from '../../../components/RowLink';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { AmountAndStatus } from '../../../components/AmountAndStatus';

const resource = 'partner-admin/invoices';

/** /partner-admin/invoices: every company's invoices, credit notes and drafts, by status, company and month. */
export function InvoiceList() {
  const translate = useTranslate();
  const words = useInvoiceWords();
  const isPhone = useIsPhone();
  const t = (key: string) => translate(`resources.${resource}.${key}`);
  const numberOf = (invoice: DraftInvoice) =>
    (invoice.kind === 'credit_note' ? `${translate('resources.invoices.kinds.credit_note')} ` : '') +
    (invoice.number ?? t('draft'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('search')} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={invoiceDisplayStatuses.map((id) => ({ id, name: `resources.invoices.status.${id}` }))}
    />,
    <ReferenceInput
      key="companyId"
      source="companyId"
      reference="partner-admin/companies"
      sort={{ field: 'name', order: 'ASC' }}
      alwaysOn
    >
      <AutocompleteInput optionText="name" sx={{ minWidth: 220 }} />
    </ReferenceInput>,
    <TextInput
      key="period"
      source="period"
      type="month"
      alwaysOn
      parse={(value: string) => value || undefined}
      slotProps={{ inputLabel: { shrink: true } }}
    />,
  ];
  // None yet, or none that the search or the filters find, with a way to clear them.
  const empty = <ListEmpty empty={`resources.${resource}.empty`} noMatch={`resources.${resource}.none_match`} />;
  return (
    <List
      resource={resource}
      title={t('title')}
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
        <SimpleList<DraftInvoice>
          primaryText={numberOf}
          secondaryText={(invoice) => (
            <Stack component="span" spacing={0.5}>
              <span>
                {invoice.companyName} · {words.month(invoice.period)}
              </span>
              <InvoiceFlags flags={invoice.flags} />
            </Stack>
          )}
          rightIcon={(invoice) => (
            <AmountAndStatus
              amount={<MoneyField source="total" />}
              status={<InvoiceStatusChip status={invoice.status} />}
            />
          )}
          linkType={(invoice) => partnerPaths.invoice(invoice.id)}
          empty={empty}
        />
      ) : (
        <DataTable<DraftInvoice> bulkActionButtons={false} rowClick={(id) => partnerPaths.invoice(id)} empty={empty}>
          <DataTable.Col source="number">
            <FunctionField<DraftInvoice>
              render={(invoice) => (
                <RowLink source="number" to={(id) => partnerPaths.invoice(id)}>
                  {numberOf(invoice)}
                </RowLink>
              )}
            />
          </DataTable.Col>
          <DataTable.Col source="companyName" />
          <DataTable.Col source="period" render={(invoice: DraftInvoice) => words.month(invoice.period)} />
          <DataTable.Col source="status" disableSort>
            <InvoiceStatusChip />
          </DataTable.Col>
          <DataTable.Col source="issuedOn" render={(invoice: DraftInvoice) => words.day(invoice.issuedOn)} />
          <DataTable.Col source="dueOn" render={(invoice: DraftInvoice) => words.day(invoice.dueOn)} />
          <DataTable.Col source="total" align="right">
            <MoneyField source="total" />
          </DataTable.Col>
          <DataTable.Col source="flags" disableSort>
            <InvoiceFlags />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
