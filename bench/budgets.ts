// Written budgets; `npm run bench` prints each figure beside its budget and fails when one is missed.
export const budgets = {
  /** Gzipped JavaScript the browser fetches before the first render (DESIGN.md: a bare react-admin app ships ~308 KB). */
  firstLoadKilobytes: 308,
  /** `npm run db:seed -- --scale 100000` ("under a few minutes"). */
  scaleSeedSeconds: 180,
};
