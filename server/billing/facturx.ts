// Factur-X (EN 16931 profile): the invoice's PDF made a PDF/A-3 that carries the invoice as structured data, the
// UN/CEFACT Cross Industry Invoice XML (factur-x.xml), with @e-invoice-eu/core.
//
// For a customer in France or Germany the Factur-X file IS the invoice kept (one document, not a PDF and a second
// file beside it): France's e-invoicing reform (ordonnance 2021-1190) and Germany's E-Rechnung (Wachstumschancengesetz)
// both accept Factur-X/ZUGFeRD as the invoice itself, a PDF a person reads and a machine reads the same, and a second
// document of the same invoice would be a second original that could differ from the first.
import { Big } from 'big.js';
import { FormatFactoryService, invoiceSchema, type Invoice as EInvoice } from '@e-invoice-eu/core';
import { Ajv2019, type ValidateFunction } from 'ajv/dist/2019.js';
import type { InvoiceDetail } from '../../common/api';
import { documentWords, formatDay } from './document-words';
import { euCountries } from './tax';

/** The customers whose invoice is a Factur-X file: by their billing profile's country. */
export const facturXCountries = new Set(['FR', 'DE']);
export const isFacturXFor = (buyerCountry: string) => facturXCountries.has(buyerCountry);

/** UNTDID 1001: 380 a commercial invoice, 381 a credit note. */
const typeCodeOf = (invoice: InvoiceDetail) => (invoice.kind === 'credit_note' ? '381' : '380');

/**
 * The VAT category of EN 16931 (UNCL 5305) of an invoice's treatment, with the exemption reason a 0 % category must
 * carry (BR-AE-10, BR-E-10, BR-O-10; codes from the VATEX list).
 */
export function vatCategoryOf(invoice: Pick<InvoiceDetail, 'taxTreatment' | 'buyer' | 'language'>) {
  const words = documentWords[invoice.language];
  if (invoice.taxTreatment === 'domestic') return { code: 'S' as const };
  if (invoice.taxTreatment === 'reverse_charge') {
    return { code: 'AE' as const, reasonCode: 'VATEX-EU-AE', reason: words.reverseCharge };
  }
  // An exempt buyer in the EU (a body the profile says is exempt) is E; one outside it is outside the scope (O).
  if (euCountries.has(invoice.buyer.country)) return { code: 'E' as const, reason: words.exempt };
  return { code: 'O' as const, reasonCode: 'VATEX-EU-O', reason: words.exempt };
}

/** The invoice in @e-invoice-eu/core's internal format (UBL's names), which it writes as CII. */
export function eInvoiceOf(invoice: InvoiceDetail): EInvoice {
  if (!invoice.number || !invoice.issuedOn) throw new Error('Only an issued invoice is written as Factur-X');
  const currency = invoice.currency;
  // A credit note's amounts are positive in EN 16931 (its type says it credits); ours are kept negative.
  const sign = invoice.kind === 'credit_note' ? -1 : 1;
  const amount = (value: string) => new Big(value).times(sign).toFixed(2);
  const category = vatCategoryOf(invoice);
  // Not subject to VAT: no VAT id may be given (BR-O-02).
  const withVatIds = category.code !== 'O';
  // A line names its category and rate; the breakdown by category also says why a 0 % category is at 0 %.
  const taxCategory = (percent: string, withReason: boolean) => ({
    'cbc:ID': category.code,
    'cbc:Percent': new Big(percent).toFixed(2),
    ...(withReason && 'reasonCode' in category && category.reasonCode
      ? { 'cbc:TaxExemptionReasonCode': category.reasonCode }
      : {}),
    ...(withReason && 'reason' in category && category.reason ? { 'cbc:TaxExemptionReason': category.reason } : {}),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' as const },
  });
  // The seller may have several tax registrations (a list), the buyer one.
  const taxScheme = (vatId: string) => ({ 'cbc:CompanyID': vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } });
  const party = (who: InvoiceDetail['seller'], role: 'seller' | 'buyer') => ({
    'cac:PartyName': { 'cbc:Name': who.name },
    'cac:PostalAddress': { ...postalAddressOf(who.address), 'cac:Country': { 'cbc:IdentificationCode': who.country } },
    ...(withVatIds && who.vatId
      ? { 'cac:PartyTaxScheme': role === 'seller' ? [taxScheme(who.vatId)] : taxScheme(who.vatId) }
      : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': who.name },
  });
  const periodStart = invoice.lines.reduce((first, line) => (line.periodStart < first ? line.periodStart : first), '9');
  const periodEnd = invoice.lines.reduce((last, line) => (line.periodEnd > last ? line.periodEnd : last), '0');
  const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const words = documentWords[invoice.language];
  return {
    'ubl:Invoice': {
      'cbc:ID': invoice.number,
      'cbc:IssueDate': invoice.issuedOn,
      ...(invoice.dueOn && invoice.kind === 'invoice' ? { 'cbc:DueDate': invoice.dueOn } : {}),
      'cbc:InvoiceTypeCode': typeCodeOf(invoice),
      'cbc:DocumentCurrencyCode': currency,
      ...(invoice.poNumber ? { 'cbc:BuyerReference': invoice.poNumber } : {}),
      ...(invoice.lines.length > 0
        ? { 'cac:InvoicePeriod': { 'cbc:StartDate': periodStart, 'cbc:EndDate': dayBefore(periodEnd) } }
        : {}),
      ...(invoice.poNumber ? { 'cac:OrderReference': { 'cbc:ID': invoice.poNumber } } : {}),
      ...(invoice.creditFor?.number
        ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': invoice.creditFor.number } }] }
        : {}),
      'cac:AccountingSupplierParty': { 'cac:Party': party(invoice.seller, 'seller') },
      'cac:AccountingCustomerParty': { 'cac:Party': party(invoice.buyer, 'buyer') },
      ...(invoice.dueOn
        ? { 'cac:PaymentTerms': { 'cbc:Note': words.paymentTerms(formatDay(invoice.dueOn, invoice.language)) } }
        : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(invoice.taxTotal),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxSubtotal': invoice.taxLines.map((tax) => ({
            'cbc:TaxableAmount': amount(tax.base),
            'cbc:TaxableAmount@currencyID': currency,
            'cbc:TaxAmount': amount(tax.amount),
            'cbc:TaxAmount@currencyID': currency,
            'cac:TaxCategory': taxCategory(tax.ratePercent, true),
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(invoice.subtotal),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cbc:TaxExclusiveAmount': amount(invoice.subtotal),
        'cbc:TaxExclusiveAmount@currencyID': currency,
        'cbc:TaxInclusiveAmount': amount(invoice.total),
        'cbc:TaxInclusiveAmount@currencyID': currency,
        'cbc:PayableAmount': amount(invoice.total),
        'cbc:PayableAmount@currencyID': currency,
      },
      'cac:InvoiceLine': invoice.lines.map((line, index) => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': String(line.quantity * sign),
        // C62: one (a seat).
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': amount(line.amount),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cac:InvoicePeriod': { 'cbc:StartDate': line.periodStart, 'cbc:EndDate': dayBefore(line.periodEnd) },
        'cac:Item': {
          'cbc:Name': line.description,
          'cac:ClassifiedTaxCategory': taxCategory(line.taxRatePercent, false),
        },
        'cac:Price': { 'cbc:PriceAmount': new Big(line.unitPrice).toFixed(), 'cbc:PriceAmount@currencyID': currency },
      })),
    },
  } as unknown as EInvoice;
}

