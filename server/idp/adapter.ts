// oidc-provider's storage in the database (its default keeps everything in one process's memory): a sign-in started
// on one server process and finished on another, behind a load balancer, finds its interaction, code and grant.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { idpRecords } from '../db/schema';

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

    private async findWhere(condition: ReturnType<typeof eq>) {
      const [row] = await db
        .select({ payload: idpRecords.payload, consumedAt: idpRecords.consumedAt })
        .from(idpRecords)
        .where(and(this.current(), condition));
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const values = {
        model: this.model,
        id,
        payload,
        grantId: grantable.has(this.model) ? (payload.grantId ?? null) : null,
        uid: this.model === 'Session' ? (payload.uid ?? null) : null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(idpRecords)
        .values(values)
        .onConflictDoUpdate({ target: [idpRecords.model, idpRecords.id], set: { ...values, consumedAt: null } });
      // What expired an hour ago will never be read again.
      await db.delete(idpRecords).where(lt(idpRecords.expiresAt, sql`now() - interval '1 hour'`));
    }

    find(id: string) {
      return this.findWhere(eq(idpRecords.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(idpRecords.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(idpRecords.userCode, userCode));
    }

    async consume(id: string) {
      await db
        .update(idpRecords)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(idpRecords.model, this.model), eq(idpRecords.id, id)));
    }

    async destroy(id: string) {
      await db.delete(idpRecords).where(and(eq(idpRecords.model, this.model), eq(idpRecords.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(idpRecords).where(eq(idpRecords.grantId, grantId));
    }
  };
}
