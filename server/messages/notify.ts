// Telling people: a notice in the portal (the bell) for every person concerned, and an email for those who did not
// turn that kind off, kept in the outbox. Written in the caller's transaction, and keyed, so that a job that runs
// twice, or in two processes at once, tells once.
import { and, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { portalRoutes } from '../../common/portal-routes';
import { defaultBrand, type Brand } from '../config';
import type { Db } from '../db/client';
import { companyAccess, notices, outbox, users, type NoticeKind } from '../db/schema';
import { digestEmail, noticeEmail, type EmailDetails, type Locale, type Reader } from './email/templates';

export type Person = { id: number; email: string; name: string | null; preferences: Record<string, unknown> };

export type Tidings = {
  kind: NoticeKind;
  companyId: number | null;
  params: Record<string, string | number | null>;
  /** The portal route the notice opens. */
  link: string | null;
  dedupeKey: string;
  /** What the email shows beyond the params: an order's lines, the partner's texts in each language. */
  details?: EmailDetails;
  /** An email and no notice in the bell: what the reader has just done themselves (their order, placed). */
  isEmailOnly?: boolean;
  /** An invoice whose kept PDF the email carries (attached when it is sent). */
  attachmentInvoiceId?: number;
};

/** Where the emails' links lead (the portal's address), and whose emails they are (the partner's name, colours). */
export type Sender = { publicUrl: string; brand?: Brand };

/** The preference (profile → notifications) that turns a kind's emails off. */
const preferenceOf: Record<NoticeKind, 'renewals' | 'orders' | null> = {
  renewal_reminder: 'renewals',
  subscription_renewed: 'renewals',
  subscription_expired: 'renewals',
  subscription_activated: 'renewals',
  subscription_not_done: 'orders',
  order_placed: 'orders',
  order_awaits_approval: 'orders',
  order_approved: 'orders',
  order_rejected: 'orders',
  order_cancelled: 'orders',
  // About someone's access: not a preference.
  access_expiring: null,
  access_granted: null,
  access_revoked: null,
  // An invoice goes to the addresses its billing profile names: not a person's preference.
  invoice_issued: null,
  credit_note_issued: null,
};

const localeOf = (person: Pick<Person, 'preferences'>): Locale => (person.preferences.locale === 'fr' ? 'fr' : 'en');

function wantsEmail(person: Person, kind: NoticeKind) {
  const preference = preferenceOf[kind];
  const chosen = person.preferences.notifications as Record<string, unknown> | undefined;
  return preference === null || chosen?.[preference] !== false;
}

const personColumns = { id: users.id, email: users.email, name: users.name, preferences: users.preferences };

/** Whom an email greets, and where they choose which emails they get (the profile page). */
const readerOf = (person: Person, publicUrl: string): Reader => ({
  name: person.name?.trim().split(/\s+/)[0] || null,
  settingsUrl: `${publicUrl}${portalRoutes.admin.path}`,
});

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

/** `addressLocale`: the language of the emails to `addresses` (English unless said: a mailbox has none of its own). */
export type Telling = { tidings: Tidings; people: Person[]; addresses?: string[]; addressLocale?: Locale };

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
  {
    addresses = [],
    addressLocale,
    causedBy,
    ...sender
  }: Sender & { addresses?: string[]; addressLocale?: Locale; causedBy?: Cause },
) {
  return tellAll(db, [{ tidings, people, addresses, addressLocale }], sender, causedBy);
}

/**
 * A link to a company's page carries its company (`/subscriptions/12/show?company=3`): the portal switches to it
 * before opening the page, for a person who acts for several (the bell does the same from the notice).
 */
export function withItsCompany(link: string, companyId: number | null) {
  if (companyId === null || !/^\/(subscriptions|orders|invoices|dashboard)(\/|$)/.test(link)) return link;
  return `${link}${link.includes('?') ? '&' : '?'}company=${companyId}`;
}

