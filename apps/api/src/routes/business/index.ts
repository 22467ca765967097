import {
  AppError,
  BUSINESS_APPEND_FLAGS,
  BusinessInvitationsResultSchema,
  BusinessListQuerySchema,
  BusinessMessages,
  BusinessSchema,
  BusinessTagSchema,
  BusinessTagsInputSchema,
  CheckSubdomainInputSchema,
  CreateBusinessInputSchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  InviteBusinessesInputSchema,
  ROLE_IDS,
  TRIAL_DAYS,
  UpdateBusinessInputSchema,
  booleanFlag,
  debugParam,
  paginated,
  themeMinimumImagesMessage,
} from '@rendezvous/domain';
import { isPlatformAdmin } from '@rendezvous/permissions';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { SQLSTATE, databaseErrorOf } from '../../db/errors';
import {
  admins,
  businessTags,
  businesses,
  categoryServices,
  invitations,
  tags,
  themeImages,
  themes,
  timezones,
} from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { toWire } from '../../lib/wire';
import { requireAdmin } from '../../plugins/auth';
import { deleteBusinessWithFiles } from '../files/store';
import { newInvitationCode, registerLink } from '../invitations/codes';
import { accountMail, requestLanguage } from '../../notifications/account-mails';
import { requestedRelations, withRelations } from './relations';
import { clock } from '../../lib/clock';
import { missingFrenchText } from '../../services/french-first';

const BusinessAppendQuerySchema = z.object({
  ...Object.fromEntries(BUSINESS_APPEND_FLAGS.map((flag) => [flag, booleanFlag])),
  debug: debugParam,
}) as z.ZodType<
  Partial<Record<(typeof BUSINESS_APPEND_FLAGS)[number], boolean>> & { debug?: string }
>;

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

type BusinessRow = typeof businesses.$inferSelect;

const present = <B extends BusinessRow>(row: B) =>
  toWire({ ...row, morph_class: 'business' as const });

/** The business a request may act on: its own, or any for a platform admin; else a 404. */
export function assertBusinessAccess(request: FastifyRequest, businessId: number): void {
  const admin = requireAdmin(request);
  if (businessId !== request.businessId && !isPlatformAdmin(admin)) {
    // Another business's id is a 404: its existence is not revealed.
    throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  }
}

function requirePlatformAdmin(request: FastifyRequest): void {
  if (!isPlatformAdmin(requireAdmin(request))) {
    throw new AppError(ErrorCode.Forbidden, HttpMessages.forbidden);
  }
}

async function findBusiness(db: Db, id: number): Promise<BusinessRow> {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
  if (!business) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  return business;
}

const subdomainTaken = () =>
  new AppError(ErrorCode.Validation, BusinessMessages.subdomainTaken, {
    subdomain: [BusinessMessages.subdomainTaken],
  });

