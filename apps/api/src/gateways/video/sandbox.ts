import { randomBytes } from 'node:crypto';
import type { Meeting, MeetingProvider } from './types';

/** The offline Zoom: generated meeting ids, links to a local page saying it is a sandbox. */
export class SandboxMeetings implements MeetingProvider {
  constructor(private readonly publicUrl: string) {}

  async createMeeting(): Promise<Meeting> {
    const id = `sandbox-mtg-${randomBytes(9).toString('base64url')}`;
    return { id, url: `${this.publicUrl}/api/oauth/sandbox/meeting/${id}`, password: randomBytes(4).toString('hex') };
  }

  async updateMeeting(): Promise<void> {}

  async deleteMeeting(): Promise<void> {}
}
