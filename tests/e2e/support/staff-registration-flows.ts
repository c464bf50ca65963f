import { businessToday, type Site, slotsWithin, upcomingOrientationDates } from '@enroll/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { charterIdsOf, type StoredEntry, siteOf } from '../../support/interest-write-fixtures.ts';
import { STAFF } from '../../support/staff-auth.ts';
import { RegistrationPage } from '../pages/registration-page.ts';

/** The staff form on the page: the public wizard's fields (the same shared sections), one page. */
export class StaffRegistrationPage extends RegistrationPage {
  override readonly step: Locator = this.page.getByRole('main');
}

/** 'Transfer to Registration Form' on the interest's detail, landing on the Add Registration Form. */
export async function transferFromDetail(page: Page, entry: StoredEntry): Promise<void> {
  await page.goto(`/interest-forms/${entry.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Request Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Transfer to Registration Form' }).click();
  await expect(page).toHaveURL(/\/add-registration\?transfer=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Registration Form' })).toBeVisible();
}

/** The answers the interest did not hold, for an intersession registration of a 15-year-old. */
export async function completeIntersession(form: StaffRegistrationPage): Promise<void> {
  await form.answer('Gender', 'Female');
  await form.field('Student Email').fill('ana.student.e2e@example.com');
  await form.field('Student Phone').fill('4235550150');
  await form.answer('Student Phone Type', 'Cell');
  await form.select('Relationship to Student', 'Mother');
  await form.answer('Parent/Guardian Phone Type', 'Cell');
  await form.select('Parent/Guardian Highest Level of Education', 'College Graduate');
  await form.select('Parent/Guardian 2 Relationship to Student', 'Father');
  await form.field('Parent/Guardian 2 First Name').fill('Luis');
  await form.field('Parent/Guardian 2 Last Name').fill('Reyes');
  await form.answer('Parent/Guardian 2 Phone Type', 'Home');
  await form.answer('Does the student live with Parent/Guardian 2?', 'Yes');
  await form.selectIfDifferent('Country', 'United States of America');
  await form.select('State/Province', 'California');
}

/** A site of the Contributor's charters with an upcoming orientation date after today of two slots or more. */
export async function contributorSiteWithOrientations(): Promise<Site> {
  const today = businessToday();
  for (const charterId of await charterIdsOf(STAFF.contributor)) {
    for (let index = 0; index < 20; index += 1) {
      const site = await siteOf(charterId, index);
      const dates = upcomingOrientationDates(site.orientation.orientation_dates, today);
      if (dates.some((date) => date.date > today && slotsWithin(date).length >= 2)) return site;
    }
  }
  throw new Error('no site of the Contributor has upcoming orientation dates');
}
