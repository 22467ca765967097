import {
  ADMIN_STATUS_FILTERS,
  AdminListQuerySchema,
  AppError,
  ConsultantDaySchema,
  ConsultantDaysInputSchema,
  ConsultantSchema,
  ConsultantServiceMessages,
  ConsultantServiceSchema,
  CreateConsultantServiceInputSchema,
  ErrorCode,
  FlagSchema,
  HttpMessages,
  IdParamSchema,
  OnboardingToasts,
  PageQuerySchema,
  ROLE_NAMES,
  ServiceMessages,
  UpdateConsultantServiceInputSchema,
  UpdateDayInputSchema,
  booleanFlag,
  debugParam,
  paginated,
  searchParam,
  validateDayTimes,
  type DayTimes,
  type WeekDay,
} from '@rendezvous/domain';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { adminRoles, admins, appointments, consultantServices, consultants, days, roles, services } from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { requireAdmin } from '../../plugins/auth';
import { loadManagedAdmin, revokeOtherSessions } from '../../services/admin-access';
import {
  assertHoldsConsultantRole,
  consultantRelations,
  loadConsultantInScope,
  loadManagedConsultant,
  presentDay,
  servicesOfConsultants,
  withConsultantRelations,
  type ConsultantRow,
} from '../../services/consultants';

const ConsultantListQuerySchema = PageQuerySchema.extend({
  search: searchParam,
  /** The consultant's admin account: active or inactive. */
  status: z.enum(ADMIN_STATUS_FILTERS).optional(),
  appendServices: booleanFlag,
  appendDays: booleanFlag,
  appendAdmin: booleanFlag,
  /** Only consultants whose admin account also holds this role (e.g. admin). */
  roleName: AdminListQuerySchema.shape.roleName,
});

const ConsultantQuerySchema = z.object({ debug: debugParam });

/** Body of PUT consultant/{id}: the consultant's availability, shown to the team and customers. */
const UpdateConsultantInputSchema = z.object({ is_away: FlagSchema });

const ConsultantAnswer = z.object({ data: ConsultantSchema, message: z.string().optional() });
const ServiceAnswer = z.object({ data: ConsultantServiceSchema, message: z.string().optional() });
const DayAnswer = z.object({ data: ConsultantDaySchema, message: z.string().optional() });
const MessageOnly = z.object({ data: z.null(), message: z.string() });

const NoBusinessService = OnboardingToasts.noBusinessServices;

type ServiceRow = typeof services.$inferSelect;
type CsRow = typeof consultantServices.$inferSelect;

/** The business service `id` inside `businessId` (else a 404). */
async function serviceInBusiness(db: Db, businessId: number, id: number): Promise<ServiceRow> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.business_id, businessId)))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  return row;
}

/**
 * What a consultant service stores: its own values where the consultant overrides, a copy of
 * the business service's where a "use business value" switch is on (read back through
 * presentConsultantService, which follows the business service).
 */
