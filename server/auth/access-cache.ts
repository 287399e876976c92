// Who a session is and which companies it may act for, kept in memory between calls so that a guarded request
// costs no database round trip of its own. It is forgotten whenever sessions, users, company access or companies
// change: a statement this process sends that writes one of them empties it at once, and a trigger on those
// tables (migration 0002) notifies `access_changed`, which every process listens to, for changes made elsewhere.
// A load that began before a change is not kept (the generation moved on), so a revoke holds on the next call.
import type { CompanyRole } from '../../common/domain';
import type { Database } from '../db/client';
import type { User } from '../db/schema';

export type CompanyContext = { id: number; tenantId: string; isActive: boolean; role: CompanyRole };

/** The companies seen so far by a session: its context there (null: no access), and until when it holds. */
type KnownCompany = { context: CompanyContext | null; until: Date | null };
type KnownSession = { user: User; sessionId: string; until: Date; companies: Map<number, KnownCompany> };

export const accessChangedChannel = 'access_changed';
const writesAccess =
  /^\s*(?:insert\s+into|update|delete\s+from|truncate)\s+"?(?:sessions|users|company_access|companies)"?\s/i;
/** A bound on memory: past it, the cache starts over. */
const maxSessions = 10_000;

const holds = (until: Date | null, now: number) => until === null || until.getTime() > now;

export async function createAccessCache(database: Database) {
  const sessions = new Map<string, KnownSession>();
  let generation = 0;
  const forgetAll = () => {
    generation++;
    sessions.clear();
  };
  database.watchStatements((text) => {
    if (writesAccess.test(text)) forgetAll();
  });
  await database.listen(accessChangedChannel, forgetAll);

  /** Keeps what `load` found unless access changed meanwhile. */
  async function loadAndKeep<T>(load: () => Promise<T>, keep: (found: T) => void): Promise<T> {
    const startedAt = generation;
    const found = await load();
    if (startedAt === generation) keep(found);
    return found;
  }

  return {
    forgetAll,
    /** The person behind a session token, from memory or from `load` (null: no live session). */
    async session(token: string, load: () => Promise<Omit<KnownSession, 'companies'> | null>) {
      const known = sessions.get(token);
      if (known && holds(known.until, Date.now())) return known;
      return loadAndKeep(load, (found) => {
        if (!found) return;
        if (sessions.size >= maxSessions) sessions.clear();
        sessions.set(token, { ...found, companies: new Map() });
      });
    },
    /** The context in a company of the session behind a token, from memory or from `load`. */
    async company(token: string, companyId: number, load: () => Promise<KnownCompany>) {
      const known = sessions.get(token)?.companies.get(companyId);
      if (known && holds(known.until, Date.now())) return known.context;
      const found = await loadAndKeep(load, (found) => sessions.get(token)?.companies.set(companyId, found));
      return found.context;
    },
  };
}

export type AccessCache = Awaited<ReturnType<typeof createAccessCache>>;
