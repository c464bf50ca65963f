import type { Locator, Page } from '@playwright/test';

/** The value next to `label` in the `section` region of a record's detail page. */
export function rowOf(page: Page, section: string, label: string): Locator {
  return page.getByRole('region', { name: section }).locator(`dt:text-is("${label}") + dd`);
}

/** The buttons of a record's detail actions (Edit Form, Process Registration, Export to PDF, …). */
export function actionButtons(page: Page): Locator {
  return page.getByTestId('detail-actions').getByRole('button');
}
