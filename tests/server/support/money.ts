import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

/**
 * Removes the demo's charges and invoices, for a test that deletes subscriptions: an issued invoice is never deleted
 * nor changed (a trigger refuses it), so only a TRUNCATE, which row triggers do not see, clears the way.
 */
export const forgetMoney = (db: Db) => db.execute(sql`truncate charges, invoice_lines, invoices, billing_runs cascade`);
