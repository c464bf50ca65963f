import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page } from '@playwright/test';

/** A saved download's bytes. */
export async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** Clicks an export button and answers the file the browser saved (a record's PDF, say). */
export async function exportFile(page: Page, label: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: label }).click();
  return download;
}

/**
 * A list's export as a coordinator watches it: the finished job's file is held at the network until the
 * button has shown the job's progress ('Exporting 2 of 2 records…', the bar full) and
 * is disabled; then the file the browser saved, with the button back.
 */
export async function exportWatchingJob(
  page: Page,
  label: string,
  records: number,
  /** What to do while the progress shows (a screenshot, say). */
  whileShown?: () => Promise<void>,
): Promise<Download> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const filePath = '**/api/exports/*/file';
  await page.route(filePath, async (route) => {
    await held;
    await route.continue();
  });
  const button = page.getByRole('button', { name: label });
  const download = exportFile(page, label);
  const written = `Exporting ${records} of ${records} ${records === 1 ? 'record' : 'records'}…`;
  await expect(page.getByRole('status').filter({ hasText: written })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: label })).toHaveAttribute('aria-valuenow', '1');
  await expect(button).toBeDisabled();
  await whileShown?.();
  release();
  const file = await download;
  await page.unroute(filePath);
  await expect(page.getByRole('progressbar', { name: label })).toHaveCount(0);
  await expect(button).toBeEnabled();
  return file;
}
