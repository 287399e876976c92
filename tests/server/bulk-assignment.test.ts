import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayBefore, planAssignment } from '../../server/catalog/rules';
import { buildTestApp } from './support/app';
import { assignCatalog, createCatalog, createCompany } from './support/builders';
import { asUser } from './support/sign-in';

const bulk = '/api/v1/catalog/partner/catalog-assignments/bulk';
const assignments = '/api/v1/catalog/partner/catalog-assignments';

describe('assigning a catalog to many companies', () => {
  let app: FastifyInstance;
  let partner: Record<string, string>;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    partner = await asUser(app, 'partner.admin@contoso.example');
  });
  afterAll(() => app.close());

  const post = (payload: object) => app.inject({ method: 'POST', url: bulk, headers: partner, payload });
  const assignmentsOf = async (companyId: number) =>
    (
      await app.inject({
        method: 'GET',
        url: `${assignments}?filter=${JSON.stringify({ companyId })}&range=[0,99]`,
        headers: partner,
      })
    ).json() as { catalogName: string; validFrom: string; validTo: string | null }[];
  const companiesNamed = async (word: string, count: number) => {
    const made = [];
    for (let index = 0; index < count; index++) made.push(await createCompany(app, { name: `${word} ${index}` }));
    return made;
  };

  it('previews every company whose name matches a search, writing nothing, then assigns them all', async () => {
    const word = `Matchword${randomUUID().slice(0, 8)}`;
    const made = await companiesNamed(word, 3);
    const catalog = await createCatalog(app);
    const body = { catalogId: catalog.id, matching: { q: word.toLowerCase() }, validFrom: '2032-01-01' };

    const preview = await post({ ...body, preview: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      assigned: 0,
      matched: 3,
      refused: [],
      changes: made.map((company) => ({ companyId: company.id, companyName: company.name, outcome: 'assign' })),
    });
    expect(await assignmentsOf(made[0]!.id)).toEqual([]);

    const done = await post(body);
    expect(done.json()).toMatchObject({ assigned: 3, matched: 3, refused: [] });
    for (const company of made)
      expect(await assignmentsOf(company.id)).toMatchObject([{ catalogName: catalog.name, validFrom: '2032-01-01' }]);

    const none = await post({ ...body, matching: { q: `${word}-nothing` }, preview: true });
    expect(none.json()).toEqual({ assigned: 0, matched: 0, changes: [], refused: [] });
  });

  it('assigns a pasted list of names, domains and tenant ids in any case, refusing the lines that name no company', async () => {
    const [byName, byTenant] = await companiesNamed(`Pasted${randomUUID().slice(0, 8)}`, 2);
    const catalog = await createCatalog(app);
    const names = [`  ${byName!.name.toUpperCase()} `, '', byTenant!.tenantId.toUpperCase(), 'nobody.example'];
    const body = { catalogId: catalog.id, names, validFrom: '2032-01-01' };

    const refused = await post(body);
    expect(refused.json()).toEqual({
      assigned: 0,
      matched: 3,
      changes: [],
      refused: [
        {
          companyId: null,
          companyName: 'nobody.example',
          code: 'company_not_found',
          params: { name: 'nobody.example' },
          reason: 'No company has this name, domain or tenant id',
        },
      ],
    });
    const partly = await post({ ...body, validOnly: true });
    expect(partly.json()).toMatchObject({ assigned: 2, refused: [{ code: 'company_not_found' }] });
    expect(await assignmentsOf(byTenant!.id)).toMatchObject([{ catalogName: catalog.name }]);
  });

  it('ends each company’s current assignment the day before the new one starts, previewed first', async () => {
    const [current, sameDay, later] = await companiesNamed(`Ending${randomUUID().slice(0, 8)}`, 3);
    const standard = await createCatalog(app);
    const premium = await createCatalog(app);
    await assignCatalog(app, { catalogId: standard.id, companyId: current!.id, validFrom: '2032-01-01' });
    await assignCatalog(app, { catalogId: standard.id, companyId: sameDay!.id, validFrom: '2032-03-01' });
    await assignCatalog(app, { catalogId: standard.id, companyId: later!.id, validFrom: '2032-06-01' });
    const body = {
      catalogId: premium.id,
      companyIds: [current!.id, sameDay!.id, later!.id],
      validFrom: '2032-03-01',
      endCurrent: true,
    };

    const preview = await post({ ...body, preview: true });
    expect(preview.json()).toMatchObject({
      assigned: 0,
      changes: [
        {
          companyId: current!.id,
          outcome: 'end_and_assign',
          endedCatalogName: standard.name,
          endedOn: '2032-02-29',
        },
      ],
      refused: [
        { companyId: sameDay!.id, code: 'cannot_end_current', params: { validFrom: '2032-03-01' } },
        { companyId: later!.id, code: 'cannot_end_current', params: { validFrom: '2032-06-01' } },
      ],
    });
    expect(await assignmentsOf(current!.id)).toMatchObject([{ validTo: null }]);

    const withoutEnding = await post({ ...body, endCurrent: false, preview: true });
    expect(withoutEnding.json().refused.map((refusal: { code: string }) => refusal.code)).toEqual([
      'overlap',
      'overlap',
      'overlap',
    ]);

    const done = await post({ ...body, validOnly: true });
    expect(done.json()).toMatchObject({ assigned: 1 });
    const after = await assignmentsOf(current!.id);
    expect(after).toHaveLength(2);
    expect(after).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ catalogName: standard.name, validFrom: '2032-01-01', validTo: '2032-02-29' }),
        expect.objectContaining({ catalogName: premium.name, validFrom: '2032-03-01', validTo: null }),
      ]),
    );
  });

  it('assigns more than a thousand companies in one request', async () => {
    const [real] = await companiesNamed(`Many${randomUUID().slice(0, 8)}`, 1);
    const catalog = await createCatalog(app);
    const companyIds = [real!.id, ...Array.from({ length: 1_200 }, (_unused, index) => 900_000 + index)];
    const done = await post({ catalogId: catalog.id, companyIds, validFrom: '2032-01-01', validOnly: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ assigned: 1, matched: 1_201 });
    expect(done.json().refused).toHaveLength(1_200);
  });

  it('refuses, in words, a request that names its companies no way or two ways, or too many', async () => {
    const catalog = await createCatalog(app);
    const base = { catalogId: catalog.id, validFrom: '2032-01-01' };
    for (const wrong of [
      base,
      { ...base, companyIds: [1], matching: { q: 'a' } },
      { ...base, names: ['', '  '] },
      { ...base, matching: { q: 'x'.repeat(201) } },
      { ...base, companyIds: Array.from({ length: 10_001 }, (_unused, index) => index + 1) },
      { ...base, names: [1] },
      { ...base, matching: { q: 'a', extra: true } },
    ]) {
      const answer = await post(wrong);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/[a-z]{3,}/);
    }
  });
});

