import { accountDisabledMessage } from '../../common/domain';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyAccess, users } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { asUser } from './support/sign-in';

type Headers = { authorization: string };

describe('company access for support staff', () => {
  let app: FastifyInstance;
  let support: Headers;
  let partner: Headers;
  let alex: Headers;
  let ids: { tailspin: number; fabrikam: number; alex: number; sam: number; support: number; partner: number };

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    const bearer = (email: string) => asUser(app, email);
    support = await bearer('support@contoso.example');
    partner = await bearer('partner.admin@contoso.example');
    alex = await bearer('alex@fabrikam.example');
    const companyId = async (domain: string) =>
      (await app.database.db.select().from(companies).where(eq(companies.domain, domain)))[0]!.id;
    const userId = async (email: string) =>
      (await app.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
    ids = {
      tailspin: await companyId('tailspin.example'),
      fabrikam: await companyId('fabrikam.example'),
      alex: await userId('alex@fabrikam.example'),
      sam: await userId('sam@northwind.example'),
      support: await userId('support@contoso.example'),
      partner: await userId('partner.admin@contoso.example'),
    };
  });
  afterAll(() => app.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers | object,
    payload?: object,
  ) => app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const accessUrl = (companyId: number, userId: number) =>
    `/api/v1/multi-tenant/companies/${companyId}/users/${userId}/access`;
  const alexCompanies = async () =>
    (await call('GET', '/api/v1/multi-tenant/user/companies', alex))
      .json()
      .map((company: { name: string }) => company.name);

  it('lists the companies with their people counts, in the list dialect', async () => {
    const response = await call('GET', '/api/v1/partner/companies?sort=["name","ASC"]&range=[0,1]', support);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toMatch(/^companies 0-1\/\d+$/);
    const [first] = response.json();
    expect(first).toMatchObject({ name: 'Adatum Corporation', userCount: expect.any(Number) });
    const search = (await call('GET', '/api/v1/partner/companies?filter={"q":"north"}', support)).json();
    expect(search.map((company: { name: string }) => company.name)).toEqual(['Northwind Traders']);
    const fabrikam = (await call('GET', `/api/v1/partner/companies/${ids.fabrikam}`, partner)).json();
    expect(fabrikam).toMatchObject({ name: 'Fabrikam, Inc.', userCount: 3, subscriptionCount: 12 });
    expect((await call('GET', '/api/v1/partner/companies/999999', partner)).statusCode).toBe(404);
  });

  it('shows who can see a company, since when, and who let them in', async () => {
    const people = (await call('GET', `/api/v1/multi-tenant/companies/${ids.fabrikam}/users`, support)).json();
    const alexRow = people.find((person: { email: string }) => person.email === 'alex@fabrikam.example');
    expect(alexRow).toMatchObject({
      role: 'member',
      grantedBy: 'Sasha Reid',
      reason: 'Initial onboarding',
      isDisabled: false,
    });
    expect(alexRow.grantedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('finds people by name or email', async () => {
    const found = (await call('GET', '/api/v1/multi-tenant/users/search?q=wilber', support)).json();
    expect(found.map((person: { email: string }) => person.email)).toEqual(['alex@fabrikam.example']);
    expect((await call('GET', '/api/v1/multi-tenant/users/search?q=%25', support)).json()).toEqual([]);
  });

  it('grants access that holds on the person’s very next call, and granting again updates it', async () => {
    expect(await alexCompanies()).not.toContain('Tailspin Toys');
    const granted = await call('POST', accessUrl(ids.tailspin, ids.alex), support, {
      role: 'viewer',
      reason: 'Project audit',
    });
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toMatchObject({ role: 'viewer', isNew: true, reason: 'Project audit' });
    expect(await alexCompanies()).toContain('Tailspin Toys');
    const again = await call('POST', accessUrl(ids.tailspin, ids.alex), support, {
      role: 'member',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ role: 'member', isNew: false });
  });

  it('revokes access: the company leaves the person’s list and its calls answer 403, without a logout', async () => {
    await call('POST', accessUrl(ids.tailspin, ids.alex), support, { role: 'member' });
    const switched = await call('PUT', '/api/v1/multi-tenant/user/current-company', alex, { companyId: ids.tailspin });
    expect(switched.json().success).toBe(true);
    const revoked = await call('DELETE', `${accessUrl(ids.tailspin, ids.alex)}?reason=Project%20over`, support);
    expect(revoked.statusCode).toBe(204);
    expect(await alexCompanies()).not.toContain('Tailspin Toys');
    const refused = await call('PUT', '/api/v1/multi-tenant/user/current-company', alex, { companyId: ids.tailspin });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/v1/user/profile', alex)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/user/profile', alex)).json().currentCompanyId).not.toBe(ids.tailspin);
  });

  it('answers a revoke of access that does not exist with a clear 404', async () => {
    const response = await call('DELETE', accessUrl(ids.tailspin, ids.sam), support);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This person has no access to this company');
  });

  it('refuses to revoke one’s own access, saying why', async () => {
    const contoso = (await app.database.db.select().from(companies).where(eq(companies.domain, 'contoso.example')))[0]!
      .id;
    const response = await call('DELETE', accessUrl(contoso, ids.support), support);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('your own access');
  });

  it('refuses a grant of access to oneself, saying why, and writes nothing', async () => {
    for (const [headers, userId] of [
      [support, ids.support],
      [partner, ids.partner],
    ] as const) {
      const response = await call('POST', accessUrl(ids.tailspin, userId), headers, { role: 'member' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('grant access to yourself');
    }
    const held = await app.database.db
      .select()
      .from(companyAccess)
      .where(and(eq(companyAccess.companyId, ids.tailspin), inArray(companyAccess.userId, [ids.support, ids.partner])));
    expect(held).toEqual([]);
  });

  it('answers parallel first grants of one access with one access, and never a 5xx', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', accessUrl(ids.tailspin, ids.sam), support, { role: 'viewer' })),
    );
    expect(answers.map((answer) => answer.statusCode).every((status) => status === 200 || status === 201)).toBe(true);
    const held = await app.database.db
      .select()
      .from(companyAccess)
      .where(and(eq(companyAccess.companyId, ids.tailspin), eq(companyAccess.userId, ids.sam)));
    expect(held).toHaveLength(1);
    await call('DELETE', accessUrl(ids.tailspin, ids.sam), support);
  });

  it('refuses an expiry in the past, an unknown role and unknown fields', async () => {
    const past = await call('POST', accessUrl(ids.tailspin, ids.sam), support, {
      role: 'viewer',
      expiresAt: '2001-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The expiry must be in the future');
    expect((await call('POST', accessUrl(ids.tailspin, ids.sam), support, { role: 'owner' })).statusCode).toBe(400);
    expect(
      (await call('POST', accessUrl(ids.tailspin, ids.sam), support, { role: 'viewer', grantedBy: 1 })).statusCode,
    ).toBe(400);
    expect((await call('POST', accessUrl(999999, ids.sam), support, { role: 'viewer' })).statusCode).toBe(404);
  });

  it('registers a person by email, once, and only a partner admin gives a global role', async () => {
    const created = await call('POST', '/api/v1/multi-tenant/users', support, {
      email: 'New.Person@Fabrikam.example',
      name: 'New Person',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'new.person@fabrikam.example',
      globalRole: 'none',
      isDisabled: false,
    });
    const twice = await call('POST', '/api/v1/multi-tenant/users', support, {
      email: 'new.person@fabrikam.example',
      name: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    const escalation = await call('POST', '/api/v1/multi-tenant/users', support, {
      email: 'x@contoso.example',
      name: 'X',
      globalRole: 'partner_admin',
    });
    expect(escalation.statusCode).toBe(403);
    const bySupport = await call('POST', '/api/v1/multi-tenant/users', partner, {
      email: 'helper@contoso.example',
      name: 'Helper',
      globalRole: 'support',
    });
    expect(bySupport.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/v1/multi-tenant/users', support, { email: 'not-an-email', name: 'X' })).statusCode,
    ).toBe(400);
  });

  it('disables and re-enables a person; a disabled person’s next call is refused', async () => {
    const megan = (await app.database.db.select().from(users).where(eq(users.email, 'megan@fabrikam.example')))[0]!;
    const meganHeaders = await asUser(app, 'megan@fabrikam.example');
    const disabled = await call('PATCH', `/api/v1/multi-tenant/users/${megan.id}`, support, {
      isDisabled: true,
      reason: 'Left the company',
    });
    expect(disabled.json()).toMatchObject({ isDisabled: true });
    const history = await call(
      'GET',
      `/api/v1/multi-tenant/access-history?filter=${JSON.stringify({ userId: megan.id })}`,
      support,
    );
    expect(history.json()[0]).toMatchObject({ action: 'user.disabled', reason: 'Left the company' });
    const refused = await call('GET', '/api/v1/user/profile', meganHeaders);
    expect(refused.statusCode).toBe(401);
    // The person is told why on /login: the refusal names the disabled account, and so does verify.
    expect(refused.json().message).toBe(accountDisabledMessage);
    expect((await call('GET', '/api/v1/auth/verify', meganHeaders)).json()).toEqual({
      valid: false,
      user: null,
      reason: 'account_disabled',
    });
    expect((await call('GET', '/api/v1/user/profile', { authorization: 'Bearer nonsense' })).json().message).toBe(
      'Authentication required',
    );
    expect(
      (await call('PATCH', `/api/v1/multi-tenant/users/${megan.id}`, support, { isDisabled: false })).json().isDisabled,
    ).toBe(false);
    // A disable ended every session: re-enabled, the person signs in anew; the old session stays ended.
    expect((await call('GET', '/api/v1/user/profile', meganHeaders)).statusCode).toBe(401);
    const fresh = await asUser(app, 'megan@fabrikam.example');
    expect((await call('GET', '/api/v1/user/profile', fresh)).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/v1/multi-tenant/users/${ids.support}`, support, { isDisabled: true })).statusCode,
    ).toBe(409);
    expect(
      (await call('PATCH', `/api/v1/multi-tenant/users/${ids.partner}`, support, { isDisabled: true })).statusCode,
    ).toBe(409);
  });

  it('keeps an access history per company and per person, filterable, newest first', async () => {
    await call('POST', accessUrl(ids.tailspin, ids.alex), support, { role: 'viewer', reason: 'Project audit' });
    await call('POST', accessUrl(ids.tailspin, ids.alex), support, { role: 'member' });
    await call('DELETE', `${accessUrl(ids.tailspin, ids.alex)}?reason=Project%20over`, support);
    const history = await call(
      'GET',
      `/api/v1/multi-tenant/access-history?filter=${encodeURIComponent(JSON.stringify({ companyId: ids.tailspin, userId: ids.alex }))}`,
      support,
    );
    expect(history.statusCode).toBe(200);
    const actions = history.json().map((event: { action: string }) => event.action);
    expect(actions.slice(0, 2)).toEqual(['access.revoked', 'access.updated']);
    expect(actions).toContain('access.granted');
    const [revoked] = history.json();
    expect(revoked).toMatchObject({
      actor: 'Sasha Reid',
      companyName: 'Tailspin Toys',
      userEmail: 'alex@fabrikam.example',
      reason: 'Project over',
    });
    const own = (await call('GET', '/api/v1/user/access-history', alex)).json();
    expect(own.every((event: { userId: number }) => event.userId === ids.alex)).toBe(true);
    expect(own.map((event: { action: string }) => event.action)).toContain('access.revoked');
  });

  it('refuses every access screen to an end user, and asks for a sign-in first', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/partner/companies'],
      ['GET', `/api/v1/multi-tenant/companies/${ids.fabrikam}/users`],
      ['GET', '/api/v1/multi-tenant/users/search?q=a'],
      ['POST', accessUrl(ids.tailspin, ids.alex)],
      ['DELETE', accessUrl(ids.fabrikam, ids.alex)],
      ['POST', '/api/v1/multi-tenant/users'],
      ['PATCH', `/api/v1/multi-tenant/users/${ids.sam}`],
      ['GET', '/api/v1/multi-tenant/access-history'],
    ] as const) {
      const refused = await call(
        method,
        url,
        alex,
        method === 'GET' || method === 'DELETE' ? undefined : { role: 'member', isDisabled: true },
      );
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Access forbidden' });
      expect((await call(method, url, {})).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await alexCompanies()).toContain('Fabrikam, Inc.');
  });

  it('signs a person out everywhere: their other devices on their own word, every session on support’s', async () => {
    const { db } = app.database;
    const phone = await asUser(app, 'megan@fabrikam.example');
    const laptop = await asUser(app, 'megan@fabrikam.example');
    const profile = (headers: Headers) => call('GET', '/api/v1/user/profile', headers);
    const megan = (await db.select().from(users).where(eq(users.email, 'megan@fabrikam.example')))[0]!.id;

    const endedOthers = await call('POST', '/api/v1/user/sessions/end-others', laptop);
    expect(endedOthers.statusCode).toBe(200);
    expect(endedOthers.json().ended).toBeGreaterThanOrEqual(1);
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(200);

    const url = `/api/v1/multi-tenant/users/${megan}/sessions/end`;
    expect((await call('POST', url, alex)).statusCode).toBe(403);
    expect((await profile(laptop)).statusCode).toBe(200);
    const endedAll = await call('POST', url, support);
    expect(endedAll.json()).toEqual({ ended: 1 });
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/multi-tenant/users/999999/sessions/end', support)).statusCode).toBe(404);
    // They may sign in again at once; both ends are in the access history.
    expect((await profile(await asUser(app, 'megan@fabrikam.example'))).statusCode).toBe(200);
    const history = await call(
      'GET',
      `/api/v1/multi-tenant/access-history?filter=${encodeURIComponent(JSON.stringify({ userId: megan }))}`,
      support,
    );
    expect(history.json().map((event: { action: string }) => event.action)).toEqual(
      expect.arrayContaining(['user.signed_out_everywhere', 'user.ended_other_sessions']),
    );
  });
});
