import type { InvocationContext } from '@azure/functions';

/**
 * Structured log lines. Only ids and technical facts go in: never names, birth dates, addresses,
 * e-mail addresses, health or custody details.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export function logInfo(context: InvocationContext, event: string, fields: LogFields = {}): void {
  context.log(JSON.stringify({ event, ...fields }));
}

export function logError(
  context: InvocationContext,
  event: string,
  error: unknown,
  fields: LogFields = {},
): void {
  const err = error instanceof Error ? error : new Error(String(error));
  context.error(JSON.stringify({ event, errorName: err.name, errorMessage: err.message, ...fields }));
}
