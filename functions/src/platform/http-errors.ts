import type { FieldError } from '@enroll/domain';

/** An error a handler throws on purpose; the pipeline answers it as JSON with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    /** A catalog key the client can act on (e.g. 'lelo.entry.locked'); sent as `code`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, code?: string) => new HttpError(409, message, undefined, code);
