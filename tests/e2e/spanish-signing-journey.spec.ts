import { createHash } from 'node:crypto';
import { agreementSignedText, businessToday, htmlParagraphs, longDate } from '@enroll/domain';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import { leloEntryByStudentEmail } from '../support/lelo.ts';
import { db, waitForOutbox } from '../support/local-stack.ts';
import { KINGSPORT_ID } from '../support/seeded-sites.ts';
import { brandUrl } from './support/brand-host.ts';
import {
  ACTIVE_PERMALINK,
  expectAgreementAsShown,
  expectSignedAgreement,
  familyEmail,
  fillKingsportHome,
  shownAgreement,
} from './support/lelo-flows.ts';
import { uniqueTag } from './support/registration-flows.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { drawWithFinger, inkedPixels } from './support/signature-strokes.ts';
import { checkSpanishPage } from './support/spanish-page.ts';

/*
 * A Spanish-speaking mother enrolls her daughter María José de la Cruz McDonald in summer courses at
 * Holston - Kingsport on her phone: she pastes the phones as her contacts app copies them, reaches the
 * agreement (the school's Spanish text), signs, saves the form for later and finishes it on a second
 * phone, where she is asked to sign again. What she typed is stored exactly, and the signed PDF and the
 * e-mails carry the Spanish text the second phone showed.
 *
 * Shared data: it gives Holston's charter a Spanish agreement for the run (put back afterwards), which
 * other specs read in English.
 */
const PHONE = {
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
  locale: 'es-US',
} as const;
test.use(PHONE);
test.setTimeout(180_000);

const CENTER = 'Holston - Kingsport';
const HOLSTON_CHARTER = 'Holston';
const SPANISH_AGREEMENT =
  '<h2>Acuerdo general de Holston</h2><p>El estudiante se compromete a completar las tareas de cada curso.</p>' +
  '<ul><li>Asistir a cada reunión con su maestro.</li><li>Entregar su trabajo a tiempo.</li></ul>';

interface CharterDocument {
  id: string;
  name: string;
  masterAgreementDescription?: string;
  masterAgreementTranslations?: unknown;
}

const charters = db.container('charters');
let original: CharterDocument | null = null;

async function holstonCharter(): Promise<CharterDocument> {
  const { resources } = await charters.items
    .query<CharterDocument>({
      query: 'SELECT * FROM c WHERE STARTSWITH(c.name, @name)',
      parameters: [{ name: '@name', value: HOLSTON_CHARTER }],
    })
    .fetchAll();
  const [charter] = resources;
  if (!charter) throw new Error('Holston is not seeded');
  return charter;
}

/** Without the fields Cosmos adds, so the document can be written back as it was. */
function stored(document: CharterDocument): CharterDocument {
  const { _rid, _self, _etag, _attachments, _ts, ...rest } = document as CharterDocument &
    Record<string, unknown>;
  return rest as CharterDocument;
}

test.beforeAll(async () => {
  original = stored(await holstonCharter());
  // As the setup screen stores it: tied to the English text it translates.
  const english = agreementSignedText(htmlParagraphs(original.masterAgreementDescription ?? ''));
  await charters.items.upsert({
    ...original,
    masterAgreementTranslations: {
      es: {
        html: SPANISH_AGREEMENT,
        englishSha256: createHash('sha256').update(english, 'utf8').digest('hex'),
        updatedAt: new Date().toISOString(),
        updatedBy: 'e2e@holston.example',
      },
    },
  });
});

test.afterAll(async () => {
  if (original) await charters.items.upsert(original);
});

/** A paste as a phone's contacts app gives it: the text arrives whole, in one paste event. */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

