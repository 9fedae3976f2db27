import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../modules/properties/properties.repository';

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}

interface OperationObject {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface ApiOperation {
  /** `POST /api/auth/login`: the key the tests classify by. */
  op: string;
  path: string;
  method: Method;
  /** Query parameter names and their schemas. */
  query: Record<string, JsonSchema>;
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

/**
 * Every /api operation in the app's OpenAPI document (the one /api/docs/json serves), so a route
 * added later is covered by the matrix and the fuzz suite as soon as it exists.
 */
export function apiOperations(app: FastifyInstance): ApiOperation[] {
  const document = app.swagger() as { paths: Record<string, Partial<Record<Method, OperationObject>>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method];
        if (!operation) return [];
        const query = Object.fromEntries(
          (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        );
        const body = operation.requestBody?.content?.['application/json']?.schema;
        return [{ op: `${method.toUpperCase()} ${path}`, path, method, query, body }];
      }),
    );
}

/** Operations that sign the caller out: called only anonymously, so a suite keeps its sessions. */
export const SIGNS_OUT = new Set(['POST /api/auth/logout', 'POST /api/auth/clear-sessions']);

/** Tables a request could change for someone else; site_analytics records every request by design. */
export const GUARDED_TABLES = [
  'users',
  'properties',
  'user_favorites',
  'user_property_views',
  'user_search_history',
  'saved_searches',
  'saved_search_notices',
  'uploads',
  'agent_messages',
  'outbound_emails',
  'listing_sale_matches',
];

/**
 * A checksum of every row of `tables`, and the number of sessions (counted only: using a session
 * touches it). Equal before and after a request means the request changed none of them.
 */
export async function tableFingerprint(db: Db, tables: readonly string[] = GUARDED_TABLES) {
  const hashes = tables.map(
    (table) =>
      sql`(select md5(coalesce(string_agg(r::text, ',' order by r::text), '')) from ${sql.identifier(table)} r)`,
  );
  const [row] = await selectRows<Record<string, string>>(
    db,
    sql`select ${sql.join(hashes, sql`, `)}, (select count(*) from sessions) as sessions`,
  );
  return row;
}
