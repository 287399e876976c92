// A person granted or revoked access is told (their bell and an email, in their language, with a link to the
// company); registering a person may grant in the same step, both or neither; nobody grants themselves.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, companies, companyAccess, notices, outbox, users } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { asUser } from './support/sign-in';

describe('telling a person of their access', () => {
  let app: FastifyInstance;
  let support: Record<string, string>;
  let tailspin: number;
  let megan: { id: number; email: string };

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    const { db } = app.database;
    support = await asUser(app, 'support@contoso.example');
    tailspin = (await db.select().from(companies).where(eq(companies.domain, 'tailspin.example')))[0]!.id;
    [megan] = await db
      .update(users)
      .set({ preferences: { locale: 'fr' } })
      .where(eq(users.email, 'megan@fabrikam.example'))
      .returning();
  });
  afterAll(() => app.close());

  const accessUrl = (companyId: number, userId: number) =>
    `/api/v1/multi-tenant/companies/${companyId}/users/${userId}/access`;
  const call = (method: 'POST' | 'DELETE', url: string, payload?: object, headers = support) =>
    app.inject({ method, url, headers, payload });
  const noticesOf = (userId: number) =>
    app.database.db.select().from(notices).where(eq(notices.userId, userId)).orderBy(notices.id);
  const emailsTo = (address: string) =>
    app.database.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(outbox.id);

  it('tells a person granted access (not of a change): a notice with a link to the company, an email in their language', async () => {
    const granted = await call('POST', accessUrl(tailspin, megan.id), {
      role: 'viewer',
      expiresAt: '2099-03-31T21:59:59.000Z',
      reason: 'Audit',
    });
    expect(granted.statusCode).toBe(201);
    const [notice] = await noticesOf(megan.id);
    expect(notice).toMatchObject({
      kind: 'access_granted',
      companyId: tailspin,
      link: '/dashboard',
      params: { company: 'Tailspin Toys', role: 'viewer', expiresOn: '2099-03-31', by: 'Sasha Reid', reason: 'Audit' },
    });
    const [email] = await emailsTo(megan.email);
    expect(email!.subject).toBe('Vous avez désormais accès à Tailspin Toys');
    expect(email!.body).toContain(
      'Sasha Reid vous a donné accès à Tailspin Toys en tant que lecteur (lecture seule), jusqu’au 31 mars 2099.',
    );
    expect(email!.body).toContain(`/dashboard?company=${tailspin}`);
    // A change of an access held is not a new one: nothing more is told.
    expect((await call('POST', accessUrl(tailspin, megan.id), { role: 'member' })).statusCode).toBe(200);
    expect(await noticesOf(megan.id)).toHaveLength(1);
  });

  it('tells a person whose access is revoked, with the reason and a link to their companies', async () => {
    expect((await call('DELETE', `${accessUrl(tailspin, megan.id)}?reason=Audit%20over`)).statusCode).toBe(204);
    const notice = (await noticesOf(megan.id)).at(-1);
    expect(notice).toMatchObject({
      kind: 'access_revoked',
      companyId: tailspin,
      link: '/admin',
      params: { company: 'Tailspin Toys', reason: 'Audit over', by: 'Sasha Reid' },
    });
    const email = (await emailsTo(megan.email)).at(-1);
    expect(email!.subject).toBe('Votre accès à Tailspin Toys a pris fin');
    expect(email!.body).toContain('Sasha Reid a mis fin à votre accès à Tailspin Toys. Motif : Audit over.');
  });

  it('tells a second grant after a revoke, as a new access', async () => {
    expect((await call('POST', accessUrl(tailspin, megan.id), { role: 'member' })).statusCode).toBe(201);
    const kinds = (await noticesOf(megan.id)).map((notice) => notice.kind);
    expect(kinds).toEqual(['access_granted', 'access_revoked', 'access_granted']);
  });

  it('refuses a grant of access to oneself with a 400 the portal words, and tells nobody', async () => {
    const supportId = (await app.database.db.select().from(users).where(eq(users.email, 'support@contoso.example')))[0]!
      .id;
    const refused = await call('POST', accessUrl(tailspin, supportId), { role: 'member' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'You cannot grant access to yourself; ask another administrator',
      code: 'self_grant',
    });
    expect(await noticesOf(supportId)).toEqual([]);
  });
});

