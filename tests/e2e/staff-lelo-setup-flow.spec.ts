import { addDaysIso, businessToday, type LeloSessionRecord, type Site, usDate } from '@enroll/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { leloEntryByStudentEmail, readOffering } from '../support/lelo.ts';
import { db, documentsWhere, waitForOutbox } from '../support/local-stack.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { LeloPage } from './pages/lelo-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  familyEmail,
  fillLeloStep,
  type LeloAnswers,
  leloTag,
  minorLancasterAnswers,
  submitSeeingSubmitting,
  walkLelo,
} from './support/lelo-flows.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/*
 * The whole course setup, end to end: an Admin sets up a new session through the setup screens only (the
 * session, Lancaster's confirmation message and notification addresses, its high school courses), then
 * a family registers on the new session's address and finds exactly that setup. Everything it creates
 * carries a tag of the run, so it can run again on the same stack.
 *
 * The seeded Admin's charters are Sierra Valley and Pacific Coast (functions/src/local/seed/staff-seed.ts);
 * Learn4Life - Lancaster is Sierra Valley's, so the Admin (not the Super Admin) can set it up.
 */

const LANCASTER = 'Learn4Life - Lancaster';
/** One catalog edition of the seeded catalog (functions/src/local/seed/lelo-catalog-seed.ts). */
const EDITION = { year: '2026-2027', term: 'Fall' } as const;
/** High school courses of that edition that grade 10 may take; Algebra 1A and Biology A are NCAA-approved. */
const OFFERED = ['Algebra 1A', 'Biology A', 'Health'] as const;
const MAX_PER_STUDENT = 2;
const CREDITS = '5';

async function readSite(id: string): Promise<Site> {
  const { resource } = await db.container('sites').item(id, id).read<Site>();
  if (!resource) throw new Error(`The site ${id} is not seeded`);
  return resource;
}

async function sessionByName(name: string): Promise<LeloSessionRecord> {
  const resources = await documentsWhere<LeloSessionRecord>(db.container('sessions'), 'name', name);
  if (resources.length !== 1) throw new Error(`${resources.length} sessions named ${name}, expected one`);
  return resources[0] as LeloSessionRecord;
}

/** The school year around `today` (July starts the next one) and its first and last days. */
function schoolYearOf(today: string) {
  const year = Number(today.slice(0, 4));
  const start = Number(today.slice(5, 7)) >= 7 ? year : year - 1;
  return {
    schoolYear: `${start}-${start + 1}`,
    startDate: `${start}-08-01`,
    endDate: `${start + 1}-06-30`,
  };
}

/** The session this run created, once known. */
let createdSessionId: string | null = null;

/*
 * The staff sidebar lists every Active session: the run's session is made Inactive afterwards, so runs on
 * the same stack do not pile up links (its entry and templates stay, as the other Lelo specs' entries do).
 */
test.afterAll(async () => {
  if (!createdSessionId) return;
  const item = db.container('sessions').item(createdSessionId, createdSessionId);
  const { resource } = await item.read<LeloSessionRecord>();
  if (resource?.status === 'Active') await item.replace({ ...resource, status: 'Inactive' });
});

const heading = (page: Page, name: string, level = 1) =>
  page.getByRole('heading', { level, name, exact: true });

test('an Admin sets up a new session for Lancaster, and a family registers with exactly that setup', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tag = leloTag();
  const sessionName = `E2E Setup ${tag}`;
  const permalink = `e2e-setup-${tag}`;
  const message = `Welcome aboard, {{firstName}}! Your ${tag} courses start soon.`;
  const notifyByEnter = `setup.enter.${tag}@example.com`;
  const notifyBySpace = `setup.space.${tag}@example.com`;
  const today = businessToday();
  const year = schoolYearOf(today);
  const site = await readSite(LANCASTER_ID);
  const charter = site.charter.name;

  await signInAsSeeded(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });

  // ── 1. The session ──
  await page.goto('/intersession');
  await expect(heading(page, 'Sessions')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Registration profiles' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Add New Registration Profile' }).click();
  await expect(page).toHaveURL(/\/addLELO$/);
  await expect(heading(page, 'Add LELO Registration')).toBeVisible();
  const sessionField = (label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  await expect(sessionField('Session Name')).toBeEditable();
  await expectNoSeriousA11yViolations(page);
  await sessionField('Session Name').pressSequentially(sessionName);
  // The permalink follows the name as it is typed, and says the family form's address.
  await expect(sessionField('Permalink')).toHaveValue(permalink);
  await expect(page.getByText(`the address of the family form is /forms/${permalink}.`)).toBeVisible();
  await expect(sessionField('Status')).toHaveValue('Active');
  await sessionField('School Year').fill(year.schoolYear);
  await sessionField('Enrollment Start Date').fill(addDaysIso(today, -1));
  await sessionField('Enrollment End Date').fill(addDaysIso(today, 30));
  await sessionField('School Year Start Date').fill(year.startDate);
  await sessionField('School Year End Date').fill(year.endDate);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Session added successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/intersession$/);
  const row = page.getByRole('row').filter({ hasText: sessionName });
  await expect(row.getByRole('cell')).toHaveText([
    sessionName,
    'Active',
    `Open ${usDate(addDaysIso(today, -1))} – ${usDate(addDaysIso(today, 30))}`,
    year.schoolYear,
    /^Edit Profile\s*Setup Courses$/,
  ]);
  const session = await sessionByName(sessionName);
  createdSessionId = session.id;
  expect(session).toMatchObject({
    permalink,
    status: 'Active',
    schoolYear: year.schoolYear,
    enrollmentStart: addDaysIso(today, -1),
    enrollmentEnd: addDaysIso(today, 30),
    schoolYearStartDate: year.startDate,
    schoolYearEndDate: year.endDate,
  });

  // ── 2. Lancaster's learning center options ──
  await row.getByRole('link', { name: `Setup Courses of ${sessionName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-courses/${permalink}/${session.id}$`));
  await expect(heading(page, 'Learning Center Options')).toBeVisible();
  await expect(page.getByText(`${sessionName} (${year.schoolYear})`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/intersession');
  await expect(heading(page, 'Choose a charter and a learning center.', 2)).toBeVisible();
  const charterSelect = page.getByRole('combobox', { name: /^Charter/ });
  const centerSelect = page.getByRole('combobox', { name: /^Learning Center/ });
  // The Admin's charters only (Sierra Valley and Pacific Coast), by name.
  await expect(charterSelect.locator('option')).toHaveText([
    'Select…',
    'Pacific Coast Learning Academy',
    'Sierra Valley Learning Academy',
  ]);
  await expectNoSeriousA11yViolations(page);
  await charterSelect.selectOption({ label: charter });
  await centerSelect.selectOption({ label: LANCASTER });
  await expect(heading(page, `${charter} - ${LANCASTER}`, 2)).toBeVisible();

  // Confirmation Page Details: a message with the first-name placeholder, typed into the editor.
  await page.getByRole('button', { name: 'Confirmation Page Details' }).click();
  const confirmationDialog = page.getByRole('dialog', {
    name: `Confirmation Page Details: ${LANCASTER}`,
  });
  const editor = confirmationDialog.getByRole('textbox', { name: 'Confirmation message' });
  await expect(editor).toBeEditable();
  // Nothing saved yet: the preview shows the default text families would see.
  await expect(confirmationDialog.getByTestId('confirmation-preview')).toContainText(
    'No message yet: families see the default text.',
  );
  await expectNoSeriousA11yViolations(page);
  await editor.click();
  await editor.pressSequentially(message);
  await expect(editor).toHaveText(message);
  await expect(confirmationDialog.getByTestId('confirmation-preview')).toHaveText(message);
  await confirmationDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Content saved successfully!', { exact: true })).toBeVisible();
  await closeDialog(confirmationDialog);

  // Email Notifications: one address added with Enter, one with Space; the student gets the family copy.
  await page.getByRole('button', { name: 'Email Notifications' }).click();
  const emailDialog = page.getByRole('dialog', { name: `Email Notification Settings: ${LANCASTER}` });
  const address = emailDialog.getByRole('textbox', { name: 'Notification email addresses' });
  await expect(address).toBeEditable();
  await expect(emailDialog.getByText('No addresses yet.', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await address.pressSequentially(notifyByEnter);
  await address.press('Enter');
  await expect(address).toHaveValue('');
  await address.pressSequentially(notifyBySpace);
  await address.press('Space');
  await expect(address).toHaveValue('');
  const tags = emailDialog.getByRole('region', { name: 'Addresses to notify' }).getByRole('button', {
    name: /@example\.com$/,
  });
  await expect(tags).toHaveText([notifyByEnter, notifyBySpace]);
  await emailDialog
    .getByRole('switch', { name: "Send the family's confirmation to the student's email" })
    .check();
  await expectNoSeriousA11yViolations(page);
  await emailDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Email notification setup saved successfully!', { exact: true })).toBeVisible();
  await closeDialog(emailDialog);

  // Submit: on to the course offerings of a learning center that has none yet.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(
    `/edit-courseOfferings/${[charter, site.charter.id, LANCASTER, LANCASTER_ID, permalink, session.id]
      .map(encodeURIComponent)
      .join('/')}`,
  );
  await expect(heading(page, 'Course Offerings')).toBeVisible();
  await expect(heading(page, `${charter} - ${LANCASTER}`, 2)).toBeVisible();
  await expect(page.getByText(`Session: ${sessionName} (${year.schoolYear})`, { exact: true })).toBeVisible();

  // The High School panel: one catalog edition, three courses moved with >>, NCAA Yes, 2 per student.
  const panel = page.getByRole('group', { name: 'High School', exact: true });
  const available = page.getByRole('group', { name: 'High School Available Courses', exact: true });
  const selected = page.getByRole('group', { name: 'High School Selected Courses', exact: true });
  await panel.getByRole('combobox', { name: 'Course Catalog Year' }).selectOption(EDITION.year);
  await panel.getByRole('combobox', { name: 'Course Catalog Term' }).selectOption(EDITION.term);
  for (const course of OFFERED) await available.getByRole('checkbox', { name: course, exact: true }).check();
  await page.getByRole('button', { name: 'Add checked High School courses to Selected' }).click();
  await expect(selected.getByRole('listitem')).toHaveText([...OFFERED]);
  await panel.getByRole('radio', { name: 'Yes', exact: true }).check();
  await panel
    .getByRole('combobox', { name: 'Max courses per student' })
    .selectOption(String(MAX_PER_STUDENT));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(
    page.getByText(`Successfully submitted ${OFFERED.length} courses!`, { exact: true }),
  ).toBeVisible();
  await expect(heading(page, 'Learning Center Options')).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/edit-courses/${permalink}/${session.id}\\?site=${LANCASTER_ID}$`),
  );
  const offering = await readOffering(LANCASTER_ID, session.id);
  expect(offering.highSchoolDetails).toMatchObject({
    courseYear: EDITION.year,
    catalogTerm: EDITION.term,
    totalCourses: String(MAX_PER_STUDENT),
    includeNCAA: 'Yes',
  });
  expect(offering.highSchoolDetails?.courses.map((course) => course.course_name)).toEqual([...OFFERED]);
  expect(offering.middleSchoolDetails).toBeUndefined();
  expect(offering.elementarySchoolDetails).toBeUndefined();

  // ── 3. A family on the new session's address ──
  const answers: LeloAnswers = {
    ...minorLancasterAnswers(charter, tag),
    classes: { grade: '10', courses: ['Algebra 1A', 'Health'], notes: 'mornings are best' },
  };
  const { lastName } = answers.student;
  const lelo = new LeloPage(page);
  await page.context().clearCookies();
  await lelo.open(permalink);
  await walkLelo(lelo, answers, {
    fill: async (step) => {
      if (step === 'location') {
        // Lancaster is the only learning center with courses in the new session.
        await expect(lelo.field('Charter').locator('option')).toHaveText(['Select one', charter]);
        await expect(lelo.field('Learning Center').locator('option')).toHaveText(['Select one', LANCASTER]);
      }
      if (step === 'classes') {
        // Only high school grades, exactly the offered courses, two course slots.
        await expect(lelo.field('Grade Level').locator('option')).toHaveText([
          'Select one',
          '9',
          '10',
          '11',
          '12',
        ]);
        await lelo.field('Grade Level').selectOption(answers.classes.grade);
        const options = (names: readonly string[]) => [
          'Select one',
          ...names.map((name) => `${name} (Credits: ${CREDITS})`),
        ];
        await expect(lelo.courseSlot(1).locator('option')).toHaveText(options(OFFERED));
        await expect(lelo.courseSlot(2).locator('option')).toHaveText(options(OFFERED));
        await expect(lelo.courseSlot(3)).toHaveCount(0);
        await lelo.pickCourse(1, 'Algebra 1A');
        await expect(lelo.courseSlot(2).locator('option')).toHaveText(options(['Biology A', 'Health']));
        await lelo.pickCourse(2, 'Health');
        // Algebra 1A is NCAA-approved and the offering includes the NCAA notice.
        await expect(lelo.step.getByRole('heading', { name: 'NCAA Notice' })).toBeVisible();
        await lelo.checkbox('I Understand').check();
        await lelo.field('Notes').fill(answers.classes.notes ?? '');
        return;
      }
      await fillLeloStep(lelo, step, answers);
    },
  });
  await submitSeeingSubmitting(lelo);

  // The confirmation shows the new message with the student's first name.
  await expect(page).toHaveURL(/\/response-lelo$/);
  await expect(lelo.confirmationHeading(`Ana ${lastName}`)).toBeVisible();
  await expect(lelo.confirmationDetail('Learning Center')).toHaveText(LANCASTER);
  await expect(lelo.confirmationDetail('Courses').getByRole('listitem')).toHaveText([
    'Algebra 1A (5 credits)',
    'Health (5 credits)',
  ]);
  const welcome = `Welcome aboard, Ana! Your ${tag} courses start soon.`;
  await expect(lelo.confirmationMessage()).toHaveText(welcome);
  const uuid = (await lelo.confirmationDetail('Registration ID').textContent()) ?? '';

  const entry = await leloEntryByStudentEmail(answers.student.email);
  expect(entry).toMatchObject({
    status: 'Signed',
    LeloRegistrationProfile: session.id,
    permaLink: permalink,
    session_name: sessionName,
    siteId: LANCASTER_ID,
    gradeLevel: '10',
    _uuid: uuid,
  });
  expect(entry.courses.map((course) => [course.course_name, course.ncaa])).toEqual([
    ['Algebra 1A', true],
    ['Health', false],
  ]);

  // The student's switch was turned on: the family e-mail carries the new message too.
  const familyCopy = await familyEmail(answers.student.email, uuid);
  expect(familyCopy.text).toContain(welcome);

  // ── 4. Both notification addresses receive the notification e-mail ──
  for (const to of [notifyByEnter, notifyBySpace]) {
    const notices = await waitForOutbox(
      (candidate) => candidate.to === to && candidate.text.includes(`/lelo-forms/${entry.id}`),
    );
    expect(notices, `the notification to ${to}`).toHaveLength(1);
    expect(notices[0]?.subject).toBe(`New secondary enrollment: Ana ${lastName}`);
  }
});

/** Closes a setup dialog with its Close button and waits until it is gone. */
async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}
