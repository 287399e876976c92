// The activity log: who did what to which object, written by every area that changes something people may ask about.
import type { Db } from '../db/client';
import { activityLog } from '../db/schema';

/** One line of the log; its object's id is stored as text (subscriptions, orders and people share the column). */
export type ActivityEntry = Omit<typeof activityLog.$inferInsert, 'id' | 'objectId'> & { objectId: number | string };

/**
 * Writes one line of the activity log, or several. Chain `.returning({ id: activityLog.id })` where the line's id is
 * needed (a charge names the event that caused it).
 */
export const logActivity = (db: Db, entries: ActivityEntry | ActivityEntry[]) =>
  db.insert(activityLog).values([entries].flat().map((entry) => ({ ...entry, objectId: String(entry.objectId) })));
