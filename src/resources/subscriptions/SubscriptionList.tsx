import { Box, Card, LinearProgress, Typography } from '@mui/material';
import { Suspense, useMemo } from 'react';
import {
  ListBase,
  Link,
  ListPaginationContext,
  Pagination,
  Title,
  useListContext,
  useListPaginationContext,
  useTranslate,
} from 'react-admin';
import { ListError } from '../../components/ErrorAlert';
import type { Subscription } from '../../../common/api';
import { SubscriptionTable } from './SubscriptionTable';
import { whileWaitingForMicrosoft } from '../../components/waitingForMicrosoft';
import { isPhoneScreen, useIsPhone } from '../../hooks/useIsPhone';
import { lazyNamed } from '../../components/lazyNamed';

// What the first render does not need loads beside it: the search, filters and export (react-hook-form and the
// inputs), and the compact list only a phone shows. Both are asked for as soon as this module runs (the compact list
// on a phone only), so that they are there before the list's data, not competing with the rows for the main thread:
// asked for once the rows were there, the compact list left them blank under the pagination while it came.
const loadingToolbar = import('./SubscriptionListToolbar');
const SubscriptionListToolbar = lazyNamed(() => loadingToolbar, 'SubscriptionListToolbar');
const loadSimpleList = () => import('./SubscriptionSimpleList');
const loadingSimpleList = isPhoneScreen() ? loadSimpleList() : null;
const SubscriptionSimpleList = lazyNamed(() => loadingSimpleList ?? loadSimpleList(), 'SubscriptionSimpleList');

/** /subscriptions: the current company's subscriptions, filtered, sorted and paged by the server. */
export function SubscriptionList() {
  return (
    <ListBase
      resource="subscriptions"
      sort={{ field: 'termEnd', order: 'ASC' }}
      perPage={25}
      // A page showing a subscription on its way to Microsoft follows it until Microsoft has taken it.
      queryOptions={{
        refetchInterval: (query) =>
          whileWaitingForMicrosoft(
            Boolean(
              (query.state.data as { data?: Subscription[] } | undefined)?.data?.some(
                (subscription) => subscription.supplierStatus === 'waiting',
              ),
            ),
          ),
      }}
    >
      <SubscriptionListView />
    </ListBase>
  );
}

/** As react-admin's <ListView>: title, toolbar, the records or why there are none, pagination. */
function SubscriptionListView() {
  const translate = useTranslate();
  const isSmall = useIsPhone();
  const { defaultTitle, error, isPending, total, filterValues } = useListContext();
  const isEmpty = !error && !isPending && total === 0 && Object.keys(filterValues).length === 0;
  return (
    <Box className="list-page">
      <Title defaultTitle={defaultTitle} preferenceKey="subscriptions.list.title" />
      {isEmpty ? (
        <Typography sx={{ p: 2 }}>
          {translate('resources.subscriptions.empty')}{' '}
          <Link to="/catalog">{translate('resources.subscriptions.browse')}</Link>
        </Typography>
      ) : (
        <>
          {/* The toolbar's height, kept while it loads: the list does not move when it arrives. Below md, react-admin's
              toolbar puts its buttons under the search (two rows). */}
          <Suspense fallback={<Box sx={{ minHeight: { xs: 112, md: 64 } }} />}>
            <SubscriptionListToolbar />
          </Suspense>
          {/* The pagination waits with the compact list for its code: shown above the rows to come, it moved down
              when they came. */}
          <Suspense
            fallback={
              <Card>
                <LinearProgress aria-label={translate('ra.page.loading')} />
              </Card>
            }
          >
            <Card>{error ? <ListError /> : isSmall ? <SubscriptionSimpleList /> : <SubscriptionTable />}</Card>
            {error ? null : <SubscriptionPagination />}
          </Suspense>
        </>
      )}
    </Box>
  );
}

/**
 * react-admin's pagination, already rendered (hidden) while the first page loads: MUI's TablePagination then mounts
 * and inserts its styles during the wait, not in the same task as the rows when the data arrives.
 */
function SubscriptionPagination() {
  const pagination = useListPaginationContext();
  const { isPending, page, perPage } = pagination;
  const value = useMemo(
    () => (isPending ? { ...pagination, isPending: false, total: page * perPage } : pagination),
    [pagination, isPending, page, perPage],
  );
  return (
    <div style={isPending ? { visibility: 'hidden' } : undefined}>
      <ListPaginationContext.Provider value={value}>
        <Pagination />
      </ListPaginationContext.Provider>
    </div>
  );
}
