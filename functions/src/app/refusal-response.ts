import type { HttpResponseInit } from '@azure/functions';
import type { DomainError, DomainErrorKind } from '@enroll/domain';
import { json } from '../platform/http-responses.ts';

/** The one place a domain refusal becomes an HTTP status. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  unsupportedMedia: 415,
  unprocessable: 422,
  preconditionRequired: 428,
  unavailable: 503,
};

export const httpStatusOf = (kind: DomainErrorKind): number => STATUS_OF_KIND[kind];

/** The answer to a refusal: its status, and its message with the field errors and code it carries. */
export function refusalResponse(error: DomainError): HttpResponseInit {
  return json(httpStatusOf(error.kind), {
    message: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.code ? { code: error.code } : {}),
  });
}
