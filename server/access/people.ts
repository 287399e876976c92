// The people the access routes act on.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { notFound } from '../http/errors';

/** The person of `userId`, or a 404. */
export async function userOrNotFound(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return user;
}

/**
 * Ends every open session of a person but `keep` (their own, when they sign out their other devices). Each ended
 * session is refused on its very next call, through any process: the access version moves in the same commit.
 */
export async function endSessionsOf(db: Db, userId: number, now: Date, keep?: string) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}
