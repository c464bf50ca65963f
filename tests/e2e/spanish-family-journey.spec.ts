import type { LeloRegistrationRecord } from '@enroll/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { NO_PARENT_2 } from '../../domain/test-support/registration-drafts.ts';
import { birthDateYearsAgo } from '../support/dates.ts';
import { leloEntryByStudentEmail } from '../support/lelo.ts';
import { type OutboxMessage, waitForOutbox } from '../support/local-stack.ts';
import { KINGSPORT_ID } from '../support/seeded-sites.ts';
import { brandUrl } from './support/brand-host.ts';
import {
  ACTIVE_PERMALINK,
  expectSignedAgreement,
  familyEmail,
  fillKingsportHome,
} from './support/lelo-flows.ts';
import { interestByEmail, registrationByStudentEmail, uniqueTag } from './support/registration-flows.ts';
import { drawWithFinger, inkedPixels } from './support/signature-strokes.ts';
import { checkSpanishPage } from './support/spanish-page.ts';

/*
 * The whole family journey in Spanish on a phone (375 px, touch): a mother finds Holston -
 * Kingsport, asks for information, registers her 16-year-old daughter in the 11-step wizard with no
 * second parent, then enrolls her in summer courses signing with a finger. The language is chosen
 * once (?lang=es on the first page) and remembered. Every page is Spanish (catalog texts, read from
 * the es catalogs), the three stored entries say 'es', the family's e-mails and the signed agreement
 * are Spanish, the staff copies English.
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
// Three forms, e-mails and a PDF in one walk.
test.setTimeout(180_000);

const CENTER = 'Holston - Kingsport';
const INTEREST_STAFF = 'enroll.kingsport@holston.example';
const REGISTRATION_STAFF = 'registrar.kingsport@holston.example';

/** Spanish step titles of the 11-step registration (registration/i18n/es.ts), the mailing step skipped. */
const REGISTRATION_STEPS = [
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
/** Their numbers in the 11 (the mailing address, step 6, is not walked). */
const REGISTRATION_STEP_NUMBERS = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11] as const;

/** Spanish step titles of the secondary enrollment (lelo/i18n/es.ts), the mailing step skipped. */
const LELO_STEPS = [
  'Inscripción: ubicación (1/7)',
  'Información del estudiante (2/7)',
  'Información del padre, madre o tutor (3/7)',
  'Domicilio (4/7)',
  'Inscripción en clases (6/7)',
  'Acuerdo (7/7)',
] as const;

const THANK_YOU =
  '¡Gracias! Su inscripción se completó con éxito. Un miembro de nuestro equipo se comunicará con usted en un plazo de un día hábil.';

/** Letters only (names allow letters): a last name unique to the run, as the mother types it. */
function lastNameOf(tag: string): string {
  return `Morales${tag.replace(/\d/g, '').slice(0, 4) || 'x'}`;
}

/** A public wizard in Spanish: fields by their form names, the forward controls tapped. */
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
  label(text: string): Locator {
    return this.step.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
  }
  async radio(name: string, value: string): Promise<void> {
    await this.step.locator(`input[type="radio"][name="${name}"][value="${value}"]`).check();
  }
  /** The forward control: round, named in Spanish, tapped. */
  get next(): Locator {
    return this.page.getByTestId('wizard-next');
  }
  async expectStep(title: string): Promise<void> {
    await expect(this.heading(title)).toBeVisible();
    await expect(this.step.locator('form')).toBeVisible();
  }
  async tapNext(title: string): Promise<void> {
    await this.next.tap();
    await this.expectStep(title);
  }
}

function expectSpanishMail(message: OutboxMessage | undefined, subject: string, greeting: string): void {
  expect.soft(message, `an e-mail '${subject}'`).toBeDefined();
  expect.soft(message?.subject).toBe(subject);
  expect.soft(message?.html).toContain('<html lang="es">');
  expect.soft(message?.text).toContain(greeting);
  expect.soft(message?.text).not.toMatch(/\b(Hello|Thank you)\b/);
}

function expectEnglishStaffCopy(message: OutboxMessage | undefined, subject: string): void {
  expect.soft(message, `a staff copy '${subject}'`).toBeDefined();
  expect.soft(message?.subject).toBe(subject);
  expect.soft(message?.html).toContain('<html lang="en">');
  expect.soft(message?.text).toContain('Family language: Spanish');
  expect.soft(message?.text).not.toContain('Hola');
}

