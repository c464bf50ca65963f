import { businessToday, type Site, slotsWithin, upcomingOrientationDates } from '@enroll/domain';
import { expect, type Page, test } from '@playwright/test';
import { letterMarker } from '../support/interest-write-fixtures.ts';
import {
  readRegistration,
  type StoredRegistrationDocument,
  seedRegistration,
} from '../support/registration-fixtures.ts';
import { seedSisStudent, sisStudentOf, uniqueStudentAnswers } from '../support/sis-fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { actionButtons } from './support/record-detail.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { contributorSiteWithOrientations } from './support/staff-registration-flows.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/** A submitted registration at `site` whose student the SIS holds exactly (same names, birth date, contact). */
async function seedMatchedRegistration(site: Site): Promise<StoredRegistrationDocument> {
  const marker = letterMarker();
  const record = await seedRegistration(
    site,
    marker,
    { status: 'Enrollment Submitted', progressLevel: 1, processingLevel: 0 },
    uniqueStudentAnswers(marker),
  );
  await seedSisStudent(sisStudentOf(record, { startDate: '08/12/2025' }));
  return record;
}

/** The progress bar's current step (by test id: while a modal is open the page behind it is aria-hidden). */
const progressStep = (page: Page) =>
  page.getByTestId('registration-progress').locator('[aria-current="step"]');

