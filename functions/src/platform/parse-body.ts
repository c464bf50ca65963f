import type { HttpRequest } from '@azure/functions';
import { toFieldErrors } from '@enroll/domain';
import * as z from 'zod/mini';
import { badRequest } from './http-errors.ts';

/** The JSON body; a body that is not JSON is a 400. */
export async function readJsonBody(request: HttpRequest): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
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
  if (!result.success) throw badRequest('Validation failed', toFieldErrors(result.error));
  return result.data;
}
