import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_ID, ORIGIN_KEYS } from '@rendezvous/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { multipart, PNG, SVG, type Part } from '../files/support';
import { DEMO_PASSWORD, engines, startTestApp, type TestApp } from '../support/app';

/*
 * Hostile input against every operation of the OpenAPI document, so that a route added later
 * is attacked without anyone remembering to: wrong types, huge, negative and past-int4
 * numbers, 1 MB strings, NUL and other control characters, deep nesting, malformed and
 * oversized JSON, missing and forged headers; as a visitor, as the admin of another business
 * and as a consultant, over real HTTP. No answer may be a 5xx or take too long, and a refused
 * request must leave every table as it was.
 */

/** The demo business's live site. */
const DEMO_SUBDOMAIN = 'maison-lumiere';

/** Columns a refused request may still write: a session is touched as it is used. */
const VOLATILE_COLUMNS = new Set(['auth_tokens.last_used_at', 'auth_tokens.idle_expires_at']);

/** Operations that end the very session they are called with: walked with a spare one. */
const SESSION_ENDING = new Set(['POST /api/logout']);

/**
 * Above the slowest honest answer (password hashing, forgot-password's uniform delay) on a
 * machine whose two cores also typecheck and drive a browser, where a 30-second limit was
 * once met by an answer that came later: a hang is a request that never answers.
 */
const REQUEST_TIMEOUT_MS = 90_000;

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

interface WalkedOperation {
  /** "PATCH /api/admin/{id}" */
  key: string;
  method: string;
  path: string;
  params: Parameter[];
  body: JsonSchema | undefined;
  /** A multipart/form-data body (image uploads): its text fields and `format: binary` files. */
  multipart: JsonSchema | undefined;
}

const SCHEMA_REF = '#/components/schemas/';

/**
 * The document with each `$ref` to a component schema replaced by the schema itself, so the
 * walk reads a request's fields where the route uses them. A schema met again inside itself
 * (recursion) is left as `{}`: anything is a value of it.
 */
function inlineSchemaRefs<T>(doc: T & { components?: { schemas?: Record<string, unknown> } }): T {
  const schemas = doc.components?.schemas ?? {};
  const inline = (node: unknown, open: ReadonlySet<string>): unknown => {
    if (Array.isArray(node)) return node.map((item) => inline(item, open));
    if (node === null || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith(SCHEMA_REF)) {
      const name = ref.slice(SCHEMA_REF.length);
      return open.has(name) ? {} : inline(schemas[name], new Set([...open, name]));
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value, open)]));
  };
  return inline(doc, new Set()) as T;
}

function operationsOf(doc: OpenApiDocument): WalkedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      multipart: op.requestBody?.content['multipart/form-data']?.schema,
    })),
  );
}

/** Where a request schema lets through an unbounded string, number or list. */
function unbounded(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  const types = [schema.type ?? []].flat();
  if (schema.enum === undefined && schema.const === undefined) {
    if (types.includes('string') && schema.maxLength === undefined) {
      found.push(`${path}: string without maxLength`);
    }
    if (types.includes('integer') || types.includes('number')) {
      const max = schema.maximum ?? schema.exclusiveMaximum ?? Infinity;
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -Infinity;
      if (max > MAX_ID || min < -MAX_ID - 1)
        found.push(`${path}: number outside int4 (${min}..${max})`);
    }
    if (types.includes('array') && schema.maxItems === undefined)
      found.push(`${path}: list without maxItems`);
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    found.push(...unbounded(child, `${path}.${key}`));
  }
  if (typeof schema.additionalProperties === 'object') {
    found.push(...unbounded(schema.additionalProperties, `${path}[value]`));
  }
  if (schema.propertyNames) found.push(...unbounded(schema.propertyNames, `${path}[key]`));
  if (schema.items) found.push(...unbounded(schema.items, `${path}[]`));
  const alternatives = [schema.prefixItems, schema.anyOf, schema.oneOf, schema.allOf].flatMap(
    (list) => list ?? [],
  );
  for (const [index, child] of alternatives.entries())
    found.push(...unbounded(child, `${path}|${index}`));
  return found;
}

/* ------------------------------------------------------------------------------------------ */
/* A plausible request, to vary one thing at a time                                           */
/* ------------------------------------------------------------------------------------------ */

/**
 * A value the schema accepts, or close to it, so that one hostile field is all that is wrong
 * with a request and the rest of it gets as far into the route as it can.
 */
