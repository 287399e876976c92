// What an invoice's documents (PDF, CSV, email) print, in the invoice's language, and how they write amounts and days:
// as the portal writes them ("1 234,50 $US" in French, "$1,234.50" in English).
import Big from 'big.js';
import { formatCountry } from '../../common/format';

export const documentWords = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    draft: 'draft',
    from: 'From',
    to: 'Bill to',
    number: 'Number',
    creditFor: 'Corrects invoice',
    issuedOn: 'Issued on',
    dueOn: 'Due on',
    period: 'Period',
    poNumber: 'PO number',
    vatId: 'VAT id',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal (excl. tax)',
    tax: 'VAT',
    base: 'on',
    total: 'Total (incl. tax)',
    reverseCharge:
      'Reverse charge: VAT to be accounted for by the customer (Article 196, Council Directive 2006/112/EC).',
    exempt:
      'VAT not applicable: supply of services outside the scope of EU VAT (Article 44, Council Directive 2006/112/EC).',
    paymentTerms: (due: string) => `Payment due by ${due}. Late payments bear interest at three times the legal rate.`,
  },
  fr: {
    invoice: 'Facture',
    creditNote: 'Avoir',
    draft: 'brouillon',
    from: 'Émetteur',
    to: 'Facturé à',
    number: 'Numéro',
    creditFor: 'Corrige la facture',
    issuedOn: 'Émise le',
    dueOn: 'Échéance',
    period: 'Période',
    poNumber: 'Bon de commande',
    vatId: 'N° TVA',
    description: 'Désignation',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    subtotal: 'Total HT',
    tax: 'TVA',
    base: 'sur',
    total: 'Total TTC',
    reverseCharge: 'Autoliquidation : TVA due par le preneur (article 196 de la directive 2006/112/CE).',
    exempt: 'TVA non applicable, article 259-1 du CGI : prestation de services hors du champ de la TVA de l’UE.',
    paymentTerms: (due: string) =>
      `Paiement dû le ${due}. Pénalités de retard : trois fois le taux d’intérêt légal ; indemnité forfaitaire pour frais de recouvrement : 40 €.`,
  },
};

/** An amount as the portal writes it; a unit price keeps its decimals beyond the cent when it has some. */
export function formatAmount(amount: string, currency: string, language: 'en' | 'fr', maxDecimals = 2) {
  const value = new Big(amount);
  const decimals = Math.min(maxDecimals, Math.max(2, (value.toFixed().split('.')[1] ?? '').replace(/0+$/, '').length));
  // Intl formats a decimal string exactly (no float): it takes the string as it is.
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: decimals,
  })
    .format(value.toFixed(decimals) as unknown as number)
    .replace(/\u202f/g, '\u00a0');
}

export const formatDay = (day: string, language: 'en' | 'fr') =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** "August 2026", "août 2026": an invoice's month. */
export const formatMonth = (period: string, language: 'en' | 'fr') =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));

/** "Germany", "Allemagne": a country's name from its code. */
export const countryName = (code: string, language: 'en' | 'fr') => formatCountry(code, language);

/** "20 %" in French, "20%" in English; "25.5%", "25,5 %". */
export const formatRate = (ratePercent: string, language: 'en' | 'fr') =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-US', { style: 'percent', maximumFractionDigits: 2 })
    .format(`${ratePercent}E-2` as unknown as number)
    .replace(/\u202f/g, '\u00a0');

/** A period's end is the day after its last (half-open): documents print the last day. */
export const lastDayOf = (periodEnd: string) =>
  new Date(Date.parse(`${periodEnd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
