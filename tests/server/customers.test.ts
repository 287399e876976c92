import type { FastifyInstance } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, billingProfiles, companies, companyContacts, subscriptions } from '../../server/db/schema';
import { qualified } from '../../server/db/sql';
import { buildTestApp } from './support/app';
import { createCompany } from './support/builders';
import { signIn, asUser } from './support/sign-in';

const newCustomer = {
  name: 'Woodgrove Bank',
  tenantId: '0b7c6f0e-1d2a-4c3b-8e9f-00000000beef',
  domain: 'woodgrove.example',
  billingProfiles: [{ name: 'Woodgrove HQ', currency: 'eur', poNumber: 'PO-77' }],
  contacts: [{ name: 'Ana Ruiz', email: 'ana@woodgrove.example', phone: '+34 600 000 000' }],
  atMicrosoft: 'create',
};

describe('customer companies, created and changed by partner administrators', () => {
  let app: FastifyInstance;
  let address: string;
  let partner: Record<string, string>;
  let support: Record<string, string>;
  let alex: Record<string, string>;
  let fabrikamId: number;

  beforeAll(async () => {
    ({ app, address } = await buildTestApp());
    fabrikamId = (await app.database.db.select().from(companies).where(eq(companies.domain, 'fabrikam.example')))[0]!
      .id;
    partner = await asUser(app, 'partner.admin@contoso.example');
    support = await asUser(app, 'support@contoso.example');
    alex = {
      authorization: `Bearer ${await signIn(app, 'alex@fabrikam.example')}`,
      'x-company-id': String(fabrikamId),
    };
  });
  afterAll(() => app.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url, headers, payload });
  const companyCount = async () => (await app.database.db.select({ n: count() }).from(companies))[0]!.n;

  it('adds a customer with its billing profiles and contacts, and says so in the activity', async () => {
    const created = await call('POST', '/api/v1/partner/companies', partner, newCustomer);
    expect(created.statusCode).toBe(201);
    const company = created.json();
    expect(company).toMatchObject({
      name: 'Woodgrove Bank',
      tenantId: newCustomer.tenantId,
      domain: 'woodgrove.example',
      isActive: true,
      userCount: 0,
      billingProfiles: [{ name: 'Woodgrove HQ', currency: 'EUR', poNumber: 'PO-77' }],
      contacts: [{ name: 'Ana Ruiz', email: 'ana@woodgrove.example', phone: '+34 600 000 000' }],
    });
    const found = (await call('GET', '/api/v1/partner/companies?filter={"q":"woodgrove"}', partner)).json();
    expect(found.map((row: { id: number }) => row.id)).toEqual([company.id]);
    expect((await call('GET', `/api/v1/partner/companies/${company.id}`, support)).json()).toEqual(company);
    const [logged] = await app.database.db.select().from(activityLog).where(eq(activityLog.companyId, company.id));
    expect(logged).toMatchObject({ action: 'partner.created_company', objectType: 'company' });
  });

  it('counts every customer’s people and subscriptions on every page, in every order', async () => {
    const counted = await app.database.db
      .select({
        id: companies.id,
        userCount: sql<number>`(select count(*) from company_access a where a.company_id = ${qualified(companies.id)})::int`,
        subscriptionCount: sql<number>`(select count(*) from subscriptions s where s.company_id = ${qualified(companies.id)})::int`,
      })
      .from(companies);
    expect(counted.some((company) => company.subscriptionCount > 0 && company.userCount > 0)).toBe(true);
    type Row = { id: number; userCount: number; subscriptionCount: number };
    for (const sort of [
      ['name', 'ASC'],
      ['userCount', 'DESC'],
      ['createdAt', 'DESC'],
    ]) {
      const page = async (range: number[]) =>
        (
          await call(
            'GET',
            `/api/v1/partner/companies?sort=${JSON.stringify(sort)}&range=${JSON.stringify(range)}`,
            support,
          )
        ).json() as Row[];
      const whole = await page([0, 9999]);
      expect([...(await page([0, 1])), ...(await page([2, 9999]))]).toEqual(whole);
      expect(whole.map(({ id, userCount, subscriptionCount }) => ({ id, userCount, subscriptionCount }))).toEqual(
        expect.arrayContaining(counted),
      );
      expect(whole).toHaveLength(counted.length);
    }
  });

  it('lets only partner administrators add or change a customer', async () => {
    const before = await companyCount();
    const other = { ...newCustomer, name: 'Other', tenantId: '0b7c6f0e-1d2a-4c3b-8e9f-00000000cafe' };
    expect((await call('POST', '/api/v1/partner/companies', support, other)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/partner/companies', alex, other)).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/partner/companies/${fabrikamId}`, support, { name: 'X' })).statusCode).toBe(403);
    expect(await companyCount()).toBe(before);
  });

  it('refuses in words what is not a customer, and writes nothing', async () => {
    const before = await companyCount();
    const cases: [object, RegExp][] = [
      [{ ...newCustomer, tenantId: 'woodgrove' }, /tenantId: must be a Microsoft tenant id/],
      [{ ...newCustomer, billingProfiles: [] }, /billingProfiles: needs at least one billing profile/],
      [{ ...newCustomer, contacts: [{ name: 'Ana', email: 'ana' }] }, /contacts\.0\.email: must be an email address/],
      [{ ...newCustomer, domain: 'not a domain' }, /domain: must be a domain name/],
      [{ ...newCustomer, billingProfiles: [{ name: 'HQ', currency: 'euro' }] }, /three-letter currency code/],
      [{ ...newCustomer, name: '  ' }, /name: must not be empty/],
      [{ ...newCustomer, billingProfiles: [{ name: 'HQ', currency: 'EUR', vatId: '123' }] }, /vatId: must start with/],
      [{ ...newCustomer, billingProfiles: [{ name: 'HQ', currency: 'EUR', country: 'FRA' }] }, /two-letter country/],
      [
        { ...newCustomer, billingProfiles: [{ name: 'HQ', currency: 'EUR', taxTreatment: 'vat' }] },
        /taxTreatment: must be domestic, reverse_charge, exempt/,
      ],
      [
        { ...newCustomer, billingProfiles: [{ name: 'HQ', currency: 'EUR', invoiceEmails: ['billing'] }] },
        /invoiceEmails\.0: must be an email address/,
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await call('POST', '/api/v1/partner/companies', partner, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    expect(await companyCount()).toBe(before);
  });

  it('refuses a second customer of one tenant or one name, naming the first', async () => {
    const first = await createCompany(app);
    const before = await companyCount();
    const sameTenant = await call('POST', '/api/v1/partner/companies', partner, {
      ...newCustomer,
      name: 'Other',
      tenantId: first.tenantId,
    });
    expect(sameTenant.statusCode).toBe(409);
    expect(sameTenant.json().message).toBe(`The tenant ${first.tenantId} is already ${first.name}’s.`);
    const sameName = await call('POST', '/api/v1/partner/companies', partner, {
      ...newCustomer,
      name: 'FABRIKAM, INC.',
      tenantId: '0b7c6f0e-1d2a-4c3b-8e9f-00000000cafe',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('A customer named Fabrikam, Inc. already exists.');
    expect(await companyCount()).toBe(before);
  });

  it('keeps a billing profile’s invoicing details: whom invoices name, how they are taxed and written, sent to whom', async () => {
    const customer = await createCompany(app);
    const details = {
      legalName: 'Woodgrove Bank SA',
      address: 'Paseo de la Castellana 1\n28046 Madrid',
      country: 'es',
      vatId: 'es b12345678',
      taxTreatment: 'reverse_charge',
      language: 'fr',
      invoiceEmails: ['ap@woodgrove.example', 'cfo@woodgrove.example'],
      poRequired: true,
    };
    const changed = await call('PUT', `/api/v1/partner/companies/${customer.id}`, partner, {
      billingProfiles: [{ id: customer.billingProfiles[0]!.id, name: 'Woodgrove Madrid', currency: 'EUR', ...details }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().billingProfiles).toEqual([
      expect.objectContaining({ ...details, country: 'ES', vatId: 'ESB12345678' }),
    ]);
    // Back to automatic: the treatment is then decided from the countries and the VAT id.
    const automatic = await call('PUT', `/api/v1/partner/companies/${customer.id}`, partner, {
      billingProfiles: [
        { id: customer.billingProfiles[0]!.id, name: 'Woodgrove Madrid', currency: 'EUR', taxTreatment: null },
      ],
    });
    expect(automatic.json().billingProfiles[0]).toMatchObject({
      taxTreatment: null,
      vatId: 'ESB12345678',
      language: 'fr',
    });
  });

  it('changes a customer’s name, contacts and billing profiles; a profile in use stays', async () => {
    const customer = await createCompany(app);
    const changed = await call('PUT', `/api/v1/partner/companies/${customer.id}`, partner, {
      name: `${customer.name} plc`,
      contacts: [{ name: 'Li Wei', email: 'li@woodgrove.example' }],
      billingProfiles: [
        { id: customer.billingProfiles[0]!.id, name: 'Woodgrove Madrid', currency: 'EUR', poNumber: null },
        { name: 'Woodgrove London', currency: 'GBP' },
      ],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: `${customer.name} plc`,
      contacts: [{ name: 'Li Wei', email: 'li@woodgrove.example', phone: null }],
      billingProfiles: [
        { id: customer.billingProfiles[0]!.id, name: 'Woodgrove Madrid', poNumber: null },
        { name: 'Woodgrove London', currency: 'GBP' },
      ],
    });

    // Fabrikam's profiles are named by its orders: leaving them out is refused, and nothing of the change is kept.
    const fabrikam = (await call('GET', `/api/v1/partner/companies/${fabrikamId}`, partner)).json();
    const refused = await call('PUT', `/api/v1/partner/companies/${fabrikamId}`, partner, {
      name: 'Fabrikam renamed',
      billingProfiles: [{ name: 'Brand new', currency: 'USD' }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The billing profile .+ cannot be removed: \d+ orders and \d+ catalog/);
    expect((await call('GET', `/api/v1/partner/companies/${fabrikamId}`, partner)).json()).toEqual(fabrikam);

    const stranger = await call('PUT', `/api/v1/partner/companies/${customer.id}`, partner, {
      billingProfiles: [{ id: fabrikam.billingProfiles[0].id, name: 'Taken', currency: 'USD' }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toMatch(/is not this company’s/);
    const profiles = await app.database.db
      .select()
      .from(billingProfiles)
      .where(eq(billingProfiles.companyId, fabrikamId));
    expect(profiles.map((profile) => profile.name)).toEqual(
      fabrikam.billingProfiles.map((p: { name: string }) => p.name),
    );
    expect(
      await app.database.db.select().from(companyContacts).where(eq(companyContacts.companyId, customer.id)),
    ).toHaveLength(1);
  });

  it('a deactivated customer may read but not order or change a subscription, until reactivated', async () => {
    const [held] = await app.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, fabrikamId), eq(subscriptions.status, 'active')))
      .limit(1);
    const deactivated = await call('PUT', `/api/v1/partner/companies/${fabrikamId}`, partner, { isActive: false });
    expect(deactivated.json().isActive).toBe(false);
    expect((await call('GET', '/api/v1/subscriptions', alex)).statusCode).toBe(200);
    const refused = await call('PATCH', `/api/v1/subscriptions/${held!.id}/auto-renew`, alex, {
      autoRenewEnabled: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This company is deactivated/);
    const order = await call('POST', '/api/v1/orders', alex, { lines: [] });
    expect(order.statusCode).toBe(409);

    await call('PUT', `/api/v1/partner/companies/${fabrikamId}`, partner, { isActive: true });
    const allowed = await call('PATCH', `/api/v1/subscriptions/${held!.id}/auto-renew`, alex, {
      autoRenewEnabled: held!.autoRenew,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const actions = (await app.database.db.select().from(activityLog).where(eq(activityLog.companyId, fabrikamId))).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['partner.deactivated_company', 'partner.reactivated_company']));
  });

  describe('at Microsoft', () => {
    const setFault = (fault: object | null) =>
      fetch(`${address}/partner-center/sandbox/faults`, {
        method: fault ? 'POST' : 'DELETE',
        ...(fault ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) } : {}),
      });

    it('adds a tenant Microsoft knows as the partner’s customer, and refuses in words one it does not', async () => {
      const before = await companyCount();
      const unknown = await call('POST', '/api/v1/partner/companies', partner, {
        ...newCustomer,
        name: 'Unknown at Microsoft',
        tenantId: '0b7c6f0e-1d2a-4c3b-8e9f-0000000bad00',
        atMicrosoft: 'check',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'tenant_unknown_at_microsoft' });
      expect(unknown.json().message).toMatch(/^Microsoft does not know the tenant 0b7c6f0e-.* as your customer/);
      expect(await companyCount()).toBe(before);

      // Made Microsoft's customer first (as in Microsoft's own admin centre): then it is checked and added.
      const tenantId = '0b7c6f0e-1d2a-4c3b-8e9f-0000000c0de0';
      await app.partnerCenter.createCustomer(
        { tenantId, companyName: 'Known at Microsoft', domain: 'known.onmicrosoft.com' },
        '0b7c6f0e-1d2a-4c3b-8e9f-0000000c0de1',
      );
      const known = await call('POST', '/api/v1/partner/companies', partner, {
        ...newCustomer,
        name: 'Known at Microsoft',
        tenantId,
        atMicrosoft: 'check',
      });
      expect(known.statusCode, known.body).toBe(201);
    });

    it('creates the customer at Microsoft when asked, and adds nothing while Microsoft cannot be reached', async () => {
      const tenantId = '0b7c6f0e-1d2a-4c3b-8e9f-0000000fade0';
      const body = { ...newCustomer, name: 'Created at Microsoft', tenantId, domain: 'created.onmicrosoft.com' };
      const before = await companyCount();
      expect((await setFault({ mode: '500', count: 10 })).ok).toBe(true);
      try {
        const unreachable = await call('POST', '/api/v1/partner/companies', partner, body);
        expect(unreachable.statusCode).toBe(503);
        expect(unreachable.json()).toMatchObject({ code: 'microsoft_unreachable' });
        expect(unreachable.json().message).toMatch(/^Microsoft cannot be reached now: the customer was not added/);
      } finally {
        await setFault(null);
      }
      expect(await companyCount()).toBe(before);
      const created = await call('POST', '/api/v1/partner/companies', partner, body);
      expect(created.statusCode, created.body).toBe(201);
      expect((await app.partnerCenter.getCustomer(tenantId)).companyProfile).toMatchObject({ tenantId });
    });
  });
});
