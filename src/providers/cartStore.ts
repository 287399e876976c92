// The cart, kept in localStorage per company (`cart:<companyId>`, `cart:anonymous` signed out) so it survives
// a reload and a sign-in; the anonymous cart is merged into the company's once the person acts for one.
import { useEffect, useSyncExternalStore } from 'react';
import { storageKeys } from './session';
import { roundCents } from '../../common/domain';

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

const changeEvent = 'portal-cart-change';
const anonymousKey = 'cart:anonymous';

/** The storage key of the cart of whoever uses this browser now. */
export function cartKey(storage: Storage = localStorage) {
  const companyId = storage.getItem(storageKeys.token) ? storage.getItem(storageKeys.companyId) : null;
  return companyId ? `cart:${companyId}` : anonymousKey;
}

const parse = (raw: string | null): Cart => {
  try {
    const cart = raw ? (JSON.parse(raw) as Cart) : null;
    return cart && Array.isArray(cart.lines) ? cart : { lines: [] };
  } catch {
    return { lines: [] };
  }
};

export const readCart = (key = cartKey()) => parse(localStorage.getItem(key));

export function writeCart(cart: Cart, key = cartKey()) {
  if (cart.lines.length === 0 && !cart.billingProfileId) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(cart));
  window.dispatchEvent(new Event(changeEvent));
}

/** Adds the lines of `from` to `into`: the same offer adds up its quantity. */
export function mergeLines(into: CartLine[], from: CartLine[]) {
  const merged = into.map((line) => ({ ...line }));
  for (const line of from) {
    const same = merged.find((candidate) => candidate.priceSheetId === line.priceSheetId);
    if (same) same.quantity = Math.min(same.quantity + line.quantity, same.maxQuantity);
    else merged.push({ ...line });
  }
  return merged;
}

/** Once signed in for a company, what was put in the cart signed out joins that company's cart. */
export function mergeAnonymousCart() {
  const key = cartKey();
  if (key === anonymousKey) return;
  const anonymous = parse(localStorage.getItem(anonymousKey));
  if (anonymous.lines.length === 0) return;
  const cart = readCart(key);
  localStorage.removeItem(anonymousKey);
  writeCart({ ...cart, idempotencyKey: undefined, lines: mergeLines(cart.lines, anonymous.lines) }, key);
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
};
const snapshot = () => `${cartKey()}|${localStorage.getItem(cartKey()) ?? ''}`;

/** The cart and the ways to change it; a change of lines starts a new checkout attempt (a new key). */
export function useCart() {
  const raw = useSyncExternalStore(subscribe, snapshot);
  const key = raw.slice(0, raw.indexOf('|'));
  useEffect(mergeAnonymousCart, [key]);
  const cart = parse(raw.slice(raw.indexOf('|') + 1) || null);
  const setLines = (lines: CartLine[]) => writeCart({ ...readCart(key), lines, idempotencyKey: undefined }, key);
  return {
    cart,
    lineCount: cart.lines.length,
    add: (line: CartLine) => setLines(mergeLines(readCart(key).lines, [line])),
    setQuantity: (priceSheetId: number, quantity: number) =>
      setLines(readCart(key).lines.map((line) => (line.priceSheetId === priceSheetId ? { ...line, quantity } : line))),
    remove: (priceSheetId: number) =>
      setLines(readCart(key).lines.filter((line) => line.priceSheetId !== priceSheetId)),
    setBillingProfile: (billingProfileId: number) => writeCart({ ...readCart(key), billingProfileId }, key),
    /** The checkout attempt's key: the stored one, else a new one stored at once. */
    checkoutKey: () => {
      const current = readCart(key);
      if (current.idempotencyKey) return current.idempotencyKey;
      const idempotencyKey = `checkout-${crypto.randomUUID()}`;
      writeCart({ ...current, idempotencyKey }, key);
      return idempotencyKey;
    },
    clear: () => writeCart({ lines: [] }, key),
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
};

type Quoted = {
  isOffered: boolean;
  unitPrice: number | null;
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
  const isQuantityValid =
    Number.isInteger(line.quantity) && line.quantity >= minQuantity && line.quantity <= maxQuantity;
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
  };
}

/** Whether the order can go on: lines, each offered and within its product's bounds. */
export const areLinesValid = (lines: PricedLine[]) =>
  lines.length > 0 && lines.every((line) => line.isOffered && line.isQuantityValid);

/** What the cart costs, per billing frequency and currency: `[{ billingFrequency, currency, total }]`. */
export function totalsOf(lines: PricedLine[]) {
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
