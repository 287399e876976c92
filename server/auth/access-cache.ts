// Who a session is and which companies it may act for, kept in memory between calls so that a guarded request
// costs one small read of its own instead of the session and company queries. That read is the access version
// (migration 0006): a number the database moves on, in the same commit, with every change to sessions, users,
// company access or companies, whichever process or person made it. A call that finds a number other than the one
// the memory was filled under forgets it all; so a logout, a revoke, an expiry or a disable made anywhere holds on
// the very next call everywhere, with no message between processes to be lost.
import type { CompanyRole } from '../../common/domain';
import type { Database } from '../db/client';
import { accessVersion, type User } from '../db/schema';

export type CompanyContext = { id: number; tenantId: string; isActive: boolean; role: CompanyRole };

/** The companies seen so far by a session: its context there (null: no access), and until when it holds. */
type KnownCompany = { context: CompanyContext | null; until: Date | null };
type KnownSession = { user: User; sessionId: string; until: Date; companies: Map<number, KnownCompany> };

/** A bound on memory: past it, the cache starts over. */
const maxSessions = 10_000;

const holds = (until: Date | null, now: number) => until === null || until.getTime() > now;

export async function createAccessCache(database: Database) {
  const sessions = new Map<string, KnownSession>();
  /** The access version the memory holds answers for. */
  let filledUnder = -1;

  const readVersion = async () => {
    const [row] = await database.db.select({ version: accessVersion.version }).from(accessVersion);
    return row?.version ?? 0;
  };

  /**
   * The version as of now, the memory emptied when it moved. A reader that met an older number than another
   * request already did (their reads crossed) neither reads nor fills the memory.
   */
  async function current() {
    const version = await readVersion();
    if (version > filledUnder) {
      sessions.clear();
      filledUnder = version;
    }
    return { version, isCurrent: version === filledUnder };
  }

  return {
    /** The person behind a session token, from memory or from `load` (null: no live session). */
    async session(token: string, load: () => Promise<Omit<KnownSession, 'companies'> | null>) {
      const { version, isCurrent } = await current();
      const known = isCurrent ? sessions.get(token) : undefined;
      if (known && holds(known.until, Date.now())) return known;
      const found = await load();
      if (found && isCurrent && version === filledUnder) {
        if (sessions.size >= maxSessions) sessions.clear();
        sessions.set(token, { ...found, companies: new Map() });
      }
      return found;
    },
    /**
     * The context in a company of the session behind a token, from memory or from `load`. Asked after `session`
     * in the same request, whose version read it relies on.
     */
    async company(token: string, companyId: number, load: () => Promise<KnownCompany>) {
      const known = sessions.get(token)?.companies.get(companyId);
      if (known && holds(known.until, Date.now())) return known.context;
      const startedUnder = filledUnder;
      const found = await load();
      if (startedUnder === filledUnder) sessions.get(token)?.companies.set(companyId, found);
      return found.context;
    },
  };
}

export type AccessCache = Awaited<ReturnType<typeof createAccessCache>>;