describe('registering a person with access to a company', () => {
  let app: FastifyInstance;
  let support: Record<string, string>;
  let northwind: number;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    support = await asUser(app, 'support@contoso.example');
    northwind = (await app.database.db.select().from(companies).where(eq(companies.domain, 'northwind.example')))[0]!
      .id;
  });
  afterAll(() => app.close());

  const register = (body: object) =>
    app.inject({ method: 'POST', url: '/api/v1/multi-tenant/users', headers: support, payload: body });
  const personOf = async (email: string) =>
    (await app.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('registers the person and grants the access in one step, and tells them', async () => {
    const created = await register({
      email: 'robin@northwind.example',
      name: 'Robin Newcomer',
      access: { companyId: northwind, role: 'member', reason: 'New buyer' },
    });
    expect(created.statusCode).toBe(201);
    const robin = created.json();
    const [access] = await app.database.db.select().from(companyAccess).where(eq(companyAccess.userId, robin.id));
    expect(access).toMatchObject({ companyId: northwind, role: 'member', reason: 'New buyer', expiresAt: null });
    const actions = await app.database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(and(eq(activityLog.objectType, 'user'), eq(activityLog.objectId, String(robin.id))));
    expect(actions.map((entry) => entry.action).sort()).toEqual(['access.granted', 'user.registered']);
    const told = await app.database.db.select().from(notices).where(eq(notices.userId, robin.id));
    expect(told).toMatchObject([{ kind: 'access_granted', companyId: northwind }]);
    const [email] = await app.database.db.select().from(outbox).where(eq(outbox.toAddress, 'robin@northwind.example'));
    expect(email!.subject).toBe('You now have access to Northwind Traders');
    expect(email!.body).toContain('Sasha Reid gave you access to Northwind Traders as a member. Reason: New buyer');
  });

  it('writes neither the person nor the access when the access cannot be granted', async () => {
    const unknownCompany = await register({
      email: 'nobody.one@northwind.example',
      name: 'Nobody One',
      access: { companyId: 999_999, role: 'member' },
    });
    expect(unknownCompany.statusCode).toBe(400);
    expect(unknownCompany.json().message).toBe('The company to grant access to does not exist');
    const past = await register({
      email: 'nobody.two@northwind.example',
      name: 'Nobody Two',
      access: { companyId: northwind, role: 'viewer', expiresAt: '2001-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The expiry must be in the future');
    const badRole = await register({
      email: 'nobody.three@northwind.example',
      name: 'Nobody Three',
      access: { companyId: northwind, role: 'owner' },
    });
    expect(badRole.statusCode).toBe(400);
    for (const email of ['nobody.one', 'nobody.two', 'nobody.three'])
      expect(await personOf(`${email}@northwind.example`)).toBeUndefined();
  });

  it('grants nothing when the email is already registered', async () => {
    const sam = (await personOf('sam@northwind.example'))!;
    const tailspin = (
      await app.database.db.select().from(companies).where(eq(companies.domain, 'tailspin.example'))
    )[0]!.id;
    const twice = await register({
      email: 'sam@northwind.example',
      name: 'Sam Again',
      access: { companyId: tailspin, role: 'member' },
    });
    expect(twice.statusCode).toBe(409);
    const held = await app.database.db
      .select()
      .from(companyAccess)
      .where(and(eq(companyAccess.userId, sam.id), eq(companyAccess.companyId, tailspin)));
    expect(held).toEqual([]);
  });
});