function example(schema: JsonSchema, name: string, op: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return example(options.find((o) => o.type !== 'null') ?? options[0]!, name, op);
  switch ([schema.type ?? 'object'].flat().find((t) => t !== 'null')) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [
          key,
          example(schema.properties?.[key] ?? {}, key, op),
        ]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        example(schema.items ?? {}, name, op),
      );
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'string':
      return exampleText(schema, name, op);
    default:
      return null;
  }
}

function exampleText(schema: JsonSchema, name: string, op: string): string {
  // An address of its own per operation: a code one route sends is never guessed at by another.
  if (schema.format === 'email' || /email/i.test(name)) {
    return `hostile.${op.replace(/\W+/g, '-')}@example.test`.toLowerCase();
  }
  if (/date/i.test(name)) return '2030-01-15';
  // The demo's live site, so that the site's routes get past finding it.
  if (name === 'subdomain') return DEMO_SUBDOMAIN;
  if (/time/i.test(name)) return '10:00';
  const text = 'Hostile-Input-2026';
  return text.slice(0, schema.maxLength ?? text.length).padEnd(schema.minLength ?? 0, 'x');
}

/** Every field a body schema declares, nested ones included (a list through its first item). */
function fieldPaths(schema: JsonSchema, prefix: (string | number)[] = []): (string | number)[][] {
  return [schema, ...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap((s) => [
    ...Object.entries(s.properties ?? {}).flatMap(([key, child]) => [
      [...prefix, key],
      ...fieldPaths(child, [...prefix, key]),
    ]),
    ...(s.items ? fieldPaths(s.items, [...prefix, 0]) : []),
  ]);
}

/** A copy of `base` with `value` at `path`, creating what the path passes through. */
function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list: unknown[] = Array.isArray(base) ? [...base] : [];
    list[head] = withValue(list[head], rest, value);
    return list;
  }
  const object: Record<string, unknown> =
    typeof base === 'object' && base !== null ? { ...base } : {};
  object[head] = withValue(object[head], rest, value);
  return object;
}

/** A value nested `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { hostile: value };
  return value;
}

/* ------------------------------------------------------------------------------------------ */
/* Hostile values                                                                             */
/* ------------------------------------------------------------------------------------------ */

const MEGABYTE = 'x'.repeat(1 << 20);

/** For one field of a JSON body. */
const FIELD_VARIANTS: [string, unknown][] = [
  ['an object', { hostile: true }],
  ['a list', ['hostile']],
  ['true', true],
  ['null', null],
  ['text', 'hostile'],
  ['a number', 12345],
  ['-1', -1],
  ['below int4', -(2 ** 31) - 1],
  ['2^31', 2 ** 31],
  ['2^53 + 2', 2 ** 53 + 2],
  ['1e308', 1e308],
  ['1.5', 1.5],
  ['1 MB', MEGABYTE],
  ['NUL', 'hostile\u0000'],
  ['escape', '\u001b[2J'],
  ['a line break', 'hostile\nhostile'],
  ['blank', '  '],
  ['40 levels deep', nested(40)],
];

/**
 * For a field or parameter whose name says it holds a date: a day the calendar lacks, one before
 * its years, and the last one, whose next day (which date arithmetic reaches) is year 10000.
 */
const DATE_VARIANTS = ['2031-02-30', '0000-00-00', '9999-12-31'];

/** For a field whose name says it holds a link or a picture: none may be stored. */
const LINK_VARIANTS = [
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
];

/** For a query or path parameter, as they go into the URL. */
const TEXT_VARIANTS = [
  'hostile',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'x'.repeat(8000),
  '\u0000',
  'a\u001bb',
  '',
].map(encodeURIComponent);

/** What only a raw path can hold. */
const PATH_EXTRAS = ['%E0%A4%A', '%2e%2e%2f', '2147483647'];

/**
 * Multipart bodies (image uploads) as the walk sends them: every field of `schema` with each
 * FIELD_VARIANT (as text, the only thing a form field can be), hostile files in each binary
 * field (text named .png, SVG, one byte over the limit, empty, two at once) and malformed
 * multipart. JSON cannot express a file, hence these; the JSON variants are sent too.
 */
