import type { Query } from './http';

/** ['appendRoles', 'appendBusiness'] -> { appendRoles: true, appendBusiness: true }. */
export function appendQuery(flags: readonly string[]): Query {
  return Object.fromEntries(flags.map((flag) => [flag, true]));
}
