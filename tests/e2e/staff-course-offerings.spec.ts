import type { CatalogCourse, Site } from '@enroll/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { readLeloSession, readOffering } from '../support/lelo.ts';
import { db, seededNamed, selectWhere } from '../support/local-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/*
 * The course offerings screen as an Admin of the site's charter. Its data is its own: Long
 * Beach (Pacific Coast, one of the Admin's charters) in the Inactive seeded session, a pair no seed and
 * no other suite gives an offering (staff-lelo-setup-flow.spec.ts uses Lancaster in a new session).
 */
const SESSION_ID = 'lelo-session-inactive';
const SITE_NAME = 'Learn4Life - Long Beach';
const EDITION = { school_year: '2026-2027', catalog_term: 'Summer' } as const;

const longBeach = () => seededNamed<Site>('sites', SITE_NAME);

/** The school years of the charter's catalog, newest first (the emulator has no DISTINCT VALUE). */
async function catalogYears(charterId: string): Promise<string[]> {
  const years = await selectWhere<string>(
    db.container('catalog'),
    'VALUE c.school_year',
    'charter_id',
    charterId,
  );
  return [...new Set(years)].sort((a, b) => b.localeCompare(a));
}

/** The charter's high school catalog of the edition, by name (as the Available list shows it). */
async function highSchoolCatalog(charterId: string): Promise<CatalogCourse[]> {
  const { resources } = await db
    .container('catalog')
    .items.query<CatalogCourse>({
      query:
        'SELECT * FROM c WHERE c.charter_id = @charter AND c.school_year = @year AND c.catalog_term = @term AND c.course_type = @type',
      parameters: [
        { name: '@charter', value: charterId },
        { name: '@year', value: EDITION.school_year },
        { name: '@term', value: EDITION.catalog_term },
        { name: '@type', value: 'High School' },
      ],
    })
    .fetchAll();
  return resources.sort((a, b) => a.course_name.localeCompare(b.course_name));
}

function screenOf(page: Page) {
  const panel = page.getByRole('group', { name: 'High School', exact: true });
  const list = (which: 'Available' | 'Selected') =>
    page.getByRole('group', { name: `High School ${which} Courses`, exact: true });
  const items = (group: Locator) => group.getByRole('list').getByRole('checkbox');
  return {
    panel,
    available: list('Available'),
    selected: list('Selected'),
    items,
    add: page.getByRole('button', { name: 'Add checked High School courses to Selected' }),
    remove: page.getByRole('button', { name: 'Remove checked High School courses from Selected' }),
    submit: page.getByRole('button', { name: 'Submit', exact: true }),
  };
}

test('an Admin sets up high school courses page by page, submits them and finds them saved', async ({
  page,
}) => {
  const site = await longBeach();
  const session = await readLeloSession(SESSION_ID);
  const catalog = await highSchoolCatalog(site.charter.id);
  // The seed's editions have more high school courses than one page holds.
  expect(catalog.length).toBeGreaterThan(13);
  const params = [site.charter.name, site.charter.id, site.name, site.id, session.permalink, SESSION_ID]
    .map(encodeURIComponent)
    .join('/');
  const back = `/edit-courses/${session.permalink}/${SESSION_ID}?site=${site.id}`;

  await signInAsSeeded(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/edit-courseOfferings/${params}`);
  const view = screenOf(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Course Offerings' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: `${site.charter.name} - ${site.name}` }),
  ).toBeVisible();
  await expect(page.getByText(`Session: ${session.name} (${session.schoolYear})`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', back);
  await expect(view.panel).toBeVisible();
  for (const level of ['Middle School', 'Elementary School'])
    await expect(page.getByRole('group', { name: level, exact: true })).toBeVisible();

  // Nothing chosen: the form says what is missing and sends nothing.
  await view.submit.click();
  await expect(page.getByText('Please select at least one course.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Years newest first; the Available list pages 13 at a time.
  const year = view.panel.getByRole('combobox', { name: 'Course Catalog Year' });
  await expect(year.locator('option')).toHaveText(['Select one', ...(await catalogYears(site.charter.id))]);
  await year.selectOption(EDITION.school_year);
  await view.panel.getByRole('combobox', { name: 'Course Catalog Term' }).selectOption(EDITION.catalog_term);
  const pages = Math.ceil(catalog.length / 13);
  await expect(view.items(view.available)).toHaveCount(13);
  await expect(view.available.getByText(`1 of ${pages}`)).toBeVisible();
  await expect(view.items(view.available).first()).toHaveAccessibleName(catalog[0]?.course_name ?? '');
  await view.available.getByRole('button', { name: 'Next' }).click();
  await expect(view.available.getByText(`2 of ${pages}`)).toBeVisible();
  await expect(view.items(view.available).first()).toHaveAccessibleName(catalog[13]?.course_name ?? '');
  await view.available.getByRole('button', { name: 'Previous' }).click();
  await expect(view.available.getByText(`1 of ${pages}`)).toBeVisible();

  // Select All and >> move the whole catalog; << takes two back (ticked with the keyboard).
  await view.available.getByRole('checkbox', { name: 'Select All' }).check();
  await view.add.click();
  await expect(view.available.getByText('No courses in this catalog.')).toBeVisible();
  await expect(view.selected.getByText(`Selected Courses (${catalog.length})`)).toBeVisible();
  const [first, second] = catalog;
  await view.selected.getByRole('checkbox', { name: first?.course_name ?? '', exact: true }).focus();
  await page.keyboard.press('Space');
  await view.selected.getByRole('checkbox', { name: second?.course_name ?? '', exact: true }).check();
  await view.remove.click();
  await expect(view.available.getByRole('listitem')).toHaveText([
    first?.course_name ?? '',
    second?.course_name ?? '',
  ]);
  const kept = catalog.slice(2);
  await expect(view.selected.getByText(`Selected Courses (${kept.length})`)).toBeVisible();

  // The high school panel asks for the NCAA notice once it has courses.
  await view.submit.click();
  await expect(page.getByText('Please fill Ncaa Notification')).toBeVisible();
  await view.panel.getByRole('radio', { name: 'Yes' }).check();
  await view.panel.getByRole('combobox', { name: 'Max courses per student' }).selectOption('2');
  await expectNoSeriousA11yViolations(page);
  await view.submit.click();
  await expect(page.getByText(`Successfully submitted ${kept.length} courses!`)).toBeVisible();
  await expect(page).toHaveURL(back);

  const stored = await readOffering(site.id, SESSION_ID);
  expect(stored.highSchoolDetails).toMatchObject({
    courseYear: EDITION.school_year,
    catalogTerm: EDITION.catalog_term,
    totalCourses: '2',
    includeNCAA: 'Yes',
  });
  expect(stored.highSchoolDetails?.courses.map((course) => course._id).sort()).toEqual(
    kept.map((course) => course.id).sort(),
  );
  expect(stored.middleSchoolDetails?.courses ?? []).toEqual([]);

  // Reopened: Selected starts with the saved courses, the NCAA answer and the count as saved.
  await page.goto(`/edit-Finalcourse/${params}`);
  await expect(view.selected.getByText(`Selected Courses (${kept.length})`)).toBeVisible();
  await expect(view.items(view.selected)).toHaveCount(13);
  await expect(view.items(view.selected).first()).toHaveAccessibleName(kept[0]?.course_name ?? '');
  await expect(view.panel.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(view.panel.getByRole('combobox', { name: 'Max courses per student' })).toHaveValue('2');
  await expect(view.available.getByRole('listitem')).toHaveText([
    first?.course_name ?? '',
    second?.course_name ?? '',
  ]);

  // Phone: the lists stack with the move buttons between them.
  await page.setViewportSize({ width: 375, height: 812 });
  const availableBox = await view.available.boundingBox();
  const addBox = await view.add.boundingBox();
  const selectedBox = await view.selected.boundingBox();
  expect(availableBox && addBox && selectedBox).toBeTruthy();
  if (availableBox && addBox && selectedBox) {
    expect(addBox.y).toBeGreaterThan(availableBox.y + availableBox.height - 1);
    expect(selectedBox.y).toBeGreaterThan(addBox.y + addBox.height - 1);
    expect(selectedBox.x + selectedBox.width).toBeLessThanOrEqual(375);
  }
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('a save made meanwhile in another window is refused with Reload, which shows it', async ({ page }) => {
  const site = await longBeach();
  const session = await readLeloSession(SESSION_ID);
  const catalog = await highSchoolCatalog(site.charter.id);
  const params = [site.charter.name, site.charter.id, site.name, site.id, session.permalink, SESSION_ID]
    .map(encodeURIComponent)
    .join('/');
  await signInAsSeeded(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Both windows open the offering as it is now (saved by the first test, or set up here).
  const ensureSaved = async (view: ReturnType<typeof screenOf>) => {
    if ((await readOffering(site.id, SESSION_ID).catch(() => null))?.highSchoolDetails?.courses.length)
      return;
    await view.panel.getByRole('combobox', { name: 'Course Catalog Year' }).selectOption(EDITION.school_year);
    await view.panel
      .getByRole('combobox', { name: 'Course Catalog Term' })
      .selectOption(EDITION.catalog_term);
    await view.available.getByRole('checkbox', { name: 'Select All' }).check();
    await view.add.click();
    await view.panel.getByRole('radio', { name: 'No' }).check();
    await view.submit.click();
    await expect(page.getByText(/^Successfully submitted \d+ courses!$/)).toBeVisible();
  };
  await page.goto(`/edit-courseOfferings/${params}`);
  await expect(screenOf(page).panel).toBeVisible();
  await ensureSaved(screenOf(page));

  await page.goto(`/edit-Finalcourse/${params}`);
  const first = screenOf(page);
  const other = await page.context().newPage();
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.goto(`/edit-Finalcourse/${params}`);
  const second = screenOf(other);
  const selectedName = async (view: ReturnType<typeof screenOf>, index: number) =>
    ((await view.selected.getByRole('listitem').nth(index).textContent()) ?? '').trim();
  await expect(first.items(first.selected).first()).toBeVisible();
  await expect(second.items(second.selected).first()).toBeVisible();
  const before = await first.items(first.selected).count();
  expect(before).toBeGreaterThan(1);

  // The other window removes one course and saves.
  const removedThere = await selectedName(second, 0);
  await second.selected.getByRole('checkbox', { name: removedThere, exact: true }).check();
  await second.remove.click();
  await second.submit.click();
  await expect(other.getByText(/^Successfully submitted \d+ courses!$/)).toBeVisible();
  await other.close();

  // This window still has the old version: its save is refused and keeps what was chosen.
  const removedHere = await selectedName(first, 1);
  await first.selected.getByRole('checkbox', { name: removedHere, exact: true }).check();
  await first.remove.click();
  await first.submit.click();
  await expect(
    page.getByText('These courses were changed by someone else. Please reload them and try again.'),
  ).toBeVisible();
  await expect(first.selected.getByRole('checkbox', { name: removedThere, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Reload shows the other window's save.
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(first.selected.getByRole('checkbox', { name: removedThere, exact: true })).toHaveCount(0);
  await expect(first.selected.getByRole('checkbox', { name: removedHere, exact: true })).toBeVisible();
  const stored = await readOffering(site.id, SESSION_ID);
  expect(stored.highSchoolDetails?.courses.map((course) => course.course_name)).not.toContain(removedThere);
  expect(catalog.map((course) => course.course_name)).toContain(removedThere);
});
