import {
  AppError,
  BAD_GATEWAY_REDIRECT_DELAY_MS,
  ErrorCode,
  HEADERS,
  HttpMessages,
  errorCodeFromStatus,
  type ErrorBody,
  type RequestType,
} from '@rendezvous/domain';
import ky from 'ky';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];
/** Query parameters; null and undefined are left out, arrays repeat the key. */
export type Query = Record<string, QueryValue>;

export type RequestOptions = {
  query?: Query;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (image uploads). */
  body?: FormData;
  /** Cancels the request; TanStack Query passes one to every query function. */
  signal?: AbortSignal;
  /**
   * The business this call acts in, instead of the signed-in admin's own (a platform admin
   * working on another business). See `inBusiness`.
   */
  businessId?: number;
  /**
   * The screen tells the outcome itself (a spec message of its own): the server's success or
   * failure message is not passed to onSuccessMessage / onError, so one event shows one toast.
   */
  quiet?: boolean;
};

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type ApiClientOptions = {
  /** Where the API lives, e.g. '/api' or 'https://app.example.com/api'. */
  baseUrl: string;
  /** This app's X-Origin-Key (ORIGIN_KEYS in @rendezvous/domain). */
  originKey: string;
  getToken(): string | null;
  getBusinessId(): number | string | null;
  /** @default 'admin' */
  requestType?: RequestType;
  /**
   * The language the app is shown in, sent as Accept-Language (the public site's choice, which
   * the API records as the customer's for their messages). Without it the browser's own goes.
   */
  getLanguage?(): string | null;
  /** Sent as the `debug` query parameter of every request. @default false */
  debug?: string | boolean;
  /** Per-request time limit in milliseconds. @default 30000 */
  timeoutMs?: number;
  /** A success body carried a message (shown as a success toast). */
  onSuccessMessage?(message: string): void;
  /** A request failed with anything but 502 (shown as an error toast). */
  onError?(error: AppError): void;
  /** The API answered 502; see badGatewayRedirect. */
  onBadGateway?(): void;
  fetch?: typeof fetch;
};

export type ApiClient = {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'json' | 'body'>): Promise<T>;
  post<T>(path: string, options?: RequestOptions): Promise<T>;
  put<T>(path: string, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
};

/** What the API says when a failure body brings no message of its own. */
const FALLBACK_MESSAGES: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.Unauthenticated]: HttpMessages.unauthenticated,
  [ErrorCode.Forbidden]: HttpMessages.forbidden,
  [ErrorCode.NotFound]: HttpMessages.notFound,
  [ErrorCode.Validation]: HttpMessages.validation,
  [ErrorCode.TooManyRequests]: HttpMessages.tooManyRequests,
};

export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/**
 * A relative base such as '/api' is resolved against the page once, here: fetch implementations
 * outside a real browser (jsdom tests run on Node's) refuse relative URLs.
 */
function absoluteBaseUrl(baseUrl: string): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  return page ? new URL(baseUrl, page).href : baseUrl;
}

