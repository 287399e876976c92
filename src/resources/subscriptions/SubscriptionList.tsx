import { Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  DataTable,
  DateField,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useGetList,
  useTranslate,
} from 'react-admin';
import type { CatalogProduct, Subscription } from '../../../common/api';
import { subscriptionStatuses } from '../../../common/domain';
import { retryUnlessRefused } from '../../providers/dataProvider';
import { ListError } from '../admin/ErrorAlert';
import { MoneyField } from '../Money';
import { StatusChip } from './StatusChip';

/** /subscriptions: the current company's subscriptions, filtered, sorted and paged by the server. */
export function SubscriptionList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const products = useGetList<CatalogProduct>('catalog', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.subscriptions.filters.search')} />,
    <SelectInput
      key="status"
      source="status"
      choices={subscriptionStatuses.map((id) => ({ id, name: `resources.subscriptions.status.${id}` }))}
    />,
    <SelectInput
      key="productId"
      source="productId"
      choices={(products.data ?? []).map((product) => ({ id: product.id, name: product.name }))}
      translateChoice={false}
    />,
    <SelectInput
      key="renewingWithinDays"
      source="renewingWithinDays"
      label="resources.subscriptions.filters.renewing"
      choices={[30, 60, 90].map((days) => ({
        id: days,
        name: translate('resources.subscriptions.filters.days', { days }),
      }))}
      translateChoice={false}
    />,
  ];
  return (
    <List
      resource="subscriptions"
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
      sort={{ field: 'termEnd', order: 'ASC' }}
      perPage={25}
      empty={<Typography sx={{ p: 2 }}>{translate('resources.subscriptions.empty')}</Typography>}
      error={<ListError />}
      queryOptions={{ retry: retryUnlessRefused }}
    >
      {isSmall ? (
        <SimpleList<Subscription>
          primaryText={(record) => record.productName}
          secondaryText={(record) => `${record.quantity} × ${record.publisher}`}
          tertiaryText={(record) => translate(`resources.subscriptions.status.${record.status}`)}
          linkType="show"
        />
      ) : (
        <DataTable<Subscription> bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="productName" />
          <DataTable.NumberCol source="quantity" />
          <DataTable.Col source="status">
            <StatusChip />
          </DataTable.Col>
          <DataTable.Col source="termEnd">
            <DateField source="termEnd" />
          </DataTable.Col>
          <DataTable.Col source="autoRenew" disableSort>
            <BooleanField source="autoRenew" />
          </DataTable.Col>
          <DataTable.Col source="monthlyCost">
            <MoneyField source="monthlyCost" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
