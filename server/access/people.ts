// The people the access routes act on.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { notFound } from '../http/errors';

/** The person of `userId`, or a 404. */
export async function userOrNotFound(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return user;
}
