import { activityNote, type ActivityNoteValues } from '@rendezvous/domain';
import { and, asc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { appointments, businesses, consultants, integrationEntities, integrations, videoConferences } from '../db/schema';
import { integrationGateways, ProviderError, type IntegrationGateways, type OAuthProviderName } from '../gateways/oauth';
import type { CalendarEventInput } from '../gateways/calendar/types';
import { recordActivity } from './activities';
import { peopleOf, personKey } from './people';
import { clock } from '../lib/clock';

type IntegrationRow = typeof integrations.$inferSelect;
type Platform = IntegrationRow['platform'];

/** Refresh a token this long before it expires, so a call never starts with a dying one. */
const REFRESH_MARGIN_MS = 60_000;

const providerOf = (platform: Platform): OAuthProviderName => (platform === 'zoom' ? 'zoom' : 'google');

/**
 * The integration's access token in clear, refreshed first (refresh_token grant) when it has
 * expired or is about to; the new tokens are stored encrypted again.
 */
export async function usableAccessToken(db: Db, gateways: IntegrationGateways, row: IntegrationRow): Promise<string> {
  const provider = gateways.forIntegration(providerOf(row.platform), row.is_sandbox === 1);
  if (!provider) throw new ProviderError(`${row.name} is no longer configured on this server`);
  const fresh = row.token_expires_at === null || row.token_expires_at.getTime() - REFRESH_MARGIN_MS > clock.ms();
  if (row.access_token && fresh) return gateways.cipher.decrypt(row.access_token);
  // The sandbox needs no token; a demo row connected without one still works offline.
  if (!row.access_token && !row.refresh_token && provider.sandbox) return 'sandbox-demo';
  if (!row.refresh_token) throw new ProviderError(`${row.name}: the access token expired and there is no refresh token`);
  const tokens = await provider.refresh(gateways.cipher.decrypt(row.refresh_token));
  await db
    .update(integrations)
    .set({
      access_token: gateways.cipher.encrypt(tokens.access_token),
      // Providers may rotate the refresh token; keep the old one when they do not.
      ...(tokens.refresh_token && { refresh_token: gateways.cipher.encrypt(tokens.refresh_token) }),
      token_expires_at: tokens.expires_in ? new Date(clock.ms() + tokens.expires_in * 1000) : null,
    })
    .where(eq(integrations.id, row.id));
  return tokens.access_token;
}

/**
 * The integrations an appointment uses: the consultant's own (personal) first, then the
 * business-wide ones, one per platform.
 */
async function integrationsFor(db: Db, businessId: number, consultantAdminId: number | null) {
  const rows = await db
    .select()
    .from(integrations)
    .where(
      or(
        and(eq(integrations.integrable_type, 'business'), eq(integrations.integrable_id, businessId)),
        consultantAdminId === null
          ? undefined
          : and(eq(integrations.integrable_type, 'admin'), eq(integrations.integrable_id, consultantAdminId)),
      ),
    )
    .orderBy(asc(integrations.id));
  const pick = (platform: Platform) =>
    rows.find((r) => r.platform === platform && r.integrable_type === 'admin') ??
    rows.find((r) => r.platform === platform && r.integrable_type === 'business') ??
    null;
  return { calendar: pick('google-calendar'), zoom: pick('zoom'), meet: pick('google-meet') };
}

/** The first calendar chosen for the integration (integration-entities), else the primary one. */
async function calendarIdOf(db: Db, integrationId: number): Promise<string> {
  const [entity] = await db
    .select({ entity_id: integrationEntities.entity_id })
    .from(integrationEntities)
    .where(and(eq(integrationEntities.integration_id, integrationId), eq(integrationEntities.entity_type, 'calendar')))
    .orderBy(asc(integrationEntities.id))
    .limit(1);
  return entity?.entity_id ?? 'primary';
}

interface AppointmentFacts {
  id: number;
  business_id: number;
  consultant_admin_id: number | null;
  starts_at: Date;
  ends_at: Date;
  status: string;
  google_calendar_event_id: string | null;
  time_zone: string;
  event: CalendarEventInput;
}

async function appointmentFacts(db: Db, businessId: number, appointmentId: number): Promise<AppointmentFacts | null> {
  const [row] = await db
    .select({
      id: appointments.id,
      business_id: appointments.business_id,
      consultant_admin_id: consultants.admin_id,
      customer_type: appointments.customer_type,
      customerable_id: appointments.customerable_id,
      starts_at: appointments.starts_at,
      ends_at: appointments.ends_at,
      status: appointments.status,
      google_calendar_event_id: appointments.google_calendar_event_id,
      time_zone: businesses.time_zone,
      business_name: businesses.name,
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.business_id))
    .leftJoin(consultants, eq(consultants.id, appointments.consultant_id))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.business_id, businessId)));
  if (!row) return null;
  const people = await peopleOf(db, [{ type: row.customer_type, id: row.customerable_id }]);
  const customer = people.get(personKey(row.customer_type, row.customerable_id));
  return {
    ...row,
    event: {
      summary: `Appointment with ${customer?.full_name ?? 'a customer'}`,
      description: `Booked with ${row.business_name} through Rendezvous (appointment #${row.id}).`,
      start: row.starts_at,
      end: row.ends_at,
      timeZone: row.time_zone,
    },
  };
}

