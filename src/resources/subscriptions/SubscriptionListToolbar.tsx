import {
  ExportButton,
  FilterButton,
  ListToolbar,
  SearchInput,
  SelectInput,
  TopToolbar,
  useGetList,
  useTranslate,
} from 'react-admin';
import type { CatalogProduct } from '../../../common/api';
import { subscriptionStatuses } from '../../../common/domain';

/**
 * The list's search, filters and export: react-admin's filter form brings react-hook-form and the inputs, so the list
 * loads this after its first render (see SubscriptionList).
 */
export function SubscriptionListToolbar() {
  const translate = useTranslate();
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
    <ListToolbar
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
    />
  );
}
