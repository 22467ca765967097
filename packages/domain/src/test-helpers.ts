import { z } from './zod';

/** The messages a schema reports for a value, keyed by dotted field path ('' for the root). */
export function messagesOf(schema: z.core.$ZodType, value: unknown): Record<string, string[]> {
  // The functional form also parses the zod/mini schemas of auth.ts.
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (byPath[key] ??= []).push(issue.message);
  }
  return byPath;
}