function multipartVariants(schema: JsonSchema, op: string): [string, Buffer, string][] {
  const fields = Object.entries(schema.properties ?? {});
  const binary = new Set(fields.filter(([, s]) => s.format === 'binary').map(([name]) => name));
  const base = Object.fromEntries(
    Object.entries(example(schema, 'body', op) as Record<string, unknown>).map(([name, value]) => [
      name,
      binary.has(name) ? PNG : value,
    ]),
  );
  const asParts = (values: Record<string, unknown>): Part[] =>
    Object.entries(values).map(([name, value]) =>
      Buffer.isBuffer(value)
        ? { name, value, filename: 'hostile.png', type: 'image/png' }
        : { name, value: typeof value === 'string' ? value : JSON.stringify(value) },
    );
  const form = (
    what: string,
    values: Record<string, unknown>,
    extra: Part[] = [],
  ): [string, Buffer, string] => {
    const built = multipart([...asParts(values), ...extra]);
    return [what, built.payload, built.headers['content-type']!];
  };
  const variants = [form('a plausible multipart body', base)];
  for (const [name] of fields) {
    for (const [what, value] of FIELD_VARIANTS) {
      variants.push(form(`multipart ${name} = ${what}`, { ...base, [name]: value }));
    }
  }
  for (const [name, fieldSchema] of fields.filter(([n]) => binary.has(n))) {
    const over = Buffer.alloc((fieldSchema.maxLength ?? 1 << 20) + 1);
    PNG.copy(over, 0, 0, 8);
    for (const [what, bytes] of [
      ['text named .png', Buffer.from('hostile, not a picture')],
      ['SVG', SVG],
      ['one byte over the limit', over],
      ['an empty file', Buffer.alloc(0)],
    ] as const) {
      variants.push(form(`multipart ${name} = ${what}`, { ...base, [name]: bytes }));
    }
    variants.push(
      form(`two files in ${name}`, base, [
        { name, value: PNG, filename: 'second.png', type: 'image/png' },
      ]),
    );
  }
  const [, plausible, type] = variants[0]!;
  variants.push(
    ['multipart cut short', plausible.subarray(0, plausible.length - 20), type],
    ['multipart without a boundary', plausible, 'multipart/form-data'],
    [
      'multipart with a nameless part',
      Buffer.from('--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n'),
      'multipart/form-data; boundary=b',
    ],
    form('a 1 MB field name', base, [{ name: MEGABYTE, value: 'x' }]),
    form('a file in an unknown field', base, [
      { name: 'hostile', value: PNG, filename: 'h.png', type: 'image/png' },
    ]),
  );
  return variants;
}

/** The whole bodies that do not depend on the operation, built once. */
const DEEP_JSON = '['.repeat(100_000) + ']'.repeat(100_000);
const THREE_MEGABYTES_OF_JSON = JSON.stringify({ hostile: 'x'.repeat(3 << 20) });
const INVALID_UTF8 = Buffer.concat([
  Buffer.from('{"hostile": "'),
  Buffer.from([0xff, 0xfe, 0xc3]),
  Buffer.from('"}'),
]);

/** Whole bodies: [label, body, content type]. */
function bodyVariants(base: unknown): [string, string | Buffer, string][] {
  const json = 'application/json';
  return [
    ['malformed JSON', '{"hostile": ', json],
    ['JSON 100,000 levels deep', DEEP_JSON, json],
    ['JSON 40 levels deep', JSON.stringify(nested(40)), json],
    ['3 MB of JSON', THREE_MEGABYTES_OF_JSON, json],
    ['a JSON list', '[1, 2, 3]', json],
    ['a JSON string', '"hostile"', json],
    ['JSON null', 'null', json],
    ['__proto__', '{"__proto__": {"isPlatformAdmin": true}}', json],
    ['constructor.prototype', '{"constructor": {"prototype": {"isPlatformAdmin": true}}}', json],
    ['a NUL in a field name', '{"hostile\\u0000": 1}', json],
    ['unknown fields', JSON.stringify({ ...(base as object), hostile_unknown: 'x' }), json],
    ['an empty body', '', json],
    ['invalid UTF-8', INVALID_UTF8, json],
    ['text/plain', 'hostile\u0000', 'text/plain'],
    ['XML', '<hostile/>', 'application/xml'],
  ];
}

