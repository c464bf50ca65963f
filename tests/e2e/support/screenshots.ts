import { type Page, test } from '@playwright/test';

/**
 * A full-page screenshot for a person to look at (`{prefix}-{name}.png`): in SCREENSHOT_DIR when set,
 * else in the test's output folder. It asserts nothing.
 */
export async function screenshot(page: Page, prefix: string, name: string): Promise<void> {
  const file = `${prefix}-${name}.png`;
  const dir = process.env.SCREENSHOT_DIR;
  await page.screenshot({ path: dir ? `${dir}/${file}` : test.info().outputPath(file), fullPage: true });
}
