import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import { db } from '../support/local-stack.ts';
import { callAs, STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { atBothWidths } from './support/public-states.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { signInAsSeeded } from './support/staff-session.ts';

// The Contributor's charters are Flex High and Holston; the Holston learning centers are seeded in
// Tennessee (functions/src/local/seed/site-rows-east.ts): Kingsport at ZIP 37660, Johnson City.
const KINGSPORT_ZIP = '37660';

interface StoredEntry {
  id: string;
  charter_id: string;
  learningCenterId: string;
  learningCenterName: string;
  studentFirstName: string;
  studentLastName: string;
  parentFirstName: string;
  primaryEmail: string;
  phone: string;
  zipCode: string;
  city: string;
  sameAddress: boolean;
  mailingCity: string;
  mailingCountry: string;
  mailingRegion: string;
  mailingZipCode: string;
  createdBy: string;
}
interface StoredSite {
  id: string;
  name: string;
  charter: { id: string };
}

const created: string[] = [];

/** A last name no other suite uses, letters only (the Edit Interest rule), so Cosmos finds this run's entry. */
function marker(): string {
  const letters = Array.from(
    randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8),
    (c) => String.fromCharCode(c.charCodeAt(0) + 10),
  ).join('');
  return `Zed${letters}`;
}

async function readEntry(id: string): Promise<StoredEntry> {
  const { resource } = await db.container('interests').item(id, id).read<StoredEntry>();
  if (!resource) throw new Error(`no entry ${id}`);
  return resource;
}

async function readSite(id: string): Promise<StoredSite> {
  const { resource } = await db.container('sites').item(id, id).read<StoredSite>();
  if (!resource) throw new Error(`no site ${id}`);
  return resource;
}

test.afterAll(async () => {
  await Promise.all(
    created.map((id) =>
      db
        .container('interests')
        .item(id, id)
        .delete()
        .catch(() => undefined),
    ),
  );
});

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const select = (page: Page, name: RegExp) => page.getByRole('combobox', { name });
const next = (page: Page) => page.getByRole('button', { name: 'Next step' }).click();
const levelHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const PHONE = { width: 375, height: 812 };

