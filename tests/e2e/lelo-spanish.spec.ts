import { expect, type Locator, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import { leloEntryByStudentEmail, readLeloSession, readOffering } from '../support/lelo.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { WizardPage } from './pages/wizard-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { labelPattern } from './support/label-pattern.ts';
import {
  ACTIVE_PERMALINK,
  expectAgreementAsShown,
  expectSignedAgreement,
  leloTag,
  shownAgreement,
} from './support/lelo-flows.ts';
import { drawWithFinger } from './support/signature-strokes.ts';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/** The Spanish step titles (the catalog frontend/src/features/lelo/i18n/es.ts). */
const STEPS = {
  location: 'Inscripción: ubicación (1/7)',
  student: 'Información del estudiante (2/7)',
  parent: 'Información del padre, madre o tutor (3/7)',
  physicalAddress: 'Domicilio (4/7)',
  classes: 'Inscripción en clases (6/7)',
  agreement: 'Acuerdo (7/7)',
} as const;

const STUDENT_SIGNATURE = 'Firma del estudiante';
const PARENT_SIGNATURE = 'Firma del padre, madre o tutor';

/** '2026-07-01' → '1 de julio de 2026' (how the Spanish pages and the agreement write dates). */
function spanishDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}

/** The Lelo wizard read in Spanish: fields by their Spanish labels, radios by their stored values. */
class SpanishLelo extends WizardPage {
  /** A radio by its stored (English) value, whatever language its label is shown in. */
  async choose(question: string, value: string): Promise<void> {
    await this.question(question).locator(`input[type="radio"][value="${value}"]`).check();
  }

  async expectStep(title: string): Promise<void> {
    await expect(this.heading(title)).toBeVisible();
  }

  async next(title: string): Promise<void> {
    await this.page.getByTestId('wizard-next').tap();
    await this.expectStep(title);
  }

  /** The button under a name typed all in lower case or capitals that writes it capitalised. */
  capitalsOffer(suggestion: string): Locator {
    return this.step.getByRole('button', { name: `Usar “${suggestion}”`, exact: true });
  }

  /**
   * Types `typed` in the field and waits, still in it, for its offer: it shows once the typing rests,
   * never when the field is left first.
   */
  async fillAndAwaitCapitalsOffer(label: string, typed: string, suggestion: string): Promise<void> {
    await this.field(label).fill(typed);
    await expect(this.capitalsOffer(suggestion)).toBeVisible();
    await expect(this.field(label)).toBeFocused();
  }

  /** Takes the offer: the field then holds the capitalised form, and the offer is gone. */
  async takeCapitalsOffer(label: string, suggestion: string): Promise<void> {
    const offer = this.capitalsOffer(suggestion);
    await offer.tap();
    await expect(this.field(label)).toHaveValue(suggestion);
    await expect(offer).toHaveCount(0);
  }

  canvas(label: string): Locator {
    return this.step
      .getByRole('group', { name: labelPattern(label) })
      .getByRole('img', { name: 'Firme con el dedo o con el mouse' });
  }

  /** A finger's stroke over the pad (touchStart, touchMoves, touchEnd through the DevTools protocol). */
  signWithTouch(label: string): Promise<void> {
    return drawWithFinger(this.page, this.canvas(label));
  }

  /** The tap target of a control: at least 44 by 44 CSS pixels. */
  async expectTappable(control: Locator): Promise<void> {
    const box = await control.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
}

test('a Spanish-speaking family signs a secondary enrollment on a phone, all in Spanish, and the agreement PDF is in Spanish', async ({
  page,
}) => {
  const tag = leloTag();
  const lastName = `garcia${tag.replace(/\d/g, '').slice(0, 4) || 'x'}`;
  const studentEmail = `lelo.e2e.es.${tag}@example.com`;
  const capitalised = `${lastName[0]?.toUpperCase()}${lastName.slice(1)}`;
  const session = await readLeloSession();
  const offering = await readOffering(LANCASTER_ID);
  const lelo = new SpanishLelo(page);

  await page.goto(`/forms/${ACTIVE_PERMALINK}?lang=es`);
  await lelo.expectStep(STEPS.location);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The opening: the session's name and dates, written out in Spanish, and what the family will need.
  const opening = page.getByTestId('lelo-opening');
  await expect(opening.getByRole('heading', { level: 2 })).toHaveText(session.name);
  await expect(opening).toContainText(
    `La inscripción está abierta del ${spanishDate(session.enrollmentStart)} al ${spanishDate(session.enrollmentEnd)}.`,
  );
  await expect(opening).toContainText(
    `Año escolar ${session.schoolYear}: del ${spanishDate(session.schoolYearStartDate)} al ${spanishDate(session.schoolYearEndDate)}.`,
  );
  await expect(opening).toContainText('Le tomará unos 15 minutos. Necesitará:');
  await expect(opening.getByRole('listitem')).toHaveCount(3);

  // Only this host's brand (Learn4Life) is offered: its one charter and center are chosen.
  const charter = lelo.field('Escuela chárter');
  await expect(charter).toHaveValue(offering.charter);
  expect(
    await charter
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean)),
  ).toEqual([offering.charter]);
  await expect(lelo.field('Centro de aprendizaje')).toHaveValue('Learn4Life - Lancaster');
  await expectNoSeriousA11yViolations(page);
  await lelo.next(STEPS.student);

