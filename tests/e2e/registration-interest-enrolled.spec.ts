import { expect, test } from '@playwright/test';
import { completeDraft } from '../../domain/test-support/registration-drafts.ts';
import { birthDateYearsAgo } from '../support/dates.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { requestInformation } from './support/interest-link.ts';

test('an interest link opened after the registration says so and pre-fills nothing', async ({
  page,
  request,
}) => {
  const { uuid, email } = await requestInformation(request, 'Enrolled');
  const registration = await request.post('/api/registration/public', {
    data: {
      ...completeDraft({ birthDate: birthDateYearsAgo(16), studentEmail: email }),
      site: LANCASTER_ID,
      uuid,
    },
  });
  expect(registration.status()).toBe(201);

  for (const address of [
    `/register-interest?uuid=${uuid}`,
    `/register-interest?uuid=${uuid}&site=${LANCASTER_ID}`,
  ]) {
    await page.goto(address);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registration already submitted' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'This registration has already been submitted. Please contact your learning center to make a change.',
    );
    await expect(page.getByRole('link', { name: 'Find a location' })).toBeVisible();
    await expect(page.getByText('Nina')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
});
