// Telling people: a notice in the portal (the bell) for every person concerned, and an email for those who did not
// turn that kind off, kept in the outbox. Written in the caller's transaction, and keyed, so that a job that runs
// twice, or in two processes at once, tells once.
import { and, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyAccess, notices, outbox, users, type NoticeKind } from '../db/schema';
import { digestOf, emailOf, type Locale } from './wording';

export type Person = { id: number; email: string; preferences: Record<string, unknown> };

export type Tidings = {
  kind: NoticeKind;
  companyId: number | null;
  params: Record<string, string | number | null>;
  /** The portal route the notice opens. */
  link: string | null;
  dedupeKey: string;
};

/** The preference (profile → notifications) that turns a kind's emails off. */
const preferenceOf: Record<NoticeKind, 'renewals' | 'orders' | null> = {
  renewal_reminder: 'renewals',
  subscription_renewed: 'renewals',
  subscription_expired: 'renewals',
  subscription_activated: 'renewals',
  order_awaits_approval: 'orders',
  order_approved: 'orders',
  order_rejected: 'orders',
  order_cancelled: 'orders',
  // About someone's access: not a preference.
  access_expiring: null,
  access_granted: null,
  access_revoked: null,
};

const localeOf = (person: Pick<Person, 'preferences'>): Locale => (person.preferences.locale === 'fr' ? 'fr' : 'en');

function wantsEmail(person: Person, kind: NoticeKind) {
  const preference = preferenceOf[kind];
  const chosen = person.preferences.notifications as Record<string, unknown> | undefined;
  return preference === null || chosen?.[preference] !== false;
}

const personColumns = { id: users.id, email: users.email, preferences: users.preferences };

/** Who may see a company today: its members and viewers whose access holds and whose account is enabled. */
export function peopleOf(db: Db, companyId: number, now: Date): Promise<Person[]> {
  return db
    .select(personColumns)
    .from(companyAccess)
    .innerJoin(users, eq(users.id, companyAccess.userId))
    .where(
      and(
        eq(companyAccess.companyId, companyId),
        eq(users.isDisabled, false),
        or(isNull(companyAccess.expiresAt), gt(companyAccess.expiresAt, now)),
      ),
    );
}

export function staffWithRole(db: Db, role: 'partner_admin' | 'support'): Promise<Person[]> {
  return db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.globalRole, role), eq(users.isDisabled, false)));
}

export function peopleWithIds(db: Db, ids: number[]): Promise<Person[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(personColumns)
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isDisabled, false)));
}

export type Telling = { tidings: Tidings; people: Person[]; addresses?: string[] };

/** Who made the emails happen (an order placed, cancelled), and when: what they make others receive is limited. */
export type Cause = { userId: number; at: Date };

/**
 * What one person's actions send another person by email: this many emails in this many minutes, then the rest of
 * the window's folded into one digest, sent when the window closes (30 orders placed and cancelled in 8 seconds made
 * 60 emails to the partner administrator; now 3 and a digest). The bell still shows each.
 */
export const emailsOnePersonCauses = { count: 3, minutes: 10 };

/**
 * Tells these people (a notice each, an email unless they turned the kind off) and these other addresses (an email,
 * in English: a mailbox has no language of its own).
 */
export function tell(
  db: Db,
  tidings: Tidings,
  people: Person[],
  { publicUrl, addresses = [], causedBy }: { publicUrl: string; addresses?: string[]; causedBy?: Cause },
) {
  return tellAll(db, [{ tidings, people, addresses }], publicUrl, causedBy);
}

/**
 * A link to a company's page carries its company (`/subscriptions/12/show?company=3`): the portal switches to it
 * before opening the page, for a person who acts for several (the bell does the same from the notice).
 */
export function withItsCompany(link: string, companyId: number | null) {
  if (companyId === null || !/^\/(subscriptions|orders|dashboard)(\/|$)/.test(link)) return link;
  return `${link}${link.includes('?') ? '&' : '?'}company=${companyId}`;
}

