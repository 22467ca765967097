import { randomBytes } from 'node:crypto';
import type { CalendarItem, CalendarProvider } from './types';

/**
 * The offline calendar: it answers like Google Calendar with generated ids and keeps nothing,
 * so bookings show a calendar event id and a Meet link without any account.
 */
export class SandboxCalendar implements CalendarProvider {
  constructor(private readonly publicUrl: string) {}

  async listCalendars(): Promise<CalendarItem[]> {
    return [
      { id: 'primary', summary: 'My calendar (sandbox)' },
      { id: 'sandbox-team', summary: 'Team calendar (sandbox)' },
    ];
  }

  async createEvent(_token: string, _calendarId: string, _event: unknown, options: { withMeet?: boolean } = {}) {
    const id = `sandbox-evt-${randomBytes(9).toString('base64url')}`;
    return { id, meetUrl: options.withMeet ? `${this.publicUrl}/api/oauth/sandbox/meeting/${id}` : null };
  }

  async updateEvent(): Promise<void> {}

  async deleteEvent(): Promise<void> {}
}
