import type { AgreementTranslation, CourseNameTranslation } from '@enroll/domain';
import { expect, test } from '@playwright/test';
import { ACTIVE_SESSION_ID, readLeloSession, readOffering } from '../support/lelo.ts';
import { db, seededNamed } from '../support/local-stack.ts';
import { PALMDALE_ID } from '../support/seeded-sites.ts';
import { LeloPage } from './pages/lelo-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { brandUrl } from './support/brand-host.ts';
import { ACTIVE_PERMALINK, minorPalmdaleAnswers, walkLelo } from './support/lelo-flows.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/*
 * A Contributor enters the Spanish text of Flex High's master agreement from Learning Center Options,
 * beside the English one, and the Spanish name of a course, and a Spanish-speaking family then reads
 * exactly that text and that name on the agreement step. Flex High's Spanish texts are read by no
 * other spec; the charter document is put back as it was at the end.
 */

const CHARTER = 'Flex High Charter School';
const SPANISH = [
  'Acuerdo maestro de Flex High',
  'El estudiante se compromete a completar el trabajo del curso y a reunirse con su maestro.',
];

interface CharterDocument {
  id: string;
  masterAgreementTranslations?: { es?: AgreementTranslation };
  courseNamesEs?: { names: CourseNameTranslation[] };
  [field: string]: unknown;
}

const charters = db.container('charters');
let original: CharterDocument | undefined;

const withoutSystemFields = ({ _rid, _self, _etag, _attachments, _ts, ...rest }: CharterDocument) => rest;

const flexHigh = () => seededNamed<CharterDocument>('charters', CHARTER);

test.beforeAll(async () => {
  original = await flexHigh();
  // The run starts from no translation, whatever an earlier run left.
  const {
    masterAgreementTranslations: _left,
    courseNamesEs: _names,
    ...clean
  } = withoutSystemFields(original);
  await charters.items.upsert(clean);
});

test.afterAll(async () => {
  if (original) await charters.items.upsert(withoutSystemFields(original));
});

test('a Contributor enters the Spanish agreement beside the English one and a Spanish course name, and a Spanish-speaking family reads them', async ({
  page,
  browser,
  baseURL,
}) => {
  const session = await readLeloSession(ACTIVE_SESSION_ID);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsSeeded(page, 'contributor');

  // ── From Learning Center Options, once a charter is chosen ──
  await page.goto(`/edit-courses/${session.permalink}/${ACTIVE_SESSION_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Center Options' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Agreement translation (Spanish)' });
  await expect(link).toHaveCount(0);
  await page.getByRole('combobox', { name: /^Charter/ }).selectOption({ label: CHARTER });
  await link.click();

  // ── The screen: the English text read-only, the Spanish editor empty ──
  await expect(page.getByRole('heading', { level: 1, name: 'Agreement Translation' })).toBeVisible();
  await expect(page.getByText(CHARTER, { exact: true })).toBeVisible();
  const english = page.getByRole('region', { name: 'English agreement' });
  await expect(english.locator('p').first()).toHaveText(`Master Agreement: ${CHARTER}`);
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('agreement-last-saved')).toHaveText('No translation saved yet.');
  const editor = page.getByRole('textbox', { name: 'Spanish translation' });
  await expect(editor).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ── Typed in the real editor and saved ──
  await editor.click();
  await page.keyboard.type(SPANISH[0] ?? '');
  await page.keyboard.press('Enter');
  await page.keyboard.type(SPANISH[1] ?? '');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Translation saved.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('agreement-last-saved')).toHaveText(
    /^Last saved \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M by contributor@learn4life\.example\.$/,
  );
  const stored = (await flexHigh()).masterAgreementTranslations?.es;
  expect(stored?.html).toBe(SPANISH.map((paragraph) => `<p>${paragraph}</p>`).join(''));
  expect(stored?.updatedBy).toBe('contributor@learn4life.example');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'agreement-translation', 'staff-1280');

  // ── On a phone: one column, nothing wider than the screen ──
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(editor).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'agreement-translation', 'staff-375');

  // ── Back to Learning Center Options with the charter still chosen ──
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Back to Learning Center Options' }).click();
  await expect(page.getByRole('combobox', { name: /^Charter/ })).toHaveValue(original?.id ?? '');

  // ── The Spanish name of a course: every name of the catalog, labelled in English ──
  await page.getByRole('link', { name: 'Course names (Spanish)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course Names in Spanish' })).toBeVisible();
  const literacy = page.getByRole('textbox', { name: 'Financial Literacy', exact: true });
  await expect(literacy).toHaveValue('');
  await expect(page.getByTestId('course-names-last-saved')).toHaveText('No Spanish names saved yet.');
  await literacy.fill('Educación  financiera ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Spanish course names saved.', { exact: true })).toBeVisible();
  await expect(literacy).toHaveValue('Educación financiera');
  expect((await flexHigh()).courseNamesEs?.names).toEqual([
    { english: 'Financial Literacy', spanish: 'Educación financiera' },
  ]);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'course-names', 'staff-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'course-names', 'staff-375');

  // ── The family's agreement step, read in Spanish ──
  const family = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const familyPage = await family.newPage();
  const offering = await readOffering(PALMDALE_ID);
  const answers = minorPalmdaleAnswers(offering.charter);
  const lelo = new LeloPage(familyPage);
  await lelo.open(ACTIVE_PERMALINK, { baseUrl: brandUrl(baseURL, 'flexhigh') });
  await walkLelo(lelo, answers, { until: 'agreement' });
  await lelo.expectStep('agreement');
  await familyPage.getByTestId('language-switch').tap();
  await expect(familyPage.locator('html')).toHaveAttribute('lang', 'es');
  const agreement = familyPage.getByRole('region', { name: 'Acuerdo general' });
  await expect(agreement).toHaveAttribute('lang', 'es');
  await expect(agreement.locator('p')).toHaveText(SPANISH);
  await expect(familyPage.getByTestId('lelo-agreement-language')).toHaveCount(0);
  // The picked course by the name the school wrote, marked Spanish.
  const courses = familyPage.getByRole('region', { name: 'Sus cursos' });
  await expect(courses.getByRole('listitem')).toHaveText(['Educación financiera (Créditos: 2.5)']);
  await expect(courses.getByText('Educación financiera', { exact: true })).toHaveAttribute('lang', 'es');
  await expectNoHorizontalScroll(familyPage);
  await screenshot(familyPage, 'agreement-translation', 'family-375');
  await family.close();
});