/** Replacements for the headers a signed-in call sends ('' drops one). */
function headerVariants(foreignBusinessId: number): [string, Record<string, string>][] {
  const businessIds = ['2147483648', '99999999999999999999', '-1', '1.5', 'hostile'];
  return [
    ['no X-Origin-Key', { 'x-origin-key': '' }],
    ['an unknown X-Origin-Key', { 'x-origin-key': 'hostile-app' }],
    ['an 8 kB X-Origin-Key', { 'x-origin-key': 'x'.repeat(8000) }],
    ...[...businessIds, 'x'.repeat(8000), String(foreignBusinessId)].map(
      (id): [string, Record<string, string>] => [
        `X-Business-Id ${id.slice(0, 40)}`,
        { 'x-business-id': id },
      ],
    ),
    ['X-Request-Type hostile', { 'x-request-type': 'hostile' }],
    ['X-Request-Type user', { 'x-request-type': 'user' }],
    ['a forged bearer token', { authorization: 'Bearer rdv_at_hostile' }],
    ['an 8 kB bearer token', { authorization: `Bearer ${'x'.repeat(8000)}` }],
    ['Basic authorization', { authorization: 'Basic aG9zdGlsZTppbnB1dA==' }],
    ['an unknown header', { 'x-hostile': 'hostile' }],
  ];
}

/* ------------------------------------------------------------------------------------------ */
/* The walk                                                                                   */
/* ------------------------------------------------------------------------------------------ */

interface Identity {
  name: string;
  email?: string;
  password?: string;
  token?: string;
  /** For SESSION_ENDING operations, so the walk keeps its own session. */
  spareToken?: string;
  adminId?: number;
  businessId?: number;
}

interface HostileRequest {
  label: string;
  /**
   * What it varies. Field, parameter and multipart variants test a route's validation, which
   * the signed-in identities reach; a visitor turned away at the door (401) is sent only the
   * variants the door itself reads: headers and the body as a whole.
   */
  kind: 'plausible' | 'field' | 'whole body' | 'header';
  method: string;
  url: string;
  headers: Record<string, string>;
  /**
   * A body, or how to write it: most field variants are another sender's turn, so a 1 MB body
   * is written only when it is sent (writing every variant of every field took seconds).
   */
  body?: string | Buffer | (() => string);
}

function headersOf(identity: Identity, token = identity.token): Record<string, string> {
  return {
    'x-origin-key': ORIGIN_KEYS.adminConsole,
    'x-request-type': 'admin',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(identity.businessId ? { 'x-business-id': String(identity.businessId) } : {}),
  };
}

