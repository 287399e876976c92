// The cart, in react-admin's store per company (`cart.<companyId>`, `cart.anonymous` signed out; localStorage
// `RaStore.cart.*`, so the browser's other tabs follow) so that it survives a reload and a sign-in; the anonymous
// cart joins the company's once the person acts for one. A logout empties the store but for what the device keeps
// (PortalAdmin's `keptOnLogout`): the anonymous cart stays, the companies' carts go with the person.
import { useEffect } from 'react';
import { useStore, useStoreContext, type Store } from 'react-admin';
import { createSession } from './session';
import { roundCents } from '../../common/domain';
import { isWithinQuantityBounds } from '../../common/rules/quantity';

export type CartLine = {
  priceSheetId: number;
  productId: number;
  productName: string;
  publisher: string;
  iconUrl: string | null;
  term: string;
  billingFrequency: string;
  unitPrice: number;
  currency: string;
  quantity: number;
  minQuantity: number;
  maxQuantity: number;
};

export type Cart = {
  lines: CartLine[];
  billingProfileId?: number;
  /** One per checkout attempt, kept until the order is placed so a retry or a double click makes one order. */
  idempotencyKey?: string;
};

/** The store's key of the cart filled signed out. */
export const anonymousCartKey = 'cart.anonymous';

const session = createSession();

/** The store's key of the cart of whoever uses this browser now. */
function cartKey() {
  const companyId = session.getToken() ? session.getCompanyId() : null;
  return companyId ? `cart.${companyId}` : anonymousCartKey;
}

const emptyCart: Cart = { lines: [] };
// Whatever another version of the portal (or a person) left under the key reads as an empty cart.
const asCart = (value: unknown): Cart => (value && Array.isArray((value as Cart).lines) ? (value as Cart) : emptyCart);

/** Adds the lines of `from` to `into`: the same offer adds up its quantity. */
function mergeLines(into: CartLine[], from: CartLine[]) {
  const merged = into.map((line) => ({ ...line }));
  for (const line of from) {
    const same = merged.find((candidate) => candidate.priceSheetId === line.priceSheetId);
    if (same) same.quantity = Math.min(same.quantity + line.quantity, same.maxQuantity);
    else merged.push({ ...line });
  }
  return merged;
}

/** Once signed in for a company, what was put in the cart signed out joins that company's cart. */
function mergeAnonymousCart(store: Store, key: string) {
  if (key === anonymousCartKey) return;
  const anonymous = asCart(store.getItem(anonymousCartKey));
  if (anonymous.lines.length === 0) return;
  const cart = asCart(store.getItem(key));
  store.removeItem(anonymousCartKey);
  store.setItem(key, { ...cart, idempotencyKey: undefined, lines: mergeLines(cart.lines, anonymous.lines) });
}

/** The cart and the ways to change it; a change of lines starts a new checkout attempt (a new key). */
export function useCart() {
  const key = cartKey();
  const store = useStoreContext();
  const [stored] = useStore<Cart>(key);
  useEffect(() => mergeAnonymousCart(store, key), [store, key]);
  const cart = asCart(stored);
  // Read from the store, not from the render: two changes in one event (a double click) build on each other.
  const read = () => asCart(store.getItem(key));
  const write = (next: Cart) =>
    next.lines.length === 0 && !next.billingProfileId ? store.removeItem(key) : store.setItem(key, next);
  const setLines = (lines: CartLine[]) => write({ ...read(), lines, idempotencyKey: undefined });
  return {
    cart,
    lineCount: cart.lines.length,
    add: (line: CartLine) => setLines(mergeLines(read().lines, [line])),
    setQuantity: (priceSheetId: number, quantity: number) =>
      setLines(read().lines.map((line) => (line.priceSheetId === priceSheetId ? { ...line, quantity } : line))),
    remove: (priceSheetId: number) => setLines(read().lines.filter((line) => line.priceSheetId !== priceSheetId)),
    setBillingProfile: (billingProfileId: number) => write({ ...read(), billingProfileId }),
    /** The checkout attempt's key: the stored one, else a new one stored at once. */
    checkoutKey: () => {
      const current = read();
      if (current.idempotencyKey) return current.idempotencyKey;
      const idempotencyKey = `checkout-${crypto.randomUUID()}`;
      write({ ...current, idempotencyKey });
      return idempotencyKey;
    },
    clear: () => write(emptyCart),
  };
}

/** A cart line at the price it costs now: the server's quote when there is one, else the price it was added at. */
export type PricedLine = CartLine & {
  lineTotal: number | null;
  isQuantityValid: boolean;
  /** Priced by the server for the current company (signed in), not at the price it was added at. */
  isQuoted: boolean;
  /** False once the company's catalog no longer offers the price sheet. */
  isOffered: boolean;
  /** The active subscription the line adds seats to, and its seats now; null: the line makes a new subscription. */
  heldSubscriptionId: number | null;
  heldQuantity: number | null;
  /** The unit price when the line was put in the cart, which the price of now (`unitPrice`) may differ from. */
  addedUnitPrice: number;
  /** The catalog's price now: a held subscription's seats cost its locked price instead (common/rules/seat-price). */
  catalogUnitPrice: number;
};

type Quoted = {
  isOffered: boolean;
  unitPrice: number | null;
  catalogUnitPrice: number | null;
  minQuantity: number | null;
  maxQuantity: number | null;
  heldSubscriptionId: number | null;
  heldQuantity: number | null;
};

export function priceLine(line: CartLine, quoted: Quoted | undefined): PricedLine {
  const isOffered = quoted?.isOffered ?? true;
  const minQuantity = quoted?.minQuantity ?? line.minQuantity;
  const maxQuantity = quoted?.maxQuantity ?? line.maxQuantity;
  const unitPrice = quoted?.unitPrice ?? line.unitPrice;
  const isQuantityValid = isWithinQuantityBounds(line.quantity, { minQuantity, maxQuantity });
  return {
    ...line,
    minQuantity,
    maxQuantity,
    unitPrice,
    isQuoted: quoted !== undefined,
    isOffered,
    isQuantityValid,
    lineTotal: isOffered && isQuantityValid ? roundCents(unitPrice * line.quantity) : null,
    heldSubscriptionId: quoted?.heldSubscriptionId ?? null,
    heldQuantity: quoted?.heldQuantity ?? null,
    addedUnitPrice: line.unitPrice,
    catalogUnitPrice: quoted?.catalogUnitPrice ?? unitPrice,
  };
}

/** Whether the order can go on: lines, each offered and within its product's bounds. */
export const areLinesValid = (lines: PricedLine[]) =>
  lines.length > 0 && lines.every((line) => line.isOffered && line.isQuantityValid);

/** What lines (a cart's, a placed order's) cost, per billing frequency and currency: `[{ billingFrequency, currency, total }]`. */
export function totalsOf(lines: Pick<PricedLine, 'billingFrequency' | 'currency' | 'lineTotal'>[]) {
  const totals = new Map<string, { billingFrequency: string; currency: string; total: number }>();
  for (const line of lines) {
    if (line.lineTotal === null) continue;
    const id = `${line.billingFrequency}|${line.currency}`;
    const entry = totals.get(id) ?? { billingFrequency: line.billingFrequency, currency: line.currency, total: 0 };
    entry.total = roundCents(entry.total + line.lineTotal);
    totals.set(id, entry);
  }
  return [...totals.values()];
}
