import LoginIcon from '@mui/icons-material/Login';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { OrderDetail } from '../../../common/api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useFormatMoney } from '../../components/Money';
import { CartLines } from './CartLines';
import { areLinesValid } from '../../providers/cartStore';
import { orderQuoteKey, useCartQuote } from './useCartQuote';
import { EmptyCart } from './CartPage';
import { useOrderContext } from './useOrderContext';
import { LabeledButton } from '../../components/LabeledButton';
import { useMutationOnce } from '../../components/useMutationOnce';
import { refusalCodeOf } from '../../providers/apiErrors';

export const checkoutPath = '/cart/checkout';

/** /cart/checkout: places the order (one idempotency key per attempt), then shows its number and status. */
export function CartCheckoutPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const formatMoney = useFormatMoney();
  const { isAuthPending, isSignedIn, company, billingProfile, cart } = useOrderContext();
  const { quote, lines } = useCartQuote(cart.cart.lines);
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<OrderDetail | null>(null);
  // A second click while the first is on its way sends nothing more.
  const place = useMutationOnce({
    mutationFn: () =>
      dataProvider.placeOrder({
        idempotencyKey: cart.checkoutKey(),
        ...(billingProfile ? { billingProfileId: billingProfile.id } : {}),
        // The prices reviewed: the server refuses the order (409) if they are not the prices of now.
        lines: lines.map(({ priceSheetId, quantity, unitPrice }) => ({ priceSheetId, quantity, unitPrice })),
      }),
    onSuccess: (order) => {
      setPlaced(order);
      cart.clear();
    },
    onError: (error) => {
      // The prices changed since the review: the lines show the new ones.
      if (refusalCodeOf(error) === 'prices_changed') void queryClient.invalidateQueries({ queryKey: [orderQuoteKey] });
    },
  });
  const t = (key: string, options = {}) => translate(`resources.cart.${key}`, options);
  const submit = () => place.mutate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={t('checkout_title')} />
      <Typography variant="h4" component="h1">
        {t('checkout_title')}
      </Typography>
      {placed ? (
        <Alert severity="success">
          <Stack spacing={1}>
            <Typography>{t('placed', { number: placed.number })}</Typography>
            <Typography>
              {t(placed.status === 'pending' ? 'total_once_approved' : 'charged', {
                total: formatMoney(placed.total, placed.currency),
              })}
            </Typography>
            <Typography>
              {t('order_status', {
                status: translate(`resources.orders.status.${placed.status}`, { _: placed.status }),
              })}
            </Typography>
            {placed.status === 'pending' && <Typography>{t('awaits_approval')}</Typography>}
            <Stack direction="row" spacing={2}>
              <Link to={`/orders/${placed.id}/show`}>{t('see_order')}</Link>
              <Link to="/subscriptions">{t('see_subscriptions')}</Link>
            </Stack>
          </Stack>
        </Alert>
      ) : lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <CartLines lines={lines} />
              {isAuthPending ? null : !isSignedIn ? (
                <>
                  <Alert severity="info">{t('signed_out')}</Alert>
                  <div>
                    <LabeledButton
                      label="resources.cart.sign_in_to_order"
                      variant="contained"
                      onClick={() => navigate('/login', { state: { nextPathname: checkoutPath } })}
                    >
                      <LoginIcon />
                    </LabeledButton>
                  </div>
                </>
              ) : company?.isActive === false ? (
                <Alert severity="warning">{translate('portal.refusals.company_deactivated')}</Alert>
              ) : company?.role === 'viewer' ? (
                <Alert severity="info">{t('viewer')}</Alert>
              ) : (
                <>
                  {company && (
                    <Typography>
                      {t('company')} <strong>{company.name}</strong>
                      {billingProfile ? ` · ${t('billing_profile')}: ${billingProfile.name}` : ''}
                    </Typography>
                  )}
                  {place.isError &&
                    (refusalCodeOf(place.error) === 'prices_changed' ? (
                      <Alert severity="warning">{t('prices_changed')}</Alert>
                    ) : (
                      <ErrorAlert error={place.error} />
                    ))}
                  <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <LabeledButton
                      label={place.isPending ? 'resources.cart.placing' : 'resources.cart.place'}
                      variant="contained"
                      disabled={place.isPending || quote.isFetching || !quote.data || !areLinesValid(lines)}
                      onClick={submit}
                    />
                    <Link to="/cart/review">{t('review')}</Link>
                  </Stack>
                </>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
