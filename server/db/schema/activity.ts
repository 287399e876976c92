// The activity log: who did what to which object (server/activity/log.ts writes it).
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies, users } from './companies';

export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_log_object_idx').on(table.objectType, table.objectId),
    index('activity_log_company_created_idx').on(table.companyId, table.createdAt),
    index('activity_log_created_idx').on(table.createdAt),
  ],
);
