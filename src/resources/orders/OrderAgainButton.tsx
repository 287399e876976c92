import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CatalogProduct, OrderDetail } from '../../../common/api';
import { LabeledButton } from '../../components/LabeledButton';
import { useDescribeError } from '../../components/ErrorAlert';
import { useMutationOnce } from '../../components/useMutationOnce';
import { useCurrentCompany } from '../../hooks/useCurrentCompany';
import { useCart, type CartLine } from '../../providers/cartStore';

type OrderLine = OrderDetail['lines'][number];

/**
 * "Order again": the order's lines back in the cart (product, term, billing, seats) at the catalog's prices of now,
 * then the cart. A line the company's catalog no longer offers is left out, and the notice says how many were. Only
 * a member of an active company orders; a double click adds the lines once.
 */
export function OrderAgainButton({ order }: { order: Pick<OrderDetail, 'number' | 'lines'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider();
  const company = useCurrentCompany();
  const { add, cart } = useCart();
  const again = useMutationOnce({
    // The products of the lines, as the company's catalog offers them today (one call, however many lines).
    mutationFn: async () => {
      const ids = [...new Set(order.lines.map((line) => line.productId))];
      const { data } = await dataProvider.getList<CatalogProduct & RaRecord>('catalog', {
        filter: { id: ids },
        pagination: { page: 1, perPage: ids.length },
        sort: { field: 'id', order: 'ASC' },
      });
      return cartLinesOf(order.lines, data);
    },
    onSuccess: ({ lines, leftOut }) => {
      const words = (key: string, count: number) =>
        translate(`resources.orders.again.${key}`, { smart_count: count, number: order.number });
      if (lines.length === 0) {
        notify(words('none', order.lines.length), { type: 'warning' });
        return;
      }
      // A line the cart holds already takes the order's seats on top of its own: said, as a second press would do it.
      const alreadyThere = lines.filter((line) => cart.lines.some((held) => held.priceSheetId === line.priceSheetId));
      lines.forEach(add);
      const sentences = [
        words('added', lines.length),
        alreadyThere.length > 0 && words('already_there', alreadyThere.length),
        leftOut > 0 && words('left_out', leftOut),
      ];
      notify(sentences.filter(Boolean).join(' '), {
        type: leftOut > 0 ? 'warning' : 'success',
      });
      navigate('/cart');
    },
    onError: (error) => notify(describeError(error), { type: 'error' }),
  });
  if (company?.role !== 'member' || company.isActive === false) return null;
  return (
    <div>
      <LabeledButton
        label="resources.orders.again.button"
        variant="outlined"
        loading={again.isPending}
        loadingPosition="start"
        onClick={() => again.mutate()}
      >
        <ShoppingCartIcon />
      </LabeledButton>
    </div>
  );
}

/**
 * The cart lines an order's lines make with the catalog's products of now: each at its price sheet, else at the
 * product's offer of the same term and billing (a new price sheet), with the seats it was ordered with (the cart
 * flags those outside the product's bounds of now). A line whose product or offer is gone is left out.
 */
export function cartLinesOf(orderLines: OrderLine[], products: CatalogProduct[]) {
  const lines: CartLine[] = [];
  for (const line of orderLines) {
    const product = products.find((candidate) => candidate.id === line.productId);
    const offer =
      product?.offers.find((candidate) => candidate.priceSheetId === line.priceSheetId) ??
      product?.offers.find(
        (candidate) => candidate.term === line.term && candidate.billingFrequency === line.billingFrequency,
      );
    if (!product || !offer) continue;
    lines.push({
      priceSheetId: offer.priceSheetId,
      productId: product.id,
      productName: product.name,
      publisher: product.publisher,
      iconUrl: product.iconUrl,
      term: offer.term,
      billingFrequency: offer.billingFrequency,
      unitPrice: offer.unitPrice,
      currency: offer.currency,
      quantity: line.quantity,
      minQuantity: product.minQuantity,
      maxQuantity: product.maxQuantity,
    });
  }
  return { lines, leftOut: orderLines.length - lines.length };
}
