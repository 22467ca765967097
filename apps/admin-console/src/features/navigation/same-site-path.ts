/**
 * The value if it is a path on this site, else undefined: addresses taken from the query
 * string must never send the admin to another site ("//evil.example" is another site too).
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
