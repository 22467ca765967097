import { randomBytes } from 'node:crypto';
import {
  AppError,
  AuthUrlSchema,
  CalendarItemSchema,
  CreateAppointmentMeetingInputSchema,
  CreateAuthUrlInputSchema,
  CreateIntegrationEntitiesInputSchema,
  CreateIntegrationInputSchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  IntegrationEntitySchema,
  IntegrationMessages,
  IntegrationProvidersSchema,
  IntegrationSchema,
  VideoConferenceSchema,
  decodeIntegrationState,
  encodeIntegrationState,
  integrationProvider,
  type IntegrationName,
  type IntegrationState,
} from '@rendezvous/domain';
import { hasRole, isPlatformAdmin } from '@rendezvous/permissions';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { calculatePKCECodeChallenge, generateRandomCodeVerifier } from 'oauth4webapi';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SQLSTATE, databaseErrorOf } from '../../db/errors';
import { admins, integrationEntities, integrations, oauthStates, videoConferences } from '../../db/schema';
import {
  INTEGRATION_SCOPES,
  ProviderError,
  integrationGateways,
  sha256,
  type OAuthProviderName,
} from '../../gateways/oauth';
import { ok } from '../../lib/http';
import { requireAdmin, requireBusinessId } from '../../plugins/auth';
import { calendarSync, usableAccessToken } from '../../services/calendar-sync';
import sandboxPages from './sandbox-pages';
import { clock } from '../../lib/clock';

type IntegrationRow = typeof integrations.$inferSelect;

/** An OAuth attempt must come back within this long. */
const STATE_TTL_MS = 15 * 60 * 1000;

const NAMES: Record<IntegrationName, string> = {
  zoom: 'Zoom',
  'google-calendar': 'Google Calendar',
  'google-meet': 'Google Meet',
};

const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });

const notFound = () => new AppError(ErrorCode.NotFound, HttpMessages.notFound);
const invalid = (field = 'name') =>
  new AppError(ErrorCode.Validation, IntegrationMessages.invalid, { [field]: [IntegrationMessages.invalid] });

/** What the console may see of an integration: never its tokens. */
const present = (row: IntegrationRow) => ({
  id: row.id,
  platform: row.platform,
  name: row.name,
  integrable_type: row.integrable_type,
  integrable_id: row.integrable_id,
  access_level: row.access_level,
});

/**
 * What the state's MAC covers: every field but the MAC itself, in a fixed order, so an altered
 * redirect page, owner or nonce no longer matches.
 */
const signedStateFields = (state: IntegrationState) =>
  JSON.stringify([
    state.integrationName,
    state.redirectPage,
    state.redirectAction ?? null,
    state.integrableType,
    state.integrableId,
    state.nonce ?? null,
  ]);
const STATE_MAC_PURPOSE = 'oauth-state';

/** Admins holding the role named admin (and platform admins) may act for the whole business. */
const mayActForBusiness = (admin: { roles: readonly { name: string }[] }) =>
  hasRole(admin, 'admin') || isPlatformAdmin(admin);

/**
 * Who an integration may be made for: the signed-in admin themselves (personal) or, for
 * admins holding the admin role, the business they act in (business-wide).
 */
function assertMayOwn(request: FastifyRequest, type: string, id: number): void {
  const admin = requireAdmin(request);
  if (type === 'admin') {
    if (id !== admin.id) throw new AppError(ErrorCode.Forbidden, HttpMessages.forbidden);
    return;
  }
  if (type === 'business') {
    if (id !== request.businessId) throw notFound();
    if (!mayActForBusiness(admin)) throw new AppError(ErrorCode.Forbidden, IntegrationMessages.businessWideForbidden);
    return;
  }
  throw new AppError(ErrorCode.Validation, IntegrationMessages.invalid, {
    integrable_type: [IntegrationMessages.invalid],
  });
}

