// Money at scale (issue 31): a billing run (the drafts, then finalising them) for 1,000 companies, each with its
// billing profile, subscriptions and a month of charges made directly in the database, on PostgreSQL (under 60 s);
// and one invoice's PDF (under 200 ms, the median of several), plain and as Factur-X.
// `npm run bench` runs both; alone: `DATABASE_URL=postgres://… npx tsx bench/billing.ts` (a database of its own).
import { pathToFileURL } from 'node:url';
import { addMonths, formatISO, startOfMonth, subMonths } from 'date-fns';
import { sql } from 'drizzle-orm';
import postgresClient from 'postgres';
import type { InvoiceDetail } from '../common/api';
import { facturXPdf } from '../server/billing/facturx';
import { invoicePdf } from '../server/billing/pdf';
import { finalizeBillingRun, makeBillingRun } from '../server/billing/runs';
import { prepareDatabase } from '../server/db/prepare';
import { rowsOf } from '../server/db/sql';
import { paceOf } from '../server/jobs/terms';
import { budgets, type Figure } from './budgets';

export const billedCompanies = 1000;
const day = (date: Date) => formatISO(date, { representation: 'date' });

/** On a fresh database at `databaseUrl` (migrated, the demo seeded): 1,000 companies billed for last month. */
export async function benchBillingRun(databaseUrl: string): Promise<Figure[]> {
  const database = await prepareDatabase({ databaseUrl, dataDir: '', seedDemo: true });
  try {
    const { db } = database;
    const now = new Date();
    const month = subMonths(startOfMonth(now), 1);
    const period = day(month).slice(0, 7);
    const [start, end] = [day(month), day(addMonths(month, 1))];
    // The companies, a profile each (France, Germany with a VAT id, the United States in turn), two subscriptions each
    // on a one-month term that started last month, and their month: the period whole, seats added, seats refunded.
    await db.execute(sql`
      insert into companies (name, tenant_id, domain)
      select 'Billed company ' || n, 'bill-' || n, 'bill' || n || '.example' from generate_series(1, ${billedCompanies}) n`);
    await db.execute(sql`
      insert into billing_profiles (company_id, name, currency, legal_name, address, country, vat_id, language, invoice_emails)
      select c.id, 'Main account', case when n % 3 = 2 then 'USD' else 'EUR' end, c.name || ' SA',
        n || ' rue de la Paix' || chr(10) || '75002 Paris',
        (array['FR', 'DE', 'US'])[n % 3 + 1], case when n % 3 = 1 then 'DE' || lpad(n::text, 9, '0') end,
        case when n % 3 = 0 then 'fr' else 'en' end, array['billing@' || c.domain]
      from companies c cross join lateral (select substring(c.tenant_id from 6)::int as n) k
      where c.tenant_id like 'bill-%'`);
    await db.execute(sql`
      insert into subscriptions (company_id, product_id, price_sheet_id, unit_price, quantity, status, term_start, term_end)
      select c.id, s.product_id, s.price_sheet_id, s.unit_price, 5, 'active', ${start}::date, ${end}::date
      from companies c cross join lateral (
        select product_id, price_sheet_id, unit_price from subscriptions where status = 'active' order by id limit 2
      ) s
      where c.tenant_id like 'bill-%'`);
    await db.execute(sql`
      insert into charges (company_id, subscription_id, kind, charged_on, period_start, period_end, quantity, unit_price,
        days, period_days, amount, currency)
      select s.company_id, s.id, k.kind, k.charged_on, k.period_start, ${end}::date, k.quantity, s.unit_price, k.days,
        k.period_days, round(s.unit_price * k.quantity * k.days / k.period_days, 2), p.currency
      from subscriptions s
      join companies c on c.id = s.company_id and c.tenant_id like 'bill-%'
      join billing_profiles p on p.company_id = c.id
      cross join lateral (values
        ('purchase', ${start}::date, ${start}::date, 5, 31, 31),
        ('seats_added', ${start}::date + 10, ${start}::date + 10, 2, 21, 31),
        ('seats_removed', ${start}::date + 12, ${start}::date + 12, -1, 19, 31)
      ) k(kind, charged_on, period_start, quantity, days, period_days)`);
    const started = performance.now();
    const run = await makeBillingRun(db, {
      period,
      userId: null,
      today: day(now),
      pace: paceOf(database.kind),
    });
    const drafted = performance.now();
    const issued = await finalizeBillingRun(db, { runId: run.id, today: day(now), userId: null });
    const finished = performance.now();
    const [billed] = rowsOf<{ count: number }>(
      await db.execute(sql`
        select count(*)::int as count from invoices i join companies c on c.id = i.company_id
        where i.run_id = ${run.id} and c.tenant_id like 'bill-%' and i.number is not null`),
    );
    if (billed!.count < billedCompanies) throw new Error(`${billed!.count} of ${billedCompanies} companies invoiced`);
    console.log(
      `  billing run: ${issued.length} invoices, drafts ${((drafted - started) / 1000).toFixed(1)} s, finalising ${((finished - drafted) / 1000).toFixed(1)} s`,
    );
    return [
      {
        name: `billing run for ${billedCompanies} companies, drafts and finalising (PostgreSQL)`,
        value: (finished - started) / 1000,
        unit: 's',
        budget: budgets.billingRunSeconds,
      },
    ];
  } finally {
    await database.close();
  }
}

