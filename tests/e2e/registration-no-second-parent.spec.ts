import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { birthDateYearsAgo } from './support/dates.ts';
import { KINGSPORT_ID, registrationByStudentEmail, uniqueTag } from './support/registration-flows.ts';

/**
 * A Spanish-speaking single mother registers her 16-year-old at a Holston (11-step) center
 * on a phone, choosing 'No hay un segundo padre, madre o tutor'. The fields are found by their
 * names (the stored values are in English); what she reads is checked in Spanish.
 */
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const THANK_YOU_ES =
  '¡Gracias! Su inscripción se completó con éxito. Un miembro de nuestro equipo se comunicará con usted en un plazo de un día hábil.';

/** The Spanish step names of the short flow, in order (the mailing address is the same: skipped). */
const STEPS_ES = [
  'Información del estudiante',
  'Preferencias del estudiante (2/11)',
  'Información del padre, madre o tutor 1',
  'Información del padre, madre o tutor 2 (4/11)',
  'Domicilio',
  'Origen étnico',
  'Escuela anterior',
  'Idioma principal',
  'Autorizaciones',
  'Custodia',
] as const;

function holstonUrl(baseURL: string | undefined): string {
  return (baseURL ?? 'http://localhost:4280').replace('localhost', 'holston.localhost');
}

class SpanishWizard {
  readonly step: Locator;
  constructor(readonly page: Page) {
    this.step = page.getByTestId('wizard-step');
  }
  heading(title: string): Locator {
    return this.step.getByRole('heading', { name: title, exact: true, level: 1 });
  }
  field(name: string): Locator {
    return this.step.locator(`[name="${name}"]`);
  }
  async radio(name: string, value: string): Promise<void> {
    await this.step.locator(`input[type="radio"][name="${name}"][value="${value}"]`).check();
  }
  async next(title: string): Promise<void> {
    await this.page.getByTestId('wizard-next').tap();
    await expect(this.heading(title)).toBeVisible();
  }
}

