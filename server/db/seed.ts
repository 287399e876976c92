import { seedSandboxFromPortal } from '../partner-center/sandbox/seed';
import { askMicrosoftForPending } from '../provisioning/requests';
import { addDays, addMonths, addYears, format, formatISO, parseISO, startOfMonth, subDays, subMonths } from 'date-fns';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { demoBillingAddresses, demoBillingEntity, demoCompanies, demoProducts, demoUsers } from './demo-data';
import { chargeAllStartedPeriods } from '../billing/ledger';
import { finalizeBillingRun, makeBillingRun } from '../billing/runs';
import * as t from './schema';
import { seedScalePeople } from './seed-people';
import { roundCents } from '../../common/domain';
import { refundWindowEnd } from '../../common/rules/refund-window';
import { termEndFrom } from '../../common/rules/terms';

const day = (date: Date) => formatISO(date, { representation: 'date' });

/** A small deterministic random source, so every fresh demo database looks the same. */
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(t.companies);
  return (row?.total ?? 0) > 0;
}

/** Writes the demo data of DESIGN.md into an empty database, in one transaction. */
export async function seedDemo(database: Db, now = new Date()) {
  const random = randomSource(42);
  await database.transaction(async (db) => {
    const companies = await db
      .insert(t.companies)
      .values(demoCompanies.map(({ name, tenantId, domain }) => ({ name, tenantId, domain })))
      .returning();
    const companyId = Object.fromEntries(demoCompanies.map((company, index) => [company.key, companies[index]!.id]));
    const customerKeys = ['fabrikam', 'northwind', 'tailspin', 'adatum'] as const;

    const profiles = await db
      .insert(t.billingProfiles)
      .values(
        customerKeys.flatMap((key) => [
          {
            companyId: companyId[key]!,
            name: 'Main account',
            poNumber: `PO-${key.toUpperCase()}-001`,
            ...demoBillingAddresses[key],
            invoiceEmails: [`billing@${key}.example`],
          },
          ...(key === 'fabrikam'
            ? [
                {
                  companyId: companyId[key]!,
                  name: 'Research department',
                  poNumber: 'PO-FAB-RND',
                  ...demoBillingAddresses[key],
                  poRequired: true,
                },
              ]
            : []),
        ]),
      )
      .returning();
    const mainProfile = (key: string) => profiles.find((profile) => profile.companyId === companyId[key])!.id;
    // Whom the partner calls at each customer: one billing contact each (no sign-in).
    await db.insert(t.companyContacts).values(
      customerKeys.map((key) => ({
        companyId: companyId[key]!,
        name: `${key[0]!.toUpperCase()}${key.slice(1)} accounts payable`,
        email: `billing@${key}.example`,
        phone: null,
      })),
    );

    const users = await db
      .insert(t.users)
      .values(
        demoUsers.map((user) => ({
          email: user.email,
          name: user.name,
          globalRole: user.globalRole,
          isDisabled: 'isDisabled' in user ? user.isDisabled : false,
          currentCompanyId: companyId[user.access[0]![0]],
        })),
      )
      .returning();
    const supportUser = users.find((user) => user.globalRole === 'support')!;
    const partnerAdmin = users.find((user) => user.globalRole === 'partner_admin')!;
    const grants = demoUsers.flatMap((user, index) =>
      user.access.map(([key, role]) => ({
        userId: users[index]!.id,
        companyId: companyId[key]!,
        role,
        // Nobody grants access to themselves: support's own comes from the partner administrator.
        grantedBy: users[index]!.id === supportUser.id ? partnerAdmin.id : supportUser.id,
        grantedAt: subDays(now, 90 - index * 7),
        reason: 'Initial onboarding',
      })),
    );
    await db.insert(t.companyAccess).values(grants);

    const products = await db
      .insert(t.products)
      .values(demoProducts.map(({ monthlyPrice: _price, ...product }) => product))
      .returning();
    const sheetValues = demoProducts.flatMap((product, index) => {
      const productId = products[index]!.id;
      const monthly = product.monthlyPrice;
      const validFrom = day(subMonths(startOfMonth(now), 6));
      const sheets: (typeof t.priceSheets.$inferInsert)[] = [
        { productId, term: 'P1M', billingFrequency: 'monthly', unitPrice: round(monthly * 1.2), validFrom },
        { productId, term: 'P1Y', billingFrequency: 'monthly', unitPrice: monthly, validFrom },
        { productId, term: 'P1Y', billingFrequency: 'annual', unitPrice: round(monthly * 12), validFrom },
      ];
      if (index % 3 === 2)
        sheets.push({
          productId,
          term: 'P3Y',
          billingFrequency: 'triennial',
          unitPrice: round(monthly * 36 * 0.9),
          validFrom,
        });
      return sheets;
    });
    const sheets = await db.insert(t.priceSheets).values(sheetValues).returning();

    const [template] = await db
      .insert(t.catalogTemplates)
      .values({
        name: 'Modern workplace essentials',
        description: 'Microsoft 365, Teams, security and PDF tools on yearly terms, at a 12% markup.',
        defaultMarkupPercent: 12,
        items: sheets
          .filter((sheet) => sheet.term === 'P1Y' && sheet.billingFrequency === 'monthly')
          .filter((sheet) => {
            const product = products.find((p) => p.id === sheet.productId)!;
            return (
              ['Productivity', 'Collaboration', 'Security'].includes(product.category) && product.publisher !== 'Zoom'
            );
          })
          .slice(0, 24)
          .map((sheet) => ({ priceSheetId: sheet.id, markupPercent: null, priceOverride: null })),
      })
      .returning();

    const catalogs = await db
      .insert(t.catalogs)
      .values([
        {
          name: 'Standard catalog',
          description: 'Every product on every term.',
          defaultMarkupPercent: 15,
          createdBy: partnerAdmin.id,
        },
        {
          name: 'Enterprise catalog',
          description: 'Yearly terms for larger customers.',
          defaultMarkupPercent: 10,
          createdBy: partnerAdmin.id,
        },
        {
          name: 'Education catalog',
          description: 'Productivity and collaboration at a small markup.',
          defaultMarkupPercent: 5,
          templateId: template!.id,
          createdBy: partnerAdmin.id,
        },
      ])
      .returning();
    const [standard, enterprise, education] = catalogs as [t.Catalog, t.Catalog, t.Catalog];
    const productOf = (sheet: t.PriceSheet) => products.find((product) => product.id === sheet.productId)!;
    const items: (typeof t.catalogItems.$inferInsert)[] = [
      ...sheets.map((sheet, position) => ({ catalogId: standard.id, priceSheetId: sheet.id, position })),
      ...sheets
        .filter((sheet) => sheet.term !== 'P1M')
        .map((sheet, position) => ({
          catalogId: enterprise.id,
          priceSheetId: sheet.id,
          position,
          // A fixed price or a markup, never both: the API refuses an item with both.
          priceOverride: position % 11 === 0 ? round(sheet.unitPrice * 1.05) : null,
          markupPercent: position % 7 === 0 && position % 11 !== 0 ? 8 : null,
        })),
      ...sheets
        .filter((sheet) => ['Productivity', 'Collaboration'].includes(productOf(sheet).category))
        .map((sheet, position) => ({
          catalogId: education.id,
          priceSheetId: sheet.id,
          position,
          isVisible: position % 13 !== 5,
        })),
    ];
    await db.insert(t.catalogItems).values(items);

    const validFrom = day(subMonths(now, 6));
    await db.insert(t.catalogAssignments).values([
      { catalogId: standard.id, companyId: companyId.fabrikam!, billingProfileId: mainProfile('fabrikam'), validFrom },
      {
        catalogId: enterprise.id,
        companyId: companyId.northwind!,
        billingProfileId: mainProfile('northwind'),
        validFrom,
      },
      { catalogId: education.id, companyId: companyId.tailspin!, billingProfileId: mainProfile('tailspin'), validFrom },
      {
        catalogId: standard.id,
        companyId: companyId.adatum!,
        billingProfileId: mainProfile('adatum'),
        validFrom,
        validTo: day(addYears(now, 1)),
      },
    ]);

    // Subscriptions in every state, with terms placed around today.
    // The last three fall due soon after the first start (README: watching time move): the clock's first sweep
    // renews one with the quantity scheduled for its next term, expires one, and a reminder's 7-day lead time
    // reaches the third.
    const plans: {
      status: t.Subscription['status'];
      startedDaysAgo: number;
      autoRenew: boolean;
      nextTermQuantity?: number;
    }[] = [
      { status: 'active', startedDaysAgo: 3, autoRenew: true }, // still inside the 7-day refund window
      { status: 'active', startedDaysAgo: 40, autoRenew: true },
      { status: 'active', startedDaysAgo: 200, autoRenew: true },
      { status: 'active', startedDaysAgo: 340, autoRenew: false }, // renews within 30 days
      { status: 'active', startedDaysAgo: 300, autoRenew: true },
      { status: 'pending', startedDaysAgo: 0, autoRenew: true },
      { status: 'suspended', startedDaysAgo: 120, autoRenew: true },
      { status: 'cancelled', startedDaysAgo: 2, autoRenew: false },
      { status: 'expired', startedDaysAgo: 400, autoRenew: false },
      { status: 'active', startedDaysAgo: 366, autoRenew: true, nextTermQuantity: 3 },
      { status: 'active', startedDaysAgo: 366, autoRenew: false },
      { status: 'active', startedDaysAgo: 358, autoRenew: true },
    ];
    const yearlyMonthly = sheets.filter((sheet) => sheet.term === 'P1Y' && sheet.billingFrequency === 'monthly');
    const subscriptionValues: (typeof t.subscriptions.$inferInsert)[] = [];
    customerKeys.forEach((key, companyIndex) => {
      plans.forEach((plan, planIndex) => {
        const sheet = yearlyMonthly[(companyIndex * 9 + planIndex * 5) % yearlyMonthly.length]!;
        const termStart = subDays(now, plan.startedDaysAgo);
        const quantity = 5 + Math.floor(random() * 45);
        const windowEnd = refundWindowEnd(termStart);
        const isInRefundWindow = windowEnd > now && plan.status === 'active';
        subscriptionValues.push({
          companyId: companyId[key]!,
          productId: sheet.productId,
          priceSheetId: sheet.id,
          unitPrice: round(sheet.unitPrice * 1.15),
          quantity,
          status: plan.status,
          termStart: day(termStart),
          termEnd: day(termEndFrom(termStart, sheet.term)),
          autoRenew: plan.autoRenew,
          scheduledNextTermQuantity: plan.nextTermQuantity ?? null,
          refundableQuantity: isInRefundWindow ? Math.min(quantity, 5) : 0,
          refundableUntil: isInRefundWindow ? windowEnd : null,
          cancellableUntil: windowEnd,
          cancelledAt: plan.status === 'cancelled' ? subDays(now, 1) : null,
        });
      });
    });
    const subscriptions = await db.insert(t.subscriptions).values(subscriptionValues).returning();

    const usage = subscriptions
      .filter((subscription) => subscription.status !== 'pending')
      .flatMap((subscription) =>
        Array.from({ length: 12 }, (_, monthsAgo) => {
          const periodStart = subMonths(startOfMonth(now), monthsAgo);
          if (periodStart < startOfMonth(new Date(subscription.termStart))) return [];
          const activeSeats = Math.max(1, Math.round(subscription.quantity * (0.6 + random() * 0.4)));
          return [
            {
              subscriptionId: subscription.id,
              periodStart: day(periodStart),
              assignedSeats: subscription.quantity,
              activeSeats,
              cost: round(subscription.quantity * subscription.unitPrice),
            },
          ];
        }).flat(),
      );
    if (usage.length > 0) await db.insert(t.usageRecords).values(usage);

    // An order a partner decided says by whom and why; the others were never held for approval.
    const orderPlans: {
      key: (typeof customerKeys)[number];
      status: t.Order['status'];
      daysAgo: number;
      decision?: string;
    }[] = [
      { key: 'fabrikam', status: 'completed', daysAgo: 40 },
      { key: 'fabrikam', status: 'pending', daysAgo: 1 },
      { key: 'northwind', status: 'completed', daysAgo: 120 },
      { key: 'northwind', status: 'rejected', daysAgo: 15, decision: 'Quantity exceeds the approved budget' },
      { key: 'tailspin', status: 'completed', daysAgo: 2, decision: 'Within the quarter’s budget' },
      { key: 'adatum', status: 'completed', daysAgo: 60 },
    ];
    for (const [index, plan] of orderPlans.entries()) {
      const lines = [0, 1].map((offset) => {
        const sheet = yearlyMonthly[(index * 7 + offset * 3) % yearlyMonthly.length]!;
        const quantity = 2 + ((index + offset) % 8);
        const unitPrice = round(sheet.unitPrice * 1.15);
        return {
          productId: sheet.productId,
          priceSheetId: sheet.id,
          quantity,
          unitPrice,
          lineTotal: round(unitPrice * quantity),
        };
      });
      const placedBy = users.find((user) => user.email.endsWith(`@${plan.key}.example`))?.id ?? null;
      const [order] = await db
        .insert(t.orders)
        .values({
          number: `SO-${String(1001 + index)}`,
          companyId: companyId[plan.key]!,
          billingProfileId: mainProfile(plan.key),
          placedBy,
          status: plan.status,
          total: round(lines.reduce((sum, line) => sum + line.lineTotal, 0)),
          decisionReason: plan.decision ?? null,
          decidedBy: plan.decision ? partnerAdmin.id : null,
          decidedAt: plan.decision ? subDays(now, plan.daysAgo - 1) : null,
          createdAt: subDays(now, plan.daysAgo),
        })
        .returning();
      await db.insert(t.orderLines).values(lines.map((line) => ({ ...line, orderId: order!.id })));
      await db.insert(t.activityLog).values({
        actorId: placedBy,
        companyId: companyId[plan.key]!,
        action: 'order.placed',
        objectType: 'order',
        objectId: String(order!.id),
        details: { number: order!.number, lines: lines.length },
        createdAt: order!.createdAt,
      });
    }

    const [reminder, announcement, maintenance] = await db
      .insert(t.notifications)
      .values([
        {
          kind: 'renewal_reminder',
          // It goes to subscriptions that renew and to those that end (auto-renew off): words true of both.
          title: 'Your subscription’s term ends soon',
          body: 'Review its seats and its auto-renew setting before the end of its term.',
          titleFr: 'La période de votre abonnement se termine bientôt',
          bodyFr: 'Vérifiez ses licences et son renouvellement automatique avant la fin de sa période.',
          leadTimesDays: [30, 7, 1],
          includeAutoRenewOff: true,
          recipients: ['renewals@contoso.example'],
          createdBy: partnerAdmin.id,
          publishedAt: subDays(now, 30),
        },
        {
          kind: 'announcement',
          title: 'New: Copilot add-ons are available',
          body: 'Ask us about adding AI assistants to your Microsoft 365 plans.',
          titleFr: 'Nouveau : les modules Copilot sont disponibles',
          bodyFr: 'Demandez-nous comment ajouter des assistants IA à vos offres Microsoft 365.',
          createdBy: partnerAdmin.id,
          publishedAt: subDays(now, 5),
        },
        {
          kind: 'announcement',
          title: 'Planned maintenance on Saturday',
          body: 'The portal will be read-only between 02:00 and 04:00 UTC.',
          createdBy: partnerAdmin.id,
          publishedAt: subDays(now, 1),
        },
      ])
      .returning();
    await db
      .insert(t.notificationTargets)
      .values([
        ...customerKeys.map((key) => ({ notificationId: reminder!.id, companyId: companyId[key]! })),
        { notificationId: announcement!.id, companyId: companyId.fabrikam! },
        { notificationId: announcement!.id, companyId: companyId.northwind! },
        ...customerKeys.map((key) => ({ notificationId: maintenance!.id, companyId: companyId[key]! })),
      ]);

    await db.insert(t.activityLog).values(
      grants.map((grant) => ({
        actorId: grant.grantedBy,
        companyId: grant.companyId,
        action: 'access.granted',
        objectType: 'user',
        objectId: String(grant.userId),
        details: { role: grant.role, reason: grant.reason },
        createdAt: grant.grantedAt,
      })),
    );
    // The pending subscriptions wait for Microsoft, as an order's do: the first start provisions them.
    await askMicrosoftForPending(db);
    await seedInvoices(db as unknown as Db, now, partnerAdmin.id);
  });
  // The built-in Partner Center sandbox holds what Microsoft would: the two sides agree on first start.
  await seedSandboxFromPortal(database);
}

