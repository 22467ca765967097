/** An appointment as a calendar event. */
export interface CalendarEventInput {
  summary: string;
  description: string;
  start: Date;
  end: Date;
  timeZone: string;
}

export interface CalendarItem {
  id: string;
  summary: string;
}

/** A calendar account reached with an access token. */
export interface CalendarProvider {
  listCalendars(accessToken: string): Promise<CalendarItem[]>;
  /** `withMeet` asks Google to attach a Meet link to the event. */
  createEvent(
    accessToken: string,
    calendarId: string,
    event: CalendarEventInput,
    options?: { withMeet?: boolean; requestId?: string },
  ): Promise<{ id: string; meetUrl: string | null }>;
  updateEvent(accessToken: string, calendarId: string, eventId: string, event: CalendarEventInput): Promise<void>;
  deleteEvent(accessToken: string, calendarId: string, eventId: string): Promise<void>;
}
