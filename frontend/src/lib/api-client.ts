import type { FieldError } from '@enroll/domain';
import { reportError } from './error-reporter.ts';

/** A failed API call: the status, the server's message and, on a 400, its field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
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
}

function isErrorBody(value: unknown): value is { message?: string; errors?: FieldError[] } {
  return typeof value === 'object' && value !== null;
}

/** fetch for /api/* with JSON in and out. Non-2xx answers throw ApiError and are reported (no bodies). */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, idempotencyKey, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  if (json !== undefined) requestHeaders.set('Content-Type', 'application/json');
  if (idempotencyKey) requestHeaders.set('Idempotency-Key', idempotencyKey);
  const method = rest.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers: requestHeaders,
      body: json === undefined ? null : JSON.stringify(json),
    });
  } catch (error) {
    void reportError({
      context: 'api',
      errorMessage: `Network error on ${method} ${path.split('?')[0]}`,
      errorName: 'NetworkError',
    });
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const message =
      isErrorBody(body) && typeof body.message === 'string' ? body.message : response.statusText;
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
    );
  }
  return body as T;
}
