// Written budgets; `npm run bench` prints each figure beside its budget and fails when one is missed.
export const budgets = {
  /** Gzipped JavaScript the browser fetches before the first render (DESIGN.md: a bare react-admin app ships ~308 KB). */
  firstLoadKilobytes: 308,
  /** `npm run db:seed -- --scale 100000` ("under a few minutes"). */
  scaleSeedSeconds: 180,
  /** A list page through the full stack against the same query run directly, at p50. */
  listOverheadRatio: 2,
  /** 1,000 single item updates against one bulk request of the same 1,000. */
  bulkSpeedupRatio: 20,
  bulkMilliseconds: 1000,
  /** Dashboard statistics and recent activity at p99. */
  dashboardP99Milliseconds: 50,
};

/** A measured figure and its budget: at most `budget`, or at least it when `atLeast`. */
export type Figure = { name: string; value: number; unit: string; budget: number; atLeast?: boolean };