test('a Spanish-speaking mother asks for information, registers her daughter without a second parent and enrolls her in courses, all in Spanish on a phone', async ({
  page,
  baseURL,
}) => {
  const tag = uniqueTag();
  const lastName = lastNameOf(tag);
  const parentEmail = `e2e.journey.mother.${tag}@example.com`;
  const studentEmail = `e2e.journey.student.${tag}@example.com`;
  const birthDate = birthDateYearsAgo(16);
  const wizard = new SpanishWizard(page);
  const host = brandUrl(baseURL, 'holston');

  // ── The finder: ?lang=es once; from here on the choice is remembered. ──
  await page.goto(`${host}/?lang=es`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encuentre un centro de aprendizaje de Holston' }),
  ).toBeVisible();
  const search = page.getByPlaceholder(
    'Busque un centro cerca de usted. Escriba un código postal o un estado.',
  );
  await search.fill('37660');
  await page.getByRole('button', { name: 'Buscar', exact: true }).tap();
  await expect(page.getByTestId('results-status')).toHaveText(
    /^Se encontr(ó \d+ centro|aron \d+ centros) de aprendizaje$/,
  );
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: CENTER }) });
  await expect(card).toBeVisible();
  // On a phone the card opens its details first.
  await card.getByRole('button', { name: 'Ver más información' }).tap();
  await expect(card.getByTestId('site-card-hours')).toHaveText(
    'De lunes a viernes, de 8:00 a. m. a 4:00 p. m.',
  );
  await expect(card.getByRole('button', { name: 'Pedir información' })).toBeVisible();
  await checkSpanishPage(page);

  // ── The center's landing page (no ?lang: remembered). ──
  await page.goto(`${host}/information?site=${KINGSPORT_ID}`);
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Gracias por su interés en nuestra escuela!' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quiénes somos' })).toBeVisible();
  await checkSpanishPage(page);
  await page.getByRole('button', { name: 'Pedir información' }).tap();

  // ── The interest form: refused first (the Spanish message), then sent. ──
  await expect(page).toHaveURL(new RegExp(`/interest\\?site=${KINGSPORT_ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Información del estudiante' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Enviar' });
  await submit.tap();
  await expect(page.getByTestId('submit-message')).toHaveText(
    'Por favor, complete todos los campos obligatorios',
  );
  await checkSpanishPage(page);
  const interestField = (label: string) => page.getByLabel(new RegExp(`^${label}`));
  // The first name typed in lower case stays so; once her typing rests in the field, the capitalised
  // form is offered in Spanish under it, stays when she moves on, and the mother takes it. The rest
  // she types as she writes it.
  await interestField('Nombre del estudiante').fill('lucía');
  const capitals = page.getByRole('button', { name: 'Usar “Lucía”', exact: true });
  await expect(capitals).toBeVisible();
  await interestField('Apellido del estudiante').fill(lastName);
  await expect(interestField('Nombre del estudiante')).toHaveValue('lucía');
  await capitals.tap();
  await expect(interestField('Nombre del estudiante')).toHaveValue('Lucía');
  await expect(capitals).toHaveCount(0);
  await interestField('Fecha de nacimiento').fill(birthDate);
  await expect(page.getByTestId('parent-information')).toBeVisible();
  await interestField('Relación con el estudiante').selectOption('Parent');
  await interestField('Nombre del padre, la madre o el tutor').fill('Rosa');
  await interestField('Apellido del padre, la madre o el tutor').fill(lastName);
  await interestField('Correo electrónico').fill(parentEmail);
  await interestField('Teléfono').pressSequentially('4235550141');
  await interestField('Código postal').fill('37660');
  await expect(page.getByTestId('submit-message')).toBeHidden();
  await submit.tap();

  await expect(page.getByRole('heading', { level: 1, name: '¡Todo listo!' })).toBeVisible();
  await expect(page.getByTestId('interest-confirmation-email')).toHaveText(
    `Enviamos un correo electrónico a ${parentEmail} con los próximos pasos y un enlace para comenzar la inscripción.`,
  );
  const start = page.getByRole('link', { name: 'Comenzar la inscripción ahora' });
  await expect(start).toBeVisible();
  await checkSpanishPage(page);

  const interest = await interestByEmail(parentEmail);
  expect(interest).toMatchObject({
    language: 'es',
    learningCenterId: KINGSPORT_ID,
    studentFirstName: 'Lucía',
  });

  // ── The 11-step registration from the confirmation's link, pre-filled; no second parent. ──
  await start.tap();
  await expect(page).toHaveURL(
    new RegExp(`/register-interest\\?uuid=${interest._uuid}&site=${KINGSPORT_ID}`),
  );
  await wizard.expectStep(REGISTRATION_STEPS[0]);
  await expect(page.getByTestId('registration-welcome')).toContainText(
    `Está inscribiendo al estudiante en ${CENTER}.`,
  );
  const expectProgress = async (index: number) => {
    // Soft: a text still in English is reported and the walk goes on, so one run lists every gap.
    await expect
      .soft(page.getByTestId('wizard-progress'))
      .toHaveText(
        `Paso ${REGISTRATION_STEP_NUMBERS[index]} de 11 · ${REGISTRATION_STEPS[index]?.replace(/ \(\d+\/11\)$/, '')}`,
      );
    // The forward control is named in Spanish (the save-for-later note tells the family to press 'Siguiente').
    if (index < REGISTRATION_STEPS.length - 1) {
      await expect.soft(wizard.next).toHaveAccessibleName(/Siguiente/);
    }
    await checkSpanishPage(page);
  };

  // 1. Student Information: the interest's names and birth date are there.
  await expectProgress(0);
  await expect(wizard.label('Nombre del estudiante')).toHaveValue('Lucía');
  await expect(wizard.label('Apellido del estudiante')).toHaveValue(lastName);
  await expect(wizard.label('Fecha de nacimiento')).toHaveValue(birthDate);
  await expect(page.getByTestId('student-age-line')).toHaveText(
    '¿Lucía tiene 16 años? Si no es así, vuelva a seleccionar la fecha de nacimiento',
  );
  // The wizard's own offer too: the first name typed again in lower case stays so; once the typing
  // rests in the field, its capitalised form is offered in Spanish under it, stays when the field is
  // left, and is taken. The last name, typed as written, is offered nothing.
  await wizard.field('firstName').fill('lucía');
  const wizardCapitals = wizard.step.getByRole('button', { name: 'Usar “Lucía”', exact: true });
  await expect(wizardCapitals).toBeVisible();
  await wizard.field('lastName').fill(lastName);
  await expect(wizard.field('firstName')).toHaveValue('lucía');
  await wizardCapitals.tap();
  await expect(wizard.field('firstName')).toHaveValue('Lucía');
  await expect(wizardCapitals).toHaveCount(0);
  await expect(wizard.step.getByRole('button', { name: /^Usar “/ })).toHaveCount(0);
  await wizard.radio('haveSuffix', 'no');
  await wizard.radio('gender', 'Female');
  await wizard.field('gradeLevel').selectOption('10');
  await wizard.field('studentEmail').fill(studentEmail);
  await wizard.field('studentPrimaryPhone').fill('4235550140');
  await wizard.radio('studentPrimaryPhoneType', 'Cell');
  await wizard.tapNext(REGISTRATION_STEPS[1]);

  // 2. Student Preference.
  await expectProgress(1);
  await wizard.field('studentName').fill('Lucy');
  await wizard.radio('preferredpronouns', 'She/Her/Hers');
  await wizard.tapNext(REGISTRATION_STEPS[2]);

  // 3. Parent 1: the mother (her name, e-mail and phone come from the interest).
  await expectProgress(2);
  await expect(wizard.label('Nombre del padre, madre o tutor')).toHaveValue('Rosa');
  await expect(wizard.label('Correo electrónico del padre, madre o tutor')).toHaveValue(parentEmail);
  await wizard.field('pgRelationshipToStudent').selectOption('Mother');
  await expect(wizard.field('pgRelationshipToStudent').locator('option:checked')).toHaveText('Madre');
  await wizard.radio('pgPrimaryPhoneType', 'Cell');
  await wizard.radio('liveWithPg', 'yes');
  await wizard.tapNext(REGISTRATION_STEPS[3]);

  // 4. Parent 2: none, one tap on the choice at the top (at least 44 px high), and nothing else is asked.
  await expectProgress(3);
  const none = wizard.step.getByRole('checkbox', { name: 'No hay un segundo padre, madre o tutor' });
  await expect(wizard.field('pg2RelationshipToStudent')).toBeVisible();
  const noneLabel = wizard.step.getByText('No hay un segundo padre, madre o tutor', { exact: true });
  const noneBox = await noneLabel.locator('xpath=..').boundingBox();
  expect(noneBox?.height, 'the choice is at least 44 px high').toBeGreaterThanOrEqual(44);
  await noneLabel.tap();
  await expect(none).toBeChecked();
  await expect(wizard.field('pg2RelationshipToStudent')).toHaveCount(0);
  await expect(
    wizard.step.getByText('No se necesita información de un segundo padre, madre o tutor.'),
  ).toBeVisible();
  await expect(wizard.field('pg2FirstName')).toHaveCount(0);
  await checkSpanishPage(page);
  await wizard.tapNext(REGISTRATION_STEPS[4]);

  // 5. Physical address (Tennessee: the county is typed); the mailing address is the same.
  await expectProgress(4);
  // The interest's ZIP is there.
  await expect(wizard.field('zip')).toHaveValue('37660');
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
  await wizard.tapNext(REGISTRATION_STEPS[5]);

  // 7. Ethnicity.
  await expectProgress(5);
  await wizard.radio('isStudentHispanicOrLatino', 'yes');
  await wizard.field('primaryRaceCategory').selectOption('White');
  await wizard.tapNext(REGISTRATION_STEPS[6]);

  // 8. Previous school.
  await expectProgress(6);
  await wizard.field('previousSchool').fill('dobyns-Bennett High School');
  await wizard.tapNext(REGISTRATION_STEPS[7]);

  // 9. Primary language: Spanish, shown as 'Español', stored as 'Spanish'.
  await expectProgress(7);
  await wizard.field('primaryLanguage').selectOption('Spanish');
  await expect(wizard.field('primaryLanguage').locator('option:checked')).toHaveText('Español');
  await wizard.tapNext(REGISTRATION_STEPS[8]);

  // 10. Releases.
  await expectProgress(8);
  await wizard.radio('releasePermissionToTextStudent', 'yes');
  await wizard.radio('releasePermissionToTextPg', 'yes');
  await wizard.radio('releaseAllowStudentAccessToGoogleAppsForEducation', 'yes');
  await wizard.tapNext(REGISTRATION_STEPS[9]);

  // 11. Custody, then 'Enviar'.
  await expectProgress(9);
  await wizard.radio('custodyIssueExists', 'no');
  await wizard.radio('legalRestrictionsForAnyParent', 'no');
  const registrationSubmit = page.getByTestId('wizard-submit');
  await expect(registrationSubmit).toHaveText('Enviar');
  await registrationSubmit.tap();

  await expect(page.getByRole('heading', { level: 1, name: THANK_YOU })).toBeVisible();
  const registration = await registrationByStudentEmail(studentEmail);
  await expect(page.getByTestId('registration-id')).toHaveText(
    `Su número de inscripción: ${registration._uuid}`,
  );
  // The registration ID once; the way home at least 44 px high.
  await expect(page.getByText(registration._uuid)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Próximos pasos' })).toBeVisible();
  const homeBox = await page.getByRole('link', { name: 'Volver a la página principal' }).boundingBox();
  expect(homeBox?.height).toBeGreaterThanOrEqual(44);
  await checkSpanishPage(page);
  // Stored: no Parent 2, the family's language Spanish, the answers in the stored English values.
  expect(registration).toMatchObject({
    status: 'Enrollment Submitted',
    language: 'es',
    interestUuid: interest._uuid,
    learningCenterId: KINGSPORT_ID,
    noSecondParent: true,
    age: 16,
    ...NO_PARENT_2,
    firstName: 'Lucía',
    lastName,
    pgRelationshipToStudent: 'Mother',
    pgFirstName: 'Rosa',
    primaryLanguage: 'Spanish',
    custodyIssueExists: { yes: false, no: true },
  });

  // ── The secondary enrollment, from the landing page's 'Expanded Learning Registration'. ──
  await page.goto(`${host}/information?site=${KINGSPORT_ID}`);
  await page.getByRole('link', { name: 'Inscripción al Aprendizaje Ampliado' }).tap();
  await expect(page).toHaveURL(new RegExp(`/forms/${ACTIVE_PERMALINK}\\?site=${KINGSPORT_ID}`));

  // 1/7: the center the landing page named is chosen; the opening says what the family needs.
  await wizard.expectStep(LELO_STEPS[0]);
  await expect(page.getByTestId('lelo-opening')).toContainText('Necesitará:');
  await expect(wizard.label('Centro de aprendizaje').locator('option:checked')).toHaveText(CENTER);
  await checkSpanishPage(page);
  await wizard.tapNext(LELO_STEPS[1]);

  // 2/7: the student.
  await checkSpanishPage(page);
  await wizard.radio('hasPreviouslyEnrolled', 'Yes');
  await wizard.field('firstName').fill('Lucía');
  await wizard.field('lastName').fill(lastName);
  await wizard.radio('gender', 'Female');
  await wizard.field('birthDate').fill(birthDate);
  await wizard.field('studentEmail').fill(studentEmail);
  await wizard.field('studentPrimaryPhone').fill('4235550140');
  await wizard.radio('studentPrimaryPhoneType', 'Cell');
  await wizard.tapNext(LELO_STEPS[2]);

  // 3/7: the mother.
  await checkSpanishPage(page);
  await wizard.field('pgRelationshipToStudent').selectOption('Mother');
  await wizard.field('pgFirstName').fill('Rosa');
  await wizard.field('pgLastName').fill(lastName);
  await wizard.field('pgPrimaryEmail').fill(parentEmail);
  await wizard.field('pgPrimaryPhone').fill('4235550141');
  await wizard.radio('pgPrimaryPhoneType', 'Cell');
  await wizard.tapNext(LELO_STEPS[3]);

  // 4/7: the address; the mailing address is the same (5/7 skipped).
  await checkSpanishPage(page);
  await fillKingsportHome(wizard, '400 Clinchfield St');
  await wizard.tapNext(LELO_STEPS[4]);

  // 6/7: grade 10, Health, then the first other course the center offers (other specs may change the
  // offering; every option reads 'Créditos' in Spanish).
  await wizard.field('gradeLevel').selectOption('10');
  const first = wizard.label('Curso 1');
  const health = first.locator('option', { hasText: /^Health \(Créditos: / });
  await first.selectOption((await health.getAttribute('value')) ?? '');
  const second = wizard.label('Curso 2');
  const other = second.locator('option', { hasText: /\(Créditos: / }).first();
  await second.selectOption((await other.getAttribute('value')) ?? '');
  await checkSpanishPage(page);
  await wizard.tapNext(LELO_STEPS[5]);

  // 7/7: the agreement (the school gave no Spanish text: its English one, said so), both signatures
  // drawn with a finger.
  await expect(page.getByTestId('lelo-agreement-language')).toHaveText(
    'La escuela no proporcionó una traducción al español de este acuerdo; se muestra en inglés.',
  );
  await wizard.step.getByRole('checkbox', { name: 'He leído y entiendo el acuerdo' }).check();
  for (const [pad, nameLabel, name] of [
    ['Firma del estudiante', 'Nombre del estudiante', `Lucía ${lastName}`],
    ['Firma del padre, madre o tutor', 'Nombre del padre, madre o tutor', `Rosa ${lastName}`],
  ] as const) {
    const canvas = wizard.step
      .getByRole('group', { name: new RegExp(`^${pad}\\*?$`) })
      .getByRole('img', { name: 'Firme con el dedo o con el mouse' });
    await drawWithFinger(page, canvas);
    await expect.poll(() => inkedPixels(canvas), `${pad} shows the stroke`).toBeGreaterThan(100);
    const typed = wizard.label(nameLabel);
    await typed.clear();
    await typed.pressSequentially(name);
  }
  await checkSpanishPage(page);
  const leloSubmit = page.getByTestId('wizard-submit');
  await expect(leloSubmit).toHaveText('Enviar');
  await leloSubmit.tap();

  // The Spanish confirmation.
  const confirmation = page.getByTestId('lelo-confirmation');
  await expect(
    confirmation.getByRole('heading', { level: 1, name: `¡Gracias, Lucía ${lastName}!` }),
  ).toBeVisible();
  await expect(confirmation.getByText('Recibimos su inscripción en los cursos.')).toBeVisible();
  const uuid = ((await page.getByTestId('lelo-registration-id').textContent()) ?? '').trim();
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  await expect(confirmation.locator('dt', { hasText: 'Número de inscripción' })).toBeVisible();
  await expect(page.getByTestId('lelo-confirmation-message')).toContainText(
    'Ya está inscrito y no necesita hacer nada más',
  );
  await checkSpanishPage(page);

  const entry: LeloRegistrationRecord = await leloEntryByStudentEmail(studentEmail);
  expect(entry).toMatchObject({ _uuid: uuid, status: 'Signed', language: 'es', siteId: KINGSPORT_ID });

  // ── The e-mails: the family's in Spanish, the staff copies in English naming Spanish. ──
  const [interestMail] = await waitForOutbox(
    (mail) => mail.to === parentEmail && mail.text.includes(interest._uuid),
  );
  expectSpanishMail(interestMail, `Gracias por su interés en ${CENTER}`, 'Hola, Rosa:');
  expect
    .soft(interestMail?.text)
    .toContain('¿Todo listo para inscribir al estudiante? Comience la inscripción en línea:');
  const [interestStaff] = await waitForOutbox(
    (mail) => mail.to === INTEREST_STAFF && mail.text.includes(interest._uuid),
  );
  expectEnglishStaffCopy(interestStaff, `New interest: Lucía ${lastName} at ${CENTER}`);

  const [registrationMail] = await waitForOutbox(
    (mail) => mail.to === studentEmail && mail.text.includes(registration._uuid),
  );
  expectSpanishMail(registrationMail, `Su inscripción en ${CENTER} está completa`, 'Hola, Lucía:');
  expect.soft(registrationMail?.text).toContain(`Número de inscripción: ${registration._uuid}`);
  const [registrationToParent] = await waitForOutbox(
    (mail) => mail.to === parentEmail && mail.text.includes(registration._uuid),
  );
  expectSpanishMail(registrationToParent, `Su inscripción en ${CENTER} está completa`, 'Hola, Rosa:');
  const [registrationStaff] = await waitForOutbox(
    (mail) => mail.to === REGISTRATION_STAFF && mail.subject === `New registration: Lucía ${lastName}`,
  );
  expectEnglishStaffCopy(registrationStaff, `New registration: Lucía ${lastName}`);

  for (const to of [studentEmail, parentEmail]) {
    const leloMail = await familyEmail(to, uuid);
    expectSpanishMail(leloMail, `Su inscripción a cursos en ${CENTER}`, 'Hola, ');
    // The student's copy speaks to the student; the parent's names the student it is about.
    expect
      .soft(leloMail.text)
      .toContain(
        to === studentEmail
          ? `¡Gracias! Recibimos su inscripción en ${CENTER}`
          : `¡Gracias! Recibimos la inscripción de Lucía ${lastName} en ${CENTER}`,
      );
    const [copy] = await waitForOutbox(
      (mail) => mail.to === to && mail.text.includes(uuid) && mail.attachments !== undefined,
    );
    expectSpanishMail(copy, `Su acuerdo firmado con ${CENTER}`, 'Hola, ');
    expect.soft(copy?.text).toContain('Adjuntamos una copia del acuerdo que usted firmó');
  }

  // ── The signed agreement PDF: its fixed texts in Spanish (functions/src/services/pdf/agreement-texts.ts). ──
  const pdf = await expectSignedAgreement(entry, ['student', 'parent']);
  const pdfText = pdf.texts.join('\n');
  expect.soft(pdf.texts).toContain(`Lucía ${lastName}`);
  expect.soft(pdf.texts).toContain('Health');
  expect.soft(pdfText).toContain('Firmas');
  expect.soft(pdfText).toContain(`Número de inscripción: ${uuid}`);
  expect.soft(pdfText).toMatch(/Firma del estudiante: Lucía /);
  expect.soft(pdfText).toMatch(/Firma del padre\/tutor: Rosa /);
  expect.soft(pdfText).not.toContain(`Registration ID: ${uuid}`);
  expect.soft(pdfText).not.toContain('Signatures');
});