class Wizard {
  readonly step: Locator;
  constructor(readonly page: Page) {
    this.step = page.getByTestId('wizard-step');
  }
  field(name: string): Locator {
    return this.step.locator(`[name="${name}"]`);
  }
  async radio(name: string, value: string): Promise<void> {
    await this.step.locator(`input[type="radio"][name="${name}"][value="${value}"]`).check();
  }
  async expectStep(title: string, timeout?: number): Promise<void> {
    await expect(this.step.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible({
      timeout,
    });
  }
  async next(title: string): Promise<void> {
    await this.page.getByTestId('wizard-next').tap();
    await this.expectStep(title);
  }
  pad(name: string): Locator {
    return this.step
      .getByRole('group', { name: new RegExp(`^${name}\\*?$`) })
      .getByRole('img', { name: 'Firme con el dedo o con el mouse' });
  }
}

const STUDENT_PAD = 'Firma del estudiante';
const PARENT_PAD = 'Firma del padre, madre o tutor';

test('a mother pastes her phones, signs the Spanish agreement, finishes on a second phone signing again, and receives exactly that text', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const firstName = 'María José';
  const lastName = `de la Cruz McDonald${tag.replace(/\d/g, '').slice(0, 3)}`;
  const studentEmail = `e2e.signing.student.${tag}@example.com`;
  const parentEmail = `e2e.signing.mother.${tag}@example.com`;
  const host = brandUrl(baseURL, 'holston');
  const wizard = new Wizard(page);

  await page.goto(`${host}/forms/${ACTIVE_PERMALINK}?site=${KINGSPORT_ID}&lang=es`);
  await wizard.expectStep('Inscripción: ubicación (1/7)');
  await wizard.next('Información del estudiante (2/7)');

  // The student: names as the family writes them, the phone pasted in its international form.
  await wizard.radio('hasPreviouslyEnrolled', 'No');
  await wizard.field('firstName').fill(firstName);
  await wizard.field('lastName').fill(lastName);
  await wizard.radio('gender', 'Female');
  await wizard.field('birthDate').fill(birthDateYearsAgo(16));
  await wizard.field('studentEmail').fill(studentEmail);
  await paste(wizard.field('studentPrimaryPhone'), '+1 (423) 555-0134');
  await expect(wizard.field('studentPrimaryPhone')).toHaveValue('423-555-0134');
  await wizard.radio('studentPrimaryPhoneType', 'Cell');
  // Nothing is offered for a name typed in mixed case: it is kept as typed.
  await expect(wizard.step.getByRole('button', { name: /^Usar “/ })).toHaveCount(0);
  await wizard.next('Información del padre, madre o tutor (3/7)');

  await wizard.field('pgRelationshipToStudent').selectOption('Mother');
  await wizard.field('pgFirstName').fill('Rosa');
  await wizard.field('pgLastName').fill(lastName);
  await wizard.field('pgPrimaryEmail').fill(parentEmail);
  await paste(wizard.field('pgPrimaryPhone'), '423.555.0135');
  await expect(wizard.field('pgPrimaryPhone')).toHaveValue('423-555-0135');
  await wizard.radio('pgPrimaryPhoneType', 'Cell');
  await wizard.next('Domicilio (4/7)');

  await fillKingsportHome(wizard, '400 Clinchfield St #2');
  await wizard.next('Inscripción en clases (6/7)');

  await wizard.field('gradeLevel').selectOption('10');
  const first = wizard.step.getByLabel(/^Curso 1/);
  const health = first.locator('option', { hasText: /^Health \(Créditos: / });
  await first.selectOption((await health.getAttribute('value')) ?? '');
  await wizard.next('Acuerdo (7/7)');

  // The school's Spanish text, marked Spanish, with no note about a missing translation.
  const region = page.getByRole('region', { name: 'Acuerdo general' });
  await expect(region).toHaveAttribute('lang', 'es');
  await expect(region.locator('p')).toHaveText(htmlParagraphs(SPANISH_AGREEMENT));
  await expect(page.getByTestId('lelo-agreement-language')).toHaveCount(0);
  await wizard.step.getByRole('checkbox', { name: 'He leído y entiendo el acuerdo' }).check();
  await drawWithFinger(page, wizard.pad(STUDENT_PAD));
  await expect.poll(() => inkedPixels(wizard.pad(STUDENT_PAD))).toBeGreaterThan(100);
  await checkSpanishPage(page);
  await screenshot(page, 'spanish-signing', 'agreement-375');

  // She saves it for later before the mother signs.
  await page.getByRole('button', { name: 'Guardar y continuar después' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Guardar y continuar después' });
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(parentEmail);
  await dialog.getByRole('button', { name: 'Enviarme el enlace' }).tap();
  await expect(page.getByTestId('draft-saved')).toContainText(`Enviamos un enlace a ${parentEmail}.`);
  const [saveMail] = await waitForOutbox(
    (message) => message.to === parentEmail && /\/resume#token=/.test(message.text ?? ''),
  );
  expect(saveMail?.html).toContain('<html lang="es">');
  const link = new URL(
    /https?:\/\/\S+\/resume#token=[A-Za-z0-9_-]{43}/.exec(saveMail?.text ?? '')?.[0] ?? '',
  );

  // ── The second phone: a new browser with nothing of the first. ──
  const other: BrowserContext = await browser.newContext(PHONE);
  const phone = await other.newPage();
  const resumed = new Wizard(phone);
  await phone.goto(`${host}${link.pathname}${link.hash}`);
  await resumed.expectStep('Acuerdo (7/7)', 30_000);
  // Signatures are never saved: she is told so, the box is unticked and both pads are empty.
  await expect(
    phone.getByText(
      'Las firmas no se guardan con un formulario guardado para más tarde. Por favor, vuelva a dibujar sus firmas.',
    ),
  ).toBeVisible();
  const understood = resumed.step.getByRole('checkbox', { name: 'He leído y entiendo el acuerdo' });
  await expect(understood).not.toBeChecked();
  expect(await inkedPixels(resumed.pad(STUDENT_PAD))).toBe(0);
  await expect(resumed.field('studentName')).toHaveValue(`${firstName} ${lastName}`);
  // The day signed is today, written out in Spanish and not editable.
  const signingDay = resumed.field('studentSignatureDate');
  await expect(signingDay).toHaveValue(longDate(businessToday(), 'es'));
  await expect(signingDay).toHaveJSProperty('readOnly', true);
  await checkSpanishPage(phone);
  await screenshot(phone, 'spanish-signing', 'resumed-375');
  await phone.setViewportSize({ width: 1280, height: 900 });
  await expectNoHorizontalScroll(phone);
  await screenshot(phone, 'spanish-signing', 'resumed-1280');
  await phone.setViewportSize(PHONE.viewport);

  await understood.check();
  for (const pad of [STUDENT_PAD, PARENT_PAD]) {
    await drawWithFinger(phone, resumed.pad(pad));
    await expect.poll(() => inkedPixels(resumed.pad(pad))).toBeGreaterThan(100);
  }
  const shown = await shownAgreement(phone);
  expect(shown).toEqual(htmlParagraphs(SPANISH_AGREEMENT));
  await phone.getByTestId('wizard-submit').tap();
  const confirmation = phone.getByTestId('lelo-confirmation');
  await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText(
    `¡Gracias, ${firstName} ${lastName}!`,
  );
  await expect(confirmation.getByRole('heading', { level: 1 })).toBeFocused();
  await screenshot(phone, 'spanish-signing', 'confirmation-375');

  // Stored exactly as typed; the phones as pasted, normalised once.
  const entry = await leloEntryByStudentEmail(studentEmail);
  expect(entry).toMatchObject({
    status: 'Signed',
    language: 'es',
    firstName,
    lastName,
    pgLastName: lastName,
    studentName: `${firstName} ${lastName}`,
    studentPrimaryPhone: '423-555-0134',
    pgPrimaryPhone: '423-555-0135',
    street: '400 Clinchfield St #2',
  });
  expect(entry.evidence).toMatchObject({ agreementLanguage: 'es', agreementUntranslated: false });

  // The e-mails: the family's in Spanish.
  for (const to of [studentEmail, parentEmail]) {
    const mail = await familyEmail(to, entry._uuid);
    expect.soft(mail.subject).toBe(`Su inscripción a cursos en ${CENTER}`);
    expect.soft(mail.html).toContain('<html lang="es">');
    const [copy] = await waitForOutbox(
      (message) =>
        message.to === to && message.text.includes(entry._uuid) && message.attachments !== undefined,
    );
    expect.soft(copy?.subject).toBe(`Su acuerdo firmado con ${CENTER}`);
  }

  // The signed PDF: the Spanish text the second phone showed, word for word, with the names as typed.
  const pdf = await expectSignedAgreement(entry, ['student', 'parent']);
  await expectAgreementAsShown(entry, pdf, shown);
  expect(pdf.agreementLines[0]).toBe('Acuerdo general');
  expect(pdf.texts).toContain(`${firstName} ${lastName}`);
  expect(pdf.texts.join('\n')).toContain('Idioma del texto del acuerdo: español');
  await other.close();
});
