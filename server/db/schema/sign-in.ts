// What signing in keeps: the server's own secrets, the sessions, the sign-ins under way and the built-in identity
// provider's records.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './companies';

// Secrets the server makes on first start and every process shares (session signing key, the built-in
// identity provider's keys), unless the environment supplies them.
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  // The provider's ID token of a sign-in through the server's code exchange: the hint of its logout.
  idToken: text('id_token'),
});

// Sign-in attempts started by GET /auth/microsoft: single-use, short-lived, bound to one browser.
export const signInStates = pgTable('sign_in_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  browserBindingHash: text('browser_binding_hash').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// What the built-in identity provider keeps between requests (interactions, sessions, codes, grants, tokens), in the
// database so that any server process behind a load balancer can serve the next step of a sign-in.
export const idpRecords = pgTable(
  'idp_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('idp_records_grant_idx').on(table.grantId),
    index('idp_records_uid_idx').on(table.uid),
    index('idp_records_expiry_idx').on(table.expiresAt),
  ],
);
