/**
 * One error type for the server and the client. The server throws it and its central error
 * handler turns it into `{ message, errors? }` with the matching status; the API client parses
 * that body back into an AppError so screens show the server's own message.
 */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  Validation: 'VALIDATION',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  Internal: 'INTERNAL',
  BadGateway: 'BAD_GATEWAY',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCodeStatus: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
};

export function errorCodeFromStatus(status: number): ErrorCode {
  const found = (Object.entries(errorCodeStatus) as [ErrorCode, number][]).find(
    ([, s]) => s === status,
  );
  if (found) return found[0];
  return status >= 500 ? ErrorCode.Internal : ErrorCode.BadRequest;
}

/** Field name -> messages, as in a 422 body. */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldErrors;

  constructor(code: ErrorCode, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodeStatus[code];
    if (errors) this.errors = errors;
  }

  static fromStatus(status: number, message: string, errors?: FieldErrors): AppError {
    return new AppError(errorCodeFromStatus(status), message, errors);
  }

  toBody(): { message: string; errors?: FieldErrors } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** Messages the server answers with when no more specific one applies. */
export const HttpMessages = {
  unauthenticated: 'You must be signed in to do that.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'The requested resource was not found.',
  validation: 'The given data was invalid.',
  internal: 'Sorry an error occurred while processing your request. Please try again!',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  unknownOrigin: 'Unknown origin key.',
  businessMismatch: 'You do not have access to this business.',
} as const;