/** An invoice of a French customer with ten lines. */
const sampleInvoice = (): InvoiceDetail => ({
  id: 1,
  kind: 'invoice',
  number: 'CCS-2026-00042',
  status: 'open',
  companyId: 1,
  companyName: 'Tailspin Toys',
  billingProfileName: 'Main account',
  period: '2026-04',
  currency: 'EUR',
  language: 'fr',
  poNumber: 'PO-TAILSPIN-001',
  taxTreatment: 'domestic',
  subtotal: '1135.50',
  taxTotal: '227.10',
  total: '1362.60',
  issuedOn: '2026-05-01',
  dueOn: '2026-05-31',
  creditFor: null,
  seller: {
    name: 'Contoso Cloud Services SAS',
    address: '12 rue de la Paix\n75002 Paris',
    country: 'FR',
    vatId: 'FR40123456824',
  },
  buyer: {
    name: 'Tailspin Toys SARL',
    address: '5 place Bellecour\n69002 Lyon',
    country: 'FR',
    vatId: 'FR83404833048',
  },
  taxLines: [{ ratePercent: '20.00', base: '1135.50', amount: '227.10', treatment: 'domestic' }],
  lines: Array.from({ length: 10 }, (_, index) => ({
    id: index + 1,
    description: `Microsoft 365 E${index % 2 ? 3 : 5} : période de facturation`,
    kind: 'cycle' as const,
    quantity: 10 + index,
    unitPrice: '5.550000',
    amount: (5.55 * (10 + index)).toFixed(2),
    periodStart: '2026-04-01',
    periodEnd: '2026-05-01',
    taxRatePercent: '20.00',
    subscriptionId: index + 1,
    eventId: null,
    chargeId: index + 1,
  })),
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One invoice's PDF, made nine times after a first (fonts loaded): the median, plain and as Factur-X. */
export async function benchInvoicePdf(): Promise<Figure[]> {
  const invoice = sampleInvoice();
  await facturXPdf(invoice, await invoicePdf(invoice));
  const plain: number[] = [];
  const facturX: number[] = [];
  for (let time = 0; time < 9; time++) {
    const started = performance.now();
    const pdf = await invoicePdf(invoice);
    const printed = performance.now();
    await facturXPdf(invoice, pdf);
    plain.push(printed - started);
    facturX.push(performance.now() - started);
  }
  return [
    { name: 'an invoice PDF, median of 9', value: median(plain), unit: 'ms', budget: budgets.invoicePdfMilliseconds },
    {
      name: 'an invoice PDF as Factur-X (PDF/A-3 with its XML), median of 9',
      value: median(facturX),
      unit: 'ms',
      budget: budgets.invoicePdfMilliseconds,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  const figures = await benchInvoicePdf();
  if (url) {
    const admin = postgresClient(url, { max: 1, onnotice: () => {} });
    await admin.unsafe('drop database if exists billing_bench with (force)');
    await admin.unsafe('create database billing_bench');
    try {
      figures.push(...(await benchBillingRun(url.replace(/\/[^/]*$/, '/billing_bench'))));
    } finally {
      await admin.unsafe('drop database if exists billing_bench with (force)');
      await admin.end();
    }
  }
  for (const figure of figures)
    console.log(`  ${figure.name}: ${figure.value.toFixed(1)} ${figure.unit} (budget ${figure.budget})`);
}
