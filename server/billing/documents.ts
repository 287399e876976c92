// An invoice's documents: the PDF, made once when first asked for after the invoice is issued and then kept as it
// is (the same bytes forever; a draft's is a preview, never kept; a French or German customer's is a Factur-X
// PDF/A-3 carrying the EN 16931 XML), and the CSV statement of its lines.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices } from '../db/schema';
import { csvConventionOf, toCsv } from '../../common/csv';
import { facturXPdf, isFacturXFor } from './facturx';
import { invoicePdf } from './pdf';
import { invoiceDetail } from './queries';
import { lastDayOf } from './document-words';
import type { InvoiceDetail } from '../../common/api';

export async function keptPdf(db: Db, id: number, today: string, scope: { companyId?: number; issuedOnly?: boolean }) {
  const detail = await invoiceDetail(db, id, today, scope);
  const [kept] = await db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.id, id));
  if (kept?.pdf) return { detail, pdf: kept.pdf };
  const printed = await invoicePdf(detail);
  if (!detail.number) return { detail, pdf: printed };
  // A French or German customer's invoice is its Factur-X file (facturx.ts): one document, the PDF with its XML.
  const pdf = isFacturXFor(detail.buyer.country) ? await facturXPdf(detail, printed) : printed;
  await db
    .update(invoices)
    .set({ pdf })
    .where(and(eq(invoices.id, id), isNull(invoices.pdf), isNotNull(invoices.number)));
  // Two first readers at once: the one kept is the one answered.
  const [stored] = await db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.id, id));
  return { detail, pdf: stored!.pdf! };
}

/**
 * The lines of an invoice as a CSV statement, with its totals, in the invoice's language and as its spreadsheets read
 * numbers ("1234,50" and ";" in French).
 */
export function invoiceCsv(invoice: InvoiceDetail) {
  const french = invoice.language === 'fr';
  const { decimalMark, separator } = csvConventionOf(french ? 'fr-FR' : 'en-US');
  const number = (decimal: string) => decimal.replace('.', decimalMark);
  const head = french
    ? ['Facture', 'Désignation', 'Du', 'Au', 'Quantité', 'Prix unitaire', 'Montant HT', 'Taux de TVA', 'Devise']
    : ['Invoice', 'Description', 'From', 'To', 'Quantity', 'Unit price', 'Amount excl. tax', 'VAT rate', 'Currency'];
  const reference = invoice.number ?? '';
  const rows = invoice.lines.map((line) => [
    reference,
    line.description,
    line.periodStart,
    lastDayOf(line.periodEnd),
    line.quantity,
    number(line.unitPrice),
    number(line.amount),
    number(line.taxRatePercent),
    invoice.currency,
  ]);
  const total = (label: string, amount: string) => [
    reference,
    label,
    '',
    '',
    '',
    '',
    number(amount),
    '',
    invoice.currency,
  ];
  return `${toCsv(
    head,
    [
      ...rows,
      total(french ? 'Total HT' : 'Subtotal', invoice.subtotal),
      total(french ? 'TVA' : 'VAT', invoice.taxTotal),
      total(french ? 'Total TTC' : 'Total', invoice.total),
    ],
    separator,
  )}\r\n`;
}
