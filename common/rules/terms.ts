// How long a term runs and how often it is billed, in months: one rule for the orders, the renewals, the monthly
// costs, the ledger and Microsoft's sandbox (the SQL of those reads the same tables: server/db/sql.ts `monthsOf`).
import { addMonths } from 'date-fns';
import type { BillingFrequency, Term } from '../domain';

/** A term's length: P1M a month, P1Y a year, P3Y three years. */
export const termMonths: Record<Term, number> = { P1M: 1, P1Y: 12, P3Y: 36 };
/** A billing period's length: the term is billed a month, a year or three years at a time. */
export const billingPeriodMonths: Record<BillingFrequency, number> = { monthly: 1, annual: 12, triennial: 36 };

/** The months of a term (one that is none of the known ones runs a year). */
export const monthsOfTerm = (term: string) => (Object.hasOwn(termMonths, term) ? termMonths[term as Term] : 12);
/** The months of a billing period (one that is none of the known ones is a month). */
export const monthsOfBillingPeriod = (frequency: string) =>
  Object.hasOwn(billingPeriodMonths, frequency) ? billingPeriodMonths[frequency as BillingFrequency] : 1;

/** The end of a term that starts at `start`: `termEndFrom(start, 'P1Y')` is the same day a year later. */
export const termEndFrom = (start: Date, term: string) => addMonths(start, monthsOfTerm(term));
