import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import { waitForOutbox } from '../support/local-stack.ts';
import { KINGSPORT_ID, LANCASTER_ID } from '../support/seeded-sites.ts';
import { FinderPage } from './pages/finder-page.ts';
import { InterestPage } from './pages/interest-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { brandUrl } from './support/brand-host.ts';
import { interestByEmail } from './support/registration-flows.ts';

const LANCASTER = 'Learn4Life - Lancaster';
/** Fluent's colorNeutralBackgroundDisabled, the grey of a disabled button. */
const DISABLED_BACKGROUND = 'rgb(240, 240, 240)';

// Axe on the finder (empty and with results), the interest form (empty, refused) and the confirmation:
// public-pages-axe.spec.ts, in both languages at both widths. Here: the refused form once its banner closed.
test('a parent finds a center by ZIP code and requests information for a minor', async ({ page }) => {
  const finder = new FinderPage(page);
  await finder.open();
  await expect(
    page.getByRole('heading', {
      name: 'To find the Learn4Life campus closest to you, please enter your ZIP code below.',
    }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Learn4Life | Enrollments');

  await finder.searchFor('93534');
  const card = finder.card(LANCASTER);
  await expect(card).toBeVisible();
  await expect(card.getByText('0.0 miles away')).toBeVisible();
  await card.getByRole('button', { name: 'Request Information' }).click();

  await expect(page).toHaveURL(/\/interest\?site=[a-f0-9]{24}/);
  const form = new InterestPage(page);
  await expect(page.getByRole('heading', { name: 'Student Information', level: 1 })).toBeVisible();
  await expect(page.getByTestId('interest-intro')).toContainText('Info Kit');

  const submitMessage = page.getByTestId('submit-message');
  // Submit looks tappable before the form is valid (not aria-disabled, not greyed).
  await expect(form.submit).not.toHaveAttribute('aria-disabled');
  await expect(form.submit).toHaveCSS('cursor', 'pointer');
  const tappable = await form.submit.evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(tappable).not.toBe(DISABLED_BACKGROUND);
  await form.submit.click();
  await expect(form.banner).toHaveText('Please Fill All The Required Fields');
  await expect(submitMessage).toHaveText('Please Fill All The Required Fields');
  await expect(submitMessage).toHaveAttribute('role', 'alert');
  await expect(form.field('Student First Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.field('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please Provide a Valid Date of Birth')).toBeVisible();
  // The banner closes after its 5 seconds; the message beside Submit stays until the form is fixed.
  await expect(form.banner).toBeHidden();
  await expect(submitMessage).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const email = `e2e.${randomUUID().slice(0, 8)}@example.com`;
  await form.fill({
    firstName: 'ana',
    lastName: 'lopez',
    birthDate: birthDateYearsAgo(15),
    parent: { relationship: 'Parent', firstName: 'maria', lastName: 'lopez' },
    email,
    phone: '6615550134',
    zip: '93534',
  });
  // Kept as typed (the capitals offered under it not taken); the phone written XXX-XXX-XXXX.
  await expect(form.field('Student First Name')).toHaveValue('ana');
  await expect(form.field('Phone')).toHaveValue('661-555-0134');
  await expect(submitMessage).toBeHidden();
  await expect(form.submit).not.toHaveAttribute('aria-disabled');
  expect(await form.submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(tappable);
  await form.submit.click();

  await expect(page.getByRole('heading', { name: 'Info Kit Sent!' })).toBeVisible();
  await expect(
    page.getByText('Thanks for requesting your Learn4Life Info Kit—check your inbox shortly!'),
  ).toBeVisible();
  const [mail] = await waitForOutbox((message) => message.to === email);
  expect(mail?.text).toContain(LANCASTER);
});

test('a pasted phone is written XXX-XXX-XXXX; a name typed in lower case is offered capitalised, one in mixed case kept', async ({
  page,
}) => {
  await page.goto(`/interest?site=${LANCASTER_ID}`);
  const form = new InterestPage(page);
  await expect(page.getByRole('heading', { name: 'Student Information', level: 1 })).toBeVisible();

  // A phone pasted as the family has it written: no length limit cuts it, and it is kept as XXX-XXX-XXXX.
  await form.field('Phone').focus();
  await page.keyboard.insertText('(661) 555-0134');
  await expect(form.field('Phone')).toHaveValue('661-555-0134');

  // All in lower case: kept as typed, and once the typing rests in the field the capitalised form is
  // offered under it; it stays when the field is left.
  const firstName = form.field('Student First Name');
  await firstName.fill('maría josé');
  const offer = page.getByRole('button', { name: 'Use “María José”', exact: true });
  await expect(offer).toBeVisible();
  await expect(firstName).toBeFocused();
  await firstName.press('Tab');
  await expect(firstName).toHaveValue('maría josé');
  await expect(offer).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await offer.click();
  await expect(firstName).toHaveValue('María José');
  await expect(offer).toHaveCount(0);

  // Mixed case is the family's own writing: kept, and nothing is offered. An offer already shown
  // goes once the family writes the name so.
  const lastName = form.field('Student Last Name');
  await lastName.fill('mcdonald');
  await expect(page.getByRole('button', { name: 'Use “Mcdonald”', exact: true })).toBeVisible();
  await lastName.fill('McDonald');
  await expect(page.getByRole('button', { name: /^Use “/ })).toHaveCount(0);
  await lastName.press('Tab');
  await expect(lastName).toHaveValue('McDonald');
  await expect(page.getByRole('button', { name: /^Use “/ })).toHaveCount(0);

  const email = `e2e.capitals.${randomUUID().slice(0, 8)}@example.com`;
  await form.field('Date of Birth').fill(birthDateYearsAgo(19));
  await form.field('Email').fill(email);
  await form.field('ZIP/Postal Code').fill('93534');
  await form.submit.click();
  await expect(page.getByTestId('interest-confirmation')).toBeVisible();
  const entry = await interestByEmail(email);
  expect(entry).toMatchObject({
    studentFirstName: 'María José',
    studentLastName: 'McDonald',
    phone: '661-555-0134',
  });
});

test('Flex High, by its host name, shows its own confirmation', async ({ page, baseURL }) => {
  const flexHigh = brandUrl(baseURL, 'flexhigh');
  await page.goto(`${flexHigh}/interest`);
  await expect(page).toHaveTitle('Flex High | Enrollments');
  const form = new InterestPage(page);
  await form.fill({
    firstName: 'Sam',
    lastName: 'Rivera',
    birthDate: birthDateYearsAgo(19),
    email: `e2e.${randomUUID().slice(0, 8)}@example.com`,
    phone: '818-555-0199',
    zip: '91331',
  });
  await expect(page.getByTestId('parent-information')).toBeHidden();
  await form.submit.click();
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  await expect(page.getByText('Thank you, your submission has been received.')).toBeVisible();
  await expect(page.getByText('A team member will reach out to you within one business day.')).toBeVisible();
});

test("a Holston family's e-mail links to Holston's own address, which opens through the edge painted as Holston", async ({
  page,
  baseURL,
}) => {
  // The local stack gives each brand a host of its own (as its domain behind Front Door in Azure), and
  // the e-mail is sent from the learning center's brand, not from the address the form was opened at.
  await page.goto(`/interest?site=${KINGSPORT_ID}`);
  const form = new InterestPage(page);
  const email = `e2e.brand-link.${randomUUID().slice(0, 8)}@example.com`;
  await form.fill({
    firstName: 'Sam',
    lastName: 'Rivera',
    birthDate: birthDateYearsAgo(19),
    email,
    phone: '423-555-0199',
    zip: '37660',
  });
  await form.submit.click();
  await expect(page.getByTestId('interest-confirmation')).toBeVisible();
  const [mail] = await waitForOutbox((message) => message.to === email);
  const link = /href="([^"]*\/register-interest\?[^"]*)"/
    .exec(mail?.html ?? '')?.[1]
    ?.replaceAll('&amp;', '&');
  const holston = new URL(brandUrl(baseURL, 'holston'));
  expect(link && new URL(link).host).toBe(holston.host);
  expect(mail?.text).toContain(`${holston.origin}/register-interest?uuid=`);

  await page.goto(link ?? '');
  await expect(page).toHaveTitle('Holston | Enrollments');
  await expect(page.getByRole('img', { name: 'Holston' }).first()).toBeVisible();
});

test('an unknown site id shows the Invalid Site ID page', async ({ page }) => {
  await page.goto('/interest?site=0123456789abcdef01234567');
  await expect(page.getByRole('heading', { name: 'Invalid Site ID' })).toBeVisible();
  await expect(
    page.getByText(
      'The site ID "0123456789abcdef01234567" is not valid. Please check the URL and try again.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
