import { Typography } from '@mui/material';
import {
  DataTable,
  DateField,
  DateInput,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import type { partnerOrderSchema } from '../../../common/api';
import { retryUnlessRefused } from '../../providers/dataProvider';
import { ListError } from '../ErrorAlert';
import { partnerPaths } from './paths';
import { RowLink } from '../RowLink';

export type PartnerOrder = z.infer<typeof partnerOrderSchema>;
export const orderStatuses = ['pending', 'approved', 'completed', 'rejected', 'cancelled'] as const;

/** /partner-admin/orders: every customer's orders, by company, status and date. */
export function OrderList() {
  const translate = useTranslate();
  const statusChoices = orderStatuses.map((status) => ({ id: status, name: `partner.orders.statuses.${status}` }));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('partner.orders.search')} />,
    <ReferenceInput
      key="companyId"
      source="companyId"
      reference="partner-admin/companies"
      sort={{ field: 'name', order: 'ASC' }}
      alwaysOn
    >
      <SelectInput label="partner.orders.fields.companyId" optionText="name" />
    </ReferenceInput>,
    <SelectInput key="status" source="status" label="partner.orders.fields.status" choices={statusChoices} alwaysOn />,
    <DateInput key="from" source="from" label="partner.orders.fields.from" alwaysOn />,
    <DateInput key="to" source="to" label="partner.orders.fields.to" alwaysOn />,
  ];
  return (
    <List
      resource="partner-admin/orders"
      title={translate('partner.orders.title')}
      filters={filters}
      actions={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      error={<ListError />}
      queryOptions={{ retry: retryUnlessRefused }}
    >
      <DataTable<PartnerOrder>
        bulkActionButtons={false}
        rowClick={(id) => partnerPaths.order(id)}
        empty={<Typography sx={{ p: 2 }}>{translate('partner.orders.empty')}</Typography>}
      >
        <DataTable.Col source="number" label="partner.orders.fields.number">
          <RowLink source="number" to={partnerPaths.order} />
        </DataTable.Col>
        <DataTable.Col source="companyName" label="partner.orders.fields.companyName" disableSort />
        <DataTable.Col source="status" label="partner.orders.fields.status">
          <OrderStatus />
        </DataTable.Col>
        <DataTable.Col source="total" label="partner.orders.fields.total" align="right">
          <NumberField source="total" options={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} />
        </DataTable.Col>
        <DataTable.NumberCol source="lineCount" label="partner.orders.fields.lineCount" disableSort />
        <DataTable.Col source="placedBy" label="partner.orders.fields.placedBy" disableSort />
        <DataTable.Col source="createdAt" label="partner.orders.fields.createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** An order's status in words. */
export function OrderStatus() {
  const translate = useTranslate();
  const order = useRecordContext<PartnerOrder>();
  return order ? <>{translate(`partner.orders.statuses.${order.status}`)}</> : null;
}
