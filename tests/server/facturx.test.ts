// Factur-X (issue 31): a French or German customer's invoice is one document, a PDF/A-3 that carries its EN 16931
// XML. The XML is read back out of the PDF a customer downloads and checked against the invoice the API answers:
// number, dates, parties and VAT ids, lines, the tax breakdown with its category, the totals; and against what
// EN 16931's business rules say that can be checked offline (sums, categories, exemption reasons, VAT ids).
import Big from 'big.js';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { create } from 'xmlbuilder2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '../../common/api';
import { keptPdf } from '../../server/billing/documents';
import { facturXPdf, isFacturXFor } from '../../server/billing/facturx';
import { runInvoiceDocuments } from '../../server/billing/issue';
import { invoicePdf } from '../../server/billing/pdf';
import { companies, invoices } from '../../server/db/schema';
import { dayOf } from '../../server/time/clock';
import { buildTestApp } from './support/app';
import { movableClock } from './support/clock';
import { pdfFiles } from './support/pdf-files';
import { signIn } from './support/sign-in';

type Node = Record<string, unknown>;
/** The elements at a path, always a list (xmlbuilder2 gives one element as an object, several as a list). */
function all(node: unknown, ...path: string[]): Node[] {
  let nodes = [node as Node];
  for (const step of path) {
    nodes = nodes.flatMap((each) => {
      const next = each?.[step];
      return next === undefined ? [] : Array.isArray(next) ? (next as Node[]) : [next as Node];
    });
  }
  return nodes;
}
const one = (node: unknown, ...path: string[]) => {
  const found = all(node, ...path);
  expect(found, path.join('/')).toHaveLength(1);
  return found[0]!;
};
/** An element's text: "12.50", or its text beside attributes. */
const text = (node: unknown, ...path: string[]) => {
  const found = one(node, ...path) as unknown;
  return typeof found === 'string' ? found : String((found as Node)['#']);
};
const ymd = (day: string) => day.replaceAll('-', '');
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('Factur-X for French and German customers', () => {
  let app: FastifyInstance;
  let partner: Record<string, string>;
  const clock = movableClock();
  const issued = new Map<string, InvoiceDetail>();

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: partner, payload });

  beforeAll(async () => {
    ({ app } = await buildTestApp({ PARTNER_CENTER_SANDBOX_DELAY_MS: '0' }, clock));
    partner = { authorization: `Bearer ${await signIn(app, 'partner.admin@contoso.example')}` };
    const now = clock.now();
    const period = dayOf(new Date(now.getFullYear(), now.getMonth() - 1, 15)).slice(0, 7);
    const run = await call('POST', '/api/v1/partner/billing-runs', { period });
    expect(run.statusCode, run.body).toBe(201);
    const finalized = await call('POST', `/api/v1/partner/billing-runs/${run.json().id}/finalize`, {});
    expect(finalized.statusCode, finalized.body).toBe(200);
    const rows = await app.database.db
      .select({ id: invoices.id, domain: companies.domain })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(and(eq(invoices.runId, run.json().id), eq(invoices.kind, 'invoice')));
    for (const row of rows) {
      issued.set(row.domain ?? '', (await call('GET', `/api/v1/partner/invoices/${row.id}`)).json() as InvoiceDetail);
    }
  });
  afterAll(() => app.close());

  /** The customer's download (a person of the demo at that company), and the XML it carries. */
  const customerOf: Record<string, string> = {
    'tailspin.example': 'taylor@tailspin.example',
    'northwind.example': 'sam@northwind.example',
    'fabrikam.example': 'alex@fabrikam.example',
  };
  async function downloaded(invoice: InvoiceDetail, domain: string) {
    const headers = {
      authorization: `Bearer ${await signIn(app, customerOf[domain]!)}`,
      'x-company-id': String(invoice.companyId),
    };
    const response = await app.inject({ method: 'GET', url: `/api/v1/invoices/${invoice.id}/pdf`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return { bytes: response.rawPayload, ...(await pdfFiles(response.rawPayload)) };
  }

  function checkAgainst(
    xml: string,
    invoice: InvoiceDetail,
    { category, sign = 1 }: { category: string; sign?: number },
  ) {
    const root = one(create(xml).end({ format: 'object' }), 'rsm:CrossIndustryInvoice');
    const money = (value: string) => new Big(value).times(sign).toFixed(2);
    expect(text(root, 'rsm:ExchangedDocumentContext', 'ram:GuidelineSpecifiedDocumentContextParameter', 'ram:ID')).toBe(
      'urn:cen.eu:en16931:2017',
    );
    const document = one(root, 'rsm:ExchangedDocument');
    expect(text(document, 'ram:ID')).toBe(invoice.number);
    expect(text(document, 'ram:TypeCode')).toBe(invoice.kind === 'credit_note' ? '381' : '380');
    expect(text(document, 'ram:IssueDateTime', 'udt:DateTimeString')).toBe(ymd(invoice.issuedOn!));

    const transaction = one(root, 'rsm:SupplyChainTradeTransaction');
    const agreement = one(transaction, 'ram:ApplicableHeaderTradeAgreement');
    const seller = one(agreement, 'ram:SellerTradeParty');
    const buyer = one(agreement, 'ram:BuyerTradeParty');
    expect(text(seller, 'ram:Name')).toBe(invoice.seller.name);
    expect(text(buyer, 'ram:Name')).toBe(invoice.buyer.name);
    expect(text(seller, 'ram:PostalTradeAddress', 'ram:CountryID')).toBe(invoice.seller.country);
    expect(text(buyer, 'ram:PostalTradeAddress', 'ram:CountryID')).toBe(invoice.buyer.country);
    // BR-S-02, BR-AE-02/03: the seller's VAT id always; the buyer's for a reverse charge.
    expect(text(seller, 'ram:SpecifiedTaxRegistration', 'ram:ID')).toBe(invoice.seller.vatId);
    if (invoice.buyer.vatId) expect(text(buyer, 'ram:SpecifiedTaxRegistration', 'ram:ID')).toBe(invoice.buyer.vatId);
    if (category === 'AE') expect(invoice.buyer.vatId).toBeTruthy();
    if (invoice.poNumber) expect(text(agreement, 'ram:BuyerReference')).toBe(invoice.poNumber);

    const lines = all(transaction, 'ram:IncludedSupplyChainTradeLineItem');
    expect(lines).toHaveLength(invoice.lines.length);
    invoice.lines.forEach((line, index) => {
      const item = lines[index]!;
      expect(text(item, 'ram:SpecifiedTradeProduct', 'ram:Name')).toBe(line.description);
      expect(text(item, 'ram:SpecifiedLineTradeDelivery', 'ram:BilledQuantity')).toBe(String(line.quantity * sign));
      const price = text(item, 'ram:SpecifiedLineTradeAgreement', 'ram:NetPriceProductTradePrice', 'ram:ChargeAmount');
      expect(new Big(price).eq(line.unitPrice)).toBe(true);
      const settlement = one(item, 'ram:SpecifiedLineTradeSettlement');
      expect(text(settlement, 'ram:SpecifiedTradeSettlementLineMonetarySummation', 'ram:LineTotalAmount')).toBe(
        money(line.amount),
      );
      expect(text(settlement, 'ram:ApplicableTradeTax', 'ram:CategoryCode')).toBe(category);
      expect(
        new Big(text(settlement, 'ram:ApplicableTradeTax', 'ram:RateApplicablePercent')).eq(line.taxRatePercent),
      ).toBe(true);
      expect(text(settlement, 'ram:BillingSpecifiedPeriod', 'ram:StartDateTime', 'udt:DateTimeString')).toBe(
        ymd(line.periodStart),
      );
      expect(text(settlement, 'ram:BillingSpecifiedPeriod', 'ram:EndDateTime', 'udt:DateTimeString')).toBe(
        ymd(dayBefore(line.periodEnd)),
      );
    });

    const settlement = one(transaction, 'ram:ApplicableHeaderTradeSettlement');
    expect(text(settlement, 'ram:InvoiceCurrencyCode')).toBe(invoice.currency);
    const taxes = all(settlement, 'ram:ApplicableTradeTax');
    expect(taxes).toHaveLength(invoice.taxLines.length);
    invoice.taxLines.forEach((tax, index) => {
      const written = taxes[index]!;
      expect(text(written, 'ram:CategoryCode')).toBe(category);
      expect(text(written, 'ram:BasisAmount')).toBe(money(tax.base));
      expect(text(written, 'ram:CalculatedAmount')).toBe(money(tax.amount));
      // BR-S-08: a standard rate's tax is its base times its rate, rounded to the cent.
      const rate = text(written, 'ram:RateApplicablePercent');
      expect(text(written, 'ram:CalculatedAmount')).toBe(
        new Big(text(written, 'ram:BasisAmount')).times(rate).div(100).round(2, 1).toFixed(2),
      );
      // BR-AE-10, BR-E-10, BR-O-10: a 0 % category says why.
      if (category !== 'S') expect(all(written, 'ram:ExemptionReason').length).toBe(1);
    });
    const totals = one(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
    expect(text(totals, 'ram:LineTotalAmount')).toBe(money(invoice.subtotal));
    expect(text(totals, 'ram:TaxBasisTotalAmount')).toBe(money(invoice.subtotal));
    expect(text(totals, 'ram:TaxTotalAmount')).toBe(money(invoice.taxTotal));
    expect(text(totals, 'ram:GrandTotalAmount')).toBe(money(invoice.total));
    expect(text(totals, 'ram:DuePayableAmount')).toBe(money(invoice.total));
    // BR-CO-10, BR-CO-13, BR-CO-15: the sums of EN 16931, to the cent.
    const linesTotal = lines.reduce(
      (total, item) =>
        total.plus(
          text(
            item,
            'ram:SpecifiedLineTradeSettlement',
            'ram:SpecifiedTradeSettlementLineMonetarySummation',
            'ram:LineTotalAmount',
          ),
        ),
      new Big(0),
    );
    expect(linesTotal.toFixed(2)).toBe(text(totals, 'ram:LineTotalAmount'));
    expect(new Big(text(totals, 'ram:TaxBasisTotalAmount')).plus(text(totals, 'ram:TaxTotalAmount')).toFixed(2)).toBe(
      text(totals, 'ram:GrandTotalAmount'),
    );
    if (invoice.kind === 'invoice') {
      // BR-CO-25: an amount due has its due date.
      expect(text(settlement, 'ram:SpecifiedTradePaymentTerms', 'ram:DueDateDateTime', 'udt:DateTimeString')).toBe(
        ymd(invoice.dueOn!),
      );
    }
    return root;
  }

  it('a French customer’s invoice is a PDF/A-3 with its EN 16931 XML: French VAT (S, 20 %), every figure the invoice’s', async () => {
    const invoice = issued.get('tailspin.example')!;
    expect(invoice, 'Tailspin is invoiced last month').toBeDefined();
    expect(invoice.taxTreatment).toBe('domestic');
    const { bytes, files, xmp } = await downloaded(invoice, 'tailspin.example');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const facturX = files.get('factur-x.xml');
    expect(facturX, 'the PDF carries factur-x.xml').toBeDefined();
    expect(facturX!.relationship).toMatch(/Data|Alternative|Source/);
    // PDF/A-3 and the Factur-X profile, as its XMP metadata declares them.
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(xmp).toMatch(/EN 16931/);
    expect(xmp).toMatch(/factur-x\.xml/);
    checkAgainst(facturX!.text, invoice, { category: 'S' });
    expect(invoice.taxLines[0]!.ratePercent).toBe('20.00');
  });

  it('a German customer’s invoice is reverse charged in its XML (AE, 0 %, with the reason and both VAT ids)', async () => {
    const invoice = issued.get('northwind.example')!;
    expect(invoice.taxTreatment).toBe('reverse_charge');
    const { files } = await downloaded(invoice, 'northwind.example');
    const root = checkAgainst(files.get('factur-x.xml')!.text, invoice, { category: 'AE' });
    expect(JSON.stringify(root)).toContain('VATEX-EU-AE');
  });

  it('an issued invoice’s PDF bytes never change: downloaded twice, after the documents are made again, after the sweep', async () => {
    for (const domain of ['tailspin.example', 'fabrikam.example']) {
      const invoice = issued.get(domain)!;
      const { bytes: first } = await downloaded(invoice, domain);
      const { bytes: second } = await downloaded(invoice, domain);
      expect(Buffer.compare(first, second)).toBe(0);
      // The rendering code called again makes a new file (a Factur-X carries the time it was made)...
      const printed = await invoicePdf(invoice);
      const remade = isFacturXFor(invoice.buyer.country) ? await facturXPdf(invoice, printed) : printed;
      expect(remade.subarray(0, 5).toString()).toBe('%PDF-');
      // ...and the kept one is still answered, by the download and by the documents' sweep.
      await runInvoiceDocuments({ db: app.database.db, clock, publicUrl: 'http://portal.test' });
      const kept = await keptPdf(app.database.db, invoice.id, dayOf(clock.now()), {});
      expect(Buffer.compare(kept.pdf, first)).toBe(0);
      const { bytes: third } = await downloaded(invoice, domain);
      expect(Buffer.compare(third, first)).toBe(0);
      // Not even the database lets the kept bytes change (a Factur-X made again within the same second can be the
      // same bytes, so the refused bytes are made different on purpose).
      const altered = Buffer.concat([remade, Buffer.from('\n')]);
      await expect(
        app.database.db.update(invoices).set({ pdf: altered }).where(eq(invoices.id, invoice.id)),
      ).rejects.toThrow();
    }
  });

  it('an American customer’s invoice stays a plain PDF: no XML inside', async () => {
    const invoice = issued.get('fabrikam.example')!;
    const { files } = await downloaded(invoice, 'fabrikam.example');
    expect(files.size).toBe(0);
  });

  it('a credit note to a French customer is a Factur-X credit note (381) with positive amounts, naming its invoice', async () => {
    const invoice = issued.get('tailspin.example')!;
    const credited = await call('POST', `/api/v1/partner/invoices/${invoice.id}/credit-notes`, {
      reason: 'Licences facturées deux fois',
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const note = (await call('GET', `/api/v1/partner/invoices/${credited.json().id}`)).json() as InvoiceDetail;
    const response = await call('GET', `/api/v1/partner/invoices/${note.id}/pdf`);
    const { files } = await pdfFiles(response.rawPayload);
    const root = checkAgainst(files.get('factur-x.xml')!.text, note, { category: 'S', sign: -1 });
    expect(
      text(
        root,
        'rsm:SupplyChainTradeTransaction',
        'ram:ApplicableHeaderTradeSettlement',
        'ram:InvoiceReferencedDocument',
        'ram:IssuerAssignedID',
      ),
    ).toBe(invoice.number);
  });
});
