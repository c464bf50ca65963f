import type { Page } from '@playwright/test';

/** What a family form says while its submit waits for the connection. */
export const CONNECTION_LOST = 'The connection was lost. Your form will be sent when you are back online.';

/** The notice a family form shows while its submit waits for the connection. */
export function connectionLost(page: Page) {
  return page.getByTestId('connection-lost');
}

/** The POSTs of `path` the page sends from now on (each one, even a failed one). */
export function countPosts(page: Page, path: string): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return { count: () => count };
}
