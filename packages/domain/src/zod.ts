import { z } from 'zod';

/**
 * The zod every schema of this package is built with: zod itself, with the product's messages
 * set (`z.config`) before any schema reports an issue. Every module here imports `z` from
 * this one, never from 'zod' (the lint forbids it): a browser bundle keeps only the modules
 * whose exports a page uses, so a module that imported zod directly could validate a form
 * while this module, and its messages, were left out.
 */
export { z };

/**
 * What a field reports when its schema gives no message of its own. Without these, zod's
 * English ("Invalid input: expected number, received undefined") would reach the screens;
 * the missing-field wording is the spec's.
 */
export const FieldMessages = {
  required: 'Mandatory field is missing. Please enter it on the highlighted field',
  invalid: 'This value is not valid. Please check the highlighted field',
  choice: 'Please choose one of the values offered',
  unknownFields: (keys: readonly string[]) => `Unknown field(s): ${keys.join(', ')}`,
  atLeast: (what: string, bound: number | bigint, inclusive: boolean) =>
    what === 'number'
      ? `Please enter a number ${inclusive ? 'of at least' : 'greater than'} ${bound}`
      : `Please enter at least ${bound} ${what}`,
  atMost: (what: string, bound: number | bigint, inclusive: boolean) =>
    what === 'number'
      ? `Please enter a number ${inclusive ? 'of at most' : 'less than'} ${bound}`
      : `Please enter at most ${bound} ${what}`,
} as const;

/** How a size of each kind of value is counted in FieldMessages. */
const SIZE_UNITS: Record<string, string> = {
  number: 'number',
  int: 'number',
  bigint: 'number',
  string: 'characters',
  array: 'items',
  set: 'items',
};

/** The message of an issue its schema left without one. */
export function fieldMessageOf(issue: z.core.$ZodRawIssue): string {
  if (
    issue.input === undefined &&
    (issue.code === 'invalid_type' || issue.code === 'invalid_value')
  )
    return FieldMessages.required;
  switch (issue.code) {
    case 'invalid_value':
      return FieldMessages.choice;
    case 'unrecognized_keys':
      return FieldMessages.unknownFields(issue.keys);
    case 'too_small': {
      const unit = SIZE_UNITS[issue.origin];
      return unit
        ? FieldMessages.atLeast(unit, issue.minimum, issue.inclusive !== false)
        : FieldMessages.invalid;
    }
    case 'too_big': {
      const unit = SIZE_UNITS[issue.origin];
      return unit
        ? FieldMessages.atMost(unit, issue.maximum, issue.inclusive !== false)
        : FieldMessages.invalid;
    }
    default:
      return FieldMessages.invalid;
  }
}

// Every schema built with this zod (the server's and the browser's) reports these instead of
// zod's own English; a schema's own `error` still comes first.
z.config({ customError: fieldMessageOf });
