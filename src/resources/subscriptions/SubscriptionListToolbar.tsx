import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  ExportButton,
  FilterButton,
  ListContextProvider,
  ListToolbar,
  SearchInput,
  SelectInput,
  TopToolbar,
  useAuthState,
  useDataProvider,
  useListContext,
  useTranslate,
} from 'react-admin';
import { subscriptionStatuses } from '../../../common/domain';
import { type AppDataProvider } from '../../providers/dataProvider';
import { useSubscriptionExporter } from './useSubscriptionExporter';

/**
 * The list's search, filters and export: react-admin's filter form brings react-hook-form and the inputs, so the list
 * loads this after its first render (see SubscriptionList).
 */
export function SubscriptionListToolbar() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The list's toolbar draws while the sign-in is still being checked: nothing is asked of the API before it holds.
  const { authenticated } = useAuthState();
  // The products the company holds, not the whole catalog: a choice always finds something.
  const products = useQuery({
    queryKey: ['subscriptions', 'held-products'],
    queryFn: () => dataProvider.getHeldProducts(),
    enabled: authenticated === true,
  });
  const filters = useMemo(
    () => [
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
        choices={[30, 60, 90].map((days) => ({
          id: days,
          name: translate('resources.subscriptions.filters.days', { days }),
        }))}
        translateChoice={false}
      />,
    ],
    [translate, products.data],
  );
  const exporter = useSubscriptionExporter();
  const actions = (
    <TopToolbar>
      <FilterButton />
      <ExportButton exporter={exporter} />
    </TopToolbar>
  );
  return (
    <ListContextProvider value={useToolbarContext()}>
      <ListToolbar filters={filters} actions={actions} />
    </ListContextProvider>
  );
}

/**
 * The list context as the toolbar reads it (filters, sort, page size, whether there is anything to export), kept
 * while those hold: the page's records arriving then leave the filter form alone, where react-hook-form would reset
 * and validate every input in the same task as the rows' first render.
 */
function useToolbarContext() {
  const list = useListContext();
  const hasRecords = list.total !== 0;
  const { filterValues, displayedFilters, setFilters, showFilter, hideFilter, sort, perPage, resource } = list;
  return useMemo(
    () => list,
    // On purpose neither the records nor the loading states.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterValues, displayedFilters, setFilters, showFilter, hideFilter, sort, perPage, resource, hasRecords],
  );
}