/** Many tellings in two statements (a sweep's batch): the notices, then the emails. */
export async function tellAll(db: Db, tellings: Telling[], publicUrl: string, causedBy?: Cause) {
  const noticeRows = tellings.flatMap(({ tidings, people }) =>
    [...new Map(people.map((person) => [person.id, person])).values()].map((person) => ({
      userId: person.id,
      companyId: tidings.companyId,
      kind: tidings.kind,
      params: tidings.params,
      link: tidings.link,
      dedupeKey: tidings.dedupeKey,
    })),
  );
  if (noticeRows.length > 0) await db.insert(notices).values(noticeRows).onConflictDoNothing();
  const emailRows = tellings.flatMap(({ tidings, people, addresses = [] }) => {
    const link = tidings.link ? `${publicUrl}${withItsCompany(tidings.link, tidings.companyId)}` : null;
    const emails = new Map<string, { userId: number | null; locale: Locale }>();
    for (const address of addresses) emails.set(address.toLowerCase(), { userId: null, locale: 'en' });
    for (const person of people) {
      if (wantsEmail(person, tidings.kind)) {
        emails.set(person.email.toLowerCase(), { userId: person.id, locale: localeOf(person) });
      }
    }
    return [...emails].map(([toAddress, { userId, locale }]) => ({
      toAddress,
      userId,
      companyId: tidings.companyId,
      kind: tidings.kind,
      ...emailOf(tidings.kind, tidings.params, locale, link),
      dedupeKey: tidings.dedupeKey,
      causedBy: causedBy?.userId ?? null,
      locale,
    }));
  });
  const { sendNow, fold } = causedBy
    ? await withinLimit(db, emailRows, causedBy)
    : { sendNow: emailRows, fold: [] as typeof emailRows };
  if (sendNow.length > 0) {
    await db
      .insert(outbox)
      .values(sendNow.map(({ locale: _locale, ...row }) => row))
      .onConflictDoNothing();
  }
  for (const row of fold) await addToDigest(db, row, causedBy!, publicUrl);
}

type EmailRow = { toAddress: string; userId: number | null; subject: string; locale: Locale; kind: NoticeKind };

/** Which of these emails go now and which fold into a digest: the limit counts what the cause already sent each. */
async function withinLimit<Row extends EmailRow>(db: Db, rows: Row[], cause: Cause) {
  const others = rows.filter((row) => row.userId !== cause.userId);
  if (others.length === 0) return { sendNow: rows, fold: [] };
  const since = new Date(cause.at.getTime() - emailsOnePersonCauses.minutes * 60_000);
  const sent = await db
    .select({ toAddress: outbox.toAddress, total: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.causedBy, cause.userId),
        inArray(
          outbox.toAddress,
          others.map((row) => row.toAddress),
        ),
        gt(outbox.createdAt, since),
        ne(sql`left(${outbox.dedupeKey}, 7)`, 'digest:'),
      ),
    )
    .groupBy(outbox.toAddress);
  const sentTo = new Map(sent.map((row) => [row.toAddress, row.total]));
  const sendNow: Row[] = [];
  const fold: Row[] = [];
  for (const row of rows) {
    const isOverLimit = row.userId !== cause.userId && (sentTo.get(row.toAddress) ?? 0) >= emailsOnePersonCauses.count;
    (isOverLimit ? fold : sendNow).push(row);
  }
  return { sendNow, fold };
}

/** Appends an email's subject to the digest of its window (one per cause, reader and window), sent as it closes. */
async function addToDigest(db: Db, row: EmailRow & { companyId: number | null }, cause: Cause, publicUrl: string) {
  const windowMs = emailsOnePersonCauses.minutes * 60_000;
  const windowStart = Math.floor(cause.at.getTime() / windowMs) * windowMs;
  const [actor] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, cause.userId));
  const digest = digestOf(row.locale, actor?.name ?? actor?.email ?? '?', emailsOnePersonCauses, `${publicUrl}/`);
  const line = digest.line(row.subject);
  await db
    .insert(outbox)
    .values({
      toAddress: row.toAddress,
      userId: row.userId,
      companyId: row.companyId,
      // The kind of the first email it gathers (the partner's Sent messages show its subject).
      kind: row.kind,
      subject: digest.subject,
      body: `${digest.body}${line}`,
      dedupeKey: `digest:${cause.userId}:${new Date(windowStart).toISOString()}`,
      causedBy: cause.userId,
      nextAttemptAt: new Date(windowStart + windowMs),
    })
    .onConflictDoUpdate({
      target: [outbox.dedupeKey, outbox.toAddress],
      set: { body: sql`${outbox.body} || ${line}` },
      setWhere: eq(outbox.status, 'queued'),
    });
}
