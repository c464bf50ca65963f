import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { DomainError } from '@enroll/domain';
import { rateLimits } from '../data/rate-limits-repository.ts';
import { bodyWithinLimit } from '../platform/body-limit.ts';
import { json } from '../platform/http-responses.ts';
import { logError } from '../platform/log.ts';
import { checkRateLimit, type RateLimitPolicy } from '../platform/rate-limit.ts';
import { jsonContentType, sameOriginRequest } from '../platform/same-origin.ts';
import { authorize } from './authorize.ts';
import { refusalResponse } from './refusal-response.ts';
import type { AccessLevel, HttpHandler } from './registry.ts';

interface PipelineOptions {
  name: string;
  access: AccessLevel;
  maxBodyBytes: number;
  rateLimit?: RateLimitPolicy | null;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Staff writes are same-origin JSON only: a page of another site can send a `text/plain` or form body
 * with the staff member's cookie without a CORS preflight, never `application/json`, and its Origin
 * shows. A DELETE without a body needs no content type.
 */
function refuseCrossSiteWrite(request: HttpRequest, access: AccessLevel): HttpResponseInit | null {
  if (access === 'public' || !STATE_CHANGING.has(request.method.toUpperCase())) return null;
  const hasBody = request.body !== null && request.headers.get('content-length') !== '0';
  if ((hasBody || request.method.toUpperCase() !== 'DELETE') && !jsonContentType(request)) {
    return json(415, { message: 'The request body must be JSON (Content-Type: application/json).' });
  }
  if (!sameOriginRequest(request)) {
    return json(403, { message: 'This request must come from a page of this application.' });
  }
  return null;
}

/** Browsers must not sniff an API answer into another content type (ASVS V14.4.4). */
function withNoSniff(response: HttpResponseInit): HttpResponseInit {
  const { headers } = response;
  if (headers instanceof Headers || Array.isArray(headers)) {
    // A copy keeps repeated headers (Set-Cookie) apart.
    const copy = new Headers(headers);
    copy.set('X-Content-Type-Options', 'nosniff');
    return { ...response, headers: copy };
  }
  return { ...response, headers: { ...headers, 'X-Content-Type-Options': 'nosniff' } };
}

/**
 * Body limit, access check, same-origin JSON for staff writes and error handling around every HTTP
 * handler; every answer carries X-Content-Type-Options.
 */
export function withHttpPipeline(options: PipelineOptions, handler: HttpHandler): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext): Promise<HttpResponseInit> =>
    withNoSniff(await run(options, handler, request, context));
}

async function run(
  options: PipelineOptions,
  handler: HttpHandler,
  request: HttpRequest,
  context: InvocationContext,
): Promise<HttpResponseInit> {
  try {
    // First, before the body is read: a flood is turned away at the cost of one counter write per window.
    if (options.rateLimit) {
      const limited = await checkRateLimit(request, context, options.name, options.rateLimit, rateLimits);
      if (limited) return limited;
    }
    // Counted on the body itself, not only its declared length: a chunked body has none.
    if (!(await bodyWithinLimit(request, options.maxBodyBytes))) {
      return json(413, { message: `The request body is larger than ${options.maxBodyBytes} bytes.` });
    }
    const denied = await authorize(request, options.access);
    if (denied) return denied;
    const refused = refuseCrossSiteWrite(request, options.access);
    if (refused) return refused;
    return await handler(request, context);
  } catch (error) {
    if (error instanceof DomainError) return refusalResponse(error);
    logError(context, 'unhandled', error, { function: options.name, invocationId: context.invocationId });
    return json(500, {
      message: 'Something went wrong on our side. Please try again.',
      errorId: context.invocationId,
    });
  }
}
