// The column shapes several tables share.
import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

export const customBytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

// Money amounts of the billing side are read as strings and computed with big.js (server/billing/money.ts).
export const amount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });
export const unitPriceColumn = (name: string) => numeric(name, { precision: 18, scale: 6, mode: 'string' });