/** Whether another business already uses the subdomain (in any case). */
async function isSubdomainTaken(
  db: Db,
  subdomain: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(sql`lower(${businesses.subdomain})`, subdomain.toLowerCase()),
        exceptId === null ? undefined : ne(businesses.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { [field]: [message] });

export default async function businessRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/business',
    {
      config: { permission: ['business', 'create'] },
      schema: {
        operationId: 'createBusiness',
        tags: ['business'],
        summary: 'Create a business (setup); an admin without one becomes its owner',
        description:
          'An admin who already has a business cannot create a second (403); a platform admin creates businesses for others and does not become their owner.',
        body: CreateBusinessInputSchema,
        response: { 201: envelope(BusinessSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const platformAdmin = isPlatformAdmin(admin);
      if (admin.business_id !== null && !platformAdmin) {
        throw new AppError(ErrorCode.Forbidden, BusinessMessages.alreadyHasBusiness);
      }
      const { name, category_service_id } = request.body;
      const [category] = await app.db
        .select({ id: categoryServices.id })
        .from(categoryServices)
        .where(eq(categoryServices.id, category_service_id))
        .limit(1);
      if (!category) throw invalid('category_service_id', BusinessMessages.categoryRequired);
      const business = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(businesses)
          .values({
            name,
            category_service_id,
            email: admin.email,
            trial_ends_at: new Date(clock.ms() + TRIAL_DAYS * 86_400_000),
          })
          .returning();
        // No opening hours yet: the Opening Hours tab offers the default week (09:00-17:00,
        // break 13:00-13:30) until the owner saves it, which completes that setup step.
        if (!platformAdmin) {
          // Still without a business (checked again here, so two quick set-ups cannot both
          // take the admin): the creator owns it.
          const owned = await tx
            .update(admins)
            .set({ business_id: created!.id })
            .where(and(eq(admins.id, admin.id), isNull(admins.business_id)))
            .returning({ id: admins.id });
          if (owned.length === 0) {
            throw new AppError(ErrorCode.Forbidden, BusinessMessages.alreadyHasBusiness);
          }
          const [founded] = await tx
            .update(businesses)
            .set({ owner_admin_id: admin.id })
            .where(eq(businesses.id, created!.id))
            .returning();
          return founded!;
        }
        return created!;
      });
      return reply.status(201).send(ok(present(business), BusinessMessages.created));
    },
  );

  app.get(
    '/businesses',
    {
      config: { permission: ['businesses', 'read'] },
      schema: {
        operationId: 'listBusinesses',
        tags: ['business'],
        summary: 'Every business, paged (platform admin)',
        description:
          'search matches the name or e-mail; status filters; appendServices, appendDays and appendAddresses include those relations.',
        querystring: BusinessListQuerySchema,
        response: { 200: envelope(paginated(BusinessSchema)) },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      const { status, search, ...query } = request.query;
      const window = pageWindow(query);
      const conditions: SQL[] = [];
      if (status) conditions.push(eq(businesses.status, status));
      const text = search?.trim();
      if (text) {
        const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(businesses.name, pattern), ilike(businesses.email, pattern))!);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(businesses)
          .where(where)
          .orderBy(desc(businesses.created_at), desc(businesses.id))
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ n: count() }).from(businesses).where(where),
      ]);
      const relations = requestedRelations(query).filter((r) =>
        ['services', 'days', 'addresses'].includes(r),
      );
      const full = await withRelations(app.db, rows, relations);
      return ok(toPage(full.map(present), total?.n ?? 0, window));
    },
  );

  app.get(
    '/business/:id',
    {
      config: { permission: ['business', 'read'] },
      schema: {
        operationId: 'getBusiness',
        tags: ['business'],
        summary:
          'One business (your own; any for a platform admin), with the relations its append flags ask for',
        params: IdParamSchema,
        querystring: BusinessAppendQuerySchema,
        response: { 200: envelope(BusinessSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      assertBusinessAccess(request, id);
      const business = await findBusiness(app.db, id);
      const [full] = await withRelations(app.db, [business], requestedRelations(request.query));
      return ok(present(full!));
    },
  );

  app.patch(
    '/business/:id',
    {
      config: { permission: ['business', 'update'] },
      schema: {
        operationId: 'updateBusiness',
        tags: ['business'],
        summary: 'Change one or more fields of a business (status: platform admin only)',
        description:
          'Your own business, or any for a platform admin. The subdomain is unique whatever its case; a theme needs its minimum number of theme images.',
        params: IdParamSchema,
        body: UpdateBusinessInputSchema,
        response: { 200: envelope(BusinessSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      assertBusinessAccess(request, id);
      const admin = requireAdmin(request);
      const patch = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      ) as typeof request.body;
      const current = await findBusiness(app.db, id);
      if (
        patch.status !== undefined &&
        patch.status !== current.status &&
        !isPlatformAdmin(admin)
      ) {
        throw new AppError(ErrorCode.Forbidden, BusinessMessages.statusPlatformOnly);
      }
      if (patch.subdomain !== undefined && (await isSubdomainTaken(app.db, patch.subdomain, id))) {
        throw subdomainTaken();
      }
      if (patch.theme_id !== undefined && patch.theme_id !== current.theme_id) {
        const [theme] = await app.db
          .select({ minimum: themes.minimum_images_count })
          .from(themes)
          .where(eq(themes.id, patch.theme_id))
          .limit(1);
        if (!theme) throw invalid('theme_id', BusinessMessages.unknownTheme);
        const [images] = await app.db
          .select({ n: count() })
          .from(themeImages)
          .where(eq(themeImages.business_id, id));
        if ((images?.n ?? 0) < theme.minimum) {
          throw invalid('theme_id', themeMinimumImagesMessage(theme.minimum));
        }
      }
      if (patch.category_service_id !== undefined) {
        const [category] = await app.db
          .select({ id: categoryServices.id })
          .from(categoryServices)
          .where(eq(categoryServices.id, patch.category_service_id))
          .limit(1);
        if (!category) throw invalid('category_service_id', BusinessMessages.unknownCategory);
      }
      if (patch.time_zone !== undefined) {
        const [zone] = await app.db
          .select({ id: timezones.id })
          .from(timezones)
          .where(eq(timezones.name, patch.time_zone))
          .limit(1);
        if (!zone) throw invalid('time_zone', BusinessMessages.unknownTimeZone);
      }
      // A French-first site goes live with its French written (issue 26): checked when the
      // site becomes live and French first, by either switch, with the texts as they will be.
      const willBe = { ...current, ...patch };
      if (
        willBe.is_live === 1 &&
        willBe.default_language === 'fr-CA' &&
        !(current.is_live === 1 && current.default_language === 'fr-CA') &&
        (await missingFrenchText(app.db, id, willBe))
      ) {
        throw invalid('is_live', BusinessMessages.frenchTextMissing);
      }
      if (Object.keys(patch).length === 0) return ok(present(current));
      try {
        const [updated] = await app.db
          .update(businesses)
          .set({ ...patch, updated_at: clock.now() })
          .where(eq(businesses.id, id))
          .returning();
        return ok(present(updated!), BusinessMessages.updated);
      } catch (error) {
        // Two businesses claiming one subdomain at once: the unique index decides.
        if (databaseErrorOf(error)?.code === SQLSTATE.uniqueViolation) throw subdomainTaken();
        throw error;
      }
    },
  );

  app.delete(
    '/business/:id',
    {
      config: { permission: ['businesses', 'delete'] },
      schema: {
        operationId: 'deleteBusiness',
        tags: ['business'],
        summary: 'Delete a business and everything it holds (platform admin)',
        params: IdParamSchema,
        response: { 200: z.object({ data: z.null(), message: z.string() }) },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      // Its rows go with it; its stored images are removed once that has committed.
      const existed = await deleteBusinessWithFiles(app, request.log, request.params.id);
      if (!existed) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      return ok(null, BusinessMessages.deleted);
    },
  );

  app.post(
    '/business/check-existing-subdomain',
    {
      config: { permission: ['business', 'read'] },
      schema: {
        operationId: 'checkExistingSubdomain',
        tags: ['business'],
        summary: 'Whether another business already uses a subdomain (true when taken)',
        body: CheckSubdomainInputSchema,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) =>
      ok(await isSubdomainTaken(app.db, request.body.subdomain, request.businessId)),
  );

  app.post(
    '/business-tags/:id',
    {
      config: { permission: ['business', 'update'] },
      schema: {
        operationId: 'setBusinessTags',
        tags: ['business'],
        summary: "Replace a business's tags with the given set of tag ids",
        params: IdParamSchema,
        body: BusinessTagsInputSchema,
        response: { 200: envelope(z.array(BusinessTagSchema)) },
      },
    },
    async (request) => {
      const { id } = request.params;
      assertBusinessAccess(request, id);
      await findBusiness(app.db, id);
      const wanted = [...new Set(request.body.tags)];
      const known = wanted.length
        ? await app.db.select({ id: tags.id }).from(tags).where(inArray(tags.id, wanted))
        : [];
      if (known.length !== wanted.length) throw invalid('tags', BusinessMessages.unknownTag);
      await app.db.transaction(async (tx) => {
        await tx.delete(businessTags).where(eq(businessTags.business_id, id));
        if (wanted.length) {
          await tx
            .insert(businessTags)
            .values(wanted.map((tag_id) => ({ business_id: id, tag_id })));
        }
      });
      const rows = await app.db
        .select({ tag_id: businessTags.tag_id, tag: { id: tags.id, name: tags.name } })
        .from(businessTags)
        .innerJoin(tags, eq(tags.id, businessTags.tag_id))
        .where(eq(businessTags.business_id, id))
        .orderBy(asc(tags.name));
      return ok(rows, BusinessMessages.tagsSaved);
    },
  );

  app.post(
    '/business-invitations',
    {
      config: { permission: ['businesses', 'create'] },
      schema: {
        operationId: 'inviteBusinesses',
        tags: ['business'],
        summary: 'Invite people to set up a business of their own (platform admin)',
        description:
          'emails: one or more comma-separated addresses. Each invitee is mailed a link to register as the admin of a new business, then sets it up.',
        body: InviteBusinessesInputSchema,
        response: { 201: envelope(BusinessInvitationsResultSchema) },
      },
    },
    async (request, reply) => {
      requirePlatformAdmin(request);
      const admin = requireAdmin(request);
      const emails = request.body.emails;
      const existing = await app.db
        .select({ email: admins.email })
        .from(admins)
        .where(
          inArray(
            sql`lower(${admins.email})`,
            emails.map((e) => e.toLowerCase()),
          ),
        );
      if (existing.length > 0) {
        const messages = existing.map((e) => BusinessMessages.inviteExistingAdmin(e.email));
        throw new AppError(ErrorCode.Validation, messages[0]!, { emails: messages });
      }
      const codes = emails.map(() => newInvitationCode());
      const rows = await app.db
        .insert(invitations)
        .values(
          emails.map((email, i) => ({
            kind: 'business' as const,
            email,
            role_id: ROLE_IDS.admin,
            sender_id: admin.id,
            code_hash: codes[i]!.code_hash,
            expires_at: codes[i]!.expires_at,
            last_email_sent: clock.now(),
          })),
        )
        .returning({ id: invitations.id, email: invitations.email });
      const inviter = `${admin.firstname} ${admin.lastname}`.trim();
      // In the inviter's screen's language: the invitee's own is not known yet.
      const language = requestLanguage(request);
      await Promise.all(
        rows.map((row, i) =>
          app.mail.send({
            business_id: null,
            to: row.email,
            ...accountMail('businessInvitation', language, {
              inviter,
              link: registerLink(app.config.PUBLIC_URL, row.email, codes[i]!.code),
              code: codes[i]!.code,
            }),
          }),
        ),
      );
      return reply.status(201).send(ok({ invited: rows }, BusinessMessages.invitesSent));
    },
  );
}
