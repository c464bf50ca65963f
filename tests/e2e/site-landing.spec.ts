import { expect, test } from '@playwright/test';
import { api } from '../support/local-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

test('the site landing page shows the center and its three ways in', async ({ page }) => {
  const { body } = await api('/api/sites?brand=Learn4Life&q=lancaster');
  const site = (
    body as { id: string; name: string; enrollment_info: { secondaryEnrollmentUrl: string } | null }[]
  ).find((candidate) => candidate.name === 'Learn4Life - Lancaster');
  if (!site) throw new Error('Learn4Life - Lancaster is not seeded');
  await page.goto(`/information?site=${site.id}`);
  await expect(page.getByText('Thank you for your interest in our school!')).toBeVisible();
  await expect(page.getByRole('heading', { name: site.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request Information' })).toHaveAttribute(
    'href',
    `/interest?site=${site.id}`,
  );
  await expect(page.getByRole('link', { name: 'Year-Round Registration' })).toHaveAttribute(
    'href',
    `/register?site=${site.id}`,
  );
  await expect(page.getByRole('link', { name: 'Expanded Learning Registration' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
