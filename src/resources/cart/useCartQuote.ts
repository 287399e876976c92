import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuthState, useDataProvider } from 'react-admin';
import type { OrderQuoteLine } from '../../../common/api';
import { type AppDataProvider } from '../../providers/dataProvider';
import { priceLine, type CartLine } from '../../providers/cartStore';
import { maxSeatsPerLine } from '../../../common/rules/quantity';

export const orderQuoteKey = 'order-quote';

const isWholePositive = (quantity: number) => Number.isInteger(quantity) && quantity > 0;

/**
 * The cart's lines as the server prices them for the current company now (signed in), and what each would do:
 * the price the cart was filled at may have changed since (another company, a new catalog price).
 */
export function useCartQuote(lines: CartLine[]) {
  const { authenticated } = useAuthState(undefined, false);
  const dataProvider = useDataProvider<AppDataProvider>();
  const quotable = lines
    .filter((line) => isWholePositive(line.quantity) && line.quantity <= maxSeatsPerLine)
    .map(({ priceSheetId, quantity }) => ({ priceSheetId, quantity }));
  const quote = useQuery({
    queryKey: [orderQuoteKey, quotable],
    queryFn: () => dataProvider.quoteOrder({ lines: quotable }),
    enabled: authenticated === true && quotable.length > 0,
    // Typing a quantity keeps the last prices on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  const quoted = (line: CartLine): OrderQuoteLine | undefined =>
    quote.data?.lines.find((candidate) => candidate.priceSheetId === line.priceSheetId);
  return { quote, lines: lines.map((line) => priceLine(line, quoted(line))) };
}

export type CartQuote = ReturnType<typeof useCartQuote>;