  await lelo.choose('¿El estudiante ya estuvo inscrito con nosotros?', 'No');
  // The student's name plain (the PDF's file name drops accents); the parent's accented, as the PDF prints it.
  // Typed in lower case, the names stay so; once the typing rests in each, it offers its capitalised
  // form in Spanish, kept when the field is left, which the family takes.
  await lelo.fillAndAwaitCapitalsOffer('Nombre', 'lucia', 'Lucia');
  await lelo.fillAndAwaitCapitalsOffer('Apellido', lastName, capitalised);
  await lelo.field('Apellido').blur();
  await expect(lelo.field('Nombre')).toHaveValue('lucia');
  await expect(lelo.field('Apellido')).toHaveValue(lastName);
  await lelo.takeCapitalsOffer('Nombre', 'Lucia');
  await lelo.takeCapitalsOffer('Apellido', capitalised);
  await lelo.choose('Género', 'Female');
  await lelo.field('Fecha de nacimiento').fill(birthDateYearsAgo(15));
  await lelo.field('Correo electrónico del estudiante').fill(studentEmail);
  await lelo.field('Teléfono del estudiante').fill('6615550177');
  await lelo.choose('Tipo de teléfono', 'Cell');
  await lelo.next(STEPS.parent);

  await lelo.field('Parentesco con el estudiante').selectOption('Mother');
  await lelo.fillAndAwaitCapitalsOffer('Nombre del padre, madre o tutor', 'maría josé', 'María José');
  await lelo.fillAndAwaitCapitalsOffer('Apellido del padre, madre o tutor', lastName, capitalised);
  await lelo.field('Apellido del padre, madre o tutor').blur();
  await expect(lelo.field('Nombre del padre, madre o tutor')).toHaveValue('maría josé');
  await lelo.takeCapitalsOffer('Nombre del padre, madre o tutor', 'María José');
  await lelo.takeCapitalsOffer('Apellido del padre, madre o tutor', capitalised);
  await lelo
    .field('Correo electrónico del padre, madre o tutor')
    .fill(`lelo.e2e.es.madre.${tag}@example.com`);
  await lelo.field('Teléfono del padre, madre o tutor').fill('6615550178');
  await lelo.choose('Tipo de teléfono', 'Cell');
  await lelo.next(STEPS.physicalAddress);

  await lelo.choose('¿El estudiante vive con su padre, madre o tutor?', 'Yes');
  await lelo
    .field('Situación de vivienda')
    .selectOption('Living with parent(s)/guardian(s) in a house or apartment');
  await lelo.field('Calle y número').fill('45 Avenida I');
  await lelo.field('Ciudad').fill('Lancaster');
  await lelo.field('Estado').selectOption('CA');
  await lelo.field('Código postal').fill('93534');
  await lelo.field('Condado de residencia').selectOption('Los Angeles');
  await lelo.field('Distrito escolar').fill('Antelope Valley Union');
  await lelo.choose('¿La dirección postal es la misma?', 'Yes');
  await lelo.next(STEPS.classes);

