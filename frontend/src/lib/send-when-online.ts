import { onlineManager, useMutationState } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from './api-client.ts';

/**
 * A family's form submit that never gives up on a lost connection: offline, the submit waits (the
 * query client pauses it and sends it when the browser's 'online' event fires); a send that got no
 * answer at all is tried again, sooner at first, then every 30 seconds. Every try carries the form's
 * one Idempotency-Key, so the server stores the form once however many tries reach it. Meanwhile
 * `useWaitingForConnection` tells the page, which says so (`ConnectionLostNotice`) and keeps
 * everything typed: the form stays on screen, busy, until the answer comes.
 */

/** The meta that marks a submit as one that waits for the connection (what the notice looks for). */
const SENDS_WHEN_ONLINE = 'sendsWhenOnline';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/**
 * No answer at all: fetch's TypeError (offline, the connection dropped, the server unreachable), which
 * apiFetch reports as status 0. The request may or may not have arrived; its key makes a retry safe.
 */
export function isConnectionFailure(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 0) || error instanceof TypeError;
}

/** The wait before the next try after `failures` tries that got no answer: 1 s, 2 s, 4 s … 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** failures, LONGEST_RETRY_MS);
}

/**
 * The options of a public form's submit mutation (spread into `useMutation`). 'online' lets the query
 * client hold the submit while the browser is offline and send it on the 'online' event; only a
 * failure to reach the server is retried (a 400 or 409 is the server's answer, not a reason to resend).
 */
export const sendWhenOnline = {
  networkMode: 'online',
  retry: (_failures: number, error: Error) => isConnectionFailure(error),
  retryDelay,
  meta: { [SENDS_WHEN_ONLINE]: true },
} as const;

/**
 * Loads what a submit needs before it can be sent (a chunk of code fetched on first use) however long
 * the connection is lost: a failed load is tried again as soon as the browser is back online, else
 * after `retryDelay`. `onWaiting(true)` when a load failed (the page says the connection was lost),
 * `onWaiting(false)` once it arrives.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, onWaiting: (waiting: boolean) => void): Promise<T> {
  return new Promise<T>((resolve) => {
    let failures = 0;
    const attempt = () => {
      load().then(
        (value) => {
          if (failures > 0) onWaiting(false);
          resolve(value);
        },
        () => {
          onWaiting(true);
          let timer: ReturnType<typeof setTimeout> | undefined;
          const again = () => {
            clearTimeout(timer);
            unsubscribe();
            attempt();
          };
          const unsubscribe = onlineManager.subscribe((online) => {
            if (online) again();
          });
          timer = setTimeout(again, retryDelay(failures));
          failures += 1;
        },
      );
    };
    attempt();
  });
}

function subscribeOnline(listener: () => void): () => void {
  return onlineManager.subscribe(listener);
}

function isOnline(): boolean {
  return onlineManager.isOnline();
}

/**
 * True while a form's submit waits for the connection: held because the browser is offline, sent while
 * the browser went offline, or its last try got no answer.
 */
export function useWaitingForConnection(): boolean {
  const online = useSyncExternalStore(subscribeOnline, isOnline, isOnline);
  const pending = useMutationState({
    filters: { status: 'pending', predicate: (mutation) => mutation.meta?.[SENDS_WHEN_ONLINE] === true },
    select: (mutation) => mutation.state.isPaused || isConnectionFailure(mutation.state.failureReason),
  });
  return pending.length > 0 && (!online || pending.some(Boolean));
}
