import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSettings } from '../db/schema';

/**
 * A value every server process shares: read it, or make it once. Concurrent first starts agree on one value
 * (the first insert wins, the others read it back).
 */
export async function sharedSetting<T>(db: Db, key: string, create: () => T | Promise<T>): Promise<T> {
  const [existing] = await db.select().from(serverSettings).where(eq(serverSettings.key, key));
  if (existing) return existing.value as T;
  await db
    .insert(serverSettings)
    .values({ key, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.key, key));
  return stored!.value as T;
}
