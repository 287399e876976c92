// The list dialect of ra-data-simple-rest, shared by every list route:
//   ?sort=["field","ASC"]&range=[0,24]&filter={"q":"text",...}
// answered with an array and `Content-Range: <resource> <start>-<end>/<total>`.
import type { FastifyReply } from 'fastify';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '../../common/api';
import { maxJsonDepth, nestsDeeperThan } from './request-limits';
import { findUnstorableText } from './storable-text';

/**
 * The most rows one call answers: an export (every row a list's filters match) of 10,000 customers is one call. In
 * calls of 1,000 each call sorted and skipped every row before its own, and the ten took 2 to 8 s.
 */
export const maxPageSize = 10_000;

/** ra-data-simple-rest's `getMany`: `filter={"id":[1,2,3]}`, which every list takes. */
const idsFilter = z.array(idSchema).min(1).max(1000);
const defaultRange = [0, 24];

/** A query parameter that carries JSON, parsed and then checked by `schema`. */
function jsonParameter<T extends z.ZodType>(name: string, example: string, schema: T) {
  return z
    .string()
    .transform((text, context) => {
      let parsed: unknown;
      try {
        if (nestsDeeperThan(text, maxJsonDepth)) throw new Error('nested too deep');
        parsed = JSON.parse(text);
      } catch {
        context.addIssue({ code: 'custom', message: `${name} must be JSON, for example ${example}` });
        return z.NEVER;
      }
      // An escape in the JSON (\u0000) makes what the raw query did not hold: checked once parsed.
      if (findUnstorableText(parsed)) {
        context.addIssue({ code: 'custom', message: 'text may not hold a NUL character or an unpaired surrogate' });
        return z.NEVER;
      }
      return parsed;
    })
    .pipe(schema)
    .describe(`JSON, for example ${example}`);
}

type ListQueryOptions<Sort extends string, Filter extends z.ZodRawShape> = {
  /** The fields the list sorts by besides `id`, the first its default. */
  sortFields: readonly [Sort, ...Sort[]];
  /** The filters the list accepts besides `q` and `id`; any other is refused. */
  filters?: Filter;
};

/**
 * The query-string schema of a list route: its sort fields and its filters. Every list also sorts by `id`
 * (react-admin's default sort) and filters by `id: [...]` (ra-data-simple-rest's `getMany`), so that the library's
 * own client drives every list.
 */
export function listQuerySchema<Sort extends string, Filter extends z.ZodRawShape = Record<never, never>>(
  options: ListQueryOptions<Sort, Filter>,
) {
  const sortFields = [...new Set([...options.sortFields, 'id' as const])] as [Sort | 'id', ...(Sort | 'id')[]];
  const sortSchema = z.tuple([
    z.enum(sortFields, { error: () => `sort field must be one of: ${sortFields.join(', ')}` }),
    z.enum(['ASC', 'DESC'], { error: () => 'sort order must be ASC or DESC' }),
  ]);
  const rangeSchema = z
    .tuple([z.number().int().min(0), z.number().int().min(0)], {
      error: () => 'range must be two whole numbers, [start, end]',
    })
    .refine(([start, end]) => end >= start, 'range end must not be before its start')
    .refine(([start, end]) => end - start < maxPageSize, `a page holds at most ${maxPageSize} rows`);
  const filterSchema = z.strictObject({
    q: z.string().max(200).optional(),
    id: idsFilter.optional(),
    ...(options.filters ?? ({} as Filter)),
  });
  return z.object({
    sort: jsonParameter('sort', `["${options.sortFields[0]}","ASC"]`, sortSchema).optional(),
    range: jsonParameter('range', '[0,24]', rangeSchema).prefault(JSON.stringify(defaultRange)),
    filter: jsonParameter('filter', '{"q":"text"}', filterSchema).prefault('{}'),
  });
}

/** In a prepared list: the row's id is one of the `ids` placeholder's (the `id` filter). */
export const idAmongPlaceholder = (column: SQLWrapper) => sql`${column} = any(${sql.placeholder('ids')}::int[])`;

/** LIMIT and OFFSET of a range. */
export function pageOf(range: [number, number]) {
  return { offset: range[0], limit: range[1] - range[0] + 1 };
}

/** An ILIKE pattern that finds `text` anywhere, literally: a % or _ typed in a search is not a wildcard. */
export const containing = (text: string) => `%${text.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;

type PreparedList<Row> = { execute: (values: Record<string, unknown>) => Promise<Row[]> };

/**
 * One page of a prepared list query with `limit` and `offset` placeholders, whose rows carry the list's total
 * (a window count) in `totalKey`; a page past the end asks the first row for the total.
 */
export async function pageOfPrepared<Row extends Record<Key, number>, Key extends string = 'total'>(
  query: PreparedList<Row>,
  values: Record<string, unknown>,
  range: [number, number],
  totalKey = 'total' as Key,
) {
  const { limit, offset } = pageOf(range);
  const rows = await query.execute({ ...values, limit, offset });
  const first = rows[0] ?? (offset > 0 ? (await query.execute({ ...values, limit: 1, offset: 0 }))[0] : undefined);
  return { rows, total: first?.[totalKey] ?? 0 };
}

/** Sends one page of a list with its Content-Range; a range past the end is an empty page. */
export function sendPage<Row>(
  reply: FastifyReply,
  resource: string,
  range: [number, number],
  rows: Row[],
  total: number,
) {
  const [start] = range;
  const contentRange =
    rows.length === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + rows.length - 1}/${total}`;
  return reply
    .header('Content-Range', contentRange)
    .header('Access-Control-Expose-Headers', 'Content-Range')
    .send(rows);
}
