import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { RegistrationPage, type SHORT_STEPS } from './pages/registration-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { birthDateYearsAgo } from './support/dates.ts';
import {
  adultShortAnswers,
  fillStep,
  interestByEmail,
  KINGSPORT_ID,
  LANCASTER_ID,
  registrationByStudentEmail,
  walkWizard,
} from './support/registration-flows.ts';

/** The short flow's submit step. */
const LAST_SHORT_STEP = 'Parent Custody Information' satisfies (typeof SHORT_STEPS)[number];

/** The notice a family form shows while its submit waits for the connection. */
function connectionLost(page: Page) {
  return page.getByTestId('connection-lost');
}

/** The POSTs of `path` the page sends from now on (each one, even a failed one). */
function countPosts(page: Page, path: string): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return { count: () => count };
}

test('offline at submit, the interest form in Spanish says so, then sends the form once when the connection is back', async ({
  page,
  context,
}) => {
  await page.goto(`/interest?site=${LANCASTER_ID}&lang=es`);
  await expect(page.getByRole('heading', { name: 'Información del estudiante', level: 1 })).toBeVisible();
  const email = `e2e.offline.${randomUUID().slice(0, 8)}@example.com`;
  await page.getByLabel(/^Nombre del estudiante/).fill('Lucía');
  await page.getByLabel(/^Apellido del estudiante/).fill('de la Cruz');
  await page.getByLabel(/^Fecha de nacimiento/).fill(birthDateYearsAgo(19));
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Teléfono/).pressSequentially('6615550134');
  await page.getByLabel(/^Código postal/).fill('93534');
  const posts = countPosts(page, '/api/enrollment/public');
  // A family fills the form for a while first: the form's checks (fetched as it is first focused)
  // are in before the connection goes.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(connectionLost(page)).toHaveText(
    'Se perdió la conexión. Su formulario se enviará cuando vuelva a estar en línea.',
  );
  await expect(page.getByRole('status').filter({ has: connectionLost(page) })).toHaveAttribute(
    'aria-live',
    'polite',
  );
  // Nothing typed is lost, and a second press while offline (the button is aria-disabled, so the
  // press is forced) sends nothing more.
  await expect(page.getByLabel(/^Apellido del estudiante/)).toHaveValue('de la Cruz');
  await page.getByRole('button', { name: /^Enviando/ }).click({ force: true });
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await expect(page.getByTestId('interest-confirmation')).toBeVisible();
  await expect(connectionLost(page)).toHaveCount(0);
  expect(posts.count()).toBe(1);
  const entry = await interestByEmail(email);
  expect(entry).toMatchObject({ studentFirstName: 'Lucía', studentLastName: 'de la Cruz', language: 'es' });
});

test('offline before the form could fetch its checks, the interest form still says the connection was lost and sends once back online', async ({
  page,
  context,
}) => {
  await page.goto(`/interest?site=${LANCASTER_ID}&lang=es`);
  await expect(page.getByRole('heading', { name: 'Información del estudiante', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const checksFetched: string[] = [];
  page.on('requestfinished', (request) => {
    if (/\/interest-validation-[^/]*\.js$/.test(new URL(request.url()).pathname))
      checksFetched.push(request.url());
  });
  // The connection goes before the first field is touched: the checks (fetched on first use) never came.
  await context.setOffline(true);
  const email = `e2e.offline.early.${randomUUID().slice(0, 8)}@example.com`;
  await page.getByLabel(/^Nombre del estudiante/).fill('María José');
  await page.getByLabel(/^Apellido del estudiante/).fill('McDonald');
  await page.getByLabel(/^Fecha de nacimiento/).fill(birthDateYearsAgo(19));
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Teléfono/).pressSequentially('6615550136');
  await page.getByLabel(/^Código postal/).fill('93534');
  const posts = countPosts(page, '/api/enrollment/public');

  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(connectionLost(page)).toHaveText(
    'Se perdió la conexión. Su formulario se enviará cuando vuelva a estar en línea.',
  );
  await expect(page.getByText('No pudimos enviar', { exact: false })).toHaveCount(0);
  await expect(page.getByLabel(/^Nombre del estudiante/)).toHaveValue('María José');

  expect(checksFetched).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('interest-confirmation')).toBeVisible();
  await expect(connectionLost(page)).toHaveCount(0);
  expect(checksFetched).toHaveLength(1);
  expect(posts.count()).toBe(1);
  expect(await interestByEmail(email)).toMatchObject({
    studentFirstName: 'María José',
    studentLastName: 'McDonald',
  });
});

test('offline at the registration wizard’s submit: the message, then the thank-you and one stored registration once back online', async ({
  page,
  context,
  baseURL,
}) => {
  // Ten steps filled field by field before the submit: too close to the default 60 s on a busy machine.
  test.slow();
  const answers = adultShortAnswers();
  const wizard = new RegistrationPage(page);
  await wizard.open(
    KINGSPORT_ID,
    (baseURL ?? 'http://localhost:4280').replace('localhost', 'holston.localhost'),
  );
  await walkWizard(wizard, 'short', answers, { until: LAST_SHORT_STEP });
  await fillStep(wizard, 'short', LAST_SHORT_STEP, answers);
  const posts = countPosts(page, '/api/registration/public');

  await context.setOffline(true);
  await wizard.submitButton.click();
  await expect(connectionLost(page)).toHaveText(
    'The connection was lost. Your form will be sent when you are back online.',
  );
  await expect(wizard.heading(LAST_SHORT_STEP)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await wizard.expectThankYouAlone();
  expect(posts.count()).toBe(1);
  const record = await registrationByStudentEmail(answers.student.email);
  expect(record).toMatchObject({ firstName: answers.student.firstName, lastName: answers.student.lastName });
});