export default async function integrationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const gateways = integrationGateways(app.config);
  // A derived token key is reported once, by the start-up banner (integrationKeyNotice).

  await app.register(sandboxPages, { gateways });

  /**
   * An integration of the request's business (its own, or one of its admins'), or 404. With
   * `manage`, also one the signed-in admin may change: their own, or the business's when they
   * hold the admin role.
   */
  const loadIntegration = async (request: FastifyRequest, id: number, manage: boolean): Promise<IntegrationRow> => {
    const admin = requireAdmin(request);
    const businessId = requireBusinessId(request);
    const [found] = await app.db
      .select({ row: integrations, owner_business_id: admins.business_id })
      .from(integrations)
      .leftJoin(admins, and(eq(integrations.integrable_type, 'admin'), eq(admins.id, integrations.integrable_id)))
      .where(eq(integrations.id, id));
    const inBusiness =
      found &&
      ((found.row.integrable_type === 'business' && found.row.integrable_id === businessId) ||
        (found.row.integrable_type === 'admin' && found.owner_business_id === businessId));
    if (!found || !inBusiness) throw notFound();
    const row = found.row;
    const own = row.integrable_type === 'admin' && row.integrable_id === admin.id;
    const allowed = own || (row.integrable_type === 'business' && (!manage || mayActForBusiness(admin)));
    if (!allowed) throw new AppError(ErrorCode.Forbidden, HttpMessages.forbidden);
    return row;
  };

  const createAuthUrl = (provider: OAuthProviderName) =>
    async function handler(request: FastifyRequest<{ Body: z.infer<typeof CreateAuthUrlInputSchema> }>) {
      const admin = requireAdmin(request);
      const state = decodeIntegrationState(request.body.state);
      if (!state || integrationProvider(state.integrationName) !== provider) throw invalid('state');
      assertMayOwn(request, state.integrableType, state.integrableId);
      const nonce = randomBytes(24).toString('base64url');
      const verifier = generateRandomCodeVerifier();
      const oauth = gateways.current(provider);
      // Back to the origin the admin started on (127.0.0.1 or localhost), where they are signed in.
      const redirectUri = gateways.redirectUriFor(request.headers.origin ?? `${request.protocol}://${request.host}`);
      // Attempts never finished (consent abandoned) are of no use once expired.
      await app.db.delete(oauthStates).where(lt(oauthStates.expires_at, clock.now()));
      await app.db.insert(oauthStates).values({
        nonce_hash: sha256(nonce),
        admin_id: admin.id,
        integration_name: state.integrationName,
        integrable_type: state.integrableType,
        integrable_id: state.integrableId,
        access_level: request.body.access_level ?? null,
        code_verifier: gateways.cipher.encrypt(verifier),
        redirect_uri: redirectUri,
        is_sandbox: oauth.sandbox ? 1 : 0,
        expires_at: new Date(clock.ms() + STATE_TTL_MS),
      });
      const unsigned: IntegrationState = { ...state, nonce, signature: undefined };
      const encoded = encodeIntegrationState({
        ...unsigned,
        signature: gateways.cipher.mac(STATE_MAC_PURPOSE, signedStateFields(unsigned)),
      });
      const url = oauth.authorizationUrl({
        state: encoded,
        codeChallenge: await calculatePKCECodeChallenge(verifier),
        redirectUri,
        scopes: INTEGRATION_SCOPES[state.integrationName],
      });
      return ok({ url, state: encoded, sandbox: oauth.sandbox });
    };

  const authUrlSchema = (provider: string, operationId: string) => ({
    operationId,
    tags: ['integrations'],
    summary: `Start connecting ${provider}: the provider's consent URL with a PKCE challenge (S256) and a single-use state that expires in 15 minutes. The sandbox provider's consent page stands in while no client id is configured.`,
    body: CreateAuthUrlInputSchema,
    response: { 200: envelope(AuthUrlSchema) },
  });

  app.post('/google/create-auth-url', { schema: authUrlSchema('Google Calendar or Google Meet', 'createGoogleAuthUrl') }, createAuthUrl('google'));
  app.post('/zoom/create-auth-url', { schema: authUrlSchema('Zoom', 'createZoomAuthUrl') }, createAuthUrl('zoom'));

  app.post(
    '/integrations',
    {
      schema: {
        operationId: 'createIntegration',
        tags: ['integrations'],
        summary:
          "Finish connecting: exchange the provider's code (with the PKCE verifier the state names; each state works once) and keep the tokens encrypted. An existing connection of the owner answers 'Integration is already connected!'.",
        body: CreateIntegrationInputSchema,
        response: { 200: envelope(IntegrationSchema), 201: envelope(IntegrationSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const body = request.body;
      const state = decodeIntegrationState(body.state);
      if (
        !state?.nonce ||
        !state.signature ||
        !gateways.cipher.verifyMac(STATE_MAC_PURPOSE, signedStateFields(state), state.signature)
      ) {
        throw invalid('state');
      }
      // Used once: whoever marks it first owns the attempt, a replay finds it used.
      const [attempt] = await app.db
        .update(oauthStates)
        .set({ used_at: clock.now() })
        .where(
          and(
            eq(oauthStates.nonce_hash, sha256(state.nonce)),
            eq(oauthStates.admin_id, admin.id),
            isNull(oauthStates.used_at),
            gt(oauthStates.expires_at, clock.now()),
          ),
        )
        .returning();
      if (
        !attempt ||
        attempt.integration_name !== body.name ||
        attempt.integrable_type !== body.integrable_type ||
        attempt.integrable_id !== body.integrable_id
      ) {
        throw invalid('state');
      }
      assertMayOwn(request, body.integrable_type, body.integrable_id);
      const platform = body.name;
      const owner = and(
        eq(integrations.integrable_type, body.integrable_type),
        eq(integrations.integrable_id, body.integrable_id),
        eq(integrations.platform, platform),
      );
      const existing = async () => {
        const [row] = await app.db.select().from(integrations).where(owner);
        return row;
      };
      const already = await existing();
      if (already) return ok(present(already), IntegrationMessages.alreadyConnected);

      const provider = gateways.forIntegration(integrationProvider(body.name), attempt.is_sandbox === 1);
      if (!provider) throw invalid();
      let tokens;
      try {
        tokens = await provider.exchangeCode({
          code: body.code,
          codeVerifier: gateways.cipher.decrypt(attempt.code_verifier),
          redirectUri: attempt.redirect_uri,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error }, 'the provider refused the authorisation code');
        throw invalid('code');
      }
      try {
        const [row] = await app.db
          .insert(integrations)
          .values({
            platform,
            name: NAMES[body.name],
            integrable_type: body.integrable_type,
            integrable_id: body.integrable_id,
            access_level: attempt.access_level ?? body.access_level ?? null,
            access_token: gateways.cipher.encrypt(tokens.access_token),
            refresh_token: tokens.refresh_token ? gateways.cipher.encrypt(tokens.refresh_token) : null,
            token_expires_at: tokens.expires_in ? new Date(clock.ms() + tokens.expires_in * 1000) : null,
            scope: tokens.scope ?? null,
            is_sandbox: provider.sandbox ? 1 : 0,
            connected_by_admin_id: admin.id,
          })
          .returning();
        return reply.status(201).send(ok(present(row!), IntegrationMessages.saved));
      } catch (error) {
        // Connected meanwhile from another tab: the same answer as above.
        if (databaseErrorOf(error)?.code !== SQLSTATE.uniqueViolation) throw error;
        const row = await existing();
        if (!row) throw error;
        return ok(present(row), IntegrationMessages.alreadyConnected);
      }
    },
  );

  app.delete(
    '/integrations/:id',
    {
      schema: {
        operationId: 'deleteIntegration',
        tags: ['integrations'],
        summary:
          "Disconnect an integration: your own, or the business's when you hold the admin role. Its chosen calendars go with it.",
        params: IdParamSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const row = await loadIntegration(request, request.params.id, true);
      await app.db.delete(integrations).where(eq(integrations.id, row.id));
      return ok(null, IntegrationMessages.disconnected);
    },
  );

  app.get(
    '/google/get-calendar-by-integration-id/:id',
    {
      schema: {
        operationId: 'listIntegrationCalendars',
        tags: ['integrations'],
        summary:
          "The calendars (id, summary) of a connected Google account the integration may write to; the access token is refreshed first when it has expired. 409 when Google does not answer.",
        params: IdParamSchema,
        response: { 200: envelope(z.array(CalendarItemSchema)) },
      },
    },
    async (request) => {
      const row = await loadIntegration(request, request.params.id, false);
      if (row.platform !== 'google-calendar' && row.platform !== 'google-meet') throw invalid('id');
      try {
        const token = await usableAccessToken(app.db, gateways, row);
        return ok(await gateways.calendar(row.is_sandbox === 1).listCalendars(token));
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error }, 'Google calendar list failed');
        throw new AppError(ErrorCode.Conflict, 'Google Calendar did not answer. Please try again!');
      }
    },
  );

  app.post(
    '/integration-entities',
    {
      schema: {
        operationId: 'saveIntegrationEntities',
        tags: ['integrations'],
        summary:
          "Choose the calendars an integration uses (replacing the previous choice); the first calendar receives the appointments' events.",
        body: CreateIntegrationEntitiesInputSchema,
        response: { 200: envelope(z.array(IntegrationEntitySchema)) },
      },
    },
    async (request) => {
      const row = await loadIntegration(request, request.body.integration_id, true);
      const entities = request.body.entities;
      const saved = await app.db.transaction(async (tx) => {
        await tx.delete(integrationEntities).where(eq(integrationEntities.integration_id, row.id));
        const unique = [...new Map(entities.map((e) => [`${e.entity_type}\u0000${e.entity_id}`, e])).values()];
        if (unique.length === 0) return [];
        return tx
          .insert(integrationEntities)
          .values(unique.map((e) => ({ integration_id: row.id, entity_type: e.entity_type, entity_id: e.entity_id, name: e.name ?? null })))
          .returning();
      });
      return ok(
        saved.map((e) => ({ id: e.id, integration_id: e.integration_id, entity_type: e.entity_type, entity_id: e.entity_id, name: e.name })),
        IntegrationMessages.calendarsSaved,
      );
    },
  );

  app.post(
    '/video-conferences/create-appointment-meeting',
    {
      config: { permission: ['appointments', 'update'] },
      schema: {
        operationId: 'createAppointmentMeeting',
        tags: ['integrations'],
        summary:
          "Create the appointment's online meeting on Zoom or Google Meet with the consultant's (or the business's) connection; an existing meeting on that platform is kept. Answers the appointment's meetings.",
        body: CreateAppointmentMeetingInputSchema,
        response: { 201: envelope(z.array(VideoConferenceSchema)) },
      },
    },
    async (request, reply) => {
      const businessId = requireBusinessId(request);
      const { appointment_id, event_platform } = request.body;
      const result = await calendarSync(app).meetingFor(businessId, appointment_id, event_platform);
      if (result.status === 'not-found') throw notFound();
      if (result.status === 'not-connected') {
        throw new AppError(ErrorCode.Validation, IntegrationMessages.noMeetingProvider, {
          event_platform: [IntegrationMessages.noMeetingProvider],
        });
      }
      if (result.status === 'failed') {
        throw new AppError(ErrorCode.Conflict, 'The meeting could not be created. Please try again!');
      }
      const meetings = await app.db
        .select({
          id: videoConferences.id,
          appointment_id: videoConferences.appointment_id,
          event_platform: videoConferences.event_platform,
          url: videoConferences.url,
          password: videoConferences.password,
        })
        .from(videoConferences)
        .where(eq(videoConferences.appointment_id, appointment_id))
        .orderBy(asc(videoConferences.id));
      return reply.status(201).send(ok(meetings, IntegrationMessages.meetingCreated));
    },
  );

  app.get(
    '/integrations/providers',
    {
      schema: {
        operationId: 'getIntegrationProviders',
        tags: ['integrations'],
        summary: 'Whether Google and Zoom are reached for real on this server or through the offline sandbox provider',
        response: { 200: envelope(IntegrationProvidersSchema) },
      },
    },
    async () =>
      ok({
        google: { sandbox: gateways.current('google').sandbox },
        zoom: { sandbox: gateways.current('zoom').sandbox },
      }),
  );

  app.get(
    '/zoom/verification-token',
    {
      config: { public: true },
      schema: {
        operationId: 'getZoomVerificationToken',
        tags: ['integrations'],
        summary: "The token Zoom's domain verification reads at /zoomverify/verifyzoom.html (ZOOM_VERIFICATION_TOKEN); null when none is configured",
        response: { 200: envelope(z.object({ token: z.string().nullable() })) },
      },
    },
    async () => ok({ token: app.config.ZOOM_VERIFICATION_TOKEN ?? null }),
  );
}