async function chooseByZip(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Search Site by Zip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Site search by zip' });
  await expect(dialog.getByRole('combobox', { name: 'Radius' })).toHaveValue('20');
  await dialog.getByRole('textbox', { name: /ZIP code/ }).fill(KINGSPORT_ZIP);
  await dialog.getByRole('button', { name: 'Search Sites' }).click();
  const table = dialog.getByRole('table', { name: `Learning centers near ${KINGSPORT_ZIP}` });
  await expect(table).toBeVisible();
  // The modal's table at a phone's 375 px too: it scrolls inside the modal.
  await atBothWidths(page, () => expectNoSeriousA11yViolations(page));
  await table.getByRole('button', { name: /^Select .*Kingsport/ }).click();
  await expect(table.getByRole('button', { name: /^Select .*Kingsport/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('button', { name: 'Confirm Site' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('chosen-site')).toContainText('Kingsport');
}

async function chooseByFields(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Search Site by Fields' }).click();
  const dialog = page.getByRole('dialog', { name: 'Site search by fields' });
  await dialog.getByRole('searchbox', { name: 'Search' }).fill(text);
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  const table = dialog.getByRole('table', { name: `Learning centers matching "${text}"` });
  await expect(table).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await table
    .getByRole('button', { name: new RegExp(`^Select .*${text}`) })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Confirm Site' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('chosen-site')).toContainText(text);
}

/** The button under a name typed all in lower case or capitals that writes it capitalised. */
const capitalsOffer = (page: Page, suggestion: string) =>
  page.getByRole('button', { name: `Use “${suggestion}”`, exact: true });

async function fillStudent(page: Page, last: string, years: number): Promise<void> {
  // A first name typed in lower case stays so; once the typing rests in the field, its capitalised
  // form is offered, stays when the field is left, and is taken. The last name, in mixed case, is
  // offered nothing.
  await field(page, /Student First Name/).fill('maria');
  await expect(capitalsOffer(page, 'Maria')).toBeVisible();
  await field(page, /Student Last Name/).fill(last);
  await expect(field(page, /Student First Name/)).toHaveValue('maria');
  await capitalsOffer(page, 'Maria').click();
  await expect(field(page, /Student First Name/)).toHaveValue('Maria');
  await expect(page.getByRole('button', { name: /^Use “/ })).toHaveCount(0);
  await page.getByLabel(/Birth Date/).fill(birthDateYearsAgo(years));
  await expect(
    page.getByText(`The student is ${years} years old? If not, select birth date again`),
  ).toBeVisible();
  await select(page, /Grade/).selectOption('11');
}

async function fillAddress(page: Page, city: string, zip: string): Promise<void> {
  await field(page, /Street Address/).fill('225 W Center St');
  await field(page, /^City/).fill(city);
  await select(page, /^State/).selectOption('TN');
  await field(page, /ZIP\/Postal Code/).fill(zip);
}

async function submitAndOpenEntry(page: Page): Promise<StoredEntry> {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/interest-forms\/[^/]+$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  created.push(id);
  await expect(page.getByText('The interest entry was added.')).toBeVisible();
  return readEntry(id);
}

test('a Contributor adds a minor through the zip modal: levels, skips, review, entry in Cosmos', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const last = marker();
  await signInAsSeeded(page, 'contributor');
  await page.goto('/add-interest');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Interest' })).toBeVisible();
  await expect(levelHeading(page, 'Learning Center and Student')).toBeVisible();
  await next(page);
  await expect(page.getByText('Please choose a learning center.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseByZip(page);
  await fillStudent(page, last, 15);
  await next(page);

  await expect(levelHeading(page, 'Parent/Guardian')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await select(page, /Relationship to Student/).selectOption('Guardian');
  await field(page, /Parent\/Guardian First Name/).fill('ana');
  await field(page, /Parent\/Guardian Last Name/).fill(last);
  await next(page);

  await expect(levelHeading(page, 'Contact Information')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await field(page, /Email/).fill('ana.e2e@example.com');
  await field(page, /Phone/).fill('4235550199');
  await next(page);

  await expect(levelHeading(page, 'Physical Address')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillAddress(page, 'Kingsport', KINGSPORT_ZIP);
  await next(page);

  // The mailing address is the same: straight to the review.
  await expect(levelHeading(page, 'Review and Submit')).toBeVisible();
  const review = page.getByTestId('add-interest-review');
  await expect(review).toContainText('Kingsport');
  await expect(review).toContainText('Same as the physical address');
  await expect(review).toContainText('423-555-0199');
  await expectNoSeriousA11yViolations(page);
  // Back mirrors the skip.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(levelHeading(page, 'Physical Address')).toBeVisible();
  await next(page);

  const entry = await submitAndOpenEntry(page);
  const site = await readSite(entry.learningCenterId);
  expect(site.name).toContain('Kingsport');
  expect(entry.charter_id).toBe(site.charter.id);
  expect(entry).toMatchObject({
    studentFirstName: 'Maria',
    studentLastName: last,
    // Typed in lower case and the offer not taken: kept as typed.
    parentFirstName: 'ana',
    phone: '423-555-0199',
    zipCode: KINGSPORT_ZIP,
    sameAddress: true,
    createdBy: STAFF.contributor,
  });
});

test('a Contributor adds an adult with another mailing address through the fields modal', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const last = marker();
  await signInAsSeeded(page, 'contributor');
  await page.goto('/add-interest');
  await expect(levelHeading(page, 'Learning Center and Student')).toBeVisible();
  const own = page.viewportSize() ?? { width: 1280, height: 720 };
  // The form fits a 375 px phone: nothing scrolls sideways on its first level, before and after it is
  // filled, nor on the next one.
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await page.setViewportSize(own);
  await chooseByFields(page, 'Johnson City');
  await page.setViewportSize(PHONE);
  await fillStudent(page, last, 30);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await next(page);
  // An adult skips the parent level.
  await expect(levelHeading(page, 'Contact Information')).toBeVisible();
  await expectNoHorizontalScroll(page);
  // Leaving with a draft asks first; the draft stays in the tab for a reload.
  await page.reload();
  await expect(field(page, /Email/)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page, /Student First Name/)).toHaveValue('Maria');
  await next(page);
  await expect(levelHeading(page, 'Contact Information')).toBeVisible();
  await page.setViewportSize(own);
  await field(page, /Email/).fill('maria.e2e@example.com');
  await field(page, /Phone/).fill('423-555-0123');
  await next(page);
  await fillAddress(page, 'Johnson City', '37601');
  await page.getByRole('checkbox', { name: /mailing address is the same/ }).uncheck();
  await next(page);

  await expect(levelHeading(page, 'Mailing Address')).toBeVisible();
  await select(page, /Country/).selectOption('Mexico');
  await expect(select(page, /^State/)).toHaveCount(0);
  await field(page, /Street Address/).fill('Av Reforma 100');
  await field(page, /^City/).fill('Monterrey');
  await field(page, /Region/).fill('Nuevo Leon');
  await field(page, /ZIP\/Postal Code/).fill('64000');
  await expectNoSeriousA11yViolations(page);
  await next(page);

  await expect(levelHeading(page, 'Review and Submit')).toBeVisible();
  await expect(page.getByTestId('add-interest-review')).toContainText('Monterrey');
  const entry = await submitAndOpenEntry(page);
  const site = await readSite(entry.learningCenterId);
  expect(site.name).toContain('Johnson City');
  expect(entry.charter_id).toBe(site.charter.id);
  expect(entry).toMatchObject({
    studentLastName: last,
    parentFirstName: '',
    sameAddress: false,
    mailingCountry: 'Mexico',
    mailingRegion: 'Nuevo Leon',
    mailingCity: 'Monterrey',
    mailingZipCode: '64000',
  });
});

test('a Contributor edits an entry: the 50-character and ZIP messages, then the save in Cosmos', async ({
  page,
}) => {
  const { resources } = await db
    .container('sites')
    .items.query<StoredSite>({
      query: "SELECT c.id, c.name, c.charter FROM c WHERE CONTAINS(c.name, 'Kingsport')",
    })
    .fetchAll();
  const site = resources[0];
  if (!site) throw new Error('no Kingsport site');
  const last = marker();
  const answer = await callAs(STAFF.contributor, '/api/enrollment', {
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      learningCenterId: site.id,
      studentFirstName: 'Lena',
      studentLastName: last,
      birthDate: birthDateYearsAgo(25),
      primaryEmail: 'lena.e2e@example.com',
      phone: '423-555-0177',
      country: 'United States of America',
      street1: '1 Main St',
      city: 'Kingsport',
      state: 'TN',
      zipCode: KINGSPORT_ZIP,
      sameAddress: true,
    },
  });
  expect(answer.status).toBe(201);
  const id = (answer.body as { id: string }).id;
  created.push(id);

  await signInAsSeeded(page, 'contributor');
  await page.goto(`/editInterestForm/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Interest' })).toBeVisible();
  await expect(field(page, /Student Last Name/)).toHaveValue(last);
  await expect(select(page, /^Site/)).toHaveValue(site.id);
  await expectNoSeriousA11yViolations(page);

  // Names are 50 characters, as on every form: 51 are refused.
  await field(page, /Student Last Name/).fill('a'.repeat(51));
  await field(page, /^ZIP Code/).fill('376');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be 50 characters or fewer.')).toBeVisible();
  await expect(page.getByText('ZIP code must be 5 digits.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await field(page, /Student Last Name/).fill(`${last}son`);
  await field(page, /^ZIP Code/).fill('37664');
  // A city typed in lower case: once the typing rests in the field, its capitalised form is offered;
  // it stays when the field is left, and is taken.
  await field(page, /^City/).fill('kingsport east');
  await expect(capitalsOffer(page, 'Kingsport East')).toBeVisible();
  await field(page, /^City/).blur();
  await expect(field(page, /^City/)).toHaveValue('kingsport east');
  await capitalsOffer(page, 'Kingsport East').click();
  await expect(field(page, /^City/)).toHaveValue('Kingsport East');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/interest-forms/${encodeURIComponent(id)}`);
  const entry = await readEntry(id);
  expect(entry).toMatchObject({ studentLastName: `${last}son`, zipCode: '37664', city: 'Kingsport East' });
});

test('a User typing /add-interest is sent away by the guard', async ({ page }) => {
  await signInAsSeeded(page, 'user');
  await page.goto('/add-interest');
  // The guard sends a User to /admin-login, which sends a signed-in member on to the dashboard (how
  // long the first is seen depends on the machine, so either is the guard's outcome).
  await expect(page).toHaveURL(/\/(admin-login|dashboard)$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Interest' })).toHaveCount(0);
});