export class CalendarSync {
  private readonly gateways: IntegrationGateways;

  constructor(private readonly app: FastifyInstance) {
    this.gateways = integrationGateways(app.config);
  }

  private get db(): Db {
    return this.app.db;
  }

  /**
   * Runs one provider step; a failure is logged and written to the appointment's activities,
   * never thrown: the booking stands whatever Google or Zoom answer.
   */
  private async attempt(
    facts: AppointmentFacts,
    what: ActivityNoteValues<'calendarSyncFailed'>['step'],
    step: () => Promise<void>,
  ): Promise<void> {
    try {
      await step();
    } catch (error) {
      const reason = error instanceof ProviderError ? error.message : 'unexpected error';
      this.app.log.warn({ err: error, appointmentId: facts.id }, `integration step failed: ${what}`);
      await recordActivity(this.db, {
        businessId: facts.business_id,
        adminId: facts.consultant_admin_id,
        initiator: { type: 'business', id: facts.business_id },
        type: 'note',
        note: activityNote('calendarSyncFailed', { step: what, reason }),
        appointmentId: facts.id,
      }).catch((cause: unknown) => this.app.log.error({ err: cause }, 'could not record the integration failure'));
    }
  }

  /** A new appointment: its calendar event, and a meeting when Zoom or Meet is connected. */
  async created(businessId: number, appointmentId: number): Promise<void> {
    const facts = await appointmentFacts(this.db, businessId, appointmentId);
    if (!facts) return;
    const found = await integrationsFor(this.db, businessId, facts.consultant_admin_id);
    if (found.calendar) await this.createEvent(facts, found.calendar);
    if (found.zoom) await this.createMeeting(facts, found.zoom);
    else if (found.meet) await this.createMeeting(facts, found.meet);
  }

  /** A changed appointment: the event and meetings move with it; a cancelled one loses its event. */
  async updated(businessId: number, appointmentId: number): Promise<void> {
    const facts = await appointmentFacts(this.db, businessId, appointmentId);
    if (!facts) return;
    const found = await integrationsFor(this.db, businessId, facts.consultant_admin_id);
    const calendar = found.calendar;
    if (calendar && facts.google_calendar_event_id) {
      const eventId = facts.google_calendar_event_id;
      if (facts.status === 'cancelled') {
        await this.attempt(facts, 'removeCalendarEvent', async () => {
          const token = await usableAccessToken(this.db, this.gateways, calendar);
          await this.gateways.calendar(calendar.is_sandbox === 1).deleteEvent(token, await calendarIdOf(this.db, calendar.id), eventId);
          await this.db.update(appointments).set({ google_calendar_event_id: null }).where(eq(appointments.id, facts.id));
        });
      } else {
        await this.attempt(facts, 'moveCalendarEvent', async () => {
          const token = await usableAccessToken(this.db, this.gateways, calendar);
          await this.gateways
            .calendar(calendar.is_sandbox === 1)
            .updateEvent(token, await calendarIdOf(this.db, calendar.id), eventId, facts.event);
        });
      }
    } else if (calendar && facts.status !== 'cancelled') {
      await this.createEvent(facts, calendar);
    }
    const zoom = found.zoom;
    if (zoom && facts.status !== 'cancelled') {
      const meetings = await this.db
        .select()
        .from(videoConferences)
        .where(and(eq(videoConferences.appointment_id, facts.id), eq(videoConferences.event_platform, 'zoom')));
      for (const meeting of meetings) {
        if (!meeting.external_id) continue;
        const externalId = meeting.external_id;
        await this.attempt(facts, 'moveZoomMeeting', async () => {
          const token = await usableAccessToken(this.db, this.gateways, zoom);
          await this.gateways.meetings(zoom.is_sandbox === 1).updateMeeting(token, externalId, meetingInput(facts));
        });
      }
    }
  }

