export interface MeetingInput {
  topic: string;
  start: Date;
  durationMinutes: number;
  timeZone: string;
}

export interface Meeting {
  id: string;
  url: string;
  password: string | null;
}

/** A video-conference account reached with an access token (Zoom). */
export interface MeetingProvider {
  createMeeting(accessToken: string, meeting: MeetingInput): Promise<Meeting>;
  updateMeeting(accessToken: string, id: string, meeting: MeetingInput): Promise<void>;
  deleteMeeting(accessToken: string, id: string): Promise<void>;
}
