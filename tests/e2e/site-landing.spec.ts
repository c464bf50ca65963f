import type { Site } from '@enroll/domain';
import { expect, test } from '@playwright/test';
import { api } from '../support/local-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

async function lancaster(): Promise<Site> {
  const { body } = await api('/api/sites?brand=Learn4Life&q=lancaster');
  const site = (body as Site[]).find((candidate) => candidate.name === 'Learn4Life - Lancaster');
  if (!site) throw new Error('Learn4Life - Lancaster is not seeded');
  return site;
}

test('the site landing page shows the center and its three ways in', async ({ page }) => {
  const site = await lancaster();
  await page.goto(`/information?site=${site.id}`);
  await expect(page.getByText('Thank you for your interest in our school!')).toBeVisible();
  await expect(page.getByRole('heading', { name: site.name })).toBeVisible();
  await expect(page).toHaveTitle('Learn4Life | Enrollments');
  await expect(page.getByRole('button', { name: 'Year-Round Registration' })).toBeVisible();
  // The secondary enrollment address, carrying the chosen center so the family does not pick it again.
  const expanded = page.getByRole('link', { name: 'Expanded Learning Registration' });
  const href = new URL((await expanded.getAttribute('href')) ?? '', page.url());
  const configured = new URL(site.enrollment_info?.secondaryEnrollmentUrl ?? '', page.url());
  expect(href.origin + href.pathname).toBe(configured.origin + configured.pathname);
  expect(href.searchParams.get('site')).toBe(site.id);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Request Information' }).click();
  await expect(page).toHaveURL(`/interest?site=${site.id}`);
});

test('an unknown site on the landing page shows the Invalid Site ID page', async ({ page }) => {
  await page.goto('/information?site=0123456789abcdef01234567');
  await expect(page.getByRole('heading', { name: 'Invalid Site ID' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