  /**
   * Before an appointment is deleted: reads what it has outside (event, meetings) and gives the
   * step that removes them, run once the row is gone.
   */
  async beforeDelete(businessId: number, appointmentId: number): Promise<() => Promise<void>> {
    const facts = await appointmentFacts(this.db, businessId, appointmentId);
    if (!facts) return async () => {};
    const found = await integrationsFor(this.db, businessId, facts.consultant_admin_id);
    const meetings = await this.db.select().from(videoConferences).where(eq(videoConferences.appointment_id, facts.id));
    const calendarId = found.calendar ? await calendarIdOf(this.db, found.calendar.id) : null;
    return async () => {
      const calendar = found.calendar;
      const eventId = facts.google_calendar_event_id;
      if (calendar && eventId && calendarId) {
        await this.attempt(facts, 'deleteCalendarEvent', async () => {
          const token = await usableAccessToken(this.db, this.gateways, calendar);
          await this.gateways.calendar(calendar.is_sandbox === 1).deleteEvent(token, calendarId, eventId);
        });
      }
      const zoom = found.zoom;
      for (const meeting of meetings) {
        if (meeting.event_platform !== 'zoom' || !zoom || !meeting.external_id) continue;
        const externalId = meeting.external_id;
        await this.attempt(facts, 'deleteZoomMeeting', async () => {
          const token = await usableAccessToken(this.db, this.gateways, zoom);
          await this.gateways.meetings(zoom.is_sandbox === 1).deleteMeeting(token, externalId);
        });
      }
    };
  }

  /**
   * POST video-conferences/create-appointment-meeting: a meeting on the platform (the
   * consultant's or the business's connection); an existing one on that platform is kept.
   */
  async meetingFor(
    businessId: number,
    appointmentId: number,
    platform: 'zoom' | 'google-meet',
  ): Promise<{ status: 'created' | 'exists' | 'not-connected' | 'failed' | 'not-found' }> {
    const facts = await appointmentFacts(this.db, businessId, appointmentId);
    if (!facts) return { status: 'not-found' };
    const existing = await this.db
      .select({ id: videoConferences.id })
      .from(videoConferences)
      .where(and(eq(videoConferences.appointment_id, facts.id), eq(videoConferences.event_platform, platform)));
    if (existing.length > 0) return { status: 'exists' };
    const found = await integrationsFor(this.db, businessId, facts.consultant_admin_id);
    const integration = platform === 'zoom' ? found.zoom : found.meet;
    if (!integration) return { status: 'not-connected' };
    return { status: (await this.createMeeting(facts, integration)) ? 'created' : 'failed' };
  }

  private async createEvent(facts: AppointmentFacts, calendar: IntegrationRow): Promise<void> {
    await this.attempt(facts, 'addCalendarEvent', async () => {
      const token = await usableAccessToken(this.db, this.gateways, calendar);
      const created = await this.gateways
        .calendar(calendar.is_sandbox === 1)
        .createEvent(token, await calendarIdOf(this.db, calendar.id), facts.event);
      await this.db.update(appointments).set({ google_calendar_event_id: created.id }).where(eq(appointments.id, facts.id));
    });
  }

  /** True when the meeting was made and stored. */
  private async createMeeting(facts: AppointmentFacts, integration: IntegrationRow): Promise<boolean> {
    let made = false;
    const platform = integration.platform === 'zoom' ? 'zoom' : 'google-meet';
    await this.attempt(facts, platform === 'zoom' ? 'createZoomMeeting' : 'createMeetMeeting', async () => {
      const token = await usableAccessToken(this.db, this.gateways, integration);
      const sandbox = integration.is_sandbox === 1;
      const meeting =
        platform === 'zoom'
          ? await this.gateways.meetings(sandbox).createMeeting(token, meetingInput(facts))
          : await this.meetViaCalendar(token, sandbox, facts);
      await this.db.insert(videoConferences).values({
        appointment_id: facts.id,
        event_platform: platform,
        url: meeting.url,
        password: meeting.password,
        external_id: meeting.id,
      });
      made = true;
    });
    return made;
  }

  /** Google Meet links come with a calendar event that asks for a conference. */
  private async meetViaCalendar(token: string, sandbox: boolean, facts: AppointmentFacts) {
    const created = await this.gateways
      .calendar(sandbox)
      .createEvent(token, 'primary', facts.event, { withMeet: true, requestId: `rendezvous-${facts.id}-${clock.ms()}` });
    if (!created.meetUrl) throw new ProviderError('Google did not attach a Meet link to the event');
    return { id: created.id, url: created.meetUrl, password: null };
  }
}

function meetingInput(facts: AppointmentFacts) {
  return {
    topic: facts.event.summary,
    start: facts.starts_at,
    durationMinutes: Math.max(1, Math.round((facts.ends_at.getTime() - facts.starts_at.getTime()) / 60_000)),
    timeZone: facts.time_zone,
  };
}

const syncs = new WeakMap<FastifyInstance, CalendarSync>();

/** The app's calendar sync (appointment routes call it after their changes commit). */
export function calendarSync(app: FastifyInstance): CalendarSync {
  let sync = syncs.get(app);
  if (!sync) {
    sync = new CalendarSync(app);
    syncs.set(app, sync);
  }
  return sync;
}
