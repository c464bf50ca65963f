import type { HttpRequest } from '@azure/functions';

/** The query string as a plain object (the last value wins), ready for a zod schema. */
export function queryObject(request: HttpRequest): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of request.query.entries()) result[key] = value;
  return result;
}
