import { ProviderError, providerFetch } from '../oauth/types';
import type { Meeting, MeetingInput, MeetingProvider } from './types';

/** Zoom API v2: scheduled meetings of the connected user (users/me/meetings). */
export class ZoomMeetings implements MeetingProvider {
  constructor(private readonly options: { baseUrl: string; timeoutMs: number }) {}

  private call(what: string, accessToken: string, method: string, path: string, body?: unknown) {
    return providerFetch(`Zoom ${what}`, `${this.options.baseUrl.replace(/\/$/, '')}${path}`, {
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

  async createMeeting(accessToken: string, meeting: MeetingInput): Promise<Meeting> {
    const response = await this.call('create meeting', accessToken, 'POST', '/users/me/meetings', toZoom(meeting));
    const created = (await response.json()) as { id?: number | string; join_url?: string; password?: string };
    if (created.id === undefined || !created.join_url) throw new ProviderError('Zoom create meeting: no id or join_url');
    return { id: String(created.id), url: created.join_url, password: created.password ?? null };
  }

  async updateMeeting(accessToken: string, id: string, meeting: MeetingInput): Promise<void> {
    await this.call('update meeting', accessToken, 'PATCH', `/meetings/${encodeURIComponent(id)}`, toZoom(meeting));
  }

  async deleteMeeting(accessToken: string, id: string): Promise<void> {
    try {
      await this.call('delete meeting', accessToken, 'DELETE', `/meetings/${encodeURIComponent(id)}`);
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) return;
      throw error;
    }
  }
}

function toZoom(meeting: MeetingInput) {
  return {
    topic: meeting.topic,
    // 2: a scheduled meeting.
    type: 2,
    start_time: meeting.start.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    duration: meeting.durationMinutes,
    timezone: meeting.timeZone,
  };
}
