import { Alert, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Form,
  NumberInput,
  SaveButton,
  TextInput,
  Title,
  Toolbar,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { billingEntitySchema, type BillingEntity } from '../../../../common/api';
import { ErrorAlert, useDescribeError } from '../../../components/ErrorAlert';
import { partnerPaths } from '../../../components/partnerPaths';
import { useZodResolver } from '../../../components/useZodResolver';
import { fieldErrorsOf } from '../../../providers/httpClient';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { retryUnlessRefused } from '../../../providers/dataProvider';

const t = (key: string) => `resources.partner-admin/billing.${key}`;
const blank: BillingEntity = {
  legalName: '',
  address: '',
  country: '',
  vatId: null,
  invoicePrefix: 'INV',
  paymentTermsDays: 30,
  email: null,
};
/** Text stays text, also empty (react-admin's default makes it null, which a required text of the API refuses). */
const asTyped = (text: string) => text;
/** An optional text left empty is none. */
const orNone = (text: string) => (text ? text : null);

/**
 * /partner-admin/billing/seller: the partner as the seller its invoices name (GET/PUT /partner/billing-entity),
 * checked by the API's own schema; the server's refusals show beside their field.
 */
export function SellerPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const describeError = useDescribeError();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const seller = useQuery({
    queryKey: ['billing-entity'],
    queryFn: () => dataProvider.getBillingEntity(),
    retry: retryUnlessRefused,
  });
  const resolver = useZodResolver(billingEntitySchema, {
    country: () => translate(t('seller_invalid.country')),
    vatId: () => translate(t('seller_invalid.vatId')),
    invoicePrefix: () => translate(t('seller_invalid.invoicePrefix')),
    email: () => translate(t('seller_invalid.email')),
  });
  const isMissing = seller.isError && (seller.error as { status?: number }).status === 404;
  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.saveBillingEntity(values as BillingEntity);
      queryClient.setQueryData(['billing-entity'], saved);
      notify(t('seller_saved'), { type: 'success' });
      navigate(partnerPaths.billing);
    } catch (error) {
      // Each refused field beside itself; anything else above the buttons.
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      notify(describeError(error), { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(t('seller_title'))} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate(t('seller_title'))}
          </Typography>
          <Typography color="text.secondary">{translate(t('seller_help'))}</Typography>
          {seller.isPending ? (
            <LinearProgress />
          ) : seller.isError && !isMissing ? (
            <ErrorAlert error={seller.error} />
          ) : (
            <>
              {isMissing && <Alert severity="warning">{translate(t('seller_missing'))}</Alert>}
              <Form record={seller.data ?? blank} resolver={resolver} onSubmit={save} noValidate>
                {/* On a phone the toolbar stays at the bottom of the screen: the last field scrolls above it. */}
                <Stack sx={{ maxWidth: 560, mb: { xs: 8, sm: 0 } }}>
                  <TextInput source="legalName" label={t('seller_fields.legalName')} parse={asTyped} />
                  <TextInput
                    source="address"
                    label={t('seller_fields.address')}
                    multiline
                    minRows={3}
                    parse={asTyped}
                  />
                  <TextInput
                    source="country"
                    label={t('seller_fields.country')}
                    parse={asTyped}
                    sx={{ maxWidth: 220 }}
                  />
                  <TextInput source="vatId" label={t('seller_fields.vatId')} parse={orNone} />
                  <TextInput source="invoicePrefix" label={t('seller_fields.invoicePrefix')} parse={asTyped} />
                  <NumberInput
                    source="paymentTermsDays"
                    label={t('seller_fields.paymentTermsDays')}
                    min={0}
                    max={120}
                  />
                  <TextInput source="email" type="email" label={t('seller_fields.email')} parse={orNone} />
                </Stack>
                <Toolbar>
                  <SaveButton />
                </Toolbar>
              </Form>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
