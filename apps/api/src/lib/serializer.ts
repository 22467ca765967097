import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodError, safeParse, toJSONSchema, type $ZodType } from 'zod/v4/core';

type Write = (data: unknown) => string;

interface Route {
  schema: unknown;
  method: string;
  url: string;
}

/**
 * Fastify's response serializer: the route's zod response schema decides what is written, so a
 * field the schema does not name is never sent, and a missing field or a value of a type that
 * cannot be written is a 500 rather than a broken contract.
 *
 * What writes the answer is fast-json-stringify, compiled (on the route's first answer, so
 * start-up does not pay for it) from the JSON Schema of the zod schema, the same one the OpenAPI
 * document shows. Checking every answer with zod and then writing it with JSON.stringify was a
 * quarter of the API's CPU per request on a hot read (docs/decisions.md, "Issue 28 — writing
 * answers").
 *
 * Outside production (so in every test) it also parses each answer with zod,
 * refuses one that does not pass, and fails when what fast-json-stringify wrote is not exactly
 * zod's output: the suite holds the compiled writer to the contract on every answer it sees.
 */
export function createSerializerCompiler({ NODE_ENV }: { NODE_ENV: string }) {
  const checked = NODE_ENV !== 'production';
  return ({ schema, method, url }: Route): Write => {
    const zodSchema = resolve(schema);
    let compiled: Write | undefined;
    const write: Write = (data) => (compiled ??= compiledWriter(zodSchema))(data);
    if (!checked) return write;
    return (data) => {
      const result = safeParse(zodSchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const json = write(data);
      if (json !== JSON.stringify(result.data) && !isDeepStrictEqual(JSON.parse(json), result.data)) {
        const message = `the compiled writer wrote ${json.slice(0, 500)}, not what the schema gives`;
        throw new ResponseSerializationError(method, url, {
          cause: new $ZodError([{ code: 'custom', message, path: [], input: data }]),
        });
      }
      return json;
    };
  };
}

/**
 * Writers already compiled, by the JSON Schema they write. A writer depends on its schema alone,
 * so an app started again in the same process (a test file's, a worker's) reuses the writers of
 * the one before, and the validators each compiles on its first answers, instead of compiling
 * each route's again. Keyed by the JSON Schema's text, not the zod schema, since routes build
 * their envelopes (`z.object({ data })`) as they register. As many entries as the code has
 * distinct answer schemas.
 */
const writers = new Map<string, Write>();

function compiledWriter(schema: $ZodType): Write {
  const json = writerSchema(schema);
  const key = JSON.stringify(json);
  let writer = writers.get(key);
  if (!writer) {
    writer = fastJson(json as Parameters<typeof fastJson>[0]) as Write;
    writers.set(key, writer);
  }
  return writer;
}

/**
 * The schema as fast-json-stringify reads it. zod's JSON Schema closes every object
 * (`additionalProperties: false`); fast-json-stringify never writes a property its schema does
 * not name anyway, but it picks a union's branch by validating the value against each, where a
 * closed branch would refuse a row that carries more than it shows (zod strips the rest).
 */
function writerSchema(schema: $ZodType): unknown {
  const json = toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  delete (json as { $schema?: string }).$schema;
  return open(json);
}

function open(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(open);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = open(value);
  }
  return nullableAsType(out);
}

/**
 * zod writes a nullable object or array as `anyOf: [schema, { type: 'null' }]`, and
 * fast-json-stringify picks an `anyOf` branch by validating the value against each (the whole
 * business, on every answer that appends it). `type: ['object', 'null']` is the same schema,
 * and the writer tells the two apart by the value's type alone.
 */
function nullableAsType(node: Record<string, unknown>): Record<string, unknown> {
  const branches = node.anyOf as Record<string, unknown>[] | undefined;
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const nullAt = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
  const other = branches[1 - nullAt];
  // Objects and arrays only: a nullable enum's `enum` would refuse the null its branch allowed.
  if (nullAt < 0 || !other || (other.type !== 'object' && other.type !== 'array')) return node;
  if ('anyOf' in other || 'enum' in other || 'const' in other) return node;
  const { anyOf: _, ...rest } = node;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

function resolve(schema: unknown): $ZodType {
  const s = schema as { _zod?: unknown; properties?: { _zod?: unknown } };
  if (s._zod) return schema as $ZodType;
  if (s.properties?._zod) return s.properties as $ZodType;
  throw new Error(`A response schema is not a zod schema: ${JSON.stringify(schema)}`);
}