const round = roundCents;

/**
 * The partner invoices as its legal entity. The ledger starts three months ago: the first two months are invoiced (the
 * first paid, the second overdue), last month waits for the partner's billing run, and this month is charged so far.
 */
async function seedInvoices(db: Db, now: Date, partnerAdminId: number) {
  await db.insert(t.billingEntity).values(demoBillingEntity);
  const thisMonth = startOfMonth(now);
  await db.insert(t.serverSettings).values({ key: 'ledger_starts_on', value: day(subMonths(thisMonth, 3)) });
  for (const monthsAgo of [3, 2]) {
    const month = subMonths(thisMonth, monthsAgo);
    const issuedOn = day(addMonths(month, 1));
    const run = await makeBillingRun(db, {
      period: format(month, 'yyyy-MM'),
      userId: partnerAdminId,
      today: issuedOn,
      pace: { batchSize: 200, restMs: 0 },
    });
    await finalizeBillingRun(db, { runId: run.id, today: issuedOn, userId: partnerAdminId });
    // Emailed when they were issued, months ago: the demo's first start sends none of them.
    await db
      .update(t.invoices)
      .set({ emailedAt: parseISO(issuedOn) })
      .where(eq(t.invoices.runId, run.id));
    if (monthsAgo === 3) {
      await db
        .update(t.invoices)
        .set({ status: 'paid', paidAt: addDays(month, 40) })
        .where(eq(t.invoices.runId, run.id));
    }
  }
  await chargeAllStartedPeriods(db, day(now), { batchSize: 200, restMs: 0 });
}

