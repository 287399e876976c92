import { Alert, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../components/ErrorAlert';
import { CartLines } from './CartLines';
import { areLinesValid } from '../../providers/cartStore';
import { useCartQuote } from './useCartQuote';
import { EmptyCart } from './CartPage';
import { useOrderContext } from './useOrderContext';
import { LabeledButton } from '../../components/LabeledButton';

/** /cart/review: what will be ordered, on which terms, for which company and billing profile. */
export function CartReviewPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { isSignedIn, company, profiles, billingProfile, cart } = useOrderContext();
  const { lines } = useCartQuote(cart.cart.lines);
  const t = (key: string) => translate(`resources.cart.${key}`);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={t('review_title')} />
      <Typography variant="h4" component="h1">
        {t('review_title')}
      </Typography>
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <CartLines lines={lines} />
              <Alert severity="info">{t('terms_note')}</Alert>
              {isSignedIn ? (
                <>
                  {company && (
                    <Typography>
                      {t('company')} <strong>{company.name}</strong>
                    </Typography>
                  )}
                  {profiles.isError ? (
                    <ErrorAlert error={profiles.error} />
                  ) : profiles.data && profiles.data.length === 0 ? (
                    <Typography color="text.secondary">{t('no_profile')}</Typography>
                  ) : (
                    <TextField
                      select
                      size="small"
                      sx={{ maxWidth: 360, width: '100%' }}
                      label={t('billing_profile')}
                      value={billingProfile?.id ?? ''}
                      onChange={(event) => cart.setBillingProfile(Number(event.target.value))}
                    >
                      {(profiles.data ?? []).map((profile) => (
                        <MenuItem key={profile.id} value={profile.id}>
                          {profile.name}
                          {profile.poNumber ? ` · ${profile.poNumber}` : ''}
                          {profile.isDefault ? ` (${t('default_profile')})` : ''}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                </>
              ) : (
                <Alert severity="info">{t('signed_out')}</Alert>
              )}
              <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <LabeledButton
                  label="resources.cart.checkout"
                  variant="contained"
                  disabled={!areLinesValid(lines)}
                  onClick={() => navigate('/cart/checkout')}
                />
                <Link to="/cart">{t('back_to_cart')}</Link>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
