import { ApiError } from '../../lib/api-client.ts';
import type { Notify } from '../notification-banner/notification-banner.tsx';

/**
 * A detail page's write (a status change or its undo, a delete) refused. A 409 means the entry changed
 * meanwhile (or is no longer in the state the action needs): the server's message says so and
 * `reread` brings the page up to date. Any other failure is the page's own text with the error's
 * message.
 */
export function notifyWriteRefused(
  error: unknown,
  notify: Notify,
  failedText: (message: string) => string,
  reread: () => void,
): void {
  if (error instanceof ApiError && error.status === 409) {
    notify('warning', error.message);
    reread();
  } else {
    notify('warning', failedText(error instanceof Error ? error.message : ''));
  }
}
