import type { Db } from './client';

/**
 * A query prepared once per database and per shape, its values left as placeholders: Drizzle builds a select's
 * SQL anew on every call, a few tenths of a millisecond for a list page with its joins, the largest part of a
 * list request's own work. A shape says which filters are present and how the list is sorted, never a value
 * (values are the placeholders'), so there are few of them.
 */
export function preparedPerShape<Shape, Prepared>(
  label: string,
  prepare: (db: Db, shape: Shape, name: string) => Prepared,
) {
  const perDatabase = new WeakMap<Db, Map<string, Prepared>>();
  return (db: Db, shape: Shape): Prepared => {
    let byShape = perDatabase.get(db);
    if (!byShape) perDatabase.set(db, (byShape = new Map()));
    const key = JSON.stringify(shape);
    let prepared = byShape.get(key);
    if (!prepared) byShape.set(key, (prepared = prepare(db, shape, `${label}_${byShape.size}`)));
    return prepared;
  };
}
