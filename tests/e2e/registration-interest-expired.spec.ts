import type { InterestEntry } from '@enroll/domain';
import { expect, test } from '@playwright/test';
import { db } from '../support/local-stack.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { RegistrationPage } from './pages/registration-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { requestInformation } from './support/interest-link.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

test('an interest link older than 60 days pre-fills nothing and lets the family start again, in English and Spanish', async ({
  page,
  request,
}) => {
  const { id, uuid } = await requestInformation(request, 'Expired');
  // The family asked 61 days ago.
  const item = db.container('interests').item(id, id);
  const { resource } = await item.read<InterestEntry>();
  if (!resource) throw new Error('the interest was not stored');
  await item.replace({ ...resource, createdAt: new Date(Date.now() - 61 * DAY_MS).toISOString() });

  await page.goto(`/register-interest?uuid=${uuid}&site=${LANCASTER_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired. Links from a request for information work for 60 days.',
  );
  await expect(page.getByText('Nina')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Request information again: the interest form of the same learning center.
  await page.getByRole('link', { name: 'Request information again' }).click();
  await expect(page).toHaveURL(new RegExp(`/interest\\?site=${LANCASTER_ID}$`));
  await page.goBack();
  // Or a fresh registration there, nothing of the old request filled in.
  await page.getByRole('link', { name: 'Start the registration' }).click();
  // The wizard adds its step to the address.
  await expect(page).toHaveURL(new RegExp(`/register\\?site=${LANCASTER_ID}(&|$)`));
  const wizard = new RegistrationPage(page);
  await wizard.expectStep('Student Information');
  await expect(wizard.field('Student First Name')).toHaveValue('');

  // The same page in Spanish (?lang=es).
  await page.goto(`/register-interest?uuid=${uuid}&site=${LANCASTER_ID}&lang=es`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya venció' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a solicitar información' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comenzar la inscripción' })).toBeVisible();
});
