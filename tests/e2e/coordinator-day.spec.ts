// A coordinator's day, end to end in the browser: a family's interest became an 11-step registration
// through the family's own link; Carmen (Contributor, Flex High and Holston) opens it from the interest
// list, corrects the phone the family mistyped, processes it, terminates it when the family calls to
// cancel, reactivates it when they call back, processes it again and completes the orientation. Her
// Admin renames a session whose link families already have, and the old link still opens it.
import { randomUUID } from 'node:crypto';
import type { InterestEntry, LeloSessionRecord, RegistrationRecord } from '@enroll/domain';
import { expect, type Page, test } from '@playwright/test';
import { minorInterestForm, minorRegistrationDraft, uniqueFamilyEmail } from '../support/family-forms.ts';
import { letterMarker, readStored } from '../support/interest-write-fixtures.ts';
import { db, documentsWhere, postJson } from '../support/local-stack.ts';
import { readRegistration } from '../support/registration-fixtures.ts';
import { KINGSPORT_ID } from '../support/seeded-sites.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { actionButtons, rowOf } from './support/record-detail.ts';
import { signInAsSeeded } from './support/staff-session.ts';

const cleanups: (() => Promise<unknown>)[] = [];
test.afterAll(async () => {
  await Promise.allSettled(cleanups.map((cleanup) => cleanup()));
});

