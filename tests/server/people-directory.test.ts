// The people directory of support's /admin/people: GET /multi-tenant/users in the list dialect.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyAccess, users } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { asUser } from './support/sign-in';

type Row = {
  id: number;
  name: string | null;
  email: string;
  isDisabled: boolean;
  lastSignInAt: string | null;
  companyCount: number;
  accessEndsAt: string | null;
};

const day = 86_400_000;
const pad = (index: number) => String(index).padStart(2, '0');

describe('the people directory', () => {
  let app: FastifyInstance;
  let support: Record<string, string>;
  let alex: Record<string, string>;
  let companyId: number;
  let otherCompanyId: number;
  const in10Days = new Date(Date.now() + 10 * day);
  const in60Days = new Date(Date.now() + 60 * day);

  // 30 people of directory.example: every third a viewer of the company (the others members), every fifth
  // disabled, the even ones signed in once; 01 and 02 lose their access in 10 days, 03 in 60; 04 is also in another
  // company, where their access ends in 10 days.
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    support = await asUser(app, 'support@contoso.example');
    alex = await asUser(app, 'alex@fabrikam.example');
    const { db } = app.database;
    const [company, other] = await db
      .insert(companies)
      .values([
        { name: 'Directory Test Co', tenantId: 'directory-test' },
        { name: 'Directory Other Co', tenantId: 'directory-other' },
      ])
      .returning();
    companyId = company!.id;
    otherCompanyId = other!.id;
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          email: `person${pad(index + 1)}@directory.example`,
          name: `Directory Person ${pad(index + 1)}`,
          isDisabled: (index + 1) % 5 === 0,
          lastSignInAt: (index + 1) % 2 === 0 ? new Date(Date.UTC(2025, 0, index + 1)) : null,
        })),
      )
      .returning();
    await db.insert(companyAccess).values([
      ...people.map((person, index) => ({
        userId: person.id,
        companyId,
        role: (index + 1) % 3 === 0 ? ('viewer' as const) : ('member' as const),
        expiresAt: index < 2 ? in10Days : index === 2 ? in60Days : null,
      })),
      { userId: people[3]!.id, companyId: otherCompanyId, role: 'member' as const, expiresAt: in10Days },
    ]);
  });
  afterAll(() => app.close());

  const list = async (query: { filter?: object; sort?: [string, string]; range?: [number, number] }) => {
    const parts = [
      `filter=${encodeURIComponent(JSON.stringify({ q: 'directory.example', ...query.filter }))}`,
      ...(query.sort ? [`sort=${encodeURIComponent(JSON.stringify(query.sort))}`] : []),
      ...(query.range ? [`range=${encodeURIComponent(JSON.stringify(query.range))}`] : []),
    ];
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/multi-tenant/users?${parts.join('&')}`,
      headers: support,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { rows: response.json() as Row[], range: response.headers['content-range'] };
  };
  const numbers = (rows: Row[]) => rows.map((row) => Number(row.email.slice(6, 8)));

  it('answers a page at a time with the total, sorted by name by default', async () => {
    const first = await list({ range: [0, 9] });
    expect(first.range).toBe('people 0-9/30');
    expect(numbers(first.rows)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const last = await list({ range: [25, 34] });
    expect(last.range).toBe('people 25-29/30');
    expect(numbers(last.rows)).toEqual([26, 27, 28, 29, 30]);
    expect((await list({ range: [40, 49] })).range).toBe('people */30');
  });

  it('says how many companies each person may act for, and when their soonest access ends', async () => {
    const { rows } = await list({ range: [0, 4] });
    expect(rows.map((row) => row.companyCount)).toEqual([1, 1, 1, 2, 1]);
    expect(rows[0]!.accessEndsAt).toBe(in10Days.toISOString());
    expect(rows[2]!.accessEndsAt).toBe(in60Days.toISOString());
    expect(rows[3]!.accessEndsAt).toBe(in10Days.toISOString());
    expect(rows[4]!.accessEndsAt).toBeNull();
  });

  it('sorts by email, last sign-in (never signed in counts as longest ago) and registration', async () => {
    expect(numbers((await list({ sort: ['email', 'DESC'], range: [0, 2] })).rows)).toEqual([30, 29, 28]);
    const recentFirst = await list({ sort: ['lastSignInAt', 'DESC'], range: [0, 29] });
    expect(numbers(recentFirst.rows).slice(0, 3)).toEqual([30, 28, 26]);
    expect(recentFirst.rows.slice(15).every((row) => row.lastSignInAt === null)).toBe(true);
    const longestAgo = await list({ sort: ['lastSignInAt', 'ASC'], range: [0, 29] });
    expect(longestAgo.rows.slice(0, 15).every((row) => row.lastSignInAt === null)).toBe(true);
    expect(numbers(longestAgo.rows).slice(15, 17)).toEqual([2, 4]);
    expect((await list({ sort: ['createdAt', 'ASC'], range: [0, 0] })).range).toBe('people 0-0/30');
  });

  it('filters by company, and by role in that company', async () => {
    const inOther = await list({ filter: { companyId: otherCompanyId } });
    expect(numbers(inOther.rows)).toEqual([4]);
    const viewers = await list({ filter: { companyId, role: 'viewer' }, range: [0, 99] });
    expect(viewers.range).toBe('people 0-9/10');
    expect(numbers(viewers.rows)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    // Person 4 is a member of the other company, not a viewer: a role is read in the chosen company.
    expect(numbers((await list({ filter: { companyId: otherCompanyId, role: 'viewer' } })).rows)).toEqual([]);
  });

  it('filters the disabled, those never signed in, and those whose access ends within N days', async () => {
    expect(numbers((await list({ filter: { isDisabled: true } })).rows)).toEqual([5, 10, 15, 20, 25, 30]);
    expect((await list({ filter: { isDisabled: false } })).range).toBe('people 0-23/24');
    expect(numbers((await list({ filter: { neverSignedIn: true }, range: [0, 3] })).rows)).toEqual([1, 3, 5, 7]);
    expect((await list({ filter: { neverSignedIn: false } })).range).toBe('people 0-14/15');
    expect(numbers((await list({ filter: { expiringWithinDays: 30 } })).rows)).toEqual([1, 2, 4]);
    expect(numbers((await list({ filter: { expiringWithinDays: 90 } })).rows)).toEqual([1, 2, 3, 4]);
    // Within the chosen company: person 4's access there has no end.
    expect(numbers((await list({ filter: { expiringWithinDays: 30, companyId } })).rows)).toEqual([1, 2]);
    expect(
      numbers(
        (await list({ filter: { expiringWithinDays: 30, companyId, neverSignedIn: true, isDisabled: false } })).rows,
      ),
    ).toEqual([1]);
  });

  it('refuses a filter it does not know or a value out of bounds, in words', async () => {
    const refused = async (filter: object) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/multi-tenant/users?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        headers: support,
      });
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      return response.json().message as string;
    };
    expect(await refused({ expiringWithinDays: 0 })).toContain('must be at least 1 day');
    expect(await refused({ expiringWithinDays: 2.5 })).toContain('must be a whole number of days');
    expect(await refused({ role: 'owner' })).toContain('role');
    expect(await refused({ companyId: -1 })).toContain('companyId');
    expect(await refused({ globalRole: 'support' })).toContain('globalRole');
    const sorted = await app.inject({
      method: 'GET',
      url: '/api/v1/multi-tenant/users?sort=["password","ASC"]',
      headers: support,
    });
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json().message).toContain('sort field must be one of: name, email, lastSignInAt, createdAt, id');
  });

  it('is for support staff only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/multi-tenant/users', headers: alex });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Access forbidden' });
  });
});
