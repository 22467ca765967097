import { AppError } from '@rendezvous/domain';

/**
 * The server's message for each field it refused (422), first message per field, to show on
 * the fields themselves; null when the failure is not about fields.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof AppError) || !error.errors) return null;
  const entries = Object.entries(error.errors).flatMap(([field, messages]) =>
    messages[0] ? [[field, messages[0]] as const] : [],
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * The toast of a form refused before sending: the spec's "mandatory fields are missing" when a
 * field in error is empty; otherwise what is actually wrong (the first field's own message),
 * not a missing field that is not missing.
 */
export function invalidFormMessage(
  errors: Record<string, unknown>,
  values: Record<string, unknown>,
  missingMessage: string,
): string {
  const fields = Object.keys(errors).filter((field) => errors[field]);
  if (fields.some((field) => blank(values[field]))) return missingMessage;
  const first = fields[0];
  return first ? String(errors[first]) : missingMessage;
}
