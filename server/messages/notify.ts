// Telling people: a notice in the portal (the bell) for every person concerned, and an email for those who did not
// turn that kind off, kept in the outbox. Written in the caller's transaction, and keyed, so that a job that runs
// twice, or in two processes at once, tells once.
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyAccess, notices, outbox, users, type NoticeKind } from '../db/schema';
import { emailOf, type Locale } from './wording';

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

/**
 * Tells these people (a notice each, an email unless they turned the kind off) and these other addresses (an email,
 * in English: a mailbox has no language of its own).
 */
export function tell(
  db: Db,
  tidings: Tidings,
  people: Person[],
  { publicUrl, addresses = [] }: { publicUrl: string; addresses?: string[] },
) {
  return tellAll(db, [{ tidings, people, addresses }], publicUrl);
}

/** Many tellings in two statements (a sweep's batch): the notices, then the emails. */
export async function tellAll(db: Db, tellings: Telling[], publicUrl: string) {
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
    const link = tidings.link ? `${publicUrl}${tidings.link}` : null;
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
    }));
  });
  if (emailRows.length > 0) await db.insert(outbox).values(emailRows).onConflictDoNothing();
}