/**
 * The one HTTP client of the apps. It sends the headers the API requires on every call, treats
 * only 200 and 201 as success, hands back the `data` of the `{ data, message }` envelope and
 * turns every failure into an AppError carrying the server's own message and field errors.
 *
 * Responses are not parsed against the domain schemas here: the API validates what it sends
 * with those schemas, and parsing again would strip fields a newer API adds.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const debug = String(options.debug ?? false);
  const requestType = options.requestType ?? 'admin';

  const http = ky.create({
    prefix: absoluteBaseUrl(options.baseUrl),
    // Retrying is the caller's choice (TanStack Query retries queries, never mutations).
    retry: 0,
    timeout: options.timeoutMs ?? 30_000,
    // Status handling is ours: 2xx other than 200/201 is a failure too.
    throwHttpErrors: false,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
          request.headers.set(HEADERS.originKey, options.originKey);
          // A call made for a given business (inBusiness) already carries it.
          const businessId = request.headers.has(HEADERS.businessId) ? null : options.getBusinessId();
          if (businessId !== null && businessId !== '') {
            request.headers.set(HEADERS.businessId, String(businessId));
          }
          request.headers.set(HEADERS.requestType, requestType);
          request.headers.set('accept', 'application/json');
          const language = options.getLanguage?.();
          if (language) request.headers.set('accept-language', language);
        },
      ],
    },
  });

  const fail = (error: AppError, quiet = false): never => {
    if (!quiet) options.onError?.(error);
    throw error;
  };

  async function request<T>(
    method: HttpMethod,
    path: string,
    init: RequestOptions = {},
  ): Promise<T> {
    const searchParams = toSearchParams(init.query);
    searchParams.set('debug', debug);

    let response: Response;
    try {
      response = await http(path, {
        method,
        searchParams,
        json: init.json,
        body: init.body,
        signal: init.signal,
        headers:
          init.businessId === undefined ? undefined : { [HEADERS.businessId]: String(init.businessId) },
      });
    } catch (error) {
      if (isAbort(error, init.signal)) throw error;
      return fail(new AppError(ErrorCode.Internal, HttpMessages.internal), init.quiet);
    }

    const body = parseJson(await response.text().catch(() => ''));

    if (response.status === 200 || response.status === 201) {
      const envelope = (body ?? {}) as { data?: T; message?: unknown };
      if (typeof envelope.message === 'string' && envelope.message !== '' && !init.quiet) {
        options.onSuccessMessage?.(envelope.message);
      }
      return envelope.data as T;
    }

    if (response.status === 502) {
      options.onBadGateway?.();
      throw new AppError(ErrorCode.BadGateway, HttpMessages.internal);
    }

    const code = errorCodeFromStatus(response.status);
    const message = isErrorBody(body)
      ? body.message
      : (FALLBACK_MESSAGES[code] ?? HttpMessages.internal);
    return fail(
      AppError.fromStatus(response.status, message, isErrorBody(body) ? body.errors : undefined),
      init.quiet,
    );
  }

  return {
    request,
    get: (path, init) => request('get', path, init),
    post: (path, init) => request('post', path, init),
    put: (path, init) => request('put', path, init),
    patch: (path, init) => request('patch', path, init),
    delete: (path, init) => request('delete', path, init),
  };
}

/**
 * What the apps do on a 502: after BAD_GATEWAY_REDIRECT_DELAY_MS, go to the home page with the
 * current page as `redirect`, so it can be reopened once the API answers again. Returns a
 * function that cancels the pending navigation.
 */
export function badGatewayRedirect(
  location: Pick<Location, 'pathname' | 'search' | 'assign'>,
): () => void {
  const target = `/?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  const timer = setTimeout(() => location.assign(target), BAD_GATEWAY_REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * The API's failure body, `{ message, errors? }`. Checked by hand rather than with the domain's
 * zod schema so the client, loaded by every page, does not pull zod into the first download.
 */
function isErrorBody(body: unknown): body is ErrorBody {
  if (!body || typeof body !== 'object') return false;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string') return false;
  if (errors === undefined) return true;
  return (
    !!errors &&
    typeof errors === 'object' &&
    Object.values(errors).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

/**
 * The same client acting in one given business: every call sends that business's
 * X-Business-Id. The platform admin's business dialog gives it to the tabs it shows, so each
 * tab's calls reach the business on screen rather than the admin's own (they have none).
 */
export function inBusiness(client: ApiClient, businessId: number): ApiClient {
  const request = <T>(method: HttpMethod, path: string, init: RequestOptions = {}) =>
    client.request<T>(method, path, { ...init, businessId });
  return {
    request,
    get: (path, init) => request('get', path, init),
    post: (path, init) => request('post', path, init),
    put: (path, init) => request('put', path, init),
    patch: (path, init) => request('patch', path, init),
    delete: (path, init) => request('delete', path, init),
  };
}

/**
 * The same client with every call quiet (RequestOptions.quiet): for a screen that tells the
 * outcome of what it does in its own (spec) words, so one event shows one toast.
 */
export function quietly(client: ApiClient): ApiClient {
  const request: ApiClient['request'] = (method, path, init) =>
    client.request(method, path, { ...init, quiet: true });
  return {
    request,
    get: (path, init) => request('get', path, init),
    post: (path, init) => request('post', path, init),
    put: (path, init) => request('put', path, init),
    patch: (path, init) => request('patch', path, init),
    delete: (path, init) => request('delete', path, init),
  };
}