test('a Contributor processes a registration with an exact SIS match through orientation, completion, special programs, termination and reactivation', async ({
  page,
}) => {
  test.slow();
  const site = await contributorSiteWithOrientations();
  const record = await seedMatchedRegistration(site);
  const name = `${record.firstName} ${record.lastName}`;
  await signInAsSeeded(page, 'contributor');
  await page.goto(`/registration-forms/${record.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment Registration Form' })).toBeVisible();
  await expect(progressStep(page)).toContainText('Process Registration');
  await expect(actionButtons(page)).toHaveText(['Edit Form', 'Process Registration', 'Export to PDF']);

  // Step 1: the SIS match, chosen with a pending action.
  await page.getByRole('button', { name: 'Process Registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process Registration' });
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Student Match Check' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  const matches = dialog.getByRole('table', { name: 'Student matches' });
  const exactRow = matches.getByRole('row').filter({ hasText: record.lastName });
  await expect(exactRow).toHaveCount(1);
  await expect(exactRow.getByRole('cell').nth(1)).toHaveText('Exact');
  await expectNoSeriousA11yViolations(page);
  await exactRow.getByRole('radio').check();
  await dialog.getByLabel('Action').selectOption('Interdistrict Transfer');
  await dialog.getByRole('button', { name: 'Confirm Match' }).click();
  await expect(dialog.getByText('Is the Interdistrict Transfer completed?')).toBeVisible();
  await expect(progressStep(page)).toContainText('Process Registration');
  let stored = await readRegistration(record.id);
  expect(stored).toMatchObject({ status: 'Interdistrict Transfer Requested', processingLevel: 1 });
  expect(stored?.selectedStudent).toMatchObject({
    match_type: 'Exact',
    sis_student_last_name: record.lastName,
  });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Yes' }).click();

  // Step 2: a live orientation on the site's first upcoming date after today.
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Schedule/Confirm Orientation' }),
  ).toHaveAttribute('aria-current', 'step');
  await dialog.getByRole('radio', { name: 'Live Orientation' }).check();
  const date = upcomingOrientationDates(site.orientation.orientation_dates, businessToday()).find(
    (entry) => entry.date > businessToday() && slotsWithin(entry).length >= 2,
  );
  if (!date) throw new Error('no orientation date');
  const slots = slotsWithin(date);
  await dialog.getByLabel('Orientation Date').selectOption(date.date);
  await dialog.getByLabel('Start Time').selectOption(slots[0] ?? '');
  await dialog.getByLabel('End Time').selectOption(slots[1] ?? '');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Registration Processing is complete.')).toBeVisible();
  await expect(dialog.getByText(`${record.firstName} is now orientation ready!`)).toBeVisible();
  await expect(page.getByTestId('notification-banner')).toContainText('Orientation Email Sent');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(progressStep(page)).toContainText('Orientation Ready');
  // The chosen match is on the record's detail: its local id, name and birth date.
  const sis = page.getByRole('region', { name: 'SIS Match' });
  await expect(sis).toContainText('Chosen (Exact)');
  await expect(sis).toContainText(`SIS Local ID${stored?.selectedStudent?.sis_local_id ?? ''}`);
  await expect(sis).toContainText(`SIS Student Name${name}`);
  await expect(actionButtons(page)).toHaveText([
    'Edit Form',
    'Reschedule Orientation',
    'Add Special Programs',
    'Terminate Registration',
    'Export to PDF',
  ]);

  // Reschedule opens the scheduler, seen by screen readers (its surface was once left aria-hidden
  // while the options loaded), at the orientation as scheduled; Cancel Reschedule leaves it as it was.
  await page.getByRole('button', { name: 'Reschedule Orientation' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Orientation Scheduler' });
  await expect(reschedule.getByRole('radio', { name: 'Live Orientation' })).toBeChecked();
  await expect(reschedule.getByLabel('Orientation Date')).toHaveValue(date.date);
  await expect(reschedule.getByLabel('Start Time')).toHaveValue(slots[0] ?? '');
  await expect(reschedule.getByLabel('End Time')).toHaveValue(slots[1] ?? '');
  await expectNoSeriousA11yViolations(page);
  await reschedule.getByRole('button', { name: 'Cancel Reschedule' }).click();
  await expect(reschedule).toHaveCount(0);
  stored = await readRegistration(record.id);
  expect(stored).toMatchObject({
    status: 'Orientation Scheduled',
    orientationType: 'LIVE',
    orientationDate: date.date,
    processingLevel: 2,
    progressLevel: 2,
  });

  // The scheduled orientations list shows it; completing it there finishes the enrollment.
  await page.goto('/scheduled-orientations');
  await page.getByRole('searchbox').fill(record.lastName);
  const row = page.getByRole('row').filter({ hasText: record.lastName });
  await expect(row).toHaveCount(1);
  const [year, month, day] = date.date.split('-');
  await expect(row).toContainText(`${month}/${day}/${year}`);
  await row.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: /^Set to Completed Orientation/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Complete these orientations?' })
    .getByRole('button', { name: 'Complete 1 and e-mail the families' })
    .click();
  await expect(page.getByText(`${name}'s Enrollment Completed`)).toBeVisible();
  await expect.poll(async () => (await readRegistration(record.id))?.status).toBe('Enrollment Complete');

  await page.goto(`/registration-forms/${record.id}`);
  await expect(progressStep(page)).toContainText('Enrollment Complete');
  await expect(actionButtons(page)).toHaveText([
    'Reschedule Orientation',
    'Add Special Programs',
    'Terminate Registration',
    'Export to PDF',
  ]);

  // Special programs: a click moves a program from not reviewed to yes.
  await page.getByRole('button', { name: 'Add Special Programs' }).click();
  const programs = page.getByRole('dialog', { name: 'Add Special Programs' });
  const iep = programs.getByRole('checkbox', { name: 'IEP' });
  await expect(iep).toBeChecked({ indeterminate: true });
  await expect(programs.getByRole('textbox', { name: 'Program Description' })).toHaveAttribute('rows', '5');
  await expectNoSeriousA11yViolations(page);
  await iep.focus();
  await page.keyboard.press('Space');
  await expect(iep).toBeChecked();
  await programs.getByRole('textbox', { name: 'Program Description' }).fill('Resource room twice a week.');
  await programs.getByRole('button', { name: 'Save' }).click();
  await expect(programs).toHaveCount(0);
  await expect(page.getByTestId('notification-banner')).toContainText('Registration has been updated');
  stored = await readRegistration(record.id);
  expect(stored?.programs.iep).toBe(true);
  expect(stored).toMatchObject({ programDescription: 'Resource room twice a week.', processingLevel: 3 });
  await expect(progressStep(page)).toContainText('Enrollment Complete');

  // Terminate: the notes are required.
  await page.getByRole('button', { name: 'Terminate Registration' }).click();
  const terminate = page.getByRole('dialog', { name: 'Terminate Enrollment' });
  await terminate.getByRole('button', { name: 'Terminate' }).click();
  await expect(terminate.getByText('Please enter the termination notes.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await terminate.getByRole('textbox', { name: /Termination Notes/ }).fill('The family moved out of state.');
  await terminate.getByRole('button', { name: 'Terminate' }).click();
  await expect(terminate).toHaveCount(0);
  await expect(actionButtons(page)).toHaveText(['Reactivate Registration', 'Export to PDF']);
  await expect(progressStep(page)).toContainText('Enrollment Complete');
  stored = await readRegistration(record.id);
  expect(stored).toMatchObject({
    status: 'Enrollment Terminated',
    terminationNotes: 'The family moved out of state.',
    progressLevel: 3,
    processingLevel: 2,
  });

  // Reactivate, after the confirmation.
  await page.getByRole('button', { name: 'Reactivate Registration' }).click();
  const reactivate = page.getByRole('alertdialog', { name: 'Reactivate Registration' });
  await expectNoSeriousA11yViolations(page);
  await reactivate.getByRole('button', { name: 'Reactivate' }).click();
  await expect(reactivate).toHaveCount(0);
  await expect(actionButtons(page)).toHaveText(['Edit Form', 'Process Registration', 'Export to PDF']);
  await expect(progressStep(page)).toContainText('Process Registration');
  stored = await readRegistration(record.id);
  expect(stored).toMatchObject({
    status: 'Enrollment Submitted',
    progressLevel: 1,
    processingLevel: 0,
    orientationScheduled: false,
    terminationNotes: '',
  });
});

test('the Process Registration modal fits a 375 px screen: the match table scrolls inside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const record = await seedMatchedRegistration(await contributorSiteWithOrientations());
  await signInAsSeeded(page, 'contributor');
  await page.goto(`/registration-forms/${record.id}`);
  await page.getByRole('button', { name: 'Process Registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process Registration' });
  await expect(dialog.getByRole('table', { name: 'Student matches' })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
  expect(box?.x).toBeGreaterThanOrEqual(0);
  await expectNoHorizontalScroll(page);
  // Keyboard: the first match's radio and the action are reachable with Tab.
  await dialog.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio').first()).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // The birth date and the local id are out of view at first; a hint says the table scrolls sideways.
  const area = dialog.getByRole('region', { name: 'Student matches' });
  const hint = dialog.getByText('Scroll sideways to see more columns');
  await expect(hint).toBeVisible();
  const exactRow = area.getByRole('row').filter({ hasText: record.lastName });
  const birthDate = exactRow.getByRole('cell').nth(5);
  const localId = exactRow.getByRole('cell').nth(6);
  await expect(localId).not.toBeInViewport({ ratio: 1 });
  await screenshot(page, 'sis-match', 'hint-375');
  // The keyboard scrolls the area: it takes the focus, and the arrow keys move the table.
  await area.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => area.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // Nearly whole: a cell's width has fractions of a pixel, the scroll offset none.
  await birthDate.scrollIntoViewIfNeeded();
  await expect(birthDate).toBeInViewport({ ratio: 0.95 });
  const [year, month, day] = record.birthDate.split('-');
  await expect(birthDate).toHaveText(`${month}/${day}/${year}`);
  await localId.scrollIntoViewIfNeeded();
  await expect(localId).toBeInViewport({ ratio: 0.95 });
  // seedSisStudent's local ids: a T and ten digits.
  await expect(localId).toHaveText(/^T\d{10}$/);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'sis-match', 'scrolled-375');
  // At the end of the table the hint goes.
  await area.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(hint).toBeHidden();

  // A wide screen shows the dialog's table without the hint once it fits.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(birthDate).toBeInViewport();
  await screenshot(page, 'sis-match', 'dialog-1280');
});