/** Every hostile request for one operation, sent as `identity`. */
function requestsFor(
  op: WalkedOperation,
  identity: Identity,
  foreignBusinessId: number,
): HostileRequest[] {
  const headers = headersOf(
    identity,
    SESSION_ENDING.has(op.key) ? identity.spareToken : identity.token,
  );
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');

  // Ids in a path name the identity's own records where the route is about them, so that the
  // request gets past the lookup to whatever would use the hostile value.
  const resource = op.path.split('/')[2];
  const ownId =
    resource === 'admin'
      ? identity.adminId
      : resource === 'business'
        ? identity.businessId
        : undefined;
  const pathWith = (name?: string, value?: string) =>
    op.path.replace(/\{(\w+)\}/g, (_, param: string) =>
      param === name
        ? value!
        : String(
            ownId ?? example(pathParams.find((p) => p.name === param)?.schema ?? {}, param, op.key),
          ),
    );
  const baseQuery = new URLSearchParams(
    queryParams
      .filter((p) => p.required)
      .map((p): [string, string] => [p.name, String(example(p.schema, p.name, op.key))]),
  ).toString();
  const urlWith = (path: string, extra?: string) => {
    const search = [baseQuery, extra].filter(Boolean).join('&');
    return search ? `${path}?${search}` : path;
  };
  const baseBody = op.body ? example(op.body, 'body', op.key) : {};

  const request = (
    what: string,
    changes: Partial<HostileRequest> = {},
    kind: HostileRequest['kind'] = 'field',
  ): HostileRequest => ({
    kind,
    label: `${identity.name}: ${op.key} with ${what}`,
    method: op.method,
    url: urlWith(pathWith()),
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    body: hasBody ? JSON.stringify(baseBody) : undefined,
    ...changes,
  });

  const batch = [request('a plausible request', {}, 'plausible')];
  for (const param of pathParams) {
    for (const value of [...TEXT_VARIANTS, ...PATH_EXTRAS]) {
      batch.push(
        request(`path ${param.name}=${value.slice(0, 40)}`, {
          url: urlWith(pathWith(param.name, value || '%20')),
        }),
      );
    }
  }
  for (const param of queryParams) {
    const dates = /date/i.test(param.name) ? DATE_VARIANTS : [];
    for (const value of [...TEXT_VARIANTS, ...dates]) {
      batch.push(
        request(`query ${param.name}=${value.slice(0, 40)}`, {
          url: urlWith(pathWith(), `${param.name}=${value}`),
        }),
      );
    }
    batch.push(
      request(`query ${param.name} twice`, {
        url: urlWith(pathWith(), `${param.name}=1&${param.name}=2`),
      }),
    );
  }
  batch.push(request('a 1 MB query string', { url: urlWith(pathWith(), `hostile=${MEGABYTE}`) }));
  if (hasBody) {
    for (const path of op.body ? fieldPaths(op.body) : []) {
      const name = String(path.at(-1));
      const named: [string, unknown][] = [
        ...(/date/i.test(name) ? DATE_VARIANTS : []).map((d): [string, unknown] => [d, d]),
        ...(/url|link/i.test(name) ? LINK_VARIANTS : []).map((l): [string, unknown] => [
          `a link ${l.slice(0, 15)}`,
          l,
        ]),
      ];
      for (const [what, value] of [...FIELD_VARIANTS, ...named]) {
        batch.push(
          request(`body ${path.join('.')} = ${what}`, {
            body: () => JSON.stringify(withValue(baseBody, path, value)),
          }),
        );
      }
    }
    for (const [what, body, type] of bodyVariants(baseBody)) {
      batch.push(
        request(what, { body, headers: { ...headers, 'content-type': type } }, 'whole body'),
      );
    }
    for (const [what, body, type] of op.multipart ? multipartVariants(op.multipart, op.key) : []) {
      batch.push(request(what, { body, headers: { ...headers, 'content-type': type } }));
    }
  }
  for (const [what, replaced] of headerVariants(foreignBusinessId)) {
    const changed = Object.entries({ ...request(what).headers, ...replaced }).filter(
      ([, value]) => value !== '',
    );
    batch.push(request(what, { headers: Object.fromEntries(changed) }, 'header'));
  }
  return batch;
}

/**
 * Whether a request changed any table, volatile columns aside. Digests of every table are
 * costly and most requests write nothing, so one is taken only when the next transaction id
 * has moved, which any write does.
 */
async function watchData(db: Db) {
  const nextXid = async () =>
    (
      await db.execute<{ xid: string }>(
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
      )
    ).rows[0]!.xid;
  const tables = (
    await db.execute<{ table_name: string; columns: string[] }>(sql`
      select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      group by c.table_name order by c.table_name`)
  ).rows;
  const query = sql.raw(
    tables
      .map(({ table_name: table, columns }) => {
        const kept = columns
          .filter((c) => !VOLATILE_COLUMNS.has(`${table}.${c}`))
          .map((c) => `"${c}"`);
        const row = `md5(row(${kept.join(', ')})::text)`;
        return `select '${table}' as t, md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as d from "${table}"`;
      })
      .join(' union all '),
  );
  const digest = async () =>
    new Map((await db.execute<{ t: string; d: string }>(query)).rows.map((r) => [r.t, r.d]));

  let known = { xid: await nextXid(), digest: await digest() };
  return {
    /**
     * After a request: the tables it changed when it was refused. An accepted request's writes
     * become the new baseline instead. One query per request, a digest only after a write.
     */
    async afterRequest(refused: boolean): Promise<string[]> {
      const xid = await nextXid();
      if (xid === known.xid) return [];
      const now = await digest();
      const changed = refused
        ? [...now].filter(([table, d]) => known.digest.get(table) !== d).map(([table]) => table)
        : [];
      known = { xid, digest: now };
      return changed;
    },
  };
}

/**
 * The walk on one engine. Each engine has a test file of its own (hostile-input*.test.ts), so
 * the two walks, the suite's longest files, run side by side rather than one after the other.
 */
