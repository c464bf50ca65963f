import type { Page } from '@playwright/test';

/**
 * A full-page screenshot for a person to look at (`{prefix}-{name}.png`), written to SCREENSHOT_DIR
 * when it is set (`SCREENSHOT_DIR=/tmp/shots npm run test:e2e`). It asserts nothing, so a run without
 * that folder takes none: the suite's 31 full-page captures would cost the browsers, the busiest part
 * of the machine in a run, time that no check uses.
 */
export async function screenshot(page: Page, prefix: string, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${prefix}-${name}.png`, fullPage: true });
}
