// The socket.io events and rooms, apart from the events' schemas, so the console's frame need
// not load zod to listen.

/** Events the server pushes over socket.io. */
export const REALTIME_EVENTS = { newNotification: 'NewNotification' } as const;

/** Each admin listens on a private room of their own. */
export function adminRoom(adminId: number): string {
  return `admin.${adminId}`;
}
