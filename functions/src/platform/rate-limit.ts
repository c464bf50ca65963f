import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { clientAddress } from './client-address.ts';
import { config } from './config.ts';
import { json } from './http-responses.ts';
import { logInfo } from './log.ts';

/** A named set of per-client limits; its figures come from settings (config.rateLimits). */
export type RateLimitPolicy = keyof typeof config.rateLimits;

/** Counts hits of a key in a fixed window shared by every instance (the `rateLimits` container). */
export interface RateLimitCounter {
  /** One more hit of `key` in the current `seconds`-long window: the window's hits so far and when it ends. */
  hit(key: string, seconds: number): Promise<{ count: number; resetsInSeconds: number }>;
}

export interface RateWindow {
  limit: number;
  seconds: number;
}

/**
 * `5/60,30/3600` → 5 per minute and 30 per hour. A setting that does not read so is a deployment
 * mistake: it fails the request (500, logged) instead of silently lifting the limit.
 */
export function parseRateWindows(value: string): RateWindow[] {
  const windows = value.split(',').map((part) => {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part);
    const limit = Number(match?.[1]);
    const seconds = Number(match?.[2]);
    if (!match || limit < 1 || seconds < 1)
      throw new Error(`Rate limit setting "${value}" is not limit/seconds`);
    return { limit, seconds };
  });
  return windows;
}

export function tooManyRequests(retryAfterSeconds: number): HttpResponseInit {
  return json(
    429,
    { message: `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.` },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/**
 * Counts this request against each window of the function's policy, per client address (as the
 * platform saw it) and function. Over any window: 429 with the seconds until the longest exceeded
 * window ends; else null. Every hit counts, refused ones too, so hammering does not reopen a window.
 */
export async function checkRateLimit(
  request: HttpRequest,
  context: InvocationContext,
  functionName: string,
  policy: RateLimitPolicy,
  counters: RateLimitCounter,
): Promise<HttpResponseInit | null> {
  const client = clientAddress(request);
  if (config.rateLimitExemptIps.includes(client)) return null;
  const windows = parseRateWindows(config.rateLimits[policy]);
  const hits = await Promise.all(
    windows.map(async (window) => ({
      window,
      hit: await counters.hit(`http\n${functionName}\n${client}`, window.seconds),
    })),
  );
  const exceeded = hits.filter(({ window, hit }) => hit.count > window.limit);
  if (exceeded.length === 0) return null;
  const retryAfter = Math.max(...exceeded.map(({ hit }) => hit.resetsInSeconds));
  // No address in the log: the function and the window say what was refused.
  logInfo(context, 'rate-limit.refused', {
    function: functionName,
    windowSeconds: Math.max(...exceeded.map(({ window }) => window.seconds)),
    retryAfter,
  });
  return tooManyRequests(retryAfter);
}
