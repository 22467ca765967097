import { AppError, ErrorCode, hasControlCharacters } from '@rendezvous/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Far above any field's own cap in its schema; only a route whose schema forgot one gets near. */
export const MAX_INPUT_STRING = 20_000;
/** Deeper than any body or query the API takes. */
export const MAX_INPUT_DEPTH = 32;

export const InputGuardMessages = {
  controlCharacters: (field: string) => `${field} cannot contain control characters`,
  tooLong: (field: string) => `${field} must be at most ${MAX_INPUT_STRING} characters`,
  tooDeep: `The request is nested deeper than ${MAX_INPUT_DEPTH} levels`,
  fieldName: `A field name must be at most ${MAX_INPUT_STRING} characters, without control characters`,
} as const;

type Problem = { field: string; message: string };

/**
 * What JSON and query strings parse to: arrays, and objects whose prototype is Object's or a
 * bare one (the query parser's). Anything else (a buffer, a file stream) is not walked.
 */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

const isBad = (text: string) => text.length > MAX_INPUT_STRING || hasControlCharacters(text);

/** The first problem in `value`, named by its dotted path as the 422 bodies name fields. */
function findProblem(value: unknown, path: string, depth: number): Problem | null {
  const field = path || '_';
  if (typeof value === 'string') {
    if (value.length > MAX_INPUT_STRING)
      return { field, message: InputGuardMessages.tooLong(field) };
    if (hasControlCharacters(value))
      return { field, message: InputGuardMessages.controlCharacters(field) };
    return null;
  }
  if (!isContainer(value)) return null;
  if (depth > MAX_INPUT_DEPTH) return { field, message: InputGuardMessages.tooDeep };
  for (const [key, child] of Object.entries(value)) {
    // A bad name is reported on its parent: echoing it back would repeat what was refused.
    if (isBad(key)) return { field, message: InputGuardMessages.fieldName };
    const problem = findProblem(child, path ? `${path}.${key}` : key, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * A backstop behind the routes' schemas, for a route whose schema forgets a bound: before any
 * validation, a request whose body, query or path holds a control character (other than tab
 * and line breaks), an overlong string or nesting deeper than any input is refused with a 422.
 * A NUL would otherwise reach PostgreSQL, which cannot store it, and answer a 500.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = findProblem(part, '', 1);
      if (problem) {
        throw new AppError(ErrorCode.Validation, problem.message, {
          [problem.field]: [problem.message],
        });
      }
    }
  });
});