function storedValues(
  service: ServiceRow,
  merged: Pick<
    CsRow,
    | 'price'
    | 'description'
    | 'appointment_length_decider'
    | 'appointment_length'
    | 'minimum_appointment_length'
    | 'maximum_appointment_length'
    | 'use_business_price'
    | 'use_business_description'
    | 'use_business_appointment_length'
  >,
) {
  const lengths = merged.use_business_appointment_length ? service : merged;
  const description = merged.use_business_description ? service.description : merged.description?.trim() ?? '';
  const fieldErrors: Record<string, string[]> = {};
  if (!merged.use_business_description && description === '') {
    fieldErrors.description = [ConsultantServiceMessages.descriptionRequired];
  }
  // In order whatever the decider: the database stores the range as it is.
  if (lengths.minimum_appointment_length > lengths.maximum_appointment_length) {
    fieldErrors.maximum_appointment_length = [ServiceMessages.rangeOrder];
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw new AppError(ErrorCode.Validation, first, fieldErrors);
  return {
    price: merged.use_business_price ? service.price : merged.price,
    description,
    appointment_length_decider: lengths.appointment_length_decider,
    appointment_length: lengths.appointment_length,
    minimum_appointment_length: lengths.minimum_appointment_length,
    maximum_appointment_length: lengths.maximum_appointment_length,
    use_business_price: merged.use_business_price,
    use_business_description: merged.use_business_description,
    use_business_appointment_length: merged.use_business_appointment_length,
  };
}

/** The business's day for `day` (the consultant may work only inside it). */
async function businessDayOf(db: Db, businessId: number, day: WeekDay): Promise<DayTimes> {
  const [row] = await db
    .select()
    .from(days)
    .where(and(eq(days.business_id, businessId), eq(days.day, day)))
    .limit(1);
  // A business without hours for the day is closed on it.
  return row ?? { is_active: 0, work_start_time: '00:00', work_end_time: '23:59', has_breaks: 0 };
}

export default async function consultantRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The consultant service `id` of the request's business, with the consultant it belongs to. */
  async function loadManagedConsultantService(request: FastifyRequest, id: number) {
    const me = requireAdmin(request);
    const scope = request.businessId;
    const [row] = await app.db
      .select()
      .from(consultantServices)
      .where(and(eq(consultantServices.id, id), scope === null ? undefined : eq(consultantServices.business_id, scope)))
      .limit(1);
    if (!row || (scope === null && !me.roles.some((r) => r.name === ROLE_NAMES.platformAdmin))) {
      throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
    }
    const { consultant } = await loadManagedConsultant(app.db, request, row.consultant_id);
    return { row, consultant };
  }

  async function presentService(id: number) {
    const [service] = await servicesOfConsultants(app.db, eq(consultantServices.id, id));
    if (!service) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
    return service;
  }

  app.get(
    '/consultants',
    {
      config: { permission: ['consultants', 'read'] },
      schema: {
        operationId: 'listConsultants',
        tags: ['consultants'],
        summary: "The business's consultants, paged, with their admin and (on request) services and days",
        querystring: ConsultantListQuerySchema,
        response: { 200: z.object({ data: paginated(ConsultantSchema) }) },
      },
    },
    async (request) => {
      const scope = request.businessId;
      const { search, status, roleName, appendServices, appendDays, appendAdmin } = request.query;
      const window = pageWindow(request.query);
      if (scope === null) return ok(toPage([], 0, window));
      const filters: (SQL | undefined)[] = [eq(consultants.business_id, scope)];
      if (status) filters.push(eq(admins.is_active, status === 'active' ? 1 : 0));
      if (roleName?.trim()) {
        filters.push(sql`exists (select 1 from admin_roles ar join roles r on r.id = ar.role_id
          where ar.admin_id = ${admins.id} and r.name = ${roleName.trim()})`);
      }
      if (search?.trim()) {
        const pattern = `%${search.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filters.push(
          sql`(lower(${admins.firstname} || ' ' || ${admins.lastname}) like ${pattern} or lower(${admins.email}) like ${pattern})`,
        );
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            consultant: consultants,
            admin: {
              id: admins.id,
              firstname: admins.firstname,
              lastname: admins.lastname,
              full_name: admins.full_name,
              image_url: admins.image_url,
            },
          })
          .from(consultants)
          .innerJoin(admins, eq(admins.id, consultants.admin_id))
          .where(where)
          .orderBy(asc(admins.firstname), asc(admins.lastname), asc(consultants.id))
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ total: count() }).from(consultants).innerJoin(admins, eq(admins.id, consultants.admin_id)).where(where),
      ]);
      const relations = appendServices || appendDays ? await consultantRelations(app.db, rows.map((r) => r.consultant.id)) : null;
      const data = rows.map(({ consultant, admin }) => ({
        id: consultant.id,
        admin_id: consultant.admin_id,
        business_id: consultant.business_id,
        ...(appendServices ? { services: relations!.get(consultant.id)!.services } : {}),
        ...(appendDays ? { days: relations!.get(consultant.id)!.days } : {}),
        ...(appendAdmin
          ? { admin: { ...admin, full_name: admin.full_name ?? `${admin.firstname} ${admin.lastname}`, morph_class: 'admin' as const } }
          : {}),
      }));
      return ok(toPage(data, total?.total ?? 0, window));
    },
  );

  async function presentConsultant(consultant: ConsultantRow) {
    const [admin] = await app.db
      .select({ id: admins.id, firstname: admins.firstname, lastname: admins.lastname, full_name: admins.full_name, image_url: admins.image_url })
      .from(admins)
      .where(eq(admins.id, consultant.admin_id));
    const detail = await withConsultantRelations(app.db, {
      id: consultant.id,
      admin_id: consultant.admin_id,
      business_id: consultant.business_id,
    });
    return {
      ...detail,
      admin: admin ? { ...admin, full_name: admin.full_name ?? `${admin.firstname} ${admin.lastname}`, morph_class: 'admin' as const } : undefined,
    };
  }

  app.get(
    '/consultant/:id',
    {
      config: { permission: ['consultants', 'read'] },
      schema: {
        operationId: 'getConsultant',
        tags: ['consultants'],
        summary: 'One consultant of the business, with services and days',
        params: IdParamSchema,
        querystring: ConsultantQuerySchema,
        response: { 200: ConsultantAnswer },
      },
    },
    async (request) => ok(await presentConsultant(await loadConsultantInScope(app.db, request, request.params.id))),
  );

  app.put(
    '/consultant/:id',
    {
      schema: {
        operationId: 'updateConsultant',
        tags: ['consultants'],
        summary: "Set a consultant's availability (away or not): yours, or a colleague's you may manage",
        params: IdParamSchema,
        querystring: ConsultantQuerySchema,
        body: UpdateConsultantInputSchema,
        response: { 200: ConsultantAnswer },
      },
    },
    async (request) => {
      const { consultant } = await loadManagedConsultant(app.db, request, request.params.id);
      await app.db.update(admins).set({ is_away: request.body.is_away }).where(eq(admins.id, consultant.admin_id));
      return ok(await presentConsultant(consultant), 'Consultant updated');
    },
  );

  app.delete(
    '/consultant/:id',
    {
      schema: {
        operationId: 'deleteConsultant',
        tags: ['consultants'],
        summary: 'Stop an admin being a consultant: removes the consultant role, services and hours',
        description: 'A consultant with appointments is kept (409): their history needs them.',
        params: IdParamSchema,
        querystring: ConsultantQuerySchema,
        response: { 200: MessageOnly },
      },
    },
    async (request) => {
      const { consultant } = await loadManagedConsultant(app.db, request, request.params.id);
      const [booked] = await app.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.consultant_id, consultant.id))
        .limit(1);
      if (booked) {
        throw new AppError(
          ErrorCode.Conflict,
          'This consultant has appointments and cannot be removed. Mark them as away or inactive instead.',
        );
      }
      await app.db.transaction(async (tx) => {
        const consultantRole = tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_NAMES.consultant));
        await tx
          .delete(adminRoles)
          .where(and(eq(adminRoles.admin_id, consultant.admin_id), inArray(adminRoles.role_id, consultantRole)));
        await tx.delete(consultants).where(eq(consultants.id, consultant.id));
      });
      // Their role changed, like update-roles.
      await revokeOtherSessions(app.db, request, consultant.admin_id);
      return ok(null, 'Consultant removed');
    },
  );

  /* ---------------------------------------------------------------------------------------- */
  /* Consultant services                                                                      */
  /* ---------------------------------------------------------------------------------------- */

  app.post(
    '/consultant-service',
    {
      schema: {
        operationId: 'createConsultantService',
        tags: ['consultants'],
        summary: 'Offer a business service as a consultant (own values or the business values)',
        querystring: ConsultantQuerySchema,
        body: CreateConsultantServiceInputSchema,
        response: { 201: ServiceAnswer },
      },
    },
    async (request, reply) => {
      const { consultant } = await loadManagedConsultant(app.db, request, request.body.consultant_id);
      const [anyService] = await app.db
        .select({ id: services.id })
        .from(services)
        .where(eq(services.business_id, consultant.business_id))
        .limit(1);
      if (!anyService) throw new AppError(ErrorCode.Validation, NoBusinessService, { service_id: [NoBusinessService] });
      const service = await serviceInBusiness(app.db, consultant.business_id, request.body.service_id);
      const [taken] = await app.db
        .select({ id: consultantServices.id })
        .from(consultantServices)
        .where(and(eq(consultantServices.consultant_id, consultant.id), eq(consultantServices.service_id, service.id)))
        .limit(1);
      if (taken) {
        const message = 'This consultant already offers this service.';
        throw new AppError(ErrorCode.Validation, message, { service_id: [message] });
      }
      const values = storedValues(service, request.body);
      const [row] = await app.db
        .insert(consultantServices)
        .values({
          ...values,
          business_id: consultant.business_id,
          consultant_id: consultant.id,
          service_id: service.id,
          name: service.name,
          image_url: service.image_url,
        })
        .returning({ id: consultantServices.id });
      reply.code(201);
      return ok(await presentService(row!.id), 'Consultant service added');
    },
  );

  app.patch(
    '/consultant-service/:id',
    {
      schema: {
        operationId: 'updateConsultantService',
        tags: ['consultants'],
        summary: 'Change a consultant service (one or more fields)',
        params: IdParamSchema,
        querystring: ConsultantQuerySchema,
        body: UpdateConsultantServiceInputSchema,
        response: { 200: ServiceAnswer },
      },
    },
    async (request) => {
      const { row } = await loadManagedConsultantService(request, request.params.id);
      const service = await serviceInBusiness(app.db, row.business_id, row.service_id);
      const patch = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
      const values = storedValues(service, { ...row, ...patch });
      await app.db.update(consultantServices).set(values).where(eq(consultantServices.id, row.id));
      return ok(await presentService(row.id), 'Consultant service updated');
    },
  );

  app.delete(
    '/consultant-service/:id',
    {
      schema: {
        operationId: 'deleteConsultantService',
        tags: ['consultants'],
        summary: 'Stop offering a service as a consultant',
        params: IdParamSchema,
        querystring: ConsultantQuerySchema,
        response: { 200: MessageOnly },
      },
    },
    async (request) => {
      const { row } = await loadManagedConsultantService(request, request.params.id);
      await app.db.delete(consultantServices).where(eq(consultantServices.id, row.id));
      return ok(null, 'Consultant service removed');
    },
  );

  /* ---------------------------------------------------------------------------------------- */
  /* Consultant days                                                                          */
  /* ---------------------------------------------------------------------------------------- */

  /** The consultant `id` whose hours the signed-in admin may set: needs the consultant role. */
  async function loadConsultantForHours(request: FastifyRequest, id: number) {
    const { consultant, admin } = await loadManagedConsultant(app.db, request, id);
    assertHoldsConsultantRole(admin);
    return consultant;
  }

  app.post(
    '/consultant-days',
    {
      schema: {
        operationId: 'saveConsultantDays',
        tags: ['consultants'],
        summary: "Set a consultant's working days (within the business's opening hours)",
        description:
          'Each day given is created or replaced. A day cannot be active while the business is ' +
          'closed on it, and its hours must lie within the business hours.',
        querystring: ConsultantQuerySchema,
        body: ConsultantDaysInputSchema,
        response: { 200: z.object({ data: z.array(ConsultantDaySchema), message: z.string().optional() }) },
      },
    },
    async (request) => {
      const consultant = await loadConsultantForHours(request, request.body.consultant_id);
      const fieldErrors: Record<string, string[]> = {};
      for (const [i, day] of request.body.days.entries()) {
        const issue = validateDayTimes(day, await businessDayOf(app.db, consultant.business_id, day.day));
        if (issue) fieldErrors[`days.${i}.${issue.field}`] = [issue.message];
      }
      const first = Object.values(fieldErrors)[0]?.[0];
      if (first) throw new AppError(ErrorCode.Validation, first, fieldErrors);
      await app.db.transaction(async (tx) => {
        for (const day of request.body.days) {
          const values = {
            is_active: day.is_active,
            work_start_time: day.work_start_time,
            work_end_time: day.work_end_time,
            has_breaks: day.has_breaks,
            break_start_time: day.break_start_time ?? null,
            break_end_time: day.break_end_time ?? null,
          };
          const updated = await tx
            .update(days)
            .set(values)
            .where(and(eq(days.consultant_id, consultant.id), eq(days.day, day.day), isNull(days.business_id)))
            .returning({ id: days.id });
          if (updated.length === 0) await tx.insert(days).values({ ...values, consultant_id: consultant.id, day: day.day });
        }
      });
      const { days: week } = (await consultantRelations(app.db, [consultant.id])).get(consultant.id)!;
      return ok(week, 'Opening hours saved');
    },
  );

  app.patch(
    '/consultant-day/:id',
    {
      schema: {
        operationId: 'updateConsultantDay',
        tags: ['consultants'],
        summary: "Change one of a consultant's days (one or more fields), within the business hours",
        description: 'A refused change leaves the day as it was.',
        params: IdParamSchema,
        querystring: ConsultantQuerySchema,
        body: UpdateDayInputSchema,
        response: { 200: DayAnswer },
      },
    },
    async (request) => {
      const me = requireAdmin(request);
      const scope = request.businessId;
      const [found] = await app.db
        .select({ day: days, consultant: consultants })
        .from(days)
        .innerJoin(consultants, eq(consultants.id, days.consultant_id))
        .where(and(eq(days.id, request.params.id), scope === null ? undefined : eq(consultants.business_id, scope)))
        .limit(1);
      if (!found || (scope === null && !me.roles.some((r) => r.name === ROLE_NAMES.platformAdmin))) {
        throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      }
      const admin = await loadManagedAdmin(app.db, request, found.consultant.admin_id);
      assertHoldsConsultantRole(admin);
      const patch = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
      const merged = { ...found.day, ...patch } as typeof found.day;
      const issue = validateDayTimes(merged, await businessDayOf(app.db, found.consultant.business_id, merged.day));
      if (issue) throw new AppError(ErrorCode.Validation, issue.message, { [issue.field]: [issue.message] });
      // Like the business's days: an empty change answers the day as it is.
      if (Object.keys(patch).length === 0) return ok(presentDay(found.day));
      const [row] = await app.db.update(days).set(patch).where(eq(days.id, found.day.id)).returning();
      return ok(presentDay(row!), 'Opening hours updated');
    },
  );
}
