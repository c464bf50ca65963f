import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { completeDraft } from '../../domain/test-support/registration-drafts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { birthDateYearsAgo } from './support/dates.ts';
import { LANCASTER_ID } from './support/registration-flows.ts';

test('an interest link opened after the registration says so and pre-fills nothing', async ({
  page,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const interest = await request.post('/api/enrollment/public', {
    data: {
      studentFirstName: 'Nina',
      studentLastName: 'Enrolled',
      birthDate: birthDateYearsAgo(15),
      parentRelationship: 'Guardian',
      parentFirstName: 'June',
      parentLastName: 'Enrolled',
      primaryEmail: `e2e.enrolled.${tag}@example.com`,
      phone: '661-555-0150',
      zipCode: '93534',
      site: LANCASTER_ID,
    },
  });
  expect(interest.status()).toBe(201);
  const { _uuid: uuid } = (await interest.json()) as { _uuid: string };
  const registration = await request.post('/api/registration/public', {
    data: {
      ...completeDraft({ birthDate: birthDateYearsAgo(16), studentEmail: `e2e.enrolled.${tag}@example.com` }),
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