/**
 * An address as the profile writes it ("5 place Bellecour\n69002 Lyon") in EN 16931's parts: the first line, a second,
 * and a last line "postcode city" (European order) read as such.
 */
export function postalAddressOf(address: string) {
  const lines = address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const last = lines.length > 1 ? /^(\d[\dA-Z-]{2,9})\s+(.+)$/.exec(lines.at(-1)!) : null;
  const street = last ? lines.slice(0, -1) : lines;
  return {
    ...(street[0] ? { 'cbc:StreetName': street[0] } : {}),
    ...(street.length > 1 ? { 'cbc:AdditionalStreetName': street.slice(1).join(', ') } : {}),
    ...(last ? { 'cbc:CityName': last[2]!, 'cbc:PostalZone': last[1]! } : {}),
  };
}

const quiet = { log() {}, warn() {}, error() {} };
const formats = new FormatFactoryService();
const facturX = formats.createFormatService('Factur-X-EN16931', quiet);
// The library's schema of EN 16931's data, compiled once (InvoiceService compiles it at every call: 265 ms of the
// 340 an invoice took), with its options.
let validator: ValidateFunction<EInvoice> | undefined;
const validatorOf = () =>
  (validator ??= new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile<EInvoice>(
    structuredClone(invoiceSchema) as object,
  ));

/**
 * The invoice's PDF (pdfmake's) made a Factur-X PDF/A-3, profile EN 16931, with its factur-x.xml. The data is first
 * checked against the library's schema of EN 16931's data (as InvoiceService does before it writes), then written.
 */
export async function facturXPdf(invoice: InvoiceDetail, pdf: Buffer): Promise<Buffer> {
  const data = eInvoiceOf(invoice);
  const validate = validatorOf();
  if (!validate(data)) {
    throw new Error(`The invoice does not fit EN 16931: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
  }
  // @e-invoice-eu/core 2.3.4 writes a preceding invoice's number (BT-25) from the reference's own cbc:ID, where its
  // schema asks for cac:InvoiceDocumentReference/cbc:ID: both are given, once validated.
  for (const reference of data['ubl:Invoice']['cac:BillingReference'] ?? []) {
    Object.assign(reference, { 'cbc:ID': reference['cac:InvoiceDocumentReference']['cbc:ID'] });
  }
  facturX.fillInvoiceDefaults(data);
  const made = await facturX.generate(data, {
    format: formats.normalizeFormat('Factur-X-EN16931'),
    lang: invoice.language === 'fr' ? 'fr-fr' : 'en-us',
    pdf: { buffer: pdf, filename: `${invoice.number}.pdf`, mimetype: 'application/pdf' },
    noWarnings: true,
  });
  return Buffer.from(made as Uint8Array);
}
