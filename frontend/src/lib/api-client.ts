import type { FieldError } from '@enroll/domain';
import { reportError } from './error-reporter.ts';
import { takePrefetched } from './prefetched-responses.ts';

/**
 * Why a staff call was refused: `signedOut` (no sign-in, or the session ended: a 401, or Static Web
 * Apps' 302 to /admin-login) or `notAuthorized` (signed in, but refused: General, unknown, the web-app
 * account, a level below the call's).
 */
export type AuthFailure = 'signedOut' | 'notAuthorized';

/** A failed API call: the status, the server's message and, on a 400, its field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    /** Set when the call failed for want of a (sufficient) sign-in. */
    readonly authFailure?: AuthFailure,
    /** The server's `code` (a catalog key the page can act on, e.g. 'draft.link.used'). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as the JSON body. */
  json?: unknown;
  /** Makes a repeated submit (double click, retry) return the first result. */
  idempotencyKey?: string;
  /**
   * Statuses that are an expected answer of this call, not a fault (e.g. 404 'no saved draft on this
   * device'): they still throw ApiError, but are not sent to the error log.
   */
  expectedStatuses?: readonly number[];
}

type AuthFailureListener = (failure: AuthFailure) => void;
const authFailureListeners = new Set<AuthFailureListener>();

/**
 * Calls `listener` whenever an API call fails for want of a sign-in. The staff session registers one
 * (and sends the person to /admin-login); public pages register none. Returns the unsubscribe.
 */
export function onAuthFailure(listener: AuthFailureListener): () => void {
  authFailureListeners.add(listener);
  return () => {
    authFailureListeners.delete(listener);
  };
}

function isErrorBody(value: unknown): value is { message?: string; errors?: FieldError[]; code?: string } {
  return typeof value === 'object' && value !== null;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Static Web Apps guards the staff /api paths at the edge: without a sign-in it answers 302 to
 * /admin-login, without the role 302 to /admin-login?failure=true. fetch follows the redirect and
 * gets the app's HTML, so a redirected or non-JSON success is a refusal, not data.
 */
function authFailureOf(response: Response, body: unknown, isJson: boolean): AuthFailure | undefined {
  if (response.redirected && response.url) {
    const target = new URL(response.url, window.location.origin);
    if (target.pathname === '/admin-login') {
      return target.searchParams.has('failure') ? 'notAuthorized' : 'signedOut';
    }
  }
  if (response.ok && !isJson) return 'signedOut';
  if (response.status === 401) return 'signedOut';
  // Only the access check's refusals (auth.*); a permission rule's 403 is an answer for the page.
  if (response.status === 403 && isErrorBody(body) && body.code?.startsWith('auth.')) return 'notAuthorized';
  return undefined;
}

/** fetch for /api/* with JSON in and out. Non-2xx answers throw ApiError and are reported (no bodies). */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, init)).body;
}

/** apiFetch that also answers the response headers (an ETag for a later If-Match). */
export async function apiFetchWithHeaders<T>(
  path: string,
  init: ApiRequestInit = {},
): Promise<{ body: T; headers: Headers }> {
  const { json, idempotencyKey, headers, expectedStatuses = [], ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  if (json !== undefined) requestHeaders.set('Content-Type', 'application/json');
  if (idempotencyKey) requestHeaders.set('Idempotency-Key', idempotencyKey);
  const method = rest.method ?? 'GET';
  let response: Response;
  try {
    // A GET the prerendered page's HTML already started (null when it failed: fetched again here).
    // Awaited only when there is one, so every other call keeps its timing.
    const started = method === 'GET' ? takePrefetched(path) : undefined;
    const prefetched = started ? await started : null;
    response =
      prefetched ??
      (await fetch(path, {
        ...rest,
        headers: requestHeaders,
        body: json === undefined ? null : JSON.stringify(json),
      }));
  } catch (error) {
    void reportError({
      context: 'api',
      errorMessage: `Network error on ${method} ${path.split('?')[0]}`,
      errorName: 'NetworkError',
    });
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  const parsed = parseJson(await response.text());
  const body = parsed.ok ? parsed.value : null;
  const authFailure = authFailureOf(response, body, parsed.ok);
  if (authFailure) {
    // Not an error of the app: the person is signed out or refused; nothing is reported.
    for (const listener of authFailureListeners) listener(authFailure);
    const message = isErrorBody(body) && typeof body.message === 'string' ? body.message : authFailure;
    throw new ApiError(authFailure === 'signedOut' ? 401 : 403, message, [], authFailure);
  }
  if (!response.ok || !parsed.ok) {
    const message =
      isErrorBody(body) && typeof body.message === 'string' ? body.message : response.statusText;
    if (!expectedStatuses.includes(response.status))
      void reportError({
        context: 'api',
        errorMessage: `HTTP ${response.status} on ${method} ${path.split('?')[0]}`,
        errorName: 'HttpError',
        requestData: `${method} ${path.split('?')[0]}`,
        responseData: `status ${response.status}`,
      });
    throw new ApiError(
      response.status,
      message,
      isErrorBody(body) && Array.isArray(body.errors) ? body.errors : [],
      undefined,
      isErrorBody(body) && typeof body.code === 'string' ? body.code : undefined,
    );
  }
  return { body: body as T, headers: response.headers };
}