/** Process Registration: no SIS match, then a virtual orientation at the site's link, e-mailed. */
async function processWithVirtualOrientation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Process Registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process Registration' });
  await dialog.getByRole('button', { name: 'No Match Found' }).click();
  await expect(dialog.getByRole('radio', { name: 'Virtual Orientation' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send Email Invitation' }).click();
  await expect(dialog.getByText('Registration Processing is complete.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

test("a coordinator's day: a transferred interest, an 11-step registration's phone, reactivation, a completed orientation and a renamed session's old link", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const marker = letterMarker();
  const lastName = `Day${marker}`;

  // Before the day: the family asked for information at Holston - Kingsport and registered through the
  // link of that e-mail (the 11-step wizard), with a phone number they mistyped.
  const email = uniqueFamilyEmail('day');
  const interest = await postJson(
    '/api/enrollment/public',
    minorInterestForm({ studentLastName: lastName, primaryEmail: email, site: KINGSPORT_ID }),
  );
  expect(interest.status).toBe(201);
  const { id: interestId, _uuid: interestUuid } = interest.body as Pick<InterestEntry, 'id' | '_uuid'>;
  const registration = await postJson('/api/registration/public', {
    ...minorRegistrationDraft({ lastName, studentPrimaryPhone: '423-555-0199' }),
    site: KINGSPORT_ID,
    uuid: interestUuid,
  });
  expect(registration.status).toBe(201);
  const registrationId = (registration.body as Pick<RegistrationRecord, 'id'>).id;
  cleanups.push(
    () => db.container('registrations').item(registrationId, registrationId).delete(),
    () => db.container('interests').item(interestId, interestId).delete(),
  );
  await expect.poll(async () => (await readStored(interestId))?.registrationId).toBe(registrationId);

  // Morning: the interest list opens the registration the family made from it.
  await signInAsSeeded(page, 'contributor');
  await page.goto(`/interest-forms?search=${lastName}`);
  await page
    .getByRole('button', { name: new RegExp(lastName) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/registration-forms/${registrationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment Registration Form' })).toBeVisible();
  await page.getByRole('link', { name: `Open the interest ${interestUuid}` }).click();
  await expect(page.getByTestId('interest-enrolled')).toContainText(
    'Enrolled: a registration was made from this interest.',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Open the registration' }).click();
  await expect(page).toHaveURL(new RegExp(`/registration-forms/${registrationId}$`));

  // The family calls: the phone was mistyped. The 11-step registration never asked the 15-step
  // questions, and the correction saves anyway.
  await page.getByRole('button', { name: 'Edit Form' }).click();
  const phone = page.getByRole('textbox', { name: /Student Phone/ });
  await expect(phone).toHaveValue('423-555-0199');
  await phone.fill('423-555-0142');
  await page.getByRole('button', { name: 'Submit Changes' }).click();
  await expect(page.getByTestId('notification-banner')).toHaveText('Registration has been updated');
  await expect(rowOf(page, 'Student Information', 'Phone')).toHaveText('423-555-0142');
  expect((await readRegistration(registrationId))?.studentPrimaryPhone).toBe('423-555-0142');

  // Processing, then the family cancels: terminated; they call back: reactivated, and processing
  // starts again from the student match with nothing of the ended enrollment left.
  await processWithVirtualOrientation(page);
  await expect(actionButtons(page)).toContainText(['Terminate Registration']);
  await page.getByRole('button', { name: 'Terminate Registration' }).click();
  const terminate = page.getByRole('dialog', { name: 'Terminate Enrollment' });
  await terminate
    .getByRole('textbox', { name: /Termination Notes/ })
    .fill('The family chose another school.');
  await terminate.getByRole('button', { name: 'Terminate' }).click();
  await expect(actionButtons(page)).toHaveText(['Reactivate Registration', 'Export to PDF']);
  await page.getByRole('button', { name: 'Reactivate Registration' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reactivate Registration' })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(actionButtons(page)).toHaveText(['Edit Form', 'Process Registration', 'Export to PDF']);
  expect(await readRegistration(registrationId)).toMatchObject({
    status: 'Enrollment Submitted',
    orientationScheduled: false,
    orientationLink: '',
    terminationNotes: '',
    selectedStudent: null,
  });
  await processWithVirtualOrientation(page);
  expect((await readRegistration(registrationId))?.status).toBe('Virtual Orientation Sent');

  // Afternoon: the orientation took place; completing it finishes the enrollment, after the question.
  await page.goto('/scheduled-orientations');
  await page.getByRole('searchbox').fill(lastName);
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Set to Completed Orientation/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Complete these orientations?' })
    .getByRole('button', { name: 'Complete 1 and e-mail the families' })
    .click();
  await expect.poll(async () => (await readRegistration(registrationId))?.status).toBe('Enrollment Complete');
  // The question has finished closing (a modal hides the rest of the page from screen readers while open).
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  await expectNoSeriousA11yViolations(page);

  // Her Admin renames a session; the link families already have still opens it, under its new name.
  const tag = randomUUID().slice(0, 8);
  const name = `Day Session ${tag}`;
  await signInAsSeeded(page, 'admin');
  await page.goto('/addLELO');
  const form = page.locator('form');
  await form.getByRole('textbox', { name: /^Session Name/ }).fill(name);
  await form.getByRole('textbox', { name: /^School Year\*?$/ }).fill('2027-2028');
  await form.getByLabel(/^Enrollment Start Date/).fill('2026-11-01');
  await form.getByLabel(/^Enrollment End Date/).fill('2027-11-30');
  await form.getByLabel(/^School Year Start Date/).fill('2027-12-01');
  await form.getByLabel(/^School Year End Date/).fill('2028-02-28');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/intersession');
  const [session] = await documentsWhere<LeloSessionRecord>(db.container('sessions'), 'name', name);
  if (!session) throw new Error('the session was not stored');
  cleanups.push(() => db.container('sessions').item(session.id, session.id).delete());
  await page.goto(`/editLELO/${session.id}`);
  await form.getByRole('textbox', { name: /^Session Name/ }).fill(`${name} Renamed`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updating Session successfully!', { exact: true })).toBeVisible();
  const byOldLink = await page.request.get(`/api/sessions/${session.permalink}`);
  expect(byOldLink.status()).toBe(200);
  expect(await byOldLink.json()).toMatchObject({ _id: session.id, name: `${name} Renamed` });
  await page.goto(`/forms/${session.permalink}`);
  await expect(page.getByText(`${name} Renamed`).first()).toBeVisible();
});
