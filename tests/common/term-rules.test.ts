// How long a term runs and how often it is billed (common/rules/terms.ts), and the SQL that reads the same tables.
import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { billingFrequencies, terms } from '../../common/domain';
import {
  billingPeriodMonths,
  monthsOfBillingPeriod,
  monthsOfTerm,
  termEndFrom,
  termMonths,
} from '../../common/rules/terms';
import { monthsOf } from '../../server/db/sql';

describe('a term’s length', () => {
  it('is a month, a year or three years, for every term the portal sells', () => {
    expect(terms.map(monthsOfTerm)).toEqual([1, 12, 36]);
    expect(Object.keys(termMonths)).toEqual([...terms]);
  });

  it('runs a year when the term is none of those', () => {
    expect(monthsOfTerm('P2Y')).toBe(12);
    expect(monthsOfTerm('toString')).toBe(12);
  });

  it('ends the same day a month, a year or three later (the month’s last day when it has fewer days)', () => {
    const start = new Date('2026-11-25T12:00:00Z');
    expect(termEndFrom(start, 'P1M')).toEqual(new Date('2026-12-25T12:00:00Z'));
    expect(termEndFrom(start, 'P1Y')).toEqual(new Date('2027-11-25T12:00:00Z'));
    expect(termEndFrom(start, 'P3Y')).toEqual(new Date('2029-11-25T12:00:00Z'));
    expect(termEndFrom(new Date('2027-01-31T12:00:00Z'), 'P1M')).toEqual(new Date('2027-02-28T12:00:00Z'));
  });
});

describe('a billing period’s length', () => {
  it('is a month, a year or three years by the billing frequency, a month when it is none of those', () => {
    expect(billingFrequencies.map(monthsOfBillingPeriod)).toEqual([1, 12, 36]);
    expect(Object.keys(billingPeriodMonths)).toEqual([...billingFrequencies]);
    expect(monthsOfBillingPeriod('weekly')).toBe(1);
  });

  it('reads the same table in SQL, with the same fallback', () => {
    const query = new PgDialect().sqlToQuery(monthsOf(sql`billing_frequency`, billingPeriodMonths, 1));
    expect(query.sql).toBe(
      "(case billing_frequency when 'monthly' then 1 when 'annual' then 12 when 'triennial' then 36 else 1 end)",
    );
    expect(query.params).toEqual([]);
  });
});
