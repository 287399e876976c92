import { Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ReferenceField, ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import type { CompanySummary, PartnerOrder, PartnerOrderDetail } from '../../../../common/api';
import { retryUnlessRefused } from '../../../providers/dataProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { OrderLines } from '../../../components/OrderLines';
import { OrderFacts } from '../../../components/OrderFacts';
import { partnerPaths } from '../../../components/partnerPaths';
import { DecisionDialog, type Decision } from './DecisionDialog';

/** From a list (the orders', a company's), the row stands in: an order without its lines, which come with it. */
type OrderRecord = PartnerOrder & Partial<Pick<PartnerOrderDetail, 'lines'>>;

/** /partner-admin/orders/:id: one order with its lines; a pending one is approved or rejected, with a reason. */
export function OrderShow() {
  return (
    // A missing order (404) or a refusal is said on the page: no redirect to the list, no toast.
    <ShowBase queryOptions={{ onError: () => undefined, retry: retryUnlessRefused }}>
      <OrderPage />
    </ShowBase>
  );
}

function OrderPage() {
  const { record: order, error } = useShowContext<OrderRecord>();
  const translate = useTranslate();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  if (error) return <ErrorAlert error={error} />;
  if (!order) return <LinearProgress />;
  const lines = order.lines?.map((line) => ({ ...line, currency: order.currency }));
  return (
    <>
      <Title title={translate('resources.partner-admin/orders.title_one', { number: order.number })} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {order.number} · <OrderCompany />
            </Typography>
            <OrderFacts />
            <Typography variant="h6" component="h2">
              {translate('resources.partner-admin/orders.lines')}
            </Typography>
            {lines ? (
              <OrderLines lines={lines} productOf={(line) => line.productName} />
            ) : (
              <LinearProgress aria-label={translate('resources.partner-admin/orders.lines')} />
            )}
            {/* Decided on the order itself, not on the row standing in for it, which may be older. */}
            {lines && order.status === 'pending' && (
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={() => setDeciding('approve')}>
                  {translate('resources.partner-admin/orders.approve')}
                </Button>
                <Button variant="outlined" color="error" onClick={() => setDeciding('reject')}>
                  {translate('resources.partner-admin/orders.reject')}
                </Button>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
      {deciding && <DecisionDialog order={order} decision={deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}

/**
 * The order's company, a link to its page. The order's own `companyName` stands in while the company loads, so the
 * heading neither waits nor jumps; once loaded, the company's summary stands in for its page when the link is followed.
 */
function OrderCompany() {
  const { record: order } = useShowContext<OrderRecord>();
  if (!order) return null;
  const standIn = { id: order.companyId, name: order.companyName } as CompanySummary;
  return (
    <ReferenceField<OrderRecord, CompanySummary>
      source="companyId"
      reference="partner-admin/companies"
      link={(company) => partnerPaths.company(company.id)}
      queryOptions={{ placeholderData: [standIn] }}
      render={({ referenceRecord }) => referenceRecord?.name}
      sx={{ font: 'inherit' }}
    />
  );
}
