import type { MorphClass } from '@rendezvous/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, consultants, guests, users } from '../db/schema';

export type PersonKind = 'admin' | 'user' | 'guest';
export interface Person {
  id: number;
  firstname: string;
  lastname: string;
  full_name: string;
  email: string;
  image_url: string | null;
  morph_class: PersonKind;
}

const TABLES = { admin: admins, user: users, guest: guests } as const;
const isKind = (type: string | null): type is PersonKind => type !== null && type in TABLES;

/** The key `peopleOf` files a person under. */
export const personKey = (type: string | null, id: number | null) => `${type}:${id}`;

/**
 * The admins, clients and guests a page of rows names through polymorphic references: one
 * query per kind present, never one per row.
 */
export async function peopleOf(
  db: Db,
  refs: Iterable<{ type: string | null; id: number | null }>,
): Promise<Map<string, Person>> {
  const wanted = new Map<PersonKind, Set<number>>();
  for (const { type, id } of refs) {
    if (!isKind(type) || id === null) continue;
    let ids = wanted.get(type);
    if (!ids) wanted.set(type, (ids = new Set()));
    ids.add(id);
  }
  const found = new Map<string, Person>();
  await Promise.all(
    [...wanted].map(async ([type, ids]) => {
      const table = TABLES[type];
      const rows = await db
        .select({
          id: table.id,
          firstname: table.firstname,
          lastname: table.lastname,
          email: table.email,
          // Guests have no photo.
          image_url: 'image_url' in table ? table.image_url : sql<string | null>`null`,
        })
        .from(table)
        .where(inArray(table.id, [...ids]));
      for (const p of rows) {
        found.set(personKey(type, p.id), {
          ...p,
          full_name: `${p.firstname} ${p.lastname}`.trim(),
          morph_class: type,
        });
      }
    }),
  );
  return found;
}

/**
 * Whether a polymorphic reference names the business itself or one of its admins,
 * consultants, clients or guests: what a body may name, since anything else would let one
 * business read, or mail, another's people by id.
 */
export async function belongsToBusiness(
  db: Db,
  businessId: number,
  ref: { type: MorphClass; id: number },
): Promise<boolean> {
  if (ref.type === 'business') return ref.id === businessId;
  const table = ref.type === 'consultant' ? consultants : TABLES[ref.type];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, ref.id), eq(table.business_id, businessId)));
  return row !== undefined;
}
