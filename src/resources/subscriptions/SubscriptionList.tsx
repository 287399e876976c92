import { Box, Card, Typography, useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense } from 'react';
import { ListBase, Pagination, Title, useListContext, useTranslate } from 'react-admin';
import { retryUnlessRefused } from '../../providers/dataProvider';
import { ListError } from '../admin/ErrorAlert';
import { SubscriptionTable } from './SubscriptionTable';

// What the first render does not need loads beside it: the search, filters and export (react-hook-form and the
// inputs), and the compact list only a phone shows. The toolbar is asked for as soon as this module runs, so that it
// is there (and rendered) before the list's data, not competing with the rows for the main thread.
const loadingToolbar = import('./SubscriptionListToolbar');
const SubscriptionListToolbar = lazy(() =>
  loadingToolbar.then((module) => ({ default: module.SubscriptionListToolbar })),
);
const SubscriptionSimpleList = lazy(() =>
  import('./SubscriptionSimpleList').then((module) => ({ default: module.SubscriptionSimpleList })),
);

/** /subscriptions: the current company's subscriptions, filtered, sorted and paged by the server. */
export function SubscriptionList() {
  return (
    <ListBase
      resource="subscriptions"
      sort={{ field: 'termEnd', order: 'ASC' }}
      perPage={25}
      queryOptions={{ retry: retryUnlessRefused }}
    >
      <SubscriptionListView />
    </ListBase>
  );
}

/** As react-admin's <ListView>: title, toolbar, the records or why there are none, pagination. */
function SubscriptionListView() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { defaultTitle, error, isPending, total, filterValues } = useListContext();
  const isEmpty = !error && !isPending && total === 0 && Object.keys(filterValues).length === 0;
  return (
    <Box className="list-page">
      <Title defaultTitle={defaultTitle} preferenceKey="subscriptions.list.title" />
      {isEmpty ? (
        <Typography sx={{ p: 2 }}>{translate('resources.subscriptions.empty')}</Typography>
      ) : (
        <>
          {/* The toolbar's height, kept while it loads: the table does not move when it arrives. */}
          <Suspense fallback={<Box sx={{ minHeight: 64 }} />}>
            <SubscriptionListToolbar />
          </Suspense>
          <Card>
            {error ? (
              <ListError />
            ) : isSmall ? (
              <Suspense>
                <SubscriptionSimpleList />
              </Suspense>
            ) : (
              <SubscriptionTable />
            )}
          </Card>
          {error ? null : <Pagination />}
        </>
      )}
    </Box>
  );
}
