/**
 * Thrown by the guard when a page is refused on the very first load: there is no previous page
 * to stay on, so the root error screen shows the message instead.
 */
export class AccessDeniedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccessDeniedError';
  }
}
