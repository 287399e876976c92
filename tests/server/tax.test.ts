// Tax behind its interface (server/billing/tax.ts): which treatment each buyer gets, the rate of the place of supply,
// and the rate table's validity dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import {
  invoiceTaxRate,
  placeOfSupplyOf,
  tableTaxRates,
  taxTreatmentOf,
  type TaxRates,
} from '../../server/billing/tax';
import { openTestDatabase } from './support/app';

const seller = { country: 'FR', vatId: 'FR40123456789' };
const buyer = (country: string, vatId: string | null = null, taxTreatment: 'exempt' | null = null) => ({
  country,
  vatId,
  taxTreatment,
});

describe('taxTreatmentOf', () => {
  it('a buyer in the seller’s country pays VAT (domestic), with or without a VAT id', () => {
    expect(taxTreatmentOf(seller, buyer('FR', 'FR98765432109'))).toBe('domestic');
    expect(taxTreatmentOf(seller, buyer('FR'))).toBe('domestic');
  });

  it('a business in another EU country, with a VAT id of that country, is reverse charged', () => {
    expect(taxTreatmentOf(seller, buyer('DE', 'DE123456789'))).toBe('reverse_charge');
    expect(taxTreatmentOf(seller, buyer('GR', 'EL123456789'))).toBe('reverse_charge');
    expect(taxTreatmentOf(seller, buyer('NL', 'NL 859632147 B01'))).toBe('reverse_charge');
  });

  it('an EU buyer without a VAT id, or with one of another country, is a consumer: VAT is charged', () => {
    expect(taxTreatmentOf(seller, buyer('DE'))).toBe('domestic');
    expect(taxTreatmentOf(seller, buyer('DE', 'AT123456789'))).toBe('domestic');
    expect(taxTreatmentOf(seller, buyer('DE', 'DE'))).toBe('domestic');
  });

  it('a buyer outside the EU is exempt, VAT id or not', () => {
    expect(taxTreatmentOf(seller, buyer('US'))).toBe('exempt');
    expect(taxTreatmentOf(seller, buyer('GB', 'GB123456789'))).toBe('exempt');
    expect(taxTreatmentOf(seller, buyer('CH', 'CHE-123.456.789'))).toBe('exempt');
  });

  it('a profile’s own treatment wins (an exempt body in the seller’s country)', () => {
    expect(taxTreatmentOf(seller, buyer('FR', null, 'exempt'))).toBe('exempt');
  });

  it('the place of supply is the buyer’s EU country, the seller’s otherwise', () => {
    expect(placeOfSupplyOf(seller, buyer('DE'))).toBe('DE');
    expect(placeOfSupplyOf(seller, buyer('FR'))).toBe('FR');
    expect(placeOfSupplyOf(seller, buyer('US'))).toBe('FR');
  });
});

describe('the rate table', () => {
  let database: Database;
  let rates: TaxRates;
  beforeAll(async () => {
    database = await openTestDatabase();
    rates = tableTaxRates(database.db);
  });
  afterAll(() => database.close());

  it('answers the rate valid on the day: Finland 24 % to 31 August 2024, 25.5 % from 1 September', async () => {
    expect(await rates.rateOn('FI', '2024-08-31')).toBe('24.00');
    expect(await rates.rateOn('FI', '2024-09-01')).toBe('25.50');
    expect(await rates.rateOn('FI', '2013-01-01')).toBe('24.00');
    expect(await rates.rateOn('FI', '2012-12-31')).toBeNull();
    expect(await rates.rateOn('FR', '2026-05-01')).toBe('20.00');
    expect(await rates.rateOn('US', '2026-05-01')).toBeNull();
  });

  it('an invoice takes the rate of its place of supply when VAT is charged, none otherwise', async () => {
    const on = (treatment: 'domestic' | 'reverse_charge' | 'exempt', country: string, day = '2026-05-31') =>
      invoiceTaxRate(rates, treatment, { seller, buyer: buyer(country) }, day);
    expect(await on('domestic', 'FR')).toBe('20.00');
    expect(await on('domestic', 'DE')).toBe('19.00');
    expect(await on('domestic', 'FI', '2024-08-31')).toBe('24.00');
    expect(await on('domestic', 'FI', '2024-09-30')).toBe('25.50');
    expect(await on('reverse_charge', 'DE')).toBe('0.00');
    expect(await on('exempt', 'US')).toBe('0.00');
  });

  it('refuses, with words, a country the table does not know rather than invoice it at 0 %', async () => {
    const empty: TaxRates = { rateOn: async () => null };
    await expect(invoiceTaxRate(empty, 'domestic', { seller, buyer: buyer('FR') }, '2026-05-31')).rejects.toThrow(
      /no rate for FR/,
    );
  });
});
