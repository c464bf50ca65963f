import { expect, test } from '@playwright/test';
import { FinderPage } from './pages/finder-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('on a phone the card first offers See More Info, then Request Information', async ({ page }) => {
  const finder = new FinderPage(page);
  await finder.open();
  await finder.searchFor('california');
  const card = finder.card('Learn4Life - Lancaster');
  await expect(card).toBeVisible();
  const more = card.getByRole('button', { name: 'See More Info' });
  await more.click();
  const request = card.getByRole('button', { name: 'Request Information' });
  await expect(request).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await request.click();
  await expect(page).toHaveURL(/\/interest\?site=/);
});

test('a bad search says so, and an unknown place finds nothing', async ({ page }) => {
  const finder = new FinderPage(page);
  await finder.open();
  await finder.searchFor('9353');
  await expect(page.getByText('Enter a valid ZIP code or state.')).toBeVisible();
  await finder.searchFor('Nowhereville');
  await expect(page.getByText('No results found for your search.')).toBeVisible();
});