/** Many tellings in two statements (a sweep's batch): the notices, then the emails. */
export async function tellAll(db: Db, tellings: Telling[], sender: Sender, causedBy?: Cause) {
  const noticeRows = tellings
    .filter(({ tidings }) => !tidings.isEmailOnly)
    .flatMap(({ tidings, people }) =>
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
  const { publicUrl, brand = defaultBrand } = sender;
  const emailRows = tellings.flatMap(({ tidings, people, addresses = [], addressLocale = 'en' }) => {
    const link = tidings.link ? `${publicUrl}${withItsCompany(tidings.link, tidings.companyId)}` : null;
    const emails = new Map<string, { person: Person | null; locale: Locale }>();
    for (const address of addresses) emails.set(address.toLowerCase(), { person: null, locale: addressLocale });
    for (const person of people) {
      if (wantsEmail(person, tidings.kind))
        emails.set(person.email.toLowerCase(), { person, locale: localeOf(person) });
    }
    return [...emails].map(([toAddress, { person, locale }]) => {
      const reader = person && readerOf(person, publicUrl);
      const email = noticeEmail({ ...tidings, link, locale, reader, brand });
      return {
        toAddress,
        userId: person?.id ?? null,
        companyId: tidings.companyId,
        kind: tidings.kind,
        subject: email.subject,
        body: email.text,
        html: email.html,
        unsubscribeUrl: reader?.settingsUrl ?? null,
        dedupeKey: tidings.dedupeKey,
        causedBy: causedBy?.userId ?? null,
        attachmentInvoiceId: tidings.attachmentInvoiceId ?? null,
        locale,
        reader,
      };
    });
  });
  const { sendNow, fold } = causedBy
    ? await withinLimit(db, emailRows, causedBy)
    : { sendNow: emailRows, fold: [] as typeof emailRows };
  if (sendNow.length > 0) {
    await db
      .insert(outbox)
      .values(sendNow.map(({ locale: _locale, reader: _reader, ...row }) => row))
      .onConflictDoNothing();
  }
  for (const row of fold) await addToDigest(db, row, causedBy!, { publicUrl, brand });
}

type EmailRow = {
  toAddress: string;
  userId: number | null;
  subject: string;
  locale: Locale;
  reader: Reader;
  kind: NoticeKind;
};

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

/**
 * Adds an email's subject to the digest of its window (one per cause, reader and window), sent as it closes. The
 * digest keeps its lines, and is written again from them, both parts, as each one joins.
 */
async function addToDigest(
  db: Db,
  row: EmailRow & { companyId: number | null },
  cause: Cause,
  { publicUrl, brand }: Required<Sender>,
) {
  const windowMs = emailsOnePersonCauses.minutes * 60_000;
  const windowStart = Math.floor(cause.at.getTime() / windowMs) * windowMs;
  const [digest] = await db
    .insert(outbox)
    .values({
      toAddress: row.toAddress,
      userId: row.userId,
      companyId: row.companyId,
      // The kind of the first email it gathers (the partner's Sent messages show its subject).
      kind: row.kind,
      subject: row.subject,
      body: '',
      digestItems: [row.subject],
      unsubscribeUrl: row.reader?.settingsUrl ?? null,
      dedupeKey: `digest:${cause.userId}:${new Date(windowStart).toISOString()}`,
      causedBy: cause.userId,
      nextAttemptAt: new Date(windowStart + windowMs),
    })
    .onConflictDoUpdate({
      target: [outbox.dedupeKey, outbox.toAddress],
      set: { digestItems: sql`coalesce(${outbox.digestItems}, '[]'::jsonb) || excluded.digest_items` },
      setWhere: eq(outbox.status, 'queued'),
    })
    .returning({ id: outbox.id, items: outbox.digestItems });
  if (!digest) return;
  const [actor] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, cause.userId));
  const email = digestEmail({
    locale: row.locale,
    reader: row.reader,
    brand,
    actor: actor?.name ?? actor?.email ?? '?',
    window: emailsOnePersonCauses,
    items: digest.items ?? [],
    link: `${publicUrl}/`,
  });
  await db
    .update(outbox)
    .set({ subject: email.subject, body: email.text, html: email.html })
    .where(eq(outbox.id, digest.id));
}
