// An invoice or credit note as a PDF, made on the server with pdfmake (no browser), in the invoice's language, with
// the legal mentions: both VAT ids, the reverse-charge or exemption wording, the due date and the payment terms.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import type { InvoiceDetail } from '../../common/api';
import {
  countryName,
  documentWords,
  formatAmount,
  formatDay,
  formatMonth,
  formatRate,
  lastDayOf,
} from './document-words';

const fontsDir = join(dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: join(fontsDir, 'Roboto-Regular.ttf'),
    bold: join(fontsDir, 'Roboto-Medium.ttf'),
    italics: join(fontsDir, 'Roboto-Italic.ttf'),
    bolditalics: join(fontsDir, 'Roboto-MediumItalic.ttf'),
  },
});
// A document reads nothing from the network, and from the disk only its fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontsDir));

export async function invoicePdf(invoice: InvoiceDetail): Promise<Buffer> {
  const words = documentWords[invoice.language];
  // French typography: a space before the colon.
  const colon = invoice.language === 'fr' ? '\u00a0: ' : ': ';
  const money = (amount: string) => formatAmount(amount, invoice.currency, invoice.language);
  const day = (value: string | null) => (value ? formatDay(value, invoice.language) : '');
  const party = (title: string, who: InvoiceDetail['buyer']) => ({
    stack: [
      { text: title, style: 'label' },
      { text: who.name, bold: true },
      { text: who.address },
      { text: countryName(who.country, invoice.language) },
      ...(who.vatId ? [{ text: `${words.vatId}${colon}${who.vatId}` }] : []),
    ],
  });
  const title = invoice.kind === 'credit_note' ? words.creditNote : words.invoice;
  const mention =
    invoice.taxTreatment === 'reverse_charge'
      ? words.reverseCharge
      : invoice.taxTreatment === 'exempt'
        ? words.exempt
        : null;
  const definition = {
    info: {
      title: `${title} ${invoice.number ?? words.draft}`,
      author: invoice.seller.name,
      // Fixed dates: the same invoice makes the same bytes.
      creationDate: new Date(`${invoice.issuedOn ?? '2000-01-01'}T00:00:00Z`),
      modDate: new Date(`${invoice.issuedOn ?? '2000-01-01'}T00:00:00Z`),
    },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 60],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      label: { color: '#555555', fontSize: 8, margin: [0, 0, 0, 2] },
      head: { bold: true, fillColor: '#eeeeee' },
    },
    footer: (page: number, pages: number) => ({
      text: `${invoice.seller.name} · ${invoice.number ?? words.draft} · ${page}/${pages}`,
      alignment: 'center',
      fontSize: 7,
      color: '#555555',
      margin: [0, 20, 0, 0],
    }),
    content: [
      {
        columns: [
          party(words.from, invoice.seller),
          {
            stack: [
              { text: title, style: 'title' },
              { text: `${words.number}${colon}${invoice.number ?? words.draft}` },
              ...(invoice.creditFor ? [{ text: `${words.creditFor}${colon}${invoice.creditFor.number ?? ''}` }] : []),
              { text: `${words.issuedOn}${colon}${day(invoice.issuedOn)}` },
              { text: `${words.dueOn}${colon}${day(invoice.dueOn)}` },
              { text: `${words.period}${colon}${formatMonth(invoice.period, invoice.language)}` },
              ...(invoice.poNumber ? [{ text: `${words.poNumber}${colon}${invoice.poNumber}` }] : []),
            ],
            alignment: 'right',
          },
        ],
      },
      { columns: [party(words.to, invoice.buyer), { text: '' }], margin: [0, 16, 0, 16] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            [words.description, words.period, words.quantity, words.unitPrice, words.amount].map((text, index) => ({
              text,
              style: 'head',
              alignment: index >= 2 ? 'right' : 'left',
            })),
            ...invoice.lines.map((line) => [
              line.description,
              `${day(line.periodStart)} – ${day(lastDayOf(line.periodEnd))}`,
              { text: String(line.quantity), alignment: 'right' },
              { text: formatAmount(line.unitPrice, invoice.currency, invoice.language, 6), alignment: 'right' },
              { text: money(line.amount), alignment: 'right' },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            [words.subtotal, { text: money(invoice.subtotal), alignment: 'right' }],
            ...invoice.taxLines.map((tax) => [
              `${words.tax} ${formatRate(tax.ratePercent, invoice.language)} (${words.base} ${money(tax.base)})`,
              { text: money(tax.amount), alignment: 'right' },
            ]),
            [
              { text: words.total, bold: true },
              { text: money(invoice.total), alignment: 'right', bold: true },
            ],
          ],
        },
        layout: 'noBorders',
        margin: [250, 12, 0, 12],
      },
      ...(mention ? [{ text: mention, italics: true, margin: [0, 4, 0, 4] }] : []),
      { text: words.paymentTerms(day(invoice.dueOn)), margin: [0, 4, 0, 0] },
    ],
  };
  return pdfmake.createPdf(definition).getBuffer();
}
