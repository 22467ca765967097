import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';

/*
 * The typed client other apps use (`packages/api-client`) against the OpenAPI document: every
 * request it can send names an operation the document has, with that method. A client call
 * left behind by a renamed or removed route fails here, in CI, not in a user's browser.
 */

const CLIENT_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/api-client/src');
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Paths built by the client's own helpers rather than written at the call. */
const HELPERS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/siteAuth\(\s*\w+,\s*'([^']+)'\s*\)/y, (m) => `site/\${subdomain}/auth/${m[1]}`],
];

interface ClientCall {
  file: string;
  method: Method;
  /** The path as written, `${…}` standing for what the call fills in. */
  path: string;
}

/** Every `client.<method>(path…)` in the client's sources, with its path read from the code. */
function clientCalls(source: string, file: string): { calls: ClientCall[]; unread: string[] } {
  const calls: ClientCall[] = [];
  const unread: string[] = [];
  const call = /client\.(get|post|put|patch|delete)(?:<[^>]*>)?\(\s*/g;
  for (let match = call.exec(source); match; match = call.exec(source)) {
    const method = match[1] as Method;
    const at = call.lastIndex;
    const quote = source[at];
    if (quote === "'" || quote === '`') {
      const end = source.indexOf(quote, at + 1);
      calls.push({ file, method, path: source.slice(at + 1, end) });
      continue;
    }
    const helper = HELPERS.map(([pattern, build]) => {
      pattern.lastIndex = at;
      const found = pattern.exec(source);
      return found ? build(found) : null;
    }).find((built) => built !== null);
    if (helper) calls.push({ file, method, path: helper });
    else unread.push(`${file}: ${source.slice(at, at + 60).split('\n')[0]}`);
  }
  return { calls, unread };
}

/** Whether the document has the operation: `${…}` matches one segment, a `{param}` any value. */
function documented(paths: Record<string, Record<string, unknown>>, method: Method, clientPath: string): boolean {
  // A query string goes, also one added as `${query}` right after a word.
  const wanted = `/api/${clientPath.split('?')[0]!.replace(/([^/])\$\{[^}]*\}$/, '$1')}`.replace(/\/$/, '');
  const segments = wanted.split('/');
  return Object.entries(paths).some(([documentedPath, operations]) => {
    if (!(method in operations)) return false;
    const parts = documentedPath.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, n) => {
        const segment = segments[n]!;
        if (/^\{[^}]+\}$/.test(part)) return segment.length > 0;
        return segment === part || /^\$\{[^}]*\}$/.test(segment);
      })
    );
  });
}

describe("the API client's requests", () => {
  let t: TestApp;
  let paths: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    t = await startTestApp(undefined, { seedDemo: false });
    paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
  });
  afterAll(() => t.close());

  it('are all operations of the OpenAPI document, with their methods', () => {
    const files = readdirSync(CLIENT_SRC).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const read = files.map((name) => clientCalls(readFileSync(path.join(CLIENT_SRC, name), 'utf8'), name));
    const calls = read.flatMap((r) => r.calls);
    // Every call's path was read (a path built some new way must be taught to HELPERS).
    expect(read.flatMap((r) => r.unread)).toEqual([]);
    expect(calls.length).toBeGreaterThan(200);
    const missing = calls.filter((c) => !documented(paths, c.method, c.path)).map((c) => `${c.file}: ${c.method.toUpperCase()} ${c.path}`);
    expect(missing).toEqual([]);
  });

  it('would notice a call to an operation the document does not have', () => {
    const { calls } = clientCalls("return client.get(`appointment/${id}/nowhere`); client.delete('appointments');", 'x.ts');
    expect(calls.map((c) => documented(paths, c.method, c.path))).toEqual([false, false]);
    const { calls: known } = clientCalls("client.get(`appointment/${id}`); client.post(siteAuth(subdomain, 'update-password'))", 'y.ts');
    expect(known.map((c) => documented(paths, c.method, c.path))).toEqual([true, true]);
  });
});
