// The outbox's emails reach a real SMTP server (smtp-server, started here); an unreachable one leaves them queued
// with the reason, tried again later, and failed for good after the last try.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { deliverOutbox, maxAttempts, smtpMailer } from '../../server/messages/outbox';
import { buildTestApp } from './support/app';
import { movableClock } from './support/clock';
import { asUser } from './support/sign-in';
import { startSmtpSink } from './support/smtp-sink';

describe('the outbox', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const clock = movableClock();

  beforeAll(async () => {
    ({ app } = await buildTestApp({}, clock));
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.close();
    await app.close();
  });
  beforeEach(async () => {
    await app.database.db.delete(outbox);
    smtp.received.length = 0;
  });

  const queue = (toAddress: string) =>
    app.database.db
      .insert(outbox)
      .values({
        toAddress,
        kind: 'subscription_renewed',
        subject: 'Renewed',
        body: 'It renewed.',
        dedupeKey: toAddress,
        nextAttemptAt: clock.now(),
      })
      .returning()
      .then(([row]) => row!);

  it('sends queued messages over SMTP and marks them sent', async () => {
    const message = await queue('alex@fabrikam.example');
    const done = await deliverOutbox(app.database.db, clock, smtpMailer(smtp.url, 'portal@test'));
    expect(done).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toBe('alex@fabrikam.example');
    expect(smtp.received[0]!.text).toContain('It renewed.');
    const [row] = await app.database.db.select().from(outbox).where(eq(outbox.id, message.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await deliverOutbox(app.database.db, clock, smtpMailer(smtp.url, 'p@t'))).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('keeps the reason of a failure, retries later, and gives up after the last try', async () => {
    const message = await queue('sam@northwind.example');
    const unreachable = smtpMailer('smtp://127.0.0.1:1', 'portal@test');
    const start = clock.now();
    try {
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        expect((await deliverOutbox(app.database.db, clock, unreachable)).failed).toBe(1);
        // Not again before its time.
        expect((await deliverOutbox(app.database.db, clock, unreachable)).failed).toBe(0);
        clock.advance(1);
      }
    } finally {
      clock.set(start);
    }
    const [row] = await app.database.db.select().from(outbox).where(eq(outbox.id, message.id));
    expect(row).toMatchObject({ status: 'failed', attempts: maxAttempts });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
  });

  it('shows partner administrators every message with its fate, and sends a failed one again', async () => {
    const partner = await asUser(app, 'partner.admin@contoso.example');
    const alex = await asUser(app, 'alex@fabrikam.example');
    const queued = await queue('queued@fabrikam.example');
    const failed = await queue('failed@fabrikam.example');
    await app.database.db
      .update(outbox)
      .set({ status: 'failed', attempts: maxAttempts, lastError: 'connect ECONNREFUSED' })
      .where(eq(outbox.id, failed.id));
    const list = await app.inject({ method: 'GET', url: '/api/v1/partner/messages', headers: partner });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('messages 0-1/2');
    const onlyFailed = await app.inject({
      method: 'GET',
      url: '/api/v1/partner/messages?filter={"status":"failed"}',
      headers: partner,
    });
    expect(onlyFailed.json()).toMatchObject([
      { toAddress: 'failed@fabrikam.example', lastError: 'connect ECONNREFUSED' },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/v1/partner/messages', headers: alex })).statusCode).toBe(403);

    const retry = (id: number) =>
      app.inject({ method: 'POST', url: `/api/v1/partner/messages/${id}/retry`, headers: partner });
    expect((await retry(queued.id)).statusCode).toBe(409);
    const retried = await retry(failed.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await retry(999_999)).statusCode).toBe(404);
    // No SMTP_URL here: the emails stay in the outbox, and the page says so.
    const delivery = await app.inject({ method: 'GET', url: '/api/v1/partner/messages/delivery', headers: partner });
    expect(delivery.json()).toEqual({ isSending: false });
    const failures = await app.inject({ method: 'GET', url: '/api/v1/partner/job-failures', headers: partner });
    expect(failures.statusCode).toBe(200);
    expect(Array.isArray(failures.json())).toBe(true);
  });
});
