import LoginIcon from '@mui/icons-material/Login';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, Link, TextInput, Title, useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { checkoutFormSchema, type BillingProfile, type OrderDetail } from '../../../common/api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../components/ErrorAlert';
import { CartLines } from './CartLines';
import { TotalsPerFrequency } from '../../components/TotalsPerFrequency';
import { areLinesValid } from '../../providers/cartStore';
import { orderQuoteKey, useCartQuote } from './useCartQuote';
import { EmptyCart } from './CartPage';
import { useOrderContext } from './useOrderContext';
import { LabeledButton } from '../../components/LabeledButton';
import { useMutationOnce } from '../../components/useMutationOnce';
import { refusalCodeOf } from '../../providers/apiErrors';
import { fieldErrorsOf } from '../../providers/httpClient';
import { SaveButtonWhenValid } from '../../components/SaveButtonWhenValid';
import { useZodResolver } from '../../components/useZodResolver';

export const checkoutPath = '/cart/checkout';

/** /cart/checkout: places the order (one idempotency key per attempt), then shows its number and status. */
export function CartCheckoutPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { isAuthPending, isSignedIn, company, profiles, billingProfile, cart } = useOrderContext();
  const { quote, lines } = useCartQuote(cart.cart.lines);
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<OrderDetail | null>(null);
  // A second click while the first is on its way sends nothing more.
  const place = useMutationOnce({
    mutationFn: (poNumber: string | undefined) =>
      dataProvider.placeOrder({
        idempotencyKey: cart.checkoutKey(),
        ...(billingProfile ? { billingProfileId: billingProfile.id } : {}),
        ...(poNumber ? { poNumber } : {}),
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
  const isPoNumberRequired = Boolean(billingProfile?.poRequired);
  const requiredWords = () => t('po_number_required', { profile: billingProfile?.name });
  // The input holds at most 100 characters: a required PO number is refused only for being empty.
  const resolver = useZodResolver(
    checkoutFormSchema(isPoNumberRequired),
    isPoNumberRequired ? { poNumber: requiredWords } : {},
  );
  // A PO number the server asks for, or refuses, is said beside its field (and, as any refusal, above the button).
  const submit = ({ poNumber }: FieldValues) =>
    place.mutateAsync(poNumber as string | undefined).then(
      () => undefined,
      (error: unknown) =>
        refusalCodeOf(error) === 'po_required' ? { poNumber: requiredWords() } : fieldErrorsOf(error),
    );
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
            {/* Per billing period, as the cart said it: one total alone read as the order's whole cost. */}
            <Typography>{t(placed.status === 'pending' ? 'total_once_approved' : 'charged')}</Typography>
            <TotalsPerFrequency lines={placed.lines.map((line) => ({ ...line, currency: placed.currency }))} />
            <Typography>
              {t('order_status', {
                status: translate(`resources.orders.status.${placed.status}`, { _: placed.status }),
              })}
            </Typography>
            {placed.poNumber && <Typography>{t('placed_po_number', { poNumber: placed.poNumber })}</Typography>}
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
              ) : profiles.isPending ? null : (
                // Once the billing profile is known: the PO number starts from its standing one.
                <Form
                  key={billingProfile?.id ?? 'none'}
                  record={{ poNumber: billingProfile?.poNumber ?? '' }}
                  resolver={resolver}
                  mode="onChange"
                  onSubmit={submit}
                  noValidate
                >
                  <Stack spacing={2}>
                    {company && (
                      <Typography>
                        {t('company')} <strong>{company.name}</strong>
                        {billingProfile ? ` · ${t('billing_profile_named', { name: billingProfile.name })}` : ''}
                      </Typography>
                    )}
                    <TextInput
                      source="poNumber"
                      label="resources.cart.po_number"
                      parse={asTyped}
                      isRequired={isPoNumberRequired}
                      helperText={poNumberHelp(billingProfile)}
                      margin="none"
                      sx={{ maxWidth: 360 }}
                      slotProps={{
                        htmlInput: { maxLength: 100, autoComplete: 'off', 'aria-required': isPoNumberRequired },
                      }}
                    />
                    {place.isError &&
                      (refusalCodeOf(place.error) === 'prices_changed' ? (
                        <Alert severity="warning">{t('prices_changed')}</Alert>
                      ) : (
                        <ErrorAlert error={place.error} />
                      ))}
                    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <SaveButtonWhenValid
                        label={place.isPending ? 'resources.cart.placing' : 'resources.cart.place'}
                        size="small"
                        isPending={place.isPending}
                        isAllowed={!quote.isFetching && Boolean(quote.data) && areLinesValid(lines)}
                      />
                      <Link to="/cart/review">{t('review')}</Link>
                    </Stack>
                  </Stack>
                </Form>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

/** Text stays text, also empty (react-admin's default makes it null, which the schema words as missing). */
const asTyped = (text: string) => text;

/** Under the PO number: where it comes from, or that the profile requires one. */
const poNumberHelp = (profile: BillingProfile | null) =>
  profile?.poNumber
    ? 'resources.cart.po_number_standing'
    : profile?.poRequired
      ? 'resources.cart.po_number_needed'
      : 'resources.cart.po_number_optional';
