// What a seat costs, one rule for the order, the subscription, the dashboard and, later, the invoices. It is
// Microsoft's new-commerce price lock: a subscription's price is fixed for its term, seats added during the term
// included; the catalog's price of the day applies to a new subscription, and to a running one from its renewal.

/** The unit price of seats ordered now: the held subscription's locked price, else the catalog's. */
export const seatUnitPrice = (catalogUnitPrice: number, held: { unitPrice: number } | null | undefined) =>
  held ? held.unitPrice : catalogUnitPrice;