test('a Spanish-speaking parent registers without a second parent on a phone', async ({ page, baseURL }) => {
  const tag = uniqueTag();
  const studentEmail = `e2e.nsp.${tag}@example.com`;
  const wizard = new SpanishWizard(page);
  await page.goto(`${holstonUrl(baseURL)}/register?site=${KINGSPORT_ID}&lang=es`);
  await expect(wizard.heading(STEPS_ES[0])).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('registration-welcome')).toContainText(
    'Está inscribiendo al estudiante en Holston - Kingsport.',
  );
  // The line's 'Step n of 11' is the wizard frame's; the step name after it is Spanish.
  await expect(page.getByTestId('wizard-progress')).toHaveText(new RegExp(` · ${STEPS_ES[0]}$`));

  // Student Information
  await expect(wizard.step.getByLabel(/^Nombre del estudiante/)).toBeVisible();
  // The first name typed in lower case stays so; once the typing rests in the field, its capitalised
  // form is offered in Spanish under it, stays when the field is left, and is taken. The last name,
  // typed as written, is offered nothing.
  await wizard.field('firstName').fill('lucía');
  const capitals = wizard.step.getByRole('button', { name: 'Usar “Lucía”', exact: true });
  await expect(capitals).toBeVisible();
  await wizard.field('lastName').fill('Morales');
  await expect(wizard.field('firstName')).toHaveValue('lucía');
  await capitals.tap();
  await expect(wizard.field('firstName')).toHaveValue('Lucía');
  await expect(capitals).toHaveCount(0);
  await expect(wizard.step.getByRole('button', { name: /^Usar “/ })).toHaveCount(0);
  await wizard.radio('haveSuffix', 'no');
  await wizard.radio('gender', 'Female');
  await wizard.field('birthDate').fill(birthDateYearsAgo(16));
  await wizard.field('gradeLevel').selectOption('10');
  await wizard.field('studentEmail').fill(studentEmail);
  await wizard.field('studentPrimaryPhone').fill('4235550140');
  await wizard.radio('studentPrimaryPhoneType', 'Cell');
  await expectNoSeriousA11yViolations(page);
  await wizard.next(STEPS_ES[1]);

  // Student Preference
  await wizard.field('studentName').fill('Lucy');
  await wizard.radio('preferredpronouns', 'She/Her/Hers');
  await wizard.next(STEPS_ES[2]);

  // Parent 1: the mother
  await wizard.field('pgRelationshipToStudent').selectOption('Mother');
  await wizard.field('pgFirstName').fill('Rosa');
  await wizard.field('pgLastName').fill('Morales');
  await wizard.field('pgPrimaryEmail').fill(`e2e.nsp.mother.${tag}@example.com`);
  await wizard.field('pgPrimaryPhone').fill('4235550141');
  await wizard.radio('pgPrimaryPhoneType', 'Cell');
  await wizard.radio('liveWithPg', 'yes');
  await wizard.next(STEPS_ES[3]);

  // Parent 2: none. One tap on the choice at the top, and nothing else is asked.
  const none = wizard.step.getByRole('checkbox', { name: 'No hay un segundo padre, madre o tutor' });
  await expect(wizard.field('pg2RelationshipToStudent')).toBeVisible();
  const label = wizard.step.getByText('No hay un segundo padre, madre o tutor', { exact: true });
  const box = await label.locator('xpath=..').boundingBox();
  expect(box?.height, 'the choice is at least 44 px high').toBeGreaterThanOrEqual(44);
  await label.tap();
  await expect(none).toBeChecked();
  await expect(
    wizard.step.getByText('No se necesita información de un segundo padre, madre o tutor.'),
  ).toBeVisible();
  await expect(wizard.field('pg2RelationshipToStudent')).toHaveCount(0);
  await expect(wizard.field('pg2FirstName')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await wizard.next(STEPS_ES[4]);

  // Physical address (Tennessee: the county is typed); the mailing address is the same.
  await wizard.radio('liveWithPg', 'yes');
  await wizard
    .field('livingStatus')
    .selectOption('Living with parent(s)/guardian(s) in a house or apartment');
  await wizard.field('state').selectOption('Tennessee');
  await wizard.field('street').fill('400 Clinchfield St');
  await wizard.field('city').fill('Kingsport');
  await wizard.field('zip').fill('37660');
  await wizard.field('county').fill('Sullivan');
  await wizard.radio('isMailingAddressTheSame', 'yes');
  await wizard.next(STEPS_ES[5]);

  await wizard.radio('isStudentHispanicOrLatino', 'yes');
  await wizard.field('primaryRaceCategory').selectOption('White');
  await wizard.next(STEPS_ES[6]);

  await wizard.field('previousSchool').fill('dobyns-Bennett High School');
  await wizard.next(STEPS_ES[7]);

  await wizard.field('primaryLanguage').selectOption('Spanish');
  await wizard.next(STEPS_ES[8]);

  await wizard.radio('releasePermissionToTextStudent', 'yes');
  await wizard.radio('releasePermissionToTextPg', 'yes');
  await wizard.radio('releaseAllowStudentAccessToGoogleAppsForEducation', 'yes');
  await wizard.next(STEPS_ES[9]);

  await wizard.radio('custodyIssueExists', 'no');
  await wizard.radio('legalRestrictionsForAnyParent', 'no');
  await page.getByTestId('wizard-submit').tap();

  // The Spanish thank-you: the message, the registration ID once, what happens next.
  const thankYou = page.getByRole('heading', { level: 1, name: THANK_YOU_ES });
  await expect(thankYou).toBeVisible();
  const record = await registrationByStudentEmail(studentEmail);
  await expect(page.getByTestId('registration-id')).toHaveText(`Su número de inscripción: ${record._uuid}`);
  await expect(page.getByText(record._uuid)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Próximos pasos' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Volver a la página principal' });
  const homeBox = await home.boundingBox();
  expect(homeBox?.height).toBeGreaterThanOrEqual(44);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // Stored: no Parent 2, the family's language Spanish, the answers in the spec's English values.
  expect(record).toMatchObject({
    status: 'Enrollment Submitted',
    learningCenterId: KINGSPORT_ID,
    language: 'es',
    noSecondParent: true,
    age: 16,
    firstName: 'Lucía',
    pgRelationshipToStudent: 'Mother',
    pgFirstName: 'Rosa',
    pg2RelationshipToStudent: '',
    pg2FirstName: '',
    pg2LastName: '',
    pg2PrimaryEmail: '',
    pg2PrimaryPhone: '',
    pg2PrimaryPhoneType: '',
    primaryLanguage: 'Spanish',
    custodyIssueExists: { yes: false, no: true },
  });
});
