import { expect, type Locator, type Page } from '@playwright/test';

export const SEARCH_PLACEHOLDER = 'Find a location near you. Enter a ZIP code or state.';

/** The location finder (/) as a family uses it. */
export class FinderPage {
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByPlaceholder(SEARCH_PLACEHOLDER);
  }

  async open(baseUrl = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/`);
    await expect(this.search).toBeVisible();
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
  }

  card(siteName: string): Locator {
    return this.page.getByRole('article').filter({ has: this.page.getByRole('heading', { name: siteName }) });
  }
}
