// Sends what the outbox holds over SMTP (nodemailer), when SMTP_URL is set. A batch is claimed in a short
// transaction (its retry time moved ahead, so another process skips it), sent outside any transaction, and each
// message's fate written back: sent, or failed with the reason and tried again later, up to maxAttempts. A claim
// lasts a minute: what a process killed mid-batch claimed is sent by another then, once.
import { addMinutes, addSeconds } from 'date-fns';
import { and, eq, inArray, lte, min, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { rowsOf } from '../db/sql';
import type { Slice } from '../jobs/terms';
import { keptPdf } from '../billing/documents';
import { dayOf, type Clock } from '../time/clock';

export const maxAttempts = 5;
const batchSize = 50;
/** Minutes before the next try: 1, 5, 25, 125. */
const backoffMinutes = (attempts: number) => 5 ** (attempts - 1);
/**
 * How long a claimed message is left to the process that claimed it. Longer than a job goes on sending (its slice,
 * then the one message under way, which the mailer's timeouts bound), so no live process's message is claimed again.
 */
const claimSeconds = 60;

export type Message = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** The reader's email settings, sent as List-Unsubscribe (mail clients show it beside the sender). */
  unsubscribeUrl?: string | null;
  /** Files it carries: an invoice's PDF. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};
export type Mailer = { send: (message: Message) => Promise<unknown> };

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // One connection for a run's messages, closed when idle: a server's greeting can take 100 ms (smtp-server's
    // does), and a run of a connection each sent ten messages a second.
    pool: true,
    maxConnections: 1,
    idleTimeout: 500,
    // nodemailer's own (two minutes to connect, ten idle) would outlast a claim.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
  });
  return {
    send: ({ unsubscribeUrl, html, attachments, ...message }) =>
      transport.sendMail({
        ...message,
        ...(attachments?.length ? { attachments } : {}),
        ...(html ? { html } : {}),
        ...(unsubscribeUrl ? { list: { unsubscribe: unsubscribeUrl } } : {}),
        from,
      }),
  };
}

/** Sends what is due; with a slice, stops at its end and asks for the next job, also when claims of others run out. */
export async function deliverOutbox(db: Db, clock: Clock, mailer: Mailer, slice?: Slice) {
  let sent = 0;
  let failed = 0;
  for (;;) {
    if (slice?.isOver()) {
      slice.leaveRest();
      return { sent, failed };
    }
    const now = clock.now();
    const claimed = rowsOf<{
      id: number;
      to_address: string;
      subject: string;
      body: string;
      html: string | null;
      unsubscribe_url: string | null;
      attachment_invoice_id: number | null;
      attempts: number;
    }>(
      await db.execute(sql`
        update outbox set attempts = attempts + 1,
          next_attempt_at = ${addSeconds(now, claimSeconds).toISOString()}::timestamptz
        where id in (select id from outbox where status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz
          order by id limit ${batchSize} for update skip locked)
        returning id, to_address, subject, body, html, unsubscribe_url, attachment_invoice_id, attempts`),
    );
    for (const [index, message] of claimed.entries()) {
      if (slice?.isOver()) {
        await releaseClaims(
          db,
          clock,
          claimed.slice(index).map((unsent) => unsent.id),
        );
        slice.leaveRest();
        return { sent, failed };
      }
      try {
        await mailer.send({
          to: message.to_address,
          subject: message.subject,
          text: message.body,
          html: message.html,
          unsubscribeUrl: message.unsubscribe_url,
          attachments: await attachmentsOf(db, clock, message.attachment_invoice_id),
        });
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
    if (claimed.length < batchSize) break;
  }
  if (slice) {
    const secondsToNextClaim = await secondsToClaimsEnding(db, clock);
    if (secondsToNextClaim !== null) slice.leaveRest(secondsToNextClaim);
  }
  return { sent, failed };
}

/** An invoice's kept PDF, the same bytes as the portal's download (made now if the documents job has not yet). */
async function attachmentsOf(db: Db, clock: Clock, invoiceId: number | null) {
  if (invoiceId === null) return [];
  const { detail, pdf } = await keptPdf(db, invoiceId, dayOf(clock.now()), { issuedOnly: true });
  return [{ filename: `${detail.number}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' }];
}

/** What a job claimed and did not get to: due again at once, the try not counted. */
async function releaseClaims(db: Db, clock: Clock, ids: number[]) {
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: clock.now() })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'queued')));
}

/**
 * Seconds until the first queued message falls due within a claim's length (the claims of a process that died, a
 * first try's backoff), or null: the job that comes then sends them, not the next scheduled one.
 */
async function secondsToClaimsEnding(db: Db, clock: Clock) {
  const now = clock.now();
  const [next] = await db
    .select({ due: min(outbox.nextAttemptAt) })
    .from(outbox)
    .where(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, addSeconds(now, claimSeconds))));
  return next?.due ? Math.max(0, Math.ceil((next.due.getTime() - now.getTime()) / 1000)) : null;
}
