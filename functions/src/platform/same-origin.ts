import type { HttpRequest } from '@azure/functions';

/**
 * The origin the browser addressed: Static Web Apps (and the local SWA CLI) put the full URL the
 * browser asked for in x-ms-original-url; a direct call to the Functions host has only its own URL.
 */
function requestOrigin(request: HttpRequest): string | null {
  const original = request.headers.get('x-ms-original-url');
  try {
    return new URL(original ?? request.url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing call comes from a page of this app (cross-site request forgery defence):
 * the Origin header, which browsers send on every POST/PUT/PATCH/DELETE and which a page cannot set,
 * must equal the request's own origin; when a browser omitted it, Sec-Fetch-Site (also not settable
 * by a page) must say `same-origin`, or `none` for a navigation the user typed. A request with neither
 * header is not a browser's cross-site request, but is refused too: every caller of the staff API is
 * the app's own page.
 */
export function sameOriginRequest(request: HttpRequest): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const own = requestOrigin(request);
    return own !== null && origin.trim().toLowerCase() === own.toLowerCase();
  }
  const site = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  return site === 'same-origin' || site === 'none';
}

/** Whether the declared media type of the body is JSON (`application/json`, parameters allowed). */
export function jsonContentType(request: HttpRequest): boolean {
  const type = request.headers.get('content-type');
  return type?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
