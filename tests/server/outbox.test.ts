// The outbox's emails reach a real SMTP server (smtp-server, started here); an unreachable one leaves them queued
// with the reason, tried again later, and failed for good after the last try.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { deliverOutbox, maxAttempts, smtpMailer } from '../../server/messages/outbox';
import { buildTestApp } from './support/app';
import { movableClock } from './support/clock';

describe('the outbox', () => {
  let app: FastifyInstance;
  let smtp: SMTPServer;
  let port: number;
  const received: { to: string; text: string }[] = [];
  const clock = movableClock();

  beforeAll(async () => {
    ({ app } = await buildTestApp({}, clock));
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), text });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await app.close();
  });
  beforeEach(async () => {
    await app.database.db.delete(outbox);
    received.length = 0;
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
    const done = await deliverOutbox(app.database.db, clock, smtpMailer(`smtp://127.0.0.1:${port}`, 'portal@test'));
    expect(done).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('alex@fabrikam.example');
    expect(received[0]!.text).toContain('It renewed.');
    const [row] = await app.database.db.select().from(outbox).where(eq(outbox.id, message.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await deliverOutbox(app.database.db, clock, smtpMailer(`smtp://127.0.0.1:${port}`, 'p@t'))).toEqual({
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
});
