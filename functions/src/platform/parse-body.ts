import type { HttpRequest } from '@azure/functions';
import { toFieldErrors } from '@enroll/domain';
import * as z from 'zod/mini';
import { badRequest } from './http-errors.ts';

/** Reads the JSON body and parses it with a domain schema; anything wrong is a 400 with field errors. */
export async function parseJsonBody<S extends z.core.$ZodType>(
  request: HttpRequest,
  schema: S,
): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  return parseWith(schema, raw);
}

export function parseWith<S extends z.core.$ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = z.safeParse(schema, raw);
  if (!result.success) throw badRequest('Validation failed', toFieldErrors(result.error));
  return result.data;
}
