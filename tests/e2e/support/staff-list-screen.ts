import { expect, type Locator, type Page } from '@playwright/test';

/** A staff list screen as the specs open it: its address, its heading and a run's seeded records. */
export interface StaffListScreen {
  path: string;
  heading: string;
  /** What the search box is given: every record of the run carries it. */
  search: string;
  /** The last name every record of the run has, after its first name in the Student Name cell. */
  lastName: string;
  /** How long the heading may take on the first load (the default is Playwright's). */
  headingTimeout?: number;
}

/**
 * The rows of a staff list, a row by the student's first name, the list opened and searched for the
 * run's records, and the check of the names the rows show in order.
 */
export function staffListOf({ path, heading, search, lastName, headingTimeout }: StaffListScreen) {
  const rows = (page: Page): Locator => page.getByTestId('staff-table-row');
  return {
    rows,
    rowOf: (page: Page, first: string): Locator => rows(page).filter({ hasText: `${first} ${lastName}` }),
    async openList(page: Page): Promise<void> {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
        timeout: headingTimeout,
      });
      await page.getByRole('searchbox', { name: 'Search' }).fill(search);
      await expect(page).toHaveURL(new RegExp(`search=${search}`));
    },
    async expectNames(page: Page, names: string[]): Promise<void> {
      await expect(rows(page).getByRole('button')).toHaveText(names.map((name) => `${name} ${lastName}`));
    },
  };
}