/**
 * A large data set for benchmarks: `subscriptionCount` subscriptions over subscriptionCount/100 companies (or
 * `companyCount`),
 * subscriptionCount/2 catalog items, three months of usage, two people per company. Built in SQL, so 100,000 takes
 * seconds.
 */
export async function seedScale(
  db: Db,
  subscriptionCount: number,
  { companyCount = Math.max(1, Math.ceil(subscriptionCount / 100)) }: { companyCount?: number } = {},
) {
  const run = Date.now().toString(36);
  const productCount = Math.max(1, Math.ceil(subscriptionCount / 100));
  const itemCount = Math.ceil(subscriptionCount / 2);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into companies (name, tenant_id, domain)
      select 'Scale company ' || ${run} || '-' || g, 'scale-' || ${run} || '-' || g, 'scale-' || g || '.example'
      from generate_series(1, ${companyCount}::int) g`);
    await tx.execute(sql`
      insert into billing_profiles (company_id, name)
      select id, 'Main account' from companies where tenant_id like ${`scale-${run}-%`}`);
    await tx.execute(sql`
      insert into products (sku, name, publisher, category, description)
      select 'scale-' || ${run} || '-' || g, 'Scale product ' || g,
             (array['Microsoft','Adobe','Atlassian','Zoom','GitHub'])[1 + g % 5],
             (array['Productivity','Security','Collaboration','Design','Analytics'])[1 + g % 5], 'Benchmark product'
      from generate_series(1, ${productCount}::int) g`);
    await tx.execute(sql`
      insert into price_sheets (product_id, term, billing_frequency, unit_price, valid_from)
      select p.id, s.term, s.frequency, round((5 + (p.id % 50))::numeric * s.factor, 2), current_date - 30
      from products p
      cross join (values ('P1M', 'monthly', 1.2), ('P1Y', 'monthly', 1.0), ('P1Y', 'annual', 12.0)) as s(term, frequency, factor)
      where p.sku like ${`scale-${run}-%`}`);
    const sheetsPerCatalog = productCount * 3;
    const catalogCount = Math.max(1, Math.ceil(itemCount / sheetsPerCatalog));
    await tx.execute(sql`
      insert into catalogs (name, description, default_markup_percent)
      select 'Scale catalog ' || ${run} || '-' || g, 'Benchmark catalog', 10 from generate_series(1, ${catalogCount}::int) g`);
    await tx.execute(sql`
      with c as (select id, row_number() over (order by id) - 1 as n from catalogs where name like ${`Scale catalog ${run}-%`}),
           s as (select ps.id, row_number() over (order by ps.id) - 1 as n
                 from price_sheets ps join products p on p.id = ps.product_id where p.sku like ${`scale-${run}-%`})
      insert into catalog_items (catalog_id, price_sheet_id, position, markup_percent)
      select c.id, s.id, s.n, case when s.n % 4 = 0 then 20 end
      from c cross join s
      where c.n * ${sheetsPerCatalog}::int + s.n < ${itemCount}::int`);
    await tx.execute(sql`
      with c as (select id, row_number() over (order by id) - 1 as n from companies where tenant_id like ${`scale-${run}-%`}),
           k as (select id, row_number() over (order by id) - 1 as n from catalogs where name like ${`Scale catalog ${run}-%`})
      insert into catalog_assignments (catalog_id, company_id, valid_from)
      select k.id, c.id, current_date - 30 from c join k on k.n = c.n % ${catalogCount}::int`);
    await tx.execute(sql`
      with c as (select id, row_number() over (order by id) - 1 as n from companies where tenant_id like ${`scale-${run}-%`}),
           s as (select ps.id, ps.product_id, ps.unit_price, row_number() over (order by ps.id) - 1 as n
                 from price_sheets ps join products p on p.id = ps.product_id
                 where p.sku like ${`scale-${run}-%`} and ps.term = 'P1Y' and ps.billing_frequency = 'monthly'),
           sc as (select count(*)::int as total from s)
      insert into subscriptions (company_id, product_id, price_sheet_id, unit_price, quantity, status, term_start, term_end, auto_renew)
      select c.id, s.product_id, s.id, s.unit_price, 1 + g % 50,
             (array['active','active','active','active','suspended','cancelled','expired'])[1 + g % 7],
             current_date - (g % 365), current_date - (g % 365) + 365, g % 3 <> 0
      from generate_series(0, ${subscriptionCount - 1}::int) g
      cross join sc
      join c on c.n = g % ${companyCount}::int
      join s on s.n = (g / ${companyCount}::int) % sc.total`);
    await tx.execute(sql`
      insert into usage_records (subscription_id, period_start, assigned_seats, active_seats, cost)
      select sub.id, (date_trunc('month', current_date) - make_interval(months => m))::date, sub.quantity,
             greatest(1, sub.quantity - (sub.id + m) % 5), sub.quantity * sub.unit_price
      from subscriptions sub join companies c on c.id = sub.company_id
      cross join generate_series(0, 2) m
      where c.tenant_id like ${`scale-${run}-%`}`);
    await seedScalePeople(tx, run, companyCount);
  });
  await seedSandboxFromPortal(db);
  // Fresh statistics, or the planner scans whole tables it believes small (PGlite runs no autovacuum).
  await db.execute(sql`analyze`);
  return { companyCount, productCount, itemCount, subscriptionCount, peopleCount: companyCount * 2 };
}
