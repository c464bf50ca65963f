import type { ConfirmationTemplateRecord, EmailTemplateRecord, Site } from '@enroll/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { readLeloSession, SOON_SESSION_ID } from '../support/lelo.ts';
import { db, seededNamed } from '../support/local-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/*
 * Learning Center Options and its two template screens, as an Admin clicks them: the
 * charter and learning center pickers, the heading, the confirmation message written in the editor
 * with {{firstName}}, the notification addresses added with Enter and Space, and Submit. Learn4Life -
 * Quartz Hill in the session that opens soon: no other spec sets up that pair.
 */

const CENTER = 'Learn4Life - Quartz Hill';
const templates = db.container('templates');

const quartzHill = () => seededNamed<Site>('sites', CENTER);

/** Removes the pair's templates, so each run starts (and ends) with none. */
async function removeTemplates(): Promise<void> {
  const site = await quartzHill();
  for (const kind of ['confirmation', 'email'])
    await templates
      .item(`${kind}_${SOON_SESSION_ID}_${site.id}`, `${kind}_${SOON_SESSION_ID}_${site.id}`)
      .delete()
      .catch(() => undefined);
}

test.beforeAll(removeTemplates);
test.afterAll(removeTemplates);

const heading = (page: Page, name: string, level = 1) =>
  page.getByRole('heading', { level, name, exact: true });

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an Admin picks a learning center, writes its confirmation message and notification addresses, then goes on to its courses', async ({
  page,
}) => {
  const site = await quartzHill();
  const session = await readLeloSession(SOON_SESSION_ID);
  const charter = site.charter.name;
  await signInAsSeeded(page, 'admin');

  // ── Learning Center Options ──
  await page.goto(`/edit-courses/${session.permalink}/${SOON_SESSION_ID}`);
  await expect(heading(page, 'Learning Center Options')).toBeVisible();
  await expect(page.getByText(`${session.name} (${session.schoolYear})`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/intersession');
  const charterSelect = page.getByRole('combobox', { name: /^Charter/ });
  const centerSelect = page.getByRole('combobox', { name: /^Learning Center/ });
  // Nothing chosen: Submit names both missing fields.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Please choose a charter.', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select a learning center.', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await charterSelect.selectOption({ label: charter });
  await expect(centerSelect.locator('option')).toContainText([CENTER]);
  await centerSelect.selectOption({ label: CENTER });
  await expect(heading(page, `${charter} - ${CENTER}`, 2)).toBeVisible();

  // ── Confirmation Page Details, in the dialog ──
  await page.getByRole('button', { name: 'Confirmation Page Details' }).click();
  let dialog = page.getByRole('dialog', { name: `Confirmation Page Details: ${CENTER}` });
  let editor = dialog.getByRole('textbox', { name: 'Confirmation message' });
  await expect(editor).toBeEditable();
  const preview = dialog.getByTestId('confirmation-preview');
  await expect(preview).toContainText('No message yet: families see the default text.');
  await expect(
    dialog.getByRole('toolbar', { name: 'Confirmation message' }).getByRole('button', { name: 'Bold' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await editor.click();
  await editor.pressSequentially('Welcome to Quartz Hill, ');
  await dialog.getByRole('button', { name: 'Insert {{firstName}}' }).click();
  await editor.pressSequentially('!');
  await expect(editor).toHaveText('Welcome to Quartz Hill, {{firstName}}!');
  await expect(preview).toHaveText('Welcome to Quartz Hill, {{firstName}}!');
  // Tab leaves the editor (no keyboard trap).
  await editor.press('Tab');
  await expect(editor).not.toBeFocused();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Content saved successfully!', { exact: true })).toBeVisible();
  const confirmationId = `confirmation_${SOON_SESSION_ID}_${site.id}`;
  const { resource: storedMessage } = await templates
    .item(confirmationId, confirmationId)
    .read<ConfirmationTemplateRecord>();
  expect(storedMessage?.templateMessage).toContain('Welcome to Quartz Hill, {{firstName}}!');
  expect(storedMessage).toMatchObject({
    charter_id: site.charter.id,
    learningCenters: CENTER,
    permaLink: session.permalink,
  });
  await closeDialog(dialog);

  // Reopened, it shows the saved message; a second save updates it.
  await page.getByRole('button', { name: 'Confirmation Page Details' }).click();
  dialog = page.getByRole('dialog', { name: `Confirmation Page Details: ${CENTER}` });
  editor = dialog.getByRole('textbox', { name: 'Confirmation message' });
  await expect(editor).toHaveText('Welcome to Quartz Hill, {{firstName}}!');

  // The Spanish message, on its own tab: until it is written, Spanish-speaking families see the
  // Spanish default text, then the English message under a note.
  await dialog.getByRole('tab', { name: 'Español' }).click();
  const spanishEditor = dialog.getByRole('textbox', { name: 'Spanish confirmation message' });
  const spanishPreview = dialog.getByTestId('confirmation-preview');
  await expect(spanishEditor).toBeEditable();
  await expect(dialog.getByRole('textbox', { name: 'Confirmation message', exact: true })).toHaveCount(0);
  await expect(spanishPreview).toContainText('No Spanish message yet');
  await expect(spanishPreview).toContainText('Ya está inscrito y no necesita hacer nada más');
  await expect(spanishPreview).toContainText(
    'La escuela escribió el siguiente mensaje solo en inglés.Welcome to Quartz Hill, {{firstName}}!',
  );
  await expectNoSeriousA11yViolations(page);
  await spanishEditor.click();
  await spanishEditor.pressSequentially('Bienvenida a Quartz Hill, ');
  await dialog.getByRole('button', { name: 'Insert {{firstName}}' }).click();
  await expect(spanishPreview).toHaveText('Bienvenida a Quartz Hill, {{firstName}}');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const storedTemplate = async () =>
    (await templates.item(confirmationId, confirmationId).read<ConfirmationTemplateRecord>()).resource;
  await expect
    .poll(async () => (await storedTemplate())?.templateMessageEs)
    .toContain('Bienvenida a Quartz Hill, {{firstName}}');
  expect((await storedTemplate())?.templateMessage).toContain('Welcome to Quartz Hill, {{firstName}}!');
  // The English tab keeps its own message.
  await dialog.getByRole('tab', { name: 'English' }).click();
  await expect(editor).toHaveText('Welcome to Quartz Hill, {{firstName}}!');
  await closeDialog(dialog);

  // ── Email Notifications, in the dialog ──
  await page.getByRole('button', { name: 'Email Notifications' }).click();
  dialog = page.getByRole('dialog', { name: `Email Notification Settings: ${CENTER}` });
  const address = dialog.getByRole('textbox', { name: 'Notification email addresses' });
  await expect(dialog.getByText('No addresses yet.', { exact: true })).toBeVisible();
  await address.pressSequentially('office.quartzhill@learn4life.example');
  await address.press('Enter');
  await expect(address).toHaveValue('');
  await address.pressSequentially('registrar.quartzhill@learn4life.example');
  await address.press('Space');
  await expect(address).toHaveValue('');
  await address.pressSequentially('not-an-address');
  await address.press('Enter');
  await expect(dialog.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(address).toHaveValue('not-an-address');
  await address.fill('');
  const tags = dialog
    .getByRole('region', { name: 'Addresses to notify' })
    .getByRole('button', { name: /\.example$/ });
  await expect(tags).toHaveText([
    'office.quartzhill@learn4life.example',
    'registrar.quartzhill@learn4life.example',
  ]);
  // Both family addresses are on for new settings; the screen says who receives what.
  const parentSwitch = dialog.getByRole('switch', {
    name: "Send the family's confirmation to the parent's email",
  });
  await expect(parentSwitch).toBeChecked();
  await dialog
    .getByRole('switch', { name: "Send the family's confirmation to the student's email" })
    .uncheck();
  await expect(dialog.getByTestId('email-recipients-summary')).toContainText(
    "The family's confirmation and signed agreement go to the parent's email only.",
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Email notification setup saved successfully!', { exact: true })).toBeVisible();
  const emailId = `email_${SOON_SESSION_ID}_${site.id}`;
  const { resource: storedEmail } = await templates.item(emailId, emailId).read<EmailTemplateRecord>();
  expect(storedEmail).toMatchObject({
    email: ['office.quartzhill@learn4life.example', 'registrar.quartzhill@learn4life.example'],
    pgPrimaryEmail: true,
    studentEmail: false,
  });
  await closeDialog(dialog);

  // ── Submit: the course offerings of a center with none yet ──
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(
    `/edit-courseOfferings/${[charter, site.charter.id, CENTER, site.id, session.permalink, SOON_SESSION_ID]
      .map(encodeURIComponent)
      .join('/')}`,
  );
});

test('the template screens on their own routes show what is saved and update it', async ({ page }) => {
  const site = await quartzHill();
  const session = await readLeloSession(SOON_SESSION_ID);
  await signInAsSeeded(page, 'admin');
  const params = [site.charter.id, CENTER, site.id, session.permalink, SOON_SESSION_ID]
    .map(encodeURIComponent)
    .join('/');

  await page.goto(`/edit-email-confirmation/${params}`);
  await expect(heading(page, 'Email Notification Settings')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Learning Center Options' })).toHaveAttribute(
    'href',
    `/edit-courses/${session.permalink}/${SOON_SESSION_ID}?site=${site.id}`,
  );
  const address = page.getByRole('textbox', { name: 'Notification email addresses' });
  await expect(address).toBeEditable();
  await address.pressSequentially('frontdesk.quartzhill@learn4life.example');
  await address.press('Enter');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Saved before (the first test) or not: a first save creates, a later one updates.
  await expect(
    page.getByText(/^Email notification (setup saved|settings updated) successfully!$/),
  ).toBeVisible();

  await page.goto(`/edit-confirmation/${params}`);
  await expect(heading(page, 'Confirmation Page Details')).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Confirmation message' });
  await expect(editor).toBeEditable();
  await expectNoSeriousA11yViolations(page);
  await editor.click();
  await editor.press('End');
  await editor.pressSequentially(' See you soon.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Content saved successfully!', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Confirmation message' })).toContainText('See you soon.');
});
