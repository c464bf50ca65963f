import { expect, test } from '@playwright/test';
import { FinderPage } from './pages/finder-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

const LANCASTER = 'Learn4Life - Lancaster';

test('the search lives in the URL: a reload keeps the results, Back returns to the previous search', async ({
  page,
}) => {
  const finder = new FinderPage(page);
  await finder.open();
  await finder.searchFor('93534');
  await expect(page).toHaveURL(/\/\?zip=93534$/);
  await expect(finder.card(LANCASTER).getByText('0.0 miles away')).toBeVisible();

  await page.reload();
  await expect(finder.search).toHaveValue('93534');
  await expect(finder.card(LANCASTER).getByText('0.0 miles away')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await finder.searchFor('california');
  await expect(page).toHaveURL(/\/\?state=california$/);
  await expect(finder.card(LANCASTER)).toBeVisible();
  // A state search has no distance: seeing it again below proves Back restored the ZIP search.
  await expect(finder.card(LANCASTER).getByText(/miles away/)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/\?zip=93534$/);
  await expect(finder.search).toHaveValue('93534');
  await expect(finder.card(LANCASTER).getByText('0.0 miles away')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(finder.search).toHaveValue('');
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.goForward();
  await expect(finder.card(LANCASTER).getByText('0.0 miles away')).toBeVisible();
});

test('an invalid search in the URL shows the message as if typed, and Clear starts afresh', async ({
  page,
}) => {
  await page.goto('/?zip=9353');
  const finder = new FinderPage(page);
  await expect(finder.search).toHaveValue('9353');
  await expect(page.getByText('Enter a valid ZIP code or state.')).toBeVisible();
  await expect(finder.search).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/?state=california');
  await expect(finder.card(LANCASTER)).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(finder.search).toHaveValue('');
  await expect(page.getByRole('article')).toHaveCount(0);
});
