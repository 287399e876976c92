// Tax on an invoice, behind one interface so that a tax service could replace the rate table.
//
// The rule (EU VAT on electronically supplied services, which a cloud subscription is: Annex II of Directive
// 2006/112/EC):
// - a buyer in the seller's country pays the seller's country's rate ('domestic': VAT charged);
// - a buyer in another EU country with a VAT id of that country is a business: it pays none, and the invoice says it
//   accounts for it (reverse charge, articles 44 and 196);
// - a buyer in another EU country without a VAT id is taken for a consumer: VAT is charged ('domestic' too), at the
//   rate of the buyer's country, where such a service is supplied (article 58; declared through the One-Stop Shop).
//   The seller's own rate would apply only below the EU-wide EUR 10,000 a year of article 59c, which a reseller of
//   Microsoft subscriptions is past;
// - any buyer outside the EU pays none (exempt: outside the scope of EU VAT).
// A billing profile may set its treatment itself (an exempt body, say).
import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conflict } from '../http/errors';
import { taxRates } from '../db/schema';
import type { TaxTreatment } from '../../common/domain';
import type { Decimal } from './money';

export const euCountries = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

export type TaxParty = { country: string; vatId: string | null };

/** A VAT id's form: its country's two letters, then 2 to 13 letters or digits (VIES checks that it exists). */
export const isVatIdOf = (vatId: string | null, country: string) =>
  !!vatId && /^[A-Z]{2}[0-9A-Z+*.]{2,13}$/.test(vatId.replace(/\s/g, '')) && vatIdCountry(vatId) === country;
const vatIdCountry = (vatId: string) => (vatId.startsWith('EL') ? 'GR' : vatId.slice(0, 2));

export function taxTreatmentOf(
  seller: TaxParty,
  buyer: TaxParty & { taxTreatment: TaxTreatment | null },
): TaxTreatment {
  if (buyer.taxTreatment) return buyer.taxTreatment;
  if (buyer.country === seller.country) return 'domestic';
  if (euCountries.has(seller.country) && euCountries.has(buyer.country)) {
    return isVatIdOf(buyer.vatId, buyer.country) ? 'reverse_charge' : 'domestic';
  }
  return 'exempt';
}

export interface TaxRates {
  /** The rate in percent (e.g. "20.00") of a country on a day; none: the table does not know the country. */
  rateOn(country: string, day: string): Promise<Decimal | null>;
}

/** The rate table of the database (tax_rates), each rate valid between its dates. */
export const tableTaxRates = (db: Db): TaxRates => ({
  async rateOn(country, day) {
    const [rate] = await db
      .select({ ratePercent: taxRates.ratePercent })
      .from(taxRates)
      .where(
        and(
          eq(taxRates.country, country),
          lte(taxRates.validFrom, day),
          or(isNull(taxRates.validTo), gte(taxRates.validTo, day)),
        ),
      )
      .orderBy(desc(taxRates.validFrom))
      .limit(1);
    return rate?.ratePercent ?? null;
  },
});

/** Where a service is supplied, for VAT: the buyer's country in the EU (article 58), the seller's otherwise. */
export const placeOfSupplyOf = (seller: TaxParty, buyer: TaxParty) =>
  euCountries.has(buyer.country) ? buyer.country : seller.country;

/**
 * The rate an invoice's lines take: when VAT is charged, the rate of the place of supply on the day (the seller's
 * country's for a buyer of the same country); none otherwise. A country the table does not know is refused, never
 * invoiced at 0 %.
 */
export async function invoiceTaxRate(
  rates: TaxRates,
  treatment: TaxTreatment,
  parties: { seller: TaxParty; buyer: TaxParty },
  day: string,
) {
  if (treatment !== 'domestic') return '0.00';
  const country = placeOfSupplyOf(parties.seller, parties.buyer);
  const rate = await rates.rateOn(country, day);
  if (rate === null) throw conflict(`The VAT rate table has no rate for ${country} on ${day}: add it before invoicing`);
  return rate;
}
