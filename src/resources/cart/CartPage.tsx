import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, Title, useAuthState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CartLines } from './CartLines';
import { areLinesValid, useCart } from '../../providers/cartStore';
import { useCartQuote } from './useCartQuote';
import { LabeledButton } from '../../components/LabeledButton';

/** /cart: the lines, their quantities and prices, the totals; open to everyone (spec §2). */
export function CartPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { cart, setQuantity, remove } = useCart();
  const { lines } = useCartQuote(cart.lines);
  const canGoOn = areLinesValid(lines);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('resources.cart.name')} />
      <Typography variant="h4" component="h1">
        {translate('resources.cart.name')}
      </Typography>
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <Card variant="outlined">
          <CardContent>
            <CartLines lines={lines} onQuantity={setQuantity} onRemove={remove} />
            {!canGoOn && (
              <Typography color="error" sx={{ mt: 2 }}>
                {translate('resources.cart.fix_lines')}
              </Typography>
            )}
            <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <LabeledButton
                label="resources.cart.review"
                variant="contained"
                disabled={!canGoOn}
                onClick={() => navigate('/cart/review')}
              />
              <Link to="/catalog">{translate('resources.cart.browse')}</Link>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

export function EmptyCart() {
  const translate = useTranslate();
  const { authenticated } = useAuthState(undefined, false);
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">{translate('resources.cart.empty')}</Typography>
      {authenticated === false ? (
        // Signed out, the catalog is out of reach: signing in brings the person back here.
        <Link to="/login" state={{ nextPathname: '/cart' }}>
          {translate('resources.cart.sign_in_to_shop')}
        </Link>
      ) : (
        <Link to="/catalog">{translate('resources.cart.browse')}</Link>
      )}
    </Stack>
  );
}
