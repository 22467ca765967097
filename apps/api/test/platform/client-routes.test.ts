import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';

/**
 * Every call `@rendezvous/api-client` makes names a route this API serves: a client function
 * aimed at a missing route would only fail in a user's browser. The client's calls are read
 * from its source (`client.<method>('path'…)` or a template literal), so a new function is
 * checked the day it is written.
 */
const clientSource = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/api-client/src',
);

type Call = { method: string; path: string; file: string };

function clientCalls(): Call[] {
  const calls: Call[] = [];
  const files = readdirSync(clientSource).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const text = readFileSync(path.join(clientSource, file), 'utf8');
    for (const match of text.matchAll(/\bclient\.(get|post|put|patch|delete)(?:<[^>(]*>)?\(\s*(['`])([^'`]+)\2/g)) {
      calls.push({ method: match[1]!, path: match[3]!, file });
    }
  }
  return calls;
}

/** `business/${id}/image` and `/business/{id}/image` both become `business/{}/image`. */
const shape = (route: string) =>
  route
    .replace(/^\/(api\/)?/, '')
    .replace(/\$\{[^}]+\}/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/:[A-Za-z_]+/g, '{}');

describe('api-client routes', () => {
  let t: TestApp;
  let served: Set<string>;

  beforeAll(async () => {
    t = await startTestApp(undefined, { seedDemo: false });
    const doc = (await (await t.call({ url: '/api/openapi.json' })).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    served = new Set(
      Object.entries(doc.paths).flatMap(([route, operations]) =>
        Object.keys(operations).map((method) => `${method} ${shape(route)}`),
      ),
    );
  });
  afterAll(() => t?.close());

  it('finds the calls it checks', () => {
    // The reader must keep understanding the client's style: it knows at least the sign-in.
    expect(clientCalls()).toContainEqual(expect.objectContaining({ method: 'post', path: 'login' }));
  });

  it('calls only routes the API serves', () => {
    const missing = clientCalls()
      .filter((call) => !served.has(`${call.method} ${shape(call.path)}`))
      .map((call) => `${call.method.toUpperCase()} ${call.path} (${call.file})`);
    expect(missing).toEqual([]);
  });
});
