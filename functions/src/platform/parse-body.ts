import type { HttpRequest } from '@azure/functions';
import { toFieldErrors } from '@enroll/domain';
import type { z } from 'zod';
import { badRequest } from './http-errors.ts';

/** Reads the JSON body and parses it with a domain schema; anything wrong is a 400 with field errors. */
export async function parseJsonBody<S extends z.ZodType>(
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

export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest('Validation failed', toFieldErrors(result.error));
  return result.data;
}
