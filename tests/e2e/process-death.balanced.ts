// Issue 29: a process dies mid-job (SIGKILL, as a crash or the OOM killer would). pg-boss keeps the dead process's job
// active until it expires, and the stately queue admits no other meanwhile: with pg-boss's 15 minutes, renewals and
// emails stalled for 16. Here three processes behind nginx on PostgreSQL share the sweeps; the ones running the
// renewals and the emails are killed mid-way, and the others finish both within two minutes, doing nothing twice.
// Run by `.ci/run` (vitest.balanced.config.ts), which has PostgreSQL and Debian's nginx.
import type { AddressInfo } from 'node:net';
import PgBoss from 'pg-boss';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancedServers } from '../server/support/balancer';
import { signInOverHttp } from '../server/support/sign-in';

type Pair = Awaited<ReturnType<typeof startBalancedServers>>;
type Server = Pair['servers'][number];

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('The balanced suite needs a PostgreSQL server: set DATABASE_URL (.ci/run does).');

/** Terms that end with nobody to tell (a sweep of some seconds), and terms of Adatum's, whose renewals are emailed. */
const quietTerms = 16_000;
const toldTerms = 200;
const queuedEmails = 300;
/** The email the sink holds before its data, its sender waiting: the one under way when its process dies. */
const heldEmail = 60;
const sweeps = ['term-ends', 'renewal-reminders', 'access-expiry', 'outbox'];

