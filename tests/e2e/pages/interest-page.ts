import { expect, type Locator, type Page } from '@playwright/test';

export interface InterestValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  parent?: { relationship: string; firstName: string; lastName: string };
  email: string;
  phone: string;
  zip: string;
}

/** The interest form (/interest). */
export class InterestPage {
  readonly submit: Locator;
  readonly banner: Locator;

  constructor(readonly page: Page) {
    this.submit = page.getByRole('button', { name: 'Submit' });
    this.banner = page.getByTestId('notification-banner');
  }

  field(label: string): Locator {
    return this.page.getByLabel(new RegExp(`^${label}`));
  }

  async fill(values: InterestValues): Promise<void> {
    await this.field('Student First Name').fill(values.firstName);
    await this.field('Student Last Name').fill(values.lastName);
    await this.field('Date of Birth').fill(values.birthDate);
    if (values.parent) {
      await expect(this.page.getByTestId('parent-information')).toBeVisible();
      await this.field('Relationship to Student').selectOption(values.parent.relationship);
      await this.field('Parent First Name').fill(values.parent.firstName);
      await this.field('Parent Last Name').fill(values.parent.lastName);
    }
    await this.field('Email').fill(values.email);
    await this.field('Phone').pressSequentially(values.phone);
    await this.field('ZIP/Postal Code').fill(values.zip);
  }
}
