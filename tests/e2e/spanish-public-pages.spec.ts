import { randomUUID } from 'node:crypto';
import type { InterestEntry } from '@enroll/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import { db, documentsWhere, waitForOutbox } from '../support/local-stack.ts';
import { atBothWidths } from './support/public-states.ts';

/*
 * A Spanish-speaking parent walks the public pages in Spanish on a phone (finder, landing page,
 * interest form, rights modal, confirmation), switches back to English, and the choice holds after
 * a reload. What the width changes (the switch above the heading, the 44 px tap targets) is checked at
 * 375 and 1280 px on the same pages; the texts and what is stored do not depend on the width. Axe runs
 * on each of these page states in both languages and at both widths in public-pages-axe.spec.ts.
 */

const LANCASTER = 'Learn4Life - Lancaster';
const SPANISH_PLACEHOLDER = 'Busque un centro cerca de usted. Escriba un código postal o un estado.';
const RIGHTS_ES = 'Derechos de inscripción en escuelas chárter';
const RIGHTS_EN = 'Charter School Enrollment Rights';

function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}`));
}

/** A thumb must hit it: at least 44 × 44 px. */
async function expectTapTarget(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the target is laid out').not.toBeNull();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

async function storedInterest(uuid: string): Promise<InterestEntry | undefined> {
  return (await documentsWhere<InterestEntry>(db.container('interests'), '_uuid', uuid))[0];
}

async function checkRightsModal(page: Page, name: string, close: string): Promise<void> {
  const opener = page.getByRole('button', { name });
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: close }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('a parent finds a center, requests information in Spanish and is offered the registration; English is remembered; the finder and the not-found page switch language in place', async ({
  page,
}) => {
  // The finder in Spanish from ?lang=es: Learn4Life's heading with the switch above it.
  await page.goto('/?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'Para encontrar el centro de Learn4Life más cercano a usted, escriba su código postal a continuación.',
  });
  await expect(heading).toBeVisible();
  const languageSwitch = page.getByTestId('language-switch');
  await expect(languageSwitch).toHaveText('English');
  await atBothWidths(page, async () => {
    await expectTapTarget(languageSwitch);
    // The switch sits above the heading (never over it).
    const switchBox = await languageSwitch.boundingBox();
    const headingBox = await heading.boundingBox();
    expect((switchBox?.y ?? 0) + (switchBox?.height ?? 0)).toBeLessThanOrEqual(headingBox?.y ?? 0);
  });

  const search = page.getByPlaceholder(SPANISH_PLACEHOLDER);
  await search.fill('93534');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]zip=93534/);
  await expect(page.getByTestId('results-status')).toHaveText(
    /^Se encontr(ó \d+ centro|aron \d+ centros) de aprendizaje$/,
  );
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: LANCASTER }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('A 0.0 millas')).toBeVisible();
  const siteId = await card.getAttribute('data-site-id');
  if (!siteId) throw new Error('the card names its site');

  // The center's landing page, in Spanish; Expanded Learning Registration carries the center.
  await page.goto(`/information?site=${siteId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Gracias por su interés en nuestra escuela!' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: LANCASTER })).toBeVisible();
  await expect(page).toHaveTitle('Learn4Life | Inscripciones');
  await expect(page.getByRole('link', { name: 'Inscripción al Aprendizaje Ampliado' })).toHaveAttribute(
    'href',
    new RegExp(`[?&]site=${siteId}(&|$)`),
  );
  await page.getByRole('button', { name: 'Pedir información' }).click();
  await expect(page).toHaveURL(`/interest?site=${siteId}`);

  // The interest form in Spanish: the rule's banner and the message beside Submit.
  await expect(page.getByRole('heading', { level: 1, name: 'Información del estudiante' })).toBeVisible();
  await expect(page.getByTestId('interest-intro')).toContainText('Reciba su Info Kit gratuito');
  const submit = page.getByRole('button', { name: 'Enviar' });
  await submit.click();
  await expect(page.getByTestId('notification-banner')).toHaveText(
    'Por favor, complete todos los campos obligatorios',
  );
  await expect(page.getByTestId('submit-message')).toHaveText(
    'Por favor, complete todos los campos obligatorios',
  );
  await expect(page.getByText('Por favor, escriba una fecha de nacimiento válida')).toBeVisible();
  await checkRightsModal(page, RIGHTS_ES, 'Cerrar');

  const email = `e2e.es.${randomUUID().slice(0, 8)}@example.com`;
  // Names typed in lower case stay so; once the typing rests in each, it offers its capitalised
  // form in Spanish, kept when the field is left. The parent's first name takes it; the others
  // are sent as typed.
  const usar = (suggestion: string) =>
    page.getByRole('button', { name: `Usar “${suggestion}”`, exact: true });
  await field(page, 'Nombre del estudiante').fill('ana');
  await expect(usar('Ana')).toBeVisible();
  await field(page, 'Apellido del estudiante').fill('lópez');
  await expect(usar('López')).toBeVisible();
  await field(page, 'Fecha de nacimiento').fill(birthDateYearsAgo(15));
  await expect(page.getByTestId('parent-information')).toBeVisible();
  const relationship = field(page, 'Relación con el estudiante');
  await expect(relationship.locator('option[value="Parent"]')).toHaveText('Padre o madre');
  await relationship.selectOption('Parent');
  await field(page, 'Nombre del padre, la madre o el tutor').fill('maría');
  await expect(usar('María')).toBeVisible();
  await field(page, 'Apellido del padre, la madre o el tutor').fill('lópez');
  await expect(usar('López')).toHaveCount(2);
  await field(page, 'Apellido del padre, la madre o el tutor').blur();
  await expect(field(page, 'Nombre del padre, la madre o el tutor')).toHaveValue('maría');
  await expect(usar('Ana')).toBeVisible();
  await expect(usar('López')).toHaveCount(2);
  await page.getByRole('button', { name: 'Usar “María”', exact: true }).click();
  await expect(field(page, 'Nombre del padre, la madre o el tutor')).toHaveValue('María');
  await expect(page.getByRole('button', { name: 'Usar “María”', exact: true })).toHaveCount(0);
  await field(page, 'Correo electrónico').fill(email);
  await field(page, 'Teléfono').pressSequentially('6615550134');
  await field(page, 'Código postal').fill('93534');
  await expect(page.getByTestId('submit-message')).toBeHidden();
  await submit.click();

  // The Spanish confirmation names the address and offers the registration (the e-mail's link).
  await expect(page.getByRole('heading', { level: 1, name: '¡Info Kit enviado!' })).toBeVisible();
  await expect(page.getByTestId('interest-confirmation-email')).toHaveText(
    `Enviamos su Info Kit a ${email}, con un enlace para comenzar la inscripción.`,
  );
  const start = page.getByRole('link', { name: 'Comenzar la inscripción ahora' });
  const href = (await start.getAttribute('href')) ?? '';
  const uuid = new URL(href, 'http://app.invalid').searchParams.get('uuid') ?? '';
  expect(href).toBe(`/register-interest?uuid=${uuid}&site=${siteId}`);
  await atBothWidths(page, async () => {
    await expectTapTarget(start);
    for (const link of await page.getByTestId('interest-confirmation').getByRole('link').all()) {
      await expectTapTarget(link);
    }
  });

  const entry = await storedInterest(uuid);
  expect(entry).toMatchObject({
    language: 'es',
    primaryEmail: email,
    studentFirstName: 'ana',
    studentLastName: 'lópez',
    parentFirstName: 'María',
  });
  const [mail] = await waitForOutbox((message) => message.to === email);
  expect(mail?.subject).toBe('Su Info Kit de Learn4Life');
  expect(mail?.text).toContain(`/register-interest?uuid=${uuid}&site=${siteId}`);

  // Back to English: the page follows at once, and the choice holds after a reload.
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Info Kit Sent!' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('interest-confirmation-email')).toHaveText(
    `We sent your Info Kit to ${email}, with a link to start the registration.`,
  );
  await expect(page.getByRole('link', { name: 'Start the registration now' })).toHaveAttribute('href', href);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Information' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('language-switch')).toHaveText('Español');
  await checkRightsModal(page, RIGHTS_EN, 'Close');

  await page.goto(`/information?site=${siteId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your interest in our school!' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Expanded Learning Registration' })).toHaveAttribute(
    'href',
    new RegExp(`[?&]site=${siteId}(&|$)`),
  );

  await page.goto('/?zip=93534');
  await expect(page.getByTestId('results-status')).toHaveText(/^\d+ learning centers? found$/);
  await expect(page.getByTestId('language-switch')).toHaveText('Español');

  // Switching the finder to Spanish keeps its search, and the not-found page switches too.
  await page.goto('/?lang=en&zip=93534');
  await expect(page.getByTestId('results-status')).toHaveText(/^\d+ learning centers? found$/);
  await page.getByTestId('language-switch').click();
  await expect(page.getByTestId('results-status')).toHaveText(
    /^Se encontr(ó \d+ centro|aron \d+ centros) de aprendizaje$/,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The search stays in the address; ?lang= goes, so the new choice is the one a reload keeps.
  await expect(page).toHaveURL(/\/\?zip=93534$/);
  await page.reload();
  await expect(page.getByTestId('results-status')).toHaveText(/^Se encontr/);
  await expect(page.getByPlaceholder(SPANISH_PLACEHOLDER)).toHaveValue('93534');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
