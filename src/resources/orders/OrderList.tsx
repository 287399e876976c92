import {
  DataTable,
  DateInput,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { DateField } from '../../components/Dates';
import type { Order } from '../../../common/api';
import { orderStatuses } from '../../../common/domain';
import { ListError } from '../../components/ErrorAlert';
import { ListEmpty } from '../../components/ListEmpty';
import { MoneyField } from '../../components/Money';
import { OrderStatusChip } from '../../components/OrderStatusChip';
import { useOrderExporter } from './useOrderExporter';
import { portalRoutes } from '../../../common/portal-routes';
import { RowLink } from '../../components/RowLink';
import { useIsPhone } from '../../hooks/useIsPhone';
import { AmountAndStatus } from '../../components/AmountAndStatus';

/** /orders: the current company's orders, newest first. */
export function OrderList() {
  const translate = useTranslate();
  const exporter = useOrderExporter();
  const isPhone = useIsPhone();
  // On a phone the search alone shows above the orders; the other filters come from "Add filter".
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.orders.search')} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn={!isPhone}
      choices={orderStatuses.map((id) => ({ id, name: `resources.orders.status.${id}` }))}
    />,
    <DateInput key="from" source="from" alwaysOn={!isPhone} />,
    <DateInput key="to" source="to" alwaysOn={!isPhone} />,
  ];
  // None yet, or none that the search or the filters find, with a way to clear them.
  const empty = <ListEmpty empty="resources.orders.empty" noMatch="resources.orders.none_match" />;
  return (
    <List
      resource="orders"
      exporter={exporter}
      filters={filters}
      // The export says its name on a phone too, even when there is nothing to export (react-admin's own is then a
      // bare icon without a name).
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportCsvButton exporter={exporter} />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      error={<ListError />}
    >
      {isPhone ? (
        <SimpleList<Order>
          primaryText={(record) => record.number}
          secondaryText={() => <DateField source="createdAt" showTime />}
          rightIcon={() => <AmountAndStatus amount={<MoneyField source="total" />} status={<OrderStatusChip />} />}
          linkType="show"
          empty={empty}
        />
      ) : (
        <DataTable<Order> bulkActionButtons={false} rowClick="show" empty={empty}>
          <DataTable.Col source="number">
            <RowLink source="number" to={(id) => `${portalRoutes.orders.path}/${id}/show`} />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="status">
            <OrderStatusChip />
          </DataTable.Col>
          <DataTable.NumberCol source="lineCount" disableSort />
          <DataTable.Col source="total" align="right">
            <MoneyField source="total" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
