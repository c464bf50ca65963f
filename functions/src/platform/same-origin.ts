import type { HttpRequest } from '@azure/functions';
import { DomainError } from '@enroll/domain';
import { config } from './config.ts';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The origins the browser may have addressed, as the platform forwards them: Static Web Apps (and the
 * local SWA CLI) put the full URL the browser asked for in x-ms-original-url; a proxy in front of the
 * Function App names the public host in x-forwarded-host (with x-forwarded-proto, https by default); a
 * direct call has only its own URL. A page of another site can set none of these headers (they need a
 * CORS preflight, which the API never grants), so accepting any of them lets no foreign Origin pass.
 * The app's own published addresses (each brand's domain behind Front Door) are always its origins,
 * whichever of these headers reach the Function App through the gateway and the static web app.
 */
function requestOrigins(request: HttpRequest): string[] {
  const origins: (string | null)[] = [originOf(request.url), ...config.publicUrls.map(originOf)];
  const original = request.headers.get('x-ms-original-url');
  if (original) origins.push(originOf(original));
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (forwardedHost) {
    const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'https';
    origins.push(originOf(`${proto}://${forwardedHost}`));
  }
  return origins.filter((origin): origin is string => origin !== null);
}

/**
 * Whether a state-changing call comes from a page of this app (cross-site request forgery defence):
 * the Origin header, which browsers send on every POST/PUT/PATCH/DELETE and which a page cannot set,
 * must equal an origin the request was addressed to; when a browser omitted it, Sec-Fetch-Site (also not settable
 * by a page) must say `same-origin`, or `none` for a navigation the user typed. A request with neither
 * header is not a browser's cross-site request, but is refused too: every caller of the staff API is
 * the app's own page.
 */
export function sameOriginRequest(request: HttpRequest): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) return requestOrigins(request).includes(origin.trim().toLowerCase());
  const site = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  return site === 'same-origin' || site === 'none';
}

/** Whether the declared media type of the body is JSON (`application/json`, parameters allowed). */
export function jsonContentType(request: HttpRequest): boolean {
  const type = request.headers.get('content-type');
  return type?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The writes that carry the draft cookie take JSON only: with SameSite=Strict no other site's page
 * sends the cookie, and a JSON body cannot come from a plain HTML form either.
 */
export function requireJsonContentType(request: HttpRequest): void {
  if (!jsonContentType(request))
    throw new DomainError(
      'unsupportedMedia',
      'The request body must be JSON (Content-Type: application/json).',
    );
}
