// oidc-provider's storage in the database (its default keeps everything in one process's memory): a sign-in started
// on one server process and finished on another, behind a load balancer, finds its interaction, code and grant.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { idpRecords } from '../db/schema';
import { findUnstorableText } from '../http/storable-text';

/** What a grant owns: revoking the grant removes them. */
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export function databaseAdapter(db: Db) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private readonly current = () =>
      and(eq(idpRecords.model, this.model), or(isNull(idpRecords.expiresAt), gt(idpRecords.expiresAt, sql`now()`)));

    private async findWhere(key: string, condition: ReturnType<typeof eq>) {
      // A key the database cannot hold (a NUL sent in a form) names no record: the provider answers invalid_grant.
      if (findUnstorableText(key)) return undefined;
      const [row] = await db
        .select({ payload: idpRecords.payload, consumedAt: idpRecords.consumedAt })
        .from(idpRecords)
        .where(and(this.current(), condition));
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      // What a request put in the payload (a state, a nonce) must be storable: refused in words, not a 500.
      if (findUnstorableText(payload)) {
        throw new errors.InvalidRequest('the request holds a NUL character or an unpaired surrogate');
      }
      const values = {
        model: this.model,
        id,
        payload,
        grantId: grantable.has(this.model) ? (payload.grantId ?? null) : null,
        uid: this.model === 'Session' ? (payload.uid ?? null) : null,
        userCode: payload.userCode ?? null,
        // The database's clock, which `current()` compares with, whatever this host's says.
        expiresAt: typeof expiresIn === 'number' ? sql`now() + make_interval(secs => ${expiresIn})` : null,
      };
      await db
        .insert(idpRecords)
        .values(values)
        .onConflictDoUpdate({ target: [idpRecords.model, idpRecords.id], set: { ...values, consumedAt: null } });
      // What expired an hour ago will never be read again.
      await db.delete(idpRecords).where(lt(idpRecords.expiresAt, sql`now() - interval '1 hour'`));
    }

    find(id: string) {
      return this.findWhere(id, eq(idpRecords.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(uid, eq(idpRecords.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(userCode, eq(idpRecords.userCode, userCode));
    }

    async consume(id: string) {
      if (findUnstorableText(id)) return;
      await db
        .update(idpRecords)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(idpRecords.model, this.model), eq(idpRecords.id, id)));
    }

    async destroy(id: string) {
      if (findUnstorableText(id)) return;
      await db.delete(idpRecords).where(and(eq(idpRecords.model, this.model), eq(idpRecords.id, id)));
    }

    // Called once per model of a grant's tokens: each call removes its own model's.
    async revokeByGrantId(grantId: string) {
      if (findUnstorableText(grantId)) return;
      await db.delete(idpRecords).where(and(eq(idpRecords.model, this.model), eq(idpRecords.grantId, grantId)));
    }
  };
}
