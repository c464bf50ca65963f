import type { HttpRequest } from '@azure/functions';
import { DomainError, invalidInput, toFieldErrors } from '@enroll/domain';
import * as z from 'zod/mini';

/**
 * How deep objects and arrays may nest in a body. Every form's body is a few levels deep; a deeper
 * one is refused before anything walks it (hashing for idempotency, validation) recursively.
 */
export const MAX_BODY_DEPTH = 16;

/** Whether objects and arrays nest deeper than `max` in a parsed JSON value (walked without recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    for (const inner of Object.values(item)) pending.push([inner, depth + 1]);
  }
  return false;
}

/** The JSON body; a body that is not JSON, or nests deeper than MAX_BODY_DEPTH, is a 400. */
export async function readJsonBody(request: HttpRequest): Promise<unknown> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new DomainError('invalid', 'The request body must be JSON.');
  }
  if (nestsDeeperThan(body, MAX_BODY_DEPTH))
    throw new DomainError('invalid', 'The request body is nested too deeply.');
  return body;
}

/** Reads the JSON body and parses it with a domain schema; anything wrong is a 400 with field errors. */
export async function parseJsonBody<S extends z.core.$ZodType>(
  request: HttpRequest,
  schema: S,
): Promise<z.output<S>> {
  return parseWith(schema, await readJsonBody(request));
}

export function parseWith<S extends z.core.$ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = z.safeParse(schema, raw);
  if (!result.success) throw invalidInput(toFieldErrors(result.error));
  return result.data;
}
