import { ProviderError, providerFetch } from '../oauth/types';
import type { CalendarEventInput, CalendarItem, CalendarProvider } from './types';

interface GoogleEvent {
  id?: string;
  hangoutLink?: string;
  conferenceData?: { entryPoints?: { entryPointType?: string; uri?: string }[] };
}

/** Google Calendar API v3: calendarList, events insert/patch/delete (Meet via conferenceData). */
export class GoogleCalendar implements CalendarProvider {
  constructor(private readonly options: { baseUrl: string; timeoutMs: number }) {}

  private url(path: string, query?: Record<string, string>): string {
    const url = new URL(`${this.options.baseUrl.replace(/\/$/, '')}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    return url.toString();
  }

  private async call(what: string, accessToken: string, method: string, url: string, body?: unknown): Promise<Response> {
    return providerFetch(`Google Calendar ${what}`, url, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: this.options.timeoutMs,
    });
  }

  async listCalendars(accessToken: string): Promise<CalendarItem[]> {
    const response = await this.call('calendarList', accessToken, 'GET', this.url('/users/me/calendarList', { minAccessRole: 'writer' }));
    const body = (await response.json()) as { items?: { id?: unknown; summary?: unknown }[] };
    return (body.items ?? []).flatMap((item) =>
      typeof item.id === 'string' ? [{ id: item.id, summary: typeof item.summary === 'string' ? item.summary : item.id }] : [],
    );
  }

  async createEvent(
    accessToken: string,
    calendarId: string,
    event: CalendarEventInput,
    options: { withMeet?: boolean; requestId?: string } = {},
  ): Promise<{ id: string; meetUrl: string | null }> {
    const path = `/calendars/${encodeURIComponent(calendarId)}/events`;
    const body = {
      ...toGoogle(event),
      ...(options.withMeet && {
        conferenceData: {
          createRequest: { requestId: options.requestId ?? crypto.randomUUID(), conferenceSolutionKey: { type: 'hangoutsMeet' } },
        },
      }),
    };
    const response = await this.call(
      'events.insert',
      accessToken,
      'POST',
      this.url(path, options.withMeet ? { conferenceDataVersion: '1' } : {}),
      body,
    );
    const created = (await response.json()) as GoogleEvent;
    if (!created.id) throw new ProviderError('Google Calendar events.insert: no event id in the answer');
    const meetUrl =
      created.hangoutLink ?? created.conferenceData?.entryPoints?.find((e) => e.entryPointType === 'video')?.uri ?? null;
    return { id: created.id, meetUrl };
  }

  async updateEvent(accessToken: string, calendarId: string, eventId: string, event: CalendarEventInput): Promise<void> {
    const path = `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`;
    await this.call('events.patch', accessToken, 'PATCH', this.url(path), toGoogle(event));
  }

  async deleteEvent(accessToken: string, calendarId: string, eventId: string): Promise<void> {
    const path = `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`;
    try {
      await this.call('events.delete', accessToken, 'DELETE', this.url(path));
    } catch (error) {
      // Already gone (deleted in Google by hand): the goal is reached.
      if (error instanceof ProviderError && (error.status === 404 || error.status === 410)) return;
      throw error;
    }
  }
}

function toGoogle(event: CalendarEventInput) {
  return {
    summary: event.summary,
    description: event.description,
    start: { dateTime: event.start.toISOString(), timeZone: event.timeZone },
    end: { dateTime: event.end.toISOString(), timeZone: event.timeZone },
  };
}
