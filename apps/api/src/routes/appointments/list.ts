import type { AppointmentListQuery } from '@rendezvous/domain';
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, guests, users } from '../../db/schema';
import { preparedPerDb } from '../../lib/prepared';
import { pagePlan, presentPage, type Appends } from './relations';

type Query = {
  status?: AppointmentListQuery['status'];
  search?: string;
  sort?: 'asc' | 'desc';
  customerType?: 'user' | 'guest';
  customerId?: number;
  consultantId?: number;
  dateFrom?: string;
  dateTo?: string;
  appendCustomer?: boolean;
  appendConsultant?: boolean;
  appendServices?: boolean;
};

/**
 * Which filters and relations a list request uses: every distinct shape is one prepared
 * statement (its values are parameters), so neither Drizzle nor PostgreSQL rebuilds or
 * re-plans the list on each request; planning cost more than running it.
 */
interface Shape {
  status: boolean;
  consultant: boolean;
  customerType: boolean;
  /** Which customer column customerId matches, or none. */
  customerId: 'user' | 'guest' | 'any' | null;
  search: boolean;
  dateFrom: boolean;
  dateTo: boolean;
}

const p = <T>(name: string) => sql.placeholder(name) as unknown as T;

function shapeOf(q: Query): Shape {
  return {
    status: !!q.status,
    consultant: q.consultantId !== undefined,
    customerType: !!q.customerType,
    customerId: q.customerId === undefined ? null : (q.customerType ?? 'any'),
    search: !!q.search,
    dateFrom: !!q.dateFrom,
    dateTo: !!q.dateTo,
  };
}

/** Clients and guests of the business whose name or email contains the text. */
function customerSearch(): SQL {
  const matches = (table: typeof users | typeof guests) =>
    or(
      ilike(table.firstname, p('pattern')),
      ilike(table.lastname, p('pattern')),
      ilike(sql`${table.firstname} || ' ' || ${table.lastname}`, p('pattern')),
      ilike(table.email, p('pattern')),
    );
  const ids = (table: typeof users | typeof guests) =>
    sql`(select ${table.id} from ${table} where ${table.business_id} = ${p('businessId')} and ${matches(table)})`;
  return or(sql`${appointments.user_id} in ${ids(users)}`, sql`${appointments.guest_id} in ${ids(guests)}`)!;
}

function whereOf(shape: Shape): SQL {
  const filters: SQL[] = [eq(appointments.business_id, p('businessId'))];
  if (shape.status) filters.push(eq(appointments.status, p('status')));
  if (shape.consultant) filters.push(eq(appointments.consultant_id, p('consultantId')));
  if (shape.customerType) filters.push(eq(appointments.customer_type, p('customerType')));
  if (shape.customerId) {
    const column = { user: appointments.user_id, guest: appointments.guest_id, any: appointments.customerable_id }[shape.customerId];
    filters.push(eq(column, p('customerId')));
  }
  if (shape.search) filters.push(customerSearch());
  if (shape.dateFrom) filters.push(gte(appointments.date, p('dateFrom')));
  if (shape.dateTo) filters.push(lte(appointments.date, p('dateTo')));
  return and(...filters)!;
}

const bits = (flags: boolean[]) => flags.reduce((n, f, i) => n | (Number(f) << i), 0);
const filterKey = (s: Shape) =>
  `${bits([s.status, s.consultant, s.customerType, s.search, s.dateFrom, s.dateTo])}_${s.customerId ?? 'n'}`;

const pageQueries = new Map<string, ReturnType<typeof preparePage>>();
const countQueries = new Map<string, ReturnType<typeof prepareCount>>();

/**
 * The page size (a bounded integer) is written into the statement, and so is the first page's
 * offset: with them known, PostgreSQL's generic plan is as good as a fresh one, so it keeps that
 * plan instead of planning the statement again on every request. Deeper pages pass the offset.
 */
function preparePage(name: string, shape: Shape, ascending: boolean, appends: Appends, limit: number, firstPage: boolean) {
  const order = ascending
    ? [asc(appointments.created_at), asc(appointments.id)]
    : [desc(appointments.created_at), desc(appointments.id)];
  // Drizzle binds a number as a parameter; raw SQL is written in (both are integers).
  const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;
  const offset = firstPage ? literal(0) : p<number>('offset');
  return preparedPerDb(name, (db, statement) =>
    pagePlan(db, whereOf(shape), order, literal(limit), offset, appends).prepare(statement),
  );
}

function prepareCount(name: string, shape: Shape) {
  return preparedPerDb(name, (db, statement) =>
    db.select({ n: count() }).from(appointments).where(whereOf(shape)).prepare(statement),
  );
}

function params(businessId: number, q: Query) {
  const search = q.search?.trim();
  return {
    businessId,
    status: q.status,
    consultantId: q.consultantId,
    customerType: q.customerType,
    customerId: q.customerId,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    pattern: search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined,
  };
}

/** The page of the list (rows with the appended relations, one statement). */
export function listRows(db: Db, businessId: number, q: Query, window: { limit: number; offset: number }) {
  const shape = shapeOf({ ...q, search: q.search?.trim() });
  const appends: Appends = { customer: !!q.appendCustomer, consultant: !!q.appendConsultant, services: !!q.appendServices };
  const ascending = q.sort === 'asc';
  const limit = Math.trunc(window.limit);
  const firstPage = window.offset === 0;
  const name = `appointments_page_${filterKey(shape)}_${bits([ascending, !!appends.customer, !!appends.consultant, !!appends.services])}_${limit}${firstPage ? 'f' : ''}`;
  let query = pageQueries.get(name);
  if (!query) pageQueries.set(name, (query = preparePage(name, shape, ascending, appends, limit, firstPage)));
  return query(db)
    .execute({ ...params(businessId, q), offset: window.offset })
    .then((rows) => ({ rows: presentPage(rows, appends), stamp: rows[0]?.stamp ?? null }));
}

/** How many appointments the filters match, and the key its count is cached under. */
export function listCount(db: Db, businessId: number, q: Query) {
  const shape = shapeOf({ ...q, search: q.search?.trim() });
  const name = `appointments_count_${filterKey(shape)}`;
  let query = countQueries.get(name);
  if (!query) countQueries.set(name, (query = prepareCount(name, shape)));
  return {
    key: `${name}|${q.status ?? ''}|${q.consultantId ?? ''}|${q.customerType ?? ''}|${q.customerId ?? ''}|${q.dateFrom ?? ''}|${q.dateTo ?? ''}`,
    searching: shape.search,
    read: () => query(db).execute(params(businessId, q)).then(([row]) => row?.n ?? 0),
  };
}
