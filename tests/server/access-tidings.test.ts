// A person granted or revoked access is told (their bell and an email, in their language, with a link to the
// company); nobody grants themselves.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notices, outbox, users } from '../../server/db/schema';
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