describe('the plan of one company’s new assignment', () => {
  const existing = (validFrom: string, validTo: string | null = null) => ({ id: 1, validFrom, validTo });

  it('ends the overlapping assignment that started earlier the day before, across months and leap days', () => {
    expect(planAssignment({ validFrom: '2028-03-01' }, [existing('2027-01-01')], true)).toEqual({
      outcome: 'end_and_assign',
      ending: existing('2027-01-01'),
      endedOn: '2028-02-29',
    });
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });

  it('refuses an overlap unless asked to end it, and one that starts on or after the new start in any case', () => {
    expect(planAssignment({ validFrom: '2028-03-01' }, [existing('2027-01-01')], false).outcome).toBe('overlap');
    expect(planAssignment({ validFrom: '2028-03-01' }, [existing('2028-03-01')], true).outcome).toBe(
      'cannot_end_current',
    );
    expect(
      planAssignment({ validFrom: '2028-03-01' }, [existing('2027-01-01', '2028-01-31'), existing('2028-02-01')], true),
    ).toMatchObject({ outcome: 'end_and_assign', endedOn: '2028-02-29' });
    expect(planAssignment({ validFrom: '2028-03-01' }, [existing('2027-01-01', '2028-02-29')], true)).toEqual({
      outcome: 'assign',
    });
  });
});
