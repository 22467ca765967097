/** A row as it travels: Date values become ISO 8601 strings, as the domain schemas expect. */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/**
 * Every response row passes through here, so it is written for speed: primitives return at
 * once, and objects are copied key by key without building [key, value] pairs.
 */
export function toWire<T>(value: T): Wire<T> {
  if (value === null || typeof value !== 'object') return value as Wire<T>;
  if (value instanceof Date) return value.toISOString() as Wire<T>;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = toWire(value[i]);
    return out as Wire<T>;
  }
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) out[key] = toWire(source[key]);
  return out as Wire<T>;
}
