// Two processes issuing invoices at once (issue 31): two servers on one database, each with its own connections, as
// two processes behind a load balancer are, finalise the same run, parts of it, and credit notes in the same series
// at the same moment. On PostgreSQL their transactions run truly in parallel (the suite runs there when DATABASE_URL
// is set); on PGlite one statement runs at a time and fewer rounds are run. After every round the numbers of each
// prefix and year run 1, 2, 3… with no gap and no duplicate, and the counter stands at the last.
import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { charges, invoiceNumbers, invoices } from '../../server/db/schema';
import { dayOf } from '../../server/time/clock';
import { buildTestApp, portalFixtureDir } from './support/app';
import { appendProofFigures } from './support/proof-report';
import { asUser } from './support/sign-in';

describe('two processes finalising at once', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let database: Database;
  let secondDatabase: Database | null = null;
  let partner: Record<string, string>;
  let rounds: number;
  const lastMonth = () => {
    const now = new Date();
    return dayOf(new Date(now.getFullYear(), now.getMonth() - 1, 15)).slice(0, 7);
  };

  beforeAll(async () => {
    ({ app: first, database } = await buildTestApp());
    const { url } = database as Database & { url?: string };
    secondDatabase = url ? await openDatabase({ databaseUrl: url }) : null;
    second = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: portalFixtureDir }),
      database: secondDatabase ?? database,
    });
    rounds = Number(process.env.FINALIZE_ROUNDS ?? (database.kind === 'postgres' ? 12 : 3));
    partner = await asUser(first, 'partner.admin@contoso.example');
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  const post = (app: FastifyInstance, url: string, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers: partner, payload });

  /** A charge for every company that has one, new this round: the month's run has a draft for each. */
  async function newCharges(round: number) {
    const { db } = database;
    const period = lastMonth();
    await db.execute(sql`
      insert into charges (company_id, subscription_id, kind, charged_on, period_start, period_end, quantity,
        unit_price, days, period_days, amount, currency, note)
      select distinct on (company_id, currency) company_id, subscription_id, 'adjustment', ${`${period}-15`}::date,
        ${`${period}-01`}::date, ${`${period}-01`}::date + interval '1 month', 1, 1.25, 1, 1, 1.25, currency,
        ${`race round ${round}`}
      from charges order by company_id, currency, id`);
  }

  /** Every prefix and year: numbers 1…n, each once, n the counter's last. */
  async function gapsAndDuplicates() {
    const { db } = database;
    const numbered = await db.select({ number: invoices.number }).from(invoices).where(isNotNull(invoices.number));
    const series = new Map<string, number[]>();
    for (const { number } of numbered) {
      const [, prefix, year, sequence] = /^(.*)-(\d{4})-(\d+)$/.exec(number!)!;
      const key = `${prefix}-${year}`;
      series.set(key, [...(series.get(key) ?? []), Number(sequence)]);
    }
    const counters = await db.select().from(invoiceNumbers);
    const problems: string[] = [];
    for (const [key, sequences] of series) {
      const sorted = [...sequences].sort((a, b) => a - b);
      const counter = counters.find((row) => `${row.prefix}-${row.year}` === key);
      if (new Set(sorted).size !== sorted.length) problems.push(`${key}: a number given twice`);
      if (sorted.some((value, index) => value !== index + 1)) problems.push(`${key}: a gap in ${sorted.join(',')}`);
      if (counter?.last !== sorted.length)
        problems.push(`${key}: counter at ${counter?.last}, ${sorted.length} issued`);
    }
    return { problems, issued: numbered.length };
  }

  it('leaves no gap and no duplicate number, whichever process issues what', async () => {
    let issuedInRounds = 0;
    for (let round = 0; round < rounds; round++) {
      await newCharges(round);
      const made = await post(first, '/api/v1/partner/billing-runs', { period: lastMonth() });
      expect(made.statusCode, made.body).toBe(201);
      const runId = made.json().id as number;
      const drafts = await database.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.runId, runId), eq(invoices.status, 'draft')));
      expect(drafts.length).toBeGreaterThanOrEqual(3);
      const half = drafts.slice(0, Math.ceil(drafts.length / 2)).map((draft) => draft.id);
      // An invoice issued earlier, credited by one process while the run is finalised by both.
      const [earlier] = await database.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.kind, 'invoice'), isNotNull(invoices.number), like(invoices.number, '%')))
        .orderBy(sql`random()`)
        .limit(1);
      const answers = await Promise.all([
        post(first, `/api/v1/partner/billing-runs/${runId}/finalize`, { invoiceIds: half }),
        post(second, `/api/v1/partner/billing-runs/${runId}/finalize`, {}),
        post(first, `/api/v1/partner/billing-runs/${runId}/finalize`, {}),
        post(second, `/api/v1/partner/invoices/${earlier!.id}/credit-notes`, { reason: `Race round ${round}` }),
      ]);
      for (const answer of answers) expect([200, 201, 409], answer.body).toContain(answer.statusCode);
      const left = await database.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.runId, runId), eq(invoices.status, 'draft')));
      expect(left, 'every draft of the run is issued').toEqual([]);
      issuedInRounds += drafts.length;
      const { problems } = await gapsAndDuplicates();
      expect(problems, `round ${round}`).toEqual([]);
    }
    const { issued } = await gapsAndDuplicates();
    appendProofFigures('finalize-races', { database: database.kind, rounds, issuedInRounds, issued });
    // The rounds' own charges were each invoiced once.
    const [invoicedTwice] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(charges)
      .where(sql`(select count(*) from invoice_lines where charge_id = ${charges.id}) > 1`);
    expect(invoicedTwice!.count).toBe(0);
  }, 600_000);
});