describe('a process killed mid-job, behind nginx on PostgreSQL', () => {
  let smtp: Awaited<ReturnType<typeof startHoldingSmtpSink>>;
  let pair: Pair;
  let sql: postgres.Sql;
  let boss: PgBoss;

  beforeAll(async () => {
    smtp = await startHoldingSmtpSink();
    // The schedule never comes during the test: only what the test sends runs, and what a dead process held is
    // taken up by its expiry alone.
    pair = await startBalancedServers(
      databaseUrl,
      { SMTP_URL: smtp.url, LOG_LEVEL: 'info', JOB_SCHEDULE: '0 0 1 1 *' },
      { processCount: 3 },
    );
    sql = postgres(pair.databaseUrl, { max: 2, onnotice: () => {} });
    boss = new PgBoss({ connectionString: pair.databaseUrl, schema: 'pgboss', supervise: false, schedule: false });
    boss.on('error', () => {});
    await boss.start();
    // Each process has sent its catch-up sweeps (after it listens, so nginx may already take it), and they and their
    // emails are over.
    await waitUntil(
      async () => pair.servers.every((server) => server.output().includes('Subscription portal on')),
      60_000,
    );
    await waitUntil(async () => (await unfinishedJobs()) === 0 && (await unsentEmails()) === 0, 90_000);
  }, 180_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await sql?.end();
    await pair?.stop();
    await smtp?.close();
  });

  const unfinishedJobs = async () =>
    (
      await sql<{ count: number }[]>`
      select count(*)::int as count from pgboss.job where name in ${sql(sweeps)} and state < 'completed'`
    )[0]!.count;
  const unsentEmails = async () =>
    (await sql<{ count: number }[]>`select count(*)::int as count from outbox where status <> 'sent'`)[0]!.count;

  it('has the others finish the renewals and the emails within two minutes, each done once', async () => {
    const { first, last } = await prepareDueTerms();
    const renewed = async () =>
      (
        await sql<{ count: number }[]>`
        select count(*)::int as count from activity_log where action = 'subscription.renewed'
          and object_id::int between ${first} and ${last}`
      )[0]!.count;
    await sql`
      insert into outbox (to_address, kind, subject, body, dedupe_key)
      select 'reader-' || n || '@example.test', 'subscription_renewed', 'Process death ' || n, 'Queued before.',
        'process-death:' || n
      from generate_series(1, ${queuedEmails}) as n`;

    // Mid-email: the outbox's process waits on the sink, its claimed batch half sent.
    const held = smtp.holdThe(heldEmail);
    // A run of the outbox, ours or one a process had queued already (the stately queue then answers null): queued
    // and not yet started, it reads the emails inserted above. The held email says a run has them.
    await boss.send('outbox', {});
    await held;
    const [emailing] = runnersOf('outbox');
    // Mid-sweep: the renewals' process has committed its first batch and goes on.
    expect(await boss.send('term-ends', {})).not.toBeNull();
    await waitUntil(async () => (await renewed()) > 0, 30_000, 10);
    const [sweeping] = runnersOf('term-ends');
    expect([runnersOf('outbox').length, runnersOf('term-ends').length], jobLines(pair.servers)).toEqual([1, 1]);
    const killed = new Set([emailing!, sweeping!]);
    const killedAt = Date.now();
    for (const server of killed) await pair.kill(server);
    smtp.releaseHeld();
    const renewedByTheDead = await renewed();
    expect(renewedByTheDead).toBeLessThan(quietTerms + toldTerms);
    expect(smtp.received.filter((email) => email.subject.startsWith('Process death'))).toHaveLength(heldEmail - 1);

    // nginx takes the living processes only: a whole sign-in, and the partner administrator's page of failed jobs.
    const partnerAdmin = await signInOverHttp(pair.baseUrl, 'partner.admin@contoso.example');

    const doneAt = await waitUntil(
      async () => (await renewed()) === quietTerms + toldTerms && (await unsentEmails()) === 0,
      150_000,
    ).catch(() => Infinity);
    expect((doneAt - killedAt) / 1000, jobLines(pair.servers)).toBeLessThan(120);

    // Each term renewed once: one line of history, one term further.
    const history = await sql<{ times: number }[]>`
      select count(*)::int as times from activity_log where action = 'subscription.renewed'
        and object_id::int between ${first} and ${last} group by object_id`;
    expect(history).toHaveLength(quietTerms + toldTerms);
    expect(history.filter((row) => row.times !== 1)).toEqual([]);
    const [terms] = await sql<{ renewedOnce: number }[]>`
      select count(*)::int as "renewedOnce" from subscriptions
      where id between ${first} and ${last} and version = 2 and term_end >= current_date`;
    expect(terms!.renewedOnce).toBe(quietTerms + toldTerms);
    // Each email sent once (Adatum's renewals' too): the sink received as many as the outbox sent, and each queued one
    // by its subject.
    const [outbox] = await sql<{ sent: number; failed: number }[]>`
      select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'failed')::int as failed
      from outbox`;
    expect(outbox).toEqual({ sent: smtp.received.length, failed: 0 });
    const subjects = smtp.received
      .filter((email) => email.subject.startsWith('Process death'))
      .map((email) => email.subject);
    expect(subjects).toHaveLength(queuedEmails);
    expect(new Set(subjects).size).toBe(queuedEmails);

    // The dead processes' jobs expired and were retried: none is left failed.
    const failures = await fetch(`${pair.baseUrl}/api/v1/partner/job-failures`, {
      headers: { authorization: `Bearer ${partnerAdmin}` },
    });
    expect(failures.status).toBe(200);
    expect(await failures.json()).toEqual([]);
  }, 240_000);

  /** Terms that ended yesterday, copied from one of Adatum's: first Adatum's own, then a company's without people. */
  async function prepareDueTerms() {
    const copies = (company: postgres.Fragment, count: number) => sql<{ id: number }[]>`
      insert into subscriptions (company_id, product_id, price_sheet_id, unit_price, quantity, status, term_start,
        term_end, auto_renew)
      select ${company}, s.product_id, s.price_sheet_id, s.unit_price, s.quantity, 'active', current_date - 365,
        current_date - 1, true
      from (select * from subscriptions where status = 'active'
        and company_id = (select id from companies where name = 'Adatum Corporation') order by id limit 1) as s,
        generate_series(1, ${count})
      returning id`;
    const told = await copies(sql`s.company_id`, toldTerms);
    const [quiet] = await sql<{ id: number }[]>`
      insert into companies (name, tenant_id) values ('Nobody Reads Ltd', 'process-death') returning id`;
    const quietOnes = await copies(sql`${quiet!.id}::int`, quietTerms);
    const ids = [...told, ...quietOnes].map((row) => row.id);
    return { first: Math.min(...ids), last: Math.max(...ids) };
  }

  /** The living processes whose last word on `queue` is that a job started: the one running it. */
  function runnersOf(queue: string): Server[] {
    return pair.servers.filter(
      (server) =>
        server.child.exitCode === null &&
        server.child.signalCode === null &&
        lastJobWord(server, queue) === 'job started',
    );
  }
});

