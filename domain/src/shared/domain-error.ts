import { type ValidationMessageKey, validationMessagesEn } from '../messages/en.ts';
import { catalogFieldError, type FieldError } from './field-errors.ts';

/**
 * Why an operation was refused, in the domain's words. Services and repositories throw these; the
 * server's HTTP pipeline alone turns a kind into a status (functions/src/platform/http-errors.ts).
 */
export type DomainErrorKind =
  /** The input breaks a rule; the field errors say which. */
  | 'invalid'
  /** The caller may not do this. */
  | 'forbidden'
  /** No such record, or none the caller may see. */
  | 'notFound'
  /** The stored version is not the one the caller read, or the record's state refuses the change. */
  | 'conflict'
  /** The thing existed once and never will again (an expired or used link). */
  | 'gone'
  /** The request body is not of a kind this operation reads. */
  | 'unsupportedMedia'
  /** Well-formed, but it contradicts an earlier request (an idempotency key reused for another body). */
  | 'unprocessable'
  /** A change that must name the version it replaces (If-Match) did not. */
  | 'preconditionRequired'
  /** A service this one depends on did not answer; trying again later may work. */
  | 'unavailable';

/** A refusal a service, repository or handler throws on purpose; its message is safe to show. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Which fields broke which rule. */
    readonly errors?: FieldError[],
    /** A stable key the client can act on, a catalog key where there is one (e.g. 'lelo.entry.locked'). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A refusal worded by the catalog: its English text as the message and its key as the code. */
export function catalogError(kind: DomainErrorKind, key: ValidationMessageKey): DomainError {
  return new DomainError(kind, validationMessagesEn[key], undefined, key);
}

/** Input that breaks the rules listed in `errors` (the message every validation refusal carries). */
export function invalidInput(errors?: FieldError[]): DomainError {
  return new DomainError('invalid', 'Validation failed', errors);
}

/** Input whose one field breaks the rule of catalog message `code`. */
export function invalidField(field: string, code: ValidationMessageKey): DomainError {
  return invalidInput([catalogFieldError(field, code)]);
}

/** No such record (or none the caller may see). */
export function notFoundError(message = 'Not found.'): DomainError {
  return new DomainError('notFound', message);
}

export const isDomainError = (error: unknown, kind?: DomainErrorKind): error is DomainError =>
  error instanceof DomainError && (kind === undefined || error.kind === kind);