  await lelo.field('Grado escolar').selectOption('10');
  const course = lelo.field('Curso 1');
  await expect(course.locator('option', { hasText: /^Health \(Créditos: / })).toHaveCount(1);
  const health = await course.locator('option', { hasText: /^Health \(Créditos: / }).getAttribute('value');
  await course.selectOption(health ?? '');
  await lelo.next(STEPS.agreement);

  // The school gave no Spanish text: its English text is shown, and said to be.
  await expect(page.getByTestId('lelo-agreement-language')).toHaveText(
    'La escuela no proporcionó una traducción al español de este acuerdo; se muestra en inglés.',
  );
  const shown = await shownAgreement(page);
  await lelo.step.getByRole('checkbox', { name: 'He leído y entiendo el acuerdo' }).check();
  for (const pad of [STUDENT_SIGNATURE, PARENT_SIGNATURE]) {
    await lelo.signWithTouch(pad);
    const group = lelo.step.getByRole('group', { name: labelPattern(pad) });
    await lelo.expectTappable(group.getByRole('button', { name: `Borrar la ${pad.toLowerCase()}` }));
    await lelo.expectTappable(group.getByRole('button', { name: 'Prefiero escribir mi firma' }));
  }
  // Pre-filled from steps 2 and 3 as they were left (the offers taken): first and last name.
  await expect(lelo.field('Nombre del estudiante')).toHaveValue(`Lucia ${capitalised}`);
  await expect(lelo.field('Nombre del padre, madre o tutor')).toHaveValue(`María José ${capitalised}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('wizard-submit').tap();

  const confirmation = page.getByTestId('lelo-confirmation');
  await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText(`¡Gracias, Lucia ${capitalised}!`);
  await expect(confirmation).toContainText('Número de inscripción');
  // Lancaster's message is English only: the Spanish default text, then it under a Spanish note.
  const message = page.getByTestId('lelo-confirmation-message');
  await expect(message.locator('p')).toHaveText([
    /^Ya está inscrito y no necesita hacer nada más/,
    'La escuela escribió el siguiente mensaje solo en inglés.',
    `Thank you, Lucia ${capitalised}! Our Lancaster team looks forward to meeting you.`,
  ]);
  await expect(message.locator('[lang="en"]')).toHaveText(
    `Thank you, Lucia ${capitalised}! Our Lancaster team looks forward to meeting you.`,
  );
  await expect(confirmation.getByRole('heading', { level: 2, name: 'Próximos pasos' })).toBeVisible();
  await expect(confirmation.getByRole('link', { name: 'Ir a la página principal' })).toHaveAttribute(
    'href',
    '/',
  );
  await expectNoSeriousA11yViolations(page);

  // Stored with the family's language; the signed agreement in Spanish.
  const entry = await leloEntryByStudentEmail(studentEmail);
  expect(entry.language).toBe('es');
  expect(entry.status).toBe('Signed');
  const pdf = await expectSignedAgreement(entry, ['student', 'parent']);
  const today = entry.studentSignatureDate;
  for (const text of [
    'Acuerdo general de estudio independiente /',
    'Nombre del estudiante',
    'Vigencia del acuerdo',
    `del ${spanishDate(session.schoolYearStartDate)} al ${spanishDate(session.schoolYearEndDate)}`,
    'Firma del estudiante',
    'Registro de la firma electrónica',
    `Número de inscripción: ${entry._uuid}`,
    spanishDate(today),
    `María José ${capitalised}`,
  ])
    expect(pdf.texts).toContain(text);
  expect(pdf.texts).not.toContain('Electronic signature record');
  // The English text signed, as shown, under the same note in Spanish.
  await expectAgreementAsShown(entry, pdf, shown);
  expect(pdf.agreementLines.join(' ')).toContain(
    'La escuela no proporcionó una traducción al español de este acuerdo; este es el texto en inglés que se firmó.',
  );
  expect(entry.evidence).toMatchObject({ agreementLanguage: 'en', agreementUntranslated: true });
});

test('the landing page’s Expanded Learning Registration arrives with the center chosen', async ({ page }) => {
  await page.goto(`/information?site=${LANCASTER_ID}`);
  await page.getByRole('link', { name: 'Expanded Learning Registration' }).tap();
  await expect(page).toHaveURL(new RegExp(`/forms/${ACTIVE_PERMALINK}\\?(.*&)?site=${LANCASTER_ID}`));
  const step = page.getByTestId('wizard-step');
  await expect(step.getByRole('heading', { level: 1, name: 'Registration, Location (1/7)' })).toBeVisible();
  await expect(step.getByLabel(/^Learning Center\*?$/)).toHaveValue('Learn4Life - Lancaster');
  // Kept in the draft, not only in the address: the next step is reached without choosing again.
  await page.getByTestId('wizard-next').tap();
  await expect(step.getByRole('heading', { level: 1, name: 'Student Information (2/7)' })).toBeVisible();
  await expect(page).toHaveURL(/\/leloStudent$/);
});
