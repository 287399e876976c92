// eslint.config.js finds nothing in the whole project (its import boundaries, the recommended sets of ESLint,
// typescript-eslint and React's hooks, duplicate imports), and each boundary refuses what it is for.
import { ESLint } from 'eslint';
import { describe, expect, inject, it } from 'vitest';
import { checkAnswer } from './support/check-answer';

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary messages ESLint gives an import of `from` written in the file `in`. */
async function refusals(file: string, from: string) {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, { filePath: file });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it('hold in every file of the project, with no exception list, beside the recommended rules', async () => {
    // `eslint .`, started with the suite (tests/project/support/global-setup.ts).
    const { code, stdout, stderr } = await checkAnswer(inject('projectChecks').lint);
    expect(stderr, 'eslint .').toBe('');
    const results = JSON.parse(stdout) as ESLint.LintResult[];
    const problems = results.flatMap((result) =>
      result.messages.map((message) => `${result.filePath}:${message.line} ${message.message}`),
    );
    expect(problems).toEqual([]);
    expect(code).toBe(0);
    expect(results.length).toBeGreaterThan(300);
  }, 180_000);

  it.each([
    ['src/App.tsx', '../server/config', /portal never imports the server/],
    ['src/resources/orders/OrderList.tsx', '../../../server/db/schema', /portal never imports the server/],
    ['src/layout/Menu.tsx', '../../mocks/server', /portal never imports/],
    ['server/app.ts', '../src/App', /server never imports the portal/],
    ['server/messages/email/templates.tsx', '../../../src/components/Money', /server never imports the portal/],
    ['server/routes/orders.ts', '../../tests/server/support/app', /server never imports/],
    ['common/api.ts', '../server/db/schema', /shared contract imports neither half/],
    ['common/api.ts', '../src/providers/session', /shared contract imports neither half/],
    ['src/resources/partner-admin/orders/OrderList.tsx', '../../orders/OrderList', /never imports another resource/],
    ['src/resources/partner-admin/orders/OrderList.tsx', '../companies/CompanyShow', /never imports another resource/],
    ['src/resources/partner-admin/orders/OrderList.tsx', '../companies', /never imports another resource/],
    ['src/resources/admin/people/PeopleList.tsx', '../history/parts/Table', /never imports another resource/],
    ['src/resources/dashboard/CompanyDashboard.tsx', '../subscriptions', /never imports another resource folder/],
    ['src/resources/partner-admin/catalogs/parts/Row.tsx', '../../orders/OrderList', /never imports another resource/],
    ['src/resources/cart/parts/Row.tsx', '../../catalog/CatalogPage', /never imports another resource/],
    ['src/providers/auth.ts', '../pages/LoginPage', /providers know no screens/],
    ['src/providers/dataProvider.ts', '../resources/orders', /providers know no screens/],
    ['src/components/Money.tsx', '../resources/orders/OrderList', /knows none of them/],
    ['server/routes/partner-orders.ts', './orders', /No route file imports another/],
    ['src/resources/partner-admin/invoices/InvoiceList.tsx', '../../../features/invoices/InvoiceFlags', /its index/],
    ['src/layout/Layout.tsx', '../features/actingInside/ActingInsideBanner', /through its index/],
    ['src/features/invoices/InvoiceFlags.tsx', '../companyAccess/CompanyPeople', /through its index/],
    ['src/features/invoices/InvoiceFlags.tsx', '../../resources/orders/OrderList', /knows none of them/],
  ])('refuses in %s an import of %s', async (file, from, reason) => {
    const messages = await refusals(file, from);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^no-restricted-imports: /);
    expect(messages[0]).toMatch(reason);
  });

  it.each([
    ['src/resources/partner-admin/orders/OrderList.tsx', './OrderShow'],
    ['src/resources/partner-admin/orders/OrderList.tsx', '../../../components/OrderStatusChip'],
    ['src/resources/partner-admin/orders/OrderList.tsx', '../messages.en'],
    ['src/resources/partner-admin/catalogs/parts/Row.tsx', '../CatalogInputs'],
    ['src/resources/cart/parts/Row.tsx', '../CartLines'],
    ['src/App.tsx', './resources/orders'],
    ['src/resources/registry.ts', './partner-admin/drift'],
    ['src/resources/orders/OrderList.tsx', '../../../common/api'],
    ['server/routes/orders.ts', '../orders/queries'],
    ['src/layout/Menu.tsx', '../providers/cartStore'],
    ['src/resources/partner-admin/invoices/InvoiceList.tsx', '../../../features/invoices'],
    ['src/features/invoices/InvoiceFlags.tsx', '../companyAccess'],
    ['src/features/invoices/InvoiceFlags.tsx', './useInvoiceWords'],
    ['src/features/invoices/InvoiceFlags.tsx', '../../hooks/useIsPhone'],
  ])('lets %s import %s', async (file, from) => {
    expect(await refusals(file, from)).toEqual([]);
  });
});
