import RuleIcon from '@mui/icons-material/Rule';
import { Suspense, useState } from 'react';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  FilterButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../../components/Dates';
import type { PartnerOrder } from '../../../../common/api';
import { orderStatuses } from '../../../../common/domain';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { ListError } from '../../../components/ErrorAlert';
import { ListEmpty } from '../../../components/ListEmpty';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { usePartnerOrderExporter } from './usePartnerOrderExporter';
import { LabeledButton } from '../../../components/LabeledButton';
import { MoneyField } from '../../../components/Money';
import { OrderStatusChip } from '../../../components/OrderStatusChip';
import { RowLink } from '../../../components/RowLink';
import { partnerPaths } from '../../../components/partnerPaths';
import { lazyNamed } from '../../../components/lazyNamed';
import { AmountAndStatus } from '../../../components/AmountAndStatus';

// Loaded when first opened: its form (and the contract's schemas it checks with) is no part of the list's first load.
const ApprovalPolicyDialog = lazyNamed(() => import('./ApprovalPolicyDialog'), 'ApprovalPolicyDialog');

/** /partner-admin/orders: every customer's orders, by company, status and date. */
export function OrderList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const exporter = usePartnerOrderExporter();
  const [isEditingPolicy, setEditingPolicy] = useState(false);
  const statusChoices = orderStatuses.map((status) => ({ id: status, name: `resources.orders.status.${status}` }));
  // On a phone the search alone shows above the orders; the other filters come from "Add filter".
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.partner-admin/orders.search')} />,
    <ReferenceInput
      key="companyId"
      source="companyId"
      reference="partner-admin/companies"
      sort={{ field: 'name', order: 'ASC' }}
      alwaysOn={!isPhone}
    >
      <AutocompleteInput optionText="name" sx={{ minWidth: 220 }} />
    </ReferenceInput>,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn={!isPhone} />,
    <DateInput key="from" source="from" alwaysOn={!isPhone} />,
    <DateInput key="to" source="to" alwaysOn={!isPhone} />,
  ];
  // None yet, or none that the search or the filters find, with a way to clear them.
  const empty = (
    <ListEmpty empty="resources.partner-admin/orders.empty" noMatch="resources.partner-admin/orders.none_match" />
  );
  return (
    <List
      resource="partner-admin/orders"
      title={translate('resources.partner-admin/orders.title')}
      filters={filters}
      actions={
        <TopToolbar>
          {isPhone && <FilterButton />}
          <LabeledButton label="resources.partner-admin/orders.approval.open" onClick={() => setEditingPolicy(true)}>
            <RuleIcon />
          </LabeledButton>
          <ExportCsvButton exporter={exporter} />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      error={<ListError />}
    >
      {isPhone ? (
        <SimpleList<PartnerOrder>
          primaryText={(order) => `${order.number} · ${order.companyName}`}
          secondaryText={() => <DateField source="createdAt" showTime />}
          rightIcon={() => <AmountAndStatus amount={<MoneyField source="total" />} status={<OrderStatusChip />} />}
          // A real link: `/partner-admin/orders/${id}`.
          linkType="edit"
          empty={empty}
        />
      ) : (
        <DataTable<PartnerOrder> bulkActionButtons={false} rowClick={(id) => partnerPaths.order(id)} empty={empty}>
          <DataTable.Col source="number">
            <RowLink source="number" to={partnerPaths.order} />
          </DataTable.Col>
          <DataTable.Col source="companyName" disableSort />
          <DataTable.Col source="status">
            <OrderStatusChip />
          </DataTable.Col>
          <DataTable.Col source="total" align="right">
            <MoneyField source="total" />
          </DataTable.Col>
          <DataTable.NumberCol source="lineCount" disableSort />
          <DataTable.Col source="placedBy" disableSort />
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" showTime />
          </DataTable.Col>
        </DataTable>
      )}
      {isEditingPolicy && (
        <Suspense fallback={null}>
          <ApprovalPolicyDialog onClose={() => setEditingPolicy(false)} />
        </Suspense>
      )}
    </List>
  );
}
