// Tax on an invoice, behind one interface so that a tax service could replace the rate table.
//
// The rule (EU VAT on services sold to businesses): a buyer in the seller's country pays the seller's country's rate
// (domestic); a buyer in another EU country with a VAT id pays none, and the invoice says the buyer accounts for it
// (reverse charge, article 196 of Directive 2006/112/EC); any other buyer pays none (exempt: outside the scope of EU
// VAT). A billing profile may set its treatment itself (an exempt body, say).
import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
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
  if (euCountries.has(seller.country) && euCountries.has(buyer.country) && isVatIdOf(buyer.vatId, buyer.country)) {
    return 'reverse_charge';
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

/** The rate an invoice's lines take: the seller's country's when domestic, none otherwise. */
export async function invoiceTaxRate(rates: TaxRates, treatment: TaxTreatment, sellerCountry: string, day: string) {
  if (treatment !== 'domestic') return '0.00';
  return (await rates.rateOn(sellerCountry, day)) ?? '0.00';
}
