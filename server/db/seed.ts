import { seedSandboxFromPortal } from '../partner-center/sandbox/seed';
import { askMicrosoftForPending } from '../provisioning/requests';
import { addYears, formatISO, startOfMonth, subDays, subMonths } from 'date-fns';
import { count } from 'drizzle-orm';
import type { Db } from './client';
import { demoBillingAddresses, demoCompanies, demoProducts, demoUsers } from './demo-data';
import * as t from './schema';
import { seedDemoInvoices } from './seed-invoices';
import { seedDemoNotifications } from './seed-notifications';
import { roundCents } from '../../common/domain';
import { logActivity } from '../activity/log';
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
      await logActivity(db, {
        actorId: placedBy,
        companyId: companyId[plan.key]!,
        action: 'order.placed',
        objectType: 'order',
        objectId: String(order!.id),
        details: { number: order!.number, lines: lines.length },
        createdAt: order!.createdAt,
      });
    }

    await seedDemoNotifications(db, { now, partnerAdminId: partnerAdmin.id, companyIds: companyId, customerKeys });

    await logActivity(
      db,
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
    await seedDemoInvoices(db, now, partnerAdmin.id);
  });
  // The built-in Partner Center sandbox holds what Microsoft would: the two sides agree on first start.
  await seedSandboxFromPortal(database);
}

const round = roundCents;
