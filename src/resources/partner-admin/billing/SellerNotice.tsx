import StorefrontIcon from '@mui/icons-material/Storefront';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { partnerPaths } from '../../../components/partnerPaths';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { retryUnlessRefused } from '../../../providers/dataProvider';

/** The seller the invoices name, with the way to its form; missing, a warning that says so and links to it. */
export function SellerNotice() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const seller = useQuery({
    queryKey: ['billing-entity'],
    queryFn: () => dataProvider.getBillingEntity(),
    retry: retryUnlessRefused,
  });
  const t = (key: string, options = {}) => translate(`resources.partner-admin/billing.${key}`, options);
  if (seller.isPending) return null;
  const isMissing = seller.isError && (seller.error as { status?: number }).status === 404;
  if (seller.isError && !isMissing) return <ErrorAlert error={seller.error} />;
  if (isMissing)
    return (
      <Alert
        severity="warning"
        action={
          <Button component={Link} to={partnerPaths.seller} color="inherit" size="small">
            {t('seller_enter')}
          </Button>
        }
      >
        {t('seller_missing')}
      </Alert>
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {t('seller_named', { name: seller.data?.legalName })}
      </Typography>
      <Button component={Link} to={partnerPaths.seller} size="small" startIcon={<StorefrontIcon />}>
        {t('seller_edit')}
      </Button>
    </Stack>
  );
}
