import {
  AppError,
  ErrorCode,
  HttpMessages,
  OnboardingToasts,
  ROLE_NAMES,
  WEEK_DAYS,
  type ConsultantDay,
  type ConsultantService,
} from '@rendezvous/domain';
import { isPlatformAdmin, type AdminTarget } from '@rendezvous/permissions';
import { and, asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { consultantServices, consultants, days, services } from '../db/schema';
import { requireAdmin } from '../plugins/auth';
import { loadManagedAdmin } from './admin-access';

export type ConsultantRow = typeof consultants.$inferSelect;

/** The week of a consultant, Monday first. */
const dayOrder = (day: string) => WEEK_DAYS.indexOf(day as (typeof WEEK_DAYS)[number]);

/**
 * A consultant service as clients see it: while a "use business value" switch is on, the
 * business service's current value shows (so a later change of the business price reaches
 * every consultant who follows it).
 */
export function presentConsultantService(
  row: typeof consultantServices.$inferSelect,
  service: Pick<
    typeof services.$inferSelect,
    | 'price'
    | 'description'
    | 'appointment_length_decider'
    | 'appointment_length'
    | 'minimum_appointment_length'
    | 'maximum_appointment_length'
  >,
): ConsultantService {
  const lengths = row.use_business_appointment_length ? service : row;
  return {
    id: row.id,
    service_id: row.service_id,
    consultant_id: row.consultant_id,
    name: row.name,
    price: row.use_business_price ? service.price : row.price,
    description: row.use_business_description ? service.description : row.description,
    image_url: row.image_url,
    appointment_length_decider: lengths.appointment_length_decider,
    appointment_length: lengths.appointment_length,
    minimum_appointment_length: lengths.minimum_appointment_length,
    maximum_appointment_length: lengths.maximum_appointment_length,
    use_business_price: row.use_business_price,
    use_business_description: row.use_business_description,
    use_business_appointment_length: row.use_business_appointment_length,
  };
}

export function presentDay(row: typeof days.$inferSelect): ConsultantDay {
  return {
    id: row.id,
    consultant_id: row.consultant_id!,
    day: row.day,
    is_active: row.is_active as 0 | 1,
    work_start_time: row.work_start_time,
    work_end_time: row.work_end_time,
    has_breaks: row.has_breaks as 0 | 1,
    break_start_time: row.break_start_time,
    break_end_time: row.break_end_time,
  };
}

/** The services of the given consultants, oldest first. */
export async function servicesOfConsultants(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      row: getTableColumns(consultantServices),
      service: {
        price: services.price,
        description: services.description,
        appointment_length_decider: services.appointment_length_decider,
        appointment_length: services.appointment_length,
        minimum_appointment_length: services.minimum_appointment_length,
        maximum_appointment_length: services.maximum_appointment_length,
      },
    })
    .from(consultantServices)
    .innerJoin(services, eq(services.id, consultantServices.service_id))
    .where(where)
    .orderBy(asc(consultantServices.id));
  return rows.map(({ row, service }) => presentConsultantService(row, service));
}

/** Services and days of each consultant, keyed by consultant id. */
export async function consultantRelations(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { services: ConsultantService[]; days: ConsultantDay[] }>> {
  const out = new Map<number, { services: ConsultantService[]; days: ConsultantDay[] }>();
  if (ids.length === 0) return out;
  for (const id of ids) out.set(id, { services: [], days: [] });
  const [serviceRows, dayRows] = await Promise.all([
    servicesOfConsultants(db, inArray(consultantServices.consultant_id, [...ids])),
    db.select().from(days).where(inArray(days.consultant_id, [...ids])),
  ]);
  for (const s of serviceRows) out.get(s.consultant_id)?.services.push(s);
  dayRows
    .sort((a, b) => dayOrder(a.day) - dayOrder(b.day))
    .forEach((d) => out.get(d.consultant_id!)?.days.push(presentDay(d)));
  return out;
}

/** A consultant row with its services and days, as the API answers with it. */
export async function withConsultantRelations<C extends { id: number }>(db: Db, consultant: C) {
  const relations = (await consultantRelations(db, [consultant.id])).get(consultant.id)!;
  return { ...consultant, ...relations };
}

/**
 * The consultant `id` inside the request's business (another business's is a 404, as if
 * absent). A platform admin without a business scope may name any.
 */
export async function loadConsultantInScope(db: Db, request: FastifyRequest, id: number): Promise<ConsultantRow> {
  const me = requireAdmin(request);
  const scope = request.businessId;
  if (scope === null && !isPlatformAdmin(me)) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  const [row] = await db
    .select()
    .from(consultants)
    .where(and(eq(consultants.id, id), scope === null ? undefined : eq(consultants.business_id, scope)))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  return row;
}

/**
 * The consultant `id` as the signed-in admin may change it: their own always; a colleague's
 * only with the admins/update grant and no higher role (as for the colleague's profile).
 */
export async function loadManagedConsultant(
  db: Db,
  request: FastifyRequest,
  id: number,
): Promise<{ consultant: ConsultantRow; admin: AdminTarget }> {
  const consultant = await loadConsultantInScope(db, request, id);
  const admin = await loadManagedAdmin(db, request, consultant.admin_id);
  return { consultant, admin };
}

/** Hours are for consultants: an admin whose consultant role was taken away cannot get them. */
export function assertHoldsConsultantRole(admin: AdminTarget): void {
  if (!admin.roles.some((r) => r.name === ROLE_NAMES.consultant)) {
    throw new AppError(ErrorCode.Validation, OnboardingToasts.noConsultantRole);
  }
}
