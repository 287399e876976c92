// Sends what the outbox holds over SMTP (nodemailer), when SMTP_URL is set. A batch is claimed in a short
// transaction (its retry time moved ahead, so another process skips it), sent outside any transaction, and each
// message's fate written back: sent, or failed with the reason and tried again later, up to maxAttempts.
import { addMinutes } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { rowsOf } from '../db/sql';
import type { Clock } from '../time/clock';

export const maxAttempts = 5;
const batchSize = 50;
/** Minutes before the next try: 1, 5, 25, 125. */
const backoffMinutes = (attempts: number) => 5 ** (attempts - 1);

export type Mailer = { send: (message: { to: string; subject: string; text: string }) => Promise<unknown> };

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return { send: (message) => transport.sendMail({ ...message, from }) };
}

export async function deliverOutbox(db: Db, clock: Clock, mailer: Mailer) {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const now = clock.now();
    const claimed = rowsOf<{ id: number; to_address: string; subject: string; body: string; attempts: number }>(
      await db.execute(sql`
        update outbox set attempts = attempts + 1, next_attempt_at = ${addMinutes(now, 10).toISOString()}::timestamptz
        where id in (select id from outbox where status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz
          order by id limit ${batchSize} for update skip locked)
        returning id, to_address, subject, body, attempts`),
    );
    for (const message of claimed) {
      try {
        await mailer.send({ to: message.to_address, subject: message.subject, text: message.body });
        await db
          .update(outbox)
          .set({ status: 'sent', sentAt: clock.now(), lastError: null })
          .where(eq(outbox.id, message.id));
        sent++;
      } catch (error) {
        const isLast = message.attempts >= maxAttempts;
        await db
          .update(outbox)
          .set({
            status: isLast ? 'failed' : 'queued',
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
            nextAttemptAt: addMinutes(clock.now(), backoffMinutes(message.attempts)),
          })
          .where(eq(outbox.id, message.id));
        failed++;
      }
    }
    if (claimed.length < batchSize) return { sent, failed };
  }
}
