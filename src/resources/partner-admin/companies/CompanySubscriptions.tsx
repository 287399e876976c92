import { LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  DataTable,
  ListContextProvider,
  SimpleList,
  useDataProvider,
  useList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../../components/Dates';
import type { CompanySummary, Subscription } from '../../../../common/api';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { StatusChip } from '../../../components/StatusChip';
import { SupplierChip } from '../../../components/SupplierState';
import { CompanySection, MorePages, NoneYet, flushListSx } from './CompanySection';
import { SuspensionButton } from './SuspensionButton';

const field = (name: string) => `resources.partner-admin/companies.subscription_fields.${name}`;

/**
 * The customer's subscriptions, those that end first first. GET /partner/companies/:id/subscriptions is not a list
 * in the REST dialect (it answers the 200 that end first, unpaged): its rows are paged here, in a list context.
 */
export function CompanySubscriptions() {
  const company = useRecordContext<CompanySummary>();
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const dataProvider = useDataProvider<AppDataProvider>();
  const companyId = company?.id;
  const subscriptions = useQuery({
    queryKey: ['partner-admin/company-subscriptions', companyId],
    queryFn: () => dataProvider.getCompanySubscriptions(companyId!),
    enabled: companyId != null,
  });
  const list = useList<Subscription>({
    data: subscriptions.data,
    isPending: subscriptions.isPending,
    sort: { field: 'termEnd', order: 'ASC' },
    perPage: 10,
  });
  const seats = (subscription: Subscription) =>
    translate('resources.partner-admin/companies.seats', { smart_count: subscription.quantity });
  return (
    <CompanySection title="resources.partner-admin/companies.subscriptions">
      {subscriptions.isError ? (
        <ErrorAlert error={subscriptions.error} />
      ) : subscriptions.isPending ? (
        <LinearProgress />
      ) : (
        <ListContextProvider value={list}>
          {isPhone ? (
            <SimpleList<Subscription>
              sx={flushListSx}
              primaryText={(subscription) => subscription.productName}
              secondaryText={(subscription) => (
                <>
                  {seats(subscription)} · <DateField source="termEnd" />
                  <br />
                  <MicrosoftId subscription={subscription} />
                  <SuspensionButton />
                </>
              )}
              rightIcon={() => <StatusChip />}
              rowClick={false}
              empty={<NoneYet />}
            />
          ) : (
            <DataTable<Subscription> bulkActionButtons={false} rowClick={false} empty={<NoneYet />}>
              <DataTable.Col source="productName" label={field('product')} />
              <DataTable.Col source="quantity" label={field('quantity')} render={seats} />
              <DataTable.Col source="status" label={field('status')}>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <StatusChip />
                  <RowSupplierChip />
                </Stack>
              </DataTable.Col>
              <DataTable.Col source="termEnd" label={field('termEnd')}>
                <DateField source="termEnd" />
              </DataTable.Col>
              <DataTable.Col
                source="supplierSubscriptionId"
                label="resources.subscriptions.fields.supplierSubscriptionId"
                render={(subscription) => <MicrosoftId subscription={subscription as Subscription} />}
              />
              <DataTable.Col label={field('actions')}>
                <SuspensionButton />
              </DataTable.Col>
            </DataTable>
          )}
          <MorePages />
        </ListContextProvider>
      )}
    </CompanySection>
  );
}

/** The row's "Waiting for Microsoft" or "Refused by Microsoft", under its status. */
function RowSupplierChip() {
  const subscription = useRecordContext<Subscription>();
  return subscription ? <SupplierChip subscription={subscription} /> : null;
}

/** Microsoft's id of the subscription, which a case with Microsoft quotes, small and whole. */
function MicrosoftId({ subscription }: { subscription: Subscription }) {
  if (!subscription.supplierSubscriptionId) return null;
  return (
    <Typography
      component="span"
      variant="caption"
      sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', display: 'block' }}
    >
      {subscription.supplierSubscriptionId}
    </Typography>
  );
}
