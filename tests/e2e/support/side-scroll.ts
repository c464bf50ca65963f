import { expect, type Page } from '@playwright/test';

/**
 * The page does not scroll sideways (a phone's 375 px): the document is no wider than the window's
 * client area. A table that scrolls inside its own area adds nothing. `what` names the page in the
 * failure (its address by default).
 */
export async function expectNoHorizontalScroll(page: Page, what = page.url()): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}
