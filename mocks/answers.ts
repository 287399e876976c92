// What the MSW handlers of every area share: an answer (a body, or a status and a body), the request as a
// handler saw it, and handlers for one call and for a list in the simple-rest dialect.
import { http, HttpResponse, type JsonBodyType } from 'msw';

/** A handler's answer: a body (200), or `{ status, body }` for anything else. */
export type Answer = JsonBodyType | { status: number; body: JsonBodyType };

const isStatusAnswer = (answer: Answer): answer is { status: number; body: JsonBodyType } =>
  !!answer && typeof answer === 'object' && !Array.isArray(answer) && 'status' in answer && 'body' in answer;

export const respond = (answer: Answer) =>
  isStatusAnswer(answer) ? HttpResponse.json(answer.body, { status: answer.status }) : HttpResponse.json(answer);

/** A request as a handler saw it: method, address (with its list query read), and JSON body. */
export type SeenRequest = {
  method: string;
  url: URL;
  body: unknown;
  /** Its headers (the company a call names, X-Company-Id): the handlers' requests have them. */
  headers?: Headers;
  /** The list dialect's `sort`, `range` and `filter`, parsed. */
  list: { sort?: [string, string]; range?: [number, number]; filter?: Record<string, unknown> };
};

export async function seeRequest(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  const read = (name: string) => {
    const value = url.searchParams.get(name);
    return value ? JSON.parse(value) : undefined;
  };
  return {
    method: request.method,
    url,
    body: text ? JSON.parse(text) : null,
    headers: request.headers,
    list: { sort: read('sort'), range: read('range'), filter: read('filter') },
  };
}

/** What a handler answers: fixed, or computed from the request. */
export type Responder<T> = T | Answer | ((seen: SeenRequest) => T | Answer);
const resolve = <T>(responder: Responder<T>, seen: SeenRequest) =>
  (typeof responder === 'function' ? (responder as (seen: SeenRequest) => T | Answer)(seen) : responder) as T | Answer;

/** One call; `noContentOnNull` answers a null with 204. */
export function handle<T>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string | RegExp,
  responder: Responder<T>,
  seen?: SeenRequest[],
  { noContentOnNull = false } = {},
) {
  return http[method](path, async ({ request }) => {
    const request_ = await seeRequest(request);
    seen?.push(request_);
    const answer = resolve(responder, request_) as Answer;
    if (noContentOnNull && answer === null) return new HttpResponse(null, { status: 204 });
    return respond(answer);
  });
}

/**
 * A list in the simple-rest dialect: rows searched by `q` on their text and kept to the ids of `id: [1, 2]`
 * (ra-data-simple-rest's getMany), like every list of the server; optionally kept to those equal to the other
 * filters (or, for `…Ids`, among them); then a page and Content-Range with the total.
 */
export function handleList<T extends object>(
  path: string,
  responder: Responder<T[]>,
  seen?: SeenRequest[],
  { filterByEquality = false } = {},
) {
  return http.get(path, async ({ request }) => {
    const request_ = await seeRequest(request);
    seen?.push(request_);
    const rows = resolve(responder, request_);
    if (!Array.isArray(rows)) return respond(rows);
    const { q, id: ids, ...equal } = (request_.list.filter ?? {}) as Record<string, unknown>;
    const text = String(q ?? '').toLowerCase();
    const field = (row: T, key: string) => (row as Record<string, unknown>)[key];
    const matching = rows.filter(
      (row) =>
        (!text || JSON.stringify(Object.values(row)).toLowerCase().includes(text)) &&
        (!Array.isArray(ids) || ids.includes(field(row, 'id'))) &&
        (!filterByEquality ||
          Object.entries(equal).every(([key, value]) =>
            // `companyIds: [4, 5]` keeps the rows whose `companyId` is one of them, as the server does.
            Array.isArray(value) && key.endsWith('Ids')
              ? value.includes(field(row, key.slice(0, -1)))
              : field(row, key) === value,
          )),
    );
    const [start, end] = request_.list.range ?? [0, matching.length - 1];
    const page = matching.slice(start, end + 1);
    const last = page.length ? start + page.length - 1 : start;
    return HttpResponse.json(page as JsonBodyType, {
      headers: { 'Content-Range': `items ${start}-${last}/${matching.length}` },
    });
  });
}
