import fc from 'fast-check';
import type { ApiOperation, JsonSchema } from '../openapi-operations';
import { badJsonValue, badString, encodePathSegment, HOSTILE_STRINGS, toJsonText } from './bad-values';

export interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Bodies a JSON parser must refuse (or take) without falling over. */
export const MALFORMED_JSON = [
  '{"unfinished":',
  '{',
  '}',
  '"',
  'x',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '['.repeat(100_000),
  '{"a":'.repeat(50_000),
];

/** Content types the API does not take, beside JSON that says it is something else. */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  'image/png',
  ';;;',
];

/** Query strings that break naive parsers: bad percent escapes, repeats, brackets. */
const RAW_QUERIES = [
  '%',
  '%zz',
  '&&&=',
  'a[b]=1',
  'limit[]=1&limit[]=2',
  '=',
  '?',
  `x=${'%41'.repeat(5_000)}`,
];

/** The ids a path parameter may name: real ones (to reach the body checks), or hostile text. */
export type RealIds = Record<string, string[]>;

function pathArbitrary(operation: ApiOperation, realIds: RealIds) {
  const params = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  // A real id on a DELETE would really delete it, and the fuzz would go on without it.
  const real = (name: string) => (operation.method === 'delete' ? [] : (realIds[name] ?? []));
  const value = (name: string) =>
    fc.oneof(
      badString.map(encodePathSegment),
      fc.constantFrom(...HOSTILE_STRINGS.slice(0, 3)),
      ...(real(name).length > 0 ? [fc.constantFrom(...real(name))] : []),
    );
  return fc
    .tuple(...params.map(value))
    .map((values) => operation.path.replace(/\{\w+\}/g, () => values.shift() ?? ''));
}

function queryArbitrary(query: Record<string, JsonSchema>) {
  const named = Object.keys(query).map((name) => fc.option(fc.tuple(fc.constant(name), badString)));
  const extra = fc.array(fc.tuple(fc.string({ maxLength: 10 }), badString), { maxLength: 2 });
  const encoded = fc.tuple(fc.tuple(...named), extra).map(([pairs, more]) => {
    const params = new URLSearchParams();
    for (const pair of [...pairs, ...more]) if (pair) params.append(pair[0], pair[1]);
    return params.toString();
  });
  return fc.oneof({ weight: 4, arbitrary: encoded }, fc.constantFrom(...RAW_QUERIES));
}

/** A body built on the operation's schema with every field wrong, missing or extra. */
function bodyArbitrary(schema: JsonSchema | undefined) {
  const fields = Object.keys(schema?.properties ?? {});
  const object = fc
    .tuple(
      fc.tuple(...fields.map((name) => fc.option(fc.tuple(fc.constant(name), badJsonValue)))),
      fc.dictionary(fc.string({ maxLength: 12 }), badJsonValue, { maxKeys: 3 }),
    )
    .map(([pairs, extra]) => ({ ...extra, ...Object.fromEntries(pairs.filter((p) => p !== null)) }));
  return fc.oneof({ weight: 5, arbitrary: object.map(toJsonText) }, badJsonValue.map(toJsonText));
}

/** Bad input of every kind for one operation: structured bodies, broken JSON, wrong content types. */
export function requestArbitrary(operation: ApiOperation, realIds: RealIds): fc.Arbitrary<FuzzRequest> {
  const takesBody = operation.method !== 'get';
  const json = { 'content-type': 'application/json' };
  const body = takesBody
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: bodyArbitrary(operation.body).map((payload) => ({ headers: json, payload })),
        },
        fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ headers: json, payload })),
        fc
          .tuple(
            fc.constantFrom(...WRONG_CONTENT_TYPES),
            fc.constantFrom('{}', 'a=1', '<x/>', '\u0000\u0001'),
          )
          .map(([type, payload]) => ({ headers: { 'content-type': type }, payload })),
      )
    : fc.constant({ headers: {}, payload: undefined });
  return fc
    .tuple(pathArbitrary(operation, realIds), queryArbitrary(operation.query), body)
    .map(([path, query, { headers, payload }]) => ({
      url: query ? `${path}?${query}` : path,
      headers,
      payload,
    }));
}
