import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { connectionLost, countPosts } from './support/offline.ts';
import { interestByEmail } from './support/registration-flows.ts';

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