describe('a process killed mid-checkout, behind nginx on PostgreSQL', () => {
  let pair: Pair;
  let sql: postgres.Sql;

  beforeAll(async () => {
    pair = await startBalancedServers(databaseUrl, { JOB_SCHEDULE: '0 0 1 1 *' });
    sql = postgres(pair.databaseUrl, { max: 2, onnotice: () => {} });
  }, 180_000);
  afterAll(async () => {
    await sql?.end();
    await pair?.stop();
  });

  it('places each order once: a checkout cut off by the death is sent again with its key, as the portal does', async () => {
    const token = await signInOverHttp(pair.baseUrl, 'alex@fabrikam.example');
    const [fabrikam] = await sql<{ id: number }[]>`select id from companies where domain = 'fabrikam.example'`;
    const headers = {
      authorization: `Bearer ${token}`,
      'x-company-id': String(fabrikam!.id),
      'content-type': 'application/json',
    };
    const catalog = (await (await fetch(`${pair.baseUrl}/api/v1/catalog?range=[0,0]`, { headers })).json()) as {
      offers: { priceSheetId: number }[];
    }[];
    const priceSheetId = catalog[0]!.offers[0]!.priceSheetId;
    const checkout = (key: string) =>
      fetch(`${pair.baseUrl}/api/v1/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ idempotencyKey: key, lines: [{ priceSheetId, quantity: 1 }] }),
      }).then(
        async (response) => ({ status: response.status, upstream: response.headers.get('x-upstream') }),
        () => ({ status: 0, upstream: null }),
      );

    // Ten people's checkouts one after another for three seconds; a process is killed in the middle.
    const keys: string[] = [];
    const cutOff: string[] = [];
    const until = Date.now() + 3000;
    const killAt = Date.now() + 1500;
    let victim: Server | null = null;
    await Promise.all(
      Array.from({ length: 10 }, async (_unused, person) => {
        for (let order = 0; Date.now() < until; order++) {
          const key = `death-${person}-${order}`;
          keys.push(key);
          const { status, upstream } = await checkout(key);
          if (status !== 201 && status !== 200) cutOff.push(key);
          if (!victim && Date.now() >= killAt && upstream) {
            victim = pair.servers[pair.upstreams.indexOf(upstream)]!;
            pair.kill(victim);
          }
        }
      }),
    );
    expect(victim).not.toBeNull();
    expect(cutOff.length).toBeGreaterThan(0);
    // Sent again, as the portal sends its cart's key again after an error: the survivor answers each.
    for (const key of cutOff) expect([200, 201]).toContain((await checkout(key)).status);

    const placed = await sql<{ key: string; orders: number }[]>`
      select idempotency_key as key, count(*)::int as orders from orders
      where idempotency_key like 'death-%' group by idempotency_key`;
    expect(placed).toHaveLength(keys.length);
    expect(placed.filter((row) => row.orders !== 1)).toEqual([]);
    const [lines] = await sql<{ seats: number }[]>`
      select coalesce(sum(l.quantity), 0)::int as seats from order_lines l join orders o on o.id = l.order_id
      where o.idempotency_key like 'death-%'`;
    expect(lines!.seats).toBe(keys.length);
  }, 120_000);
});

/** What each process said of its jobs, for a failure's message. */
const jobLines = (servers: Server[]) =>
  servers
    .map((server, index) => {
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"job":'));
      return `--- process ${index + 1}${server.child.signalCode ? ' (killed)' : ''}\n${lines.join('\n')}`;
    })
    .join('\n');

function lastJobWord(server: Server, queue: string) {
  let word: string | null = null;
  for (const line of server.output().split('\n')) {
    if (!line.startsWith('{') || !line.includes(`"job":"${queue}"`)) continue;
    try {
      word = (JSON.parse(line) as { msg: string }).msg;
    } catch {
      // A line still being written.
    }
  }
  return word;
}

/** Waits until `isDone` answers true (every `everyMs`), and answers when (Date.now()); throws after `timeoutMs`. */
async function waitUntil(isDone: () => Promise<boolean>, timeoutMs: number, everyMs = 250) {
  const until = Date.now() + timeoutMs;
  while (!(await isDone())) {
    if (Date.now() > until) throw new Error(`not done within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return Date.now();
}

/**
 * An SMTP server that keeps what it receives and can hold one message after its recipient, before its data: the
 * sender waits on it, as on a slow server, and a sender killed then has sent nothing.
 */
async function startHoldingSmtpSink() {
  const received: { to: string; subject: string }[] = [];
  let recipientsBeforeHold: number | null = null;
  let onHeld = () => {};
  let releaseHeld = () => {};
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Its reverse lookup of 127.0.0.1 takes 100 ms a message here, longer than the sending.
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (recipientsBeforeHold !== null && --recipientsBeforeHold === 0) {
        recipientsBeforeHold = null;
        releaseHeld = () => callback(new Error('Held, and its sender is gone'));
        onHeld();
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          subject: /^Subject: (.*)$/m.exec(raw.replace(/=\r?\n/g, ''))?.[1] ?? '',
        });
        callback();
      });
    },
  });
  // A sender killed mid-message resets its connection: nothing to report.
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    /** Holds the `nth` message from now on; resolves when it is held. */
    holdThe: (nth: number) =>
      new Promise<void>((resolve) => {
        recipientsBeforeHold = nth;
        onHeld = resolve;
      }),
    releaseHeld: () => releaseHeld(),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
