import { Box, Card, Typography, useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense } from 'react';
import {
  BooleanField,
  DataTable,
  DateField,
  ListBase,
  Pagination,
  SimpleList,
  Title,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { Subscription } from '../../../common/api';
import { retryUnlessRefused } from '../../providers/dataProvider';
import { ListError } from '../admin/ErrorAlert';
import { MoneyField } from '../Money';
import { StatusChip } from './StatusChip';
import { portalRoutes } from '../../../common/portal-routes';
import { RowLink } from '../RowLink';

const SubscriptionListToolbar = lazy(() =>
  import('./SubscriptionListToolbar').then((module) => ({ default: module.SubscriptionListToolbar })),
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
          <Suspense fallback={<Box sx={{ minHeight: 64 }} />}>
            <SubscriptionListToolbar />
          </Suspense>
          <Card>
            {error ? (
              <ListError />
            ) : isSmall ? (
              <SimpleList<Subscription>
                primaryText={(record) => record.productName}
                secondaryText={(record) => `${record.quantity} × ${record.publisher}`}
                tertiaryText={(record) => translate(`resources.subscriptions.status.${record.status}`)}
                linkType="show"
              />
            ) : (
              <DataTable<Subscription> bulkActionButtons={false} rowClick="show">
                <DataTable.Col source="productName">
                  <RowLink source="productName" to={(id) => `${portalRoutes.subscriptions.path}/${id}/show`} />
                </DataTable.Col>
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
          </Card>
          <Pagination />
        </>
      )}
    </Box>
  );
}
