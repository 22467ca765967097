import { AppError, ErrorCode, HttpMessages } from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';

/**
 * Tells a failed series call (made quietly, so this is its one toast) and answers what the
 * dialog needs from it: the field errors to show under their fields (a 422), and whether what
 * was checked is stale (a 409 or a 422: the owner changes something and checks again).
 */
export function reportSeriesFailure(error: unknown): {
  fields: Record<string, string>;
  stale: boolean;
} {
  showErrorToast(error instanceof AppError ? error.message : HttpMessages.internal);
  const fields: Record<string, string> = {};
  if (error instanceof AppError && error.code === ErrorCode.Validation) {
    for (const [key, messages] of Object.entries(error.errors ?? {})) {
      if (messages[0]) fields[key] = messages[0];
    }
  }
  const stale =
    error instanceof AppError &&
    (error.code === ErrorCode.Conflict || error.code === ErrorCode.Validation);
  return { fields, stale };
}