export function describeHostileInput(engine: (typeof engines)[number]): void {
  describe(`hostile input on ${engine.name}`, () => {
    let t: TestApp;
    let baseUrl: string;
    let doc: OpenApiDocument;
    /** Where the images the walk uploads go (a plausible upload of one's own photo succeeds). */
    let dataDir: string;

    const call = (url: string, init: RequestInit = {}, timeoutMs = REQUEST_TIMEOUT_MS) =>
      fetch(`${baseUrl}${url}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });

    async function signIn(email: string, password: string): Promise<string> {
      const res = await call('/api/login?type=admin', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-origin-key': ORIGIN_KEYS.adminConsole },
        body: JSON.stringify({ email, password }),
      });
      expect(res.status, `sign-in of ${email}`).toBe(200);
      return ((await res.json()) as { data: { token: string } }).data.token;
    }

    async function identityOf(name: string, email: string, password: string): Promise<Identity> {
      const token = await signIn(email, password);
      const me = await call('/api/get-admin-by-token', { headers: headersOf({ name }, token) });
      const admin = ((await me.json()) as { data: { id: number; business_id: number | null } })
        .data;
      const spareToken = await signIn(email, password);
      return {
        name,
        email,
        password,
        token,
        spareToken,
        adminId: admin.id,
        businessId: admin.business_id ?? undefined,
      };
    }

    beforeAll(async () => {
      // Thousands of sign-in, sign-up and code attempts come from one address; the limits per
      // account and per e-mail, which the walk also meets, stay as they are.
      const perSource = '1000000';
      dataDir = await mkdtemp(path.join(tmpdir(), 'rdv-hostile-'));
      t = await startTestApp(engine, {
        env: {
          DATA_DIR: dataDir,
          SIGN_IN_IP_FAILURE_LIMIT: perSource,
          SIGN_UP_IP_LIMIT: perSource,
          REFRESH_IP_LIMIT: perSource,
          CODE_IP_LIMIT: perSource,
        },
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      // The document is built on its first request, from every route's schemas: seconds of CPU,
      // far more on a loaded machine, so its wait is the set-up's, not a hostile request's.
      doc = inlineSchemaRefs((await (await call('/api/openapi.json', {}, 180_000)).json()) as OpenApiDocument);
      // A database, the app and its OpenAPI document: over a minute on a CI machine whose two
      // cores also typecheck and drive a browser.
    }, 240_000);
    afterAll(async () => {
      await t?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('bounds every string, number and list of every request schema in the OpenAPI document', () => {
      const found = operationsOf(doc).flatMap((op) => [
        ...op.params.flatMap((p) => unbounded(p.schema, `${op.key} ${p.in} ${p.name}`)),
        ...(op.body ? unbounded(op.body, `${op.key} body`) : []),
        ...(op.multipart ? unbounded(op.multipart, `${op.key} multipart body`) : []),
      ]);
      expect(found).toEqual([]);
    });

    it('answers every operation without a 5xx, a hang or a change of data', async () => {
      const operations = operationsOf(doc);
      expect(operations.length).toBeGreaterThan(20);

      // The admin of another business: signs up and creates a business of their own.
      const intruder = { email: 'intruder@other-business.test', password: 'Other-Business-2026' };
      const signup = await t.call({
        method: 'POST',
        url: '/api/admin',
        payload: { firstname: 'Ivy', lastname: 'Intruder', ...intruder },
      });
      expect(signup.statusCode).toBe(201);
      const categories = (await t.call({ method: 'GET', url: '/api/categories' })).json().data;
      const created = await t.call({
        method: 'POST',
        url: '/api/business',
        token: signup.json().data.token,
        payload: { name: 'Other Business', category_service_id: categories[0].services[0].id },
      });
      expect(created.statusCode).toBe(201);
      const demoBusinessId = (await t.signIn('owner@rendezvous.test')).admin.business_id!;
      const identities: Identity[] = [
        { name: 'visitor' },
        await identityOf('admin of another business', intruder.email, intruder.password),
        await identityOf('consultant', 'consultant@rendezvous.test', DEMO_PASSWORD),
      ];

      const data = await watchData(t.database.db);
      const statuses = new Map<string, number>();
      const problems: string[] = [];
      const count = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

      // Whether anything may have written since the last baseline: an accepted request (whose
      // work can finish after its answer) or the walk's own calls between operations.
      let unsettled = false;
      async function send(request: HostileRequest): Promise<number | null> {
        if (unsettled) await data.afterRequest(false);
        unsettled = true;
        let status: number;
        try {
          status = await statusOf(request);
        } catch (error) {
          const reason =
            (error as Error).name === 'TimeoutError'
              ? 'hang'
              : `failed: ${(error as Error).message}`;
          count(reason);
          problems.push(`${request.label}: ${reason}`);
          return null;
        }
        count(String(status));
        if (status >= 500) problems.push(`${request.label}: ${status}`);
        if (status < 300 && /with body \S+ = a link /.test(request.label))
          problems.push(`${request.label}: accepted with ${status}`);
        const refused = status >= 400 && status < 500;
        if (refused) {
          unsettled = false;
          const changed = await data.afterRequest(true);
          // A change may be the late work of an earlier, accepted request (an answer can come
          // before its work ends): it is put down to that only when the request, sent again on
          // a settled baseline, is refused the same way and changes nothing.
          if (changed.length > 0 && !(await refusedCleanlyAgain(request, status)))
            problems.push(
              `${request.label}: refused with ${status} but changed ${changed.join(', ')}`,
            );
        }
        return status;
      }

      async function refusedCleanlyAgain(request: HostileRequest, status: number): Promise<boolean> {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await data.afterRequest(false);
        const again = await statusOf(request);
        const changed = await data.afterRequest(true);
        count(`${status} changed data once`);
        return again === status && changed.length === 0;
      }

      /** Sends `request` and reads its whole answer: its status. */
      async function statusOf(request: HostileRequest): Promise<number> {
        const res = await call(request.url, {
          method: request.method,
          headers: request.headers,
          body: typeof request.body === 'function' ? request.body() : request.body,
        });
        await res.arrayBuffer();
        return res.status;
      }

      // The signed-in identities share the field variants out (each sends every n-th), so each
      // variant is sent once per engine: what it tests is the validation and the database's
      // answer, which one sending reaches. Who may call what is walked by every identity (the
      // plausible request, the other business's ids and headers).
      //
      // Where the suite runs on both engines, the engines share every variant out the same way
      // (PGlite the even ones, PostgreSQL the odd ones), the plausible request aside: both are
      // the same PostgreSQL, whose answer to a value one sending reaches, and the routes, their
      // validation and their scope checks are the same code. Each variant is still sent once
      // a run; alone, an engine sends them all.
      const signedIn = identities.filter((identity) => identity.token);
      const engineTurn = engines.findIndex((e) => e.name === engine.name);
      const fieldSenders = signedIn.length * engines.length;
      for (const identity of identities) {
        const foreignBusinessId =
          identity.businessId === demoBusinessId ? created.json().data.id : demoBusinessId;
        const fieldTurn = Math.max(0, signedIn.indexOf(identity)) + signedIn.length * engineTurn;
        for (const op of operations) {
          let turnedAway = false;
          let field = 0;
          let door = 0;
          for (const request of requestsFor(op, identity, foreignBusinessId)) {
            if (turnedAway && request.kind === 'field') continue;
            if (request.kind === 'field' && field++ % fieldSenders !== fieldTurn) continue;
            const atTheDoor = request.kind === 'header' || request.kind === 'whole body';
            if (atTheDoor && door++ % engines.length !== engineTurn) continue;
            const status = await send(request);
            if (request.kind === 'plausible') turnedAway = status === 401 && !identity.token;
            if (SESSION_ENDING.has(op.key) && status !== null && status < 300) {
              identity.spareToken = await signIn(identity.email!, identity.password!);
            }
          }
          if (identity.token) {
            const check = await call('/api/get-admin-by-token', { headers: headersOf(identity) });
            if (check.status !== 200) {
              problems.push(
                `${identity.name}: ${op.key} ended the session it was called with (SESSION_ENDING?)`,
              );
              identity.token = await signIn(identity.email!, identity.password!);
            }
            unsettled = true;
          }
        }
      }

      const requests = [...statuses.values()].reduce((sum, n) => sum + n, 0);
      // eslint-disable-next-line no-console -- the walk's figures are reported from here
      console.log(
        `hostile input on ${engine.name}: ${requests} requests; by status:`,
        Object.fromEntries([...statuses].sort(([a], [b]) => a.localeCompare(b))),
      );
      // The problems are the message: CI's summary keeps the assertion's line, not its diff.
      expect(problems, `answered with a 5xx, a hang or a change: ${problems.join('; ')}`).toEqual([]);
      // Each request has its own hang limit above; the walk's is for a machine whose two cores
      // also run typecheck and a browser, where it once took over 20 minutes.
    }, 2_400_000);
  });
}
