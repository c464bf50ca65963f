import { expect, type Page, test } from '@playwright/test';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { FinderPage } from './pages/finder-page.ts';
import { brandUrl } from './support/brand-host.ts';

// The public first screens come prerendered (frontend/scripts/prerender.mjs): the page is painted from
// the HTML before any script runs, in the host's brand and the family's language, and React then takes
// that markup over (hydration) without replacing it or reporting a mismatch.

const PAGES = [
  {
    name: 'finder',
    path: '/',
    english: 'To find the Learn4Life campus closest to you, please enter your ZIP code below.',
    spanish:
      'Para encontrar el centro de Learn4Life más cercano a usted, escriba su código postal a continuación.',
  },
  {
    name: 'interest form',
    path: `/interest?site=${LANCASTER_ID}`,
    english: 'Loading...',
    spanish: 'Cargando...',
  },
  {
    name: 'registration',
    path: `/register?site=${LANCASTER_ID}`,
    english: 'Loading brand information...',
    spanish: 'Cargando la información de la escuela...',
  },
  {
    name: 'secondary enrollment',
    path: '/forms/summer-intersession-2027',
    english: 'Loading...',
    spanish: 'Cargando...',
  },
];

const withSpanish = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=es`;

/** Errors the page reports: a hydration mismatch reaches the console and window.onerror in production. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

for (const { name, path, english, spanish } of PAGES) {
  test(`the ${name} page is painted from its HTML before any script loads, in English and Spanish`, async ({
    page,
    baseURL,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'learn4life-en');
    await expect(page.getByText(english, { exact: true }).first()).toBeVisible();
    // Seen but not usable until React takes it over: nothing typed or tapped before then is lost.
    await expect(page.locator('#root')).toHaveJSProperty('inert', true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto(withSpanish(path));
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'learn4life-es');
    await expect(page.getByText(spanish, { exact: true }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Another brand's host gets its own markup (its logo and name).
    await page.goto(`${brandUrl(baseURL, 'holston')}${path}`);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'holston-en');
    await expect(page.locator('img[src="/brands/holston/logo.svg"]').first()).toBeAttached();
  });
}

test('the finder hydrates its prerendered markup: the same nodes stay, work, and nothing is reported', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await heading.evaluate((node) => {
    (node as HTMLElement & { prerendered?: boolean }).prerendered = true;
  });
  // Hydrated (main.tsx drops the templates then): the search works, and the heading is still the node
  // the HTML painted.
  await expect(page.locator('template[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('#root')).toHaveJSProperty('inert', false);
  const finder = new FinderPage(page);
  await finder.searchFor('93534');
  await expect(finder.card('Learn4Life - Lancaster').getByText('0.0 miles away')).toBeVisible();
  expect(
    await heading.evaluate((node) => (node as HTMLElement & { prerendered?: boolean }).prerendered),
  ).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydration', 'rerendered');
  expect(errors).toEqual([]);
});

test('the styles a prerendered page came with are not inserted again when React takes it over', async ({
  page,
}) => {
  await page.goto(`/register?site=${LANCASTER_ID}`);
  await expect(page.locator('template[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  // Griffel keeps each rule once; a prerendered rule it did not know of would be added a second time,
  // at the end of its sheet (main.tsx adopts them from the lengths the build wrote beside each sheet).
  const { rules, repeated } = await page.evaluate(() => {
    const sheets = Array.from(document.querySelectorAll('style[data-make-styles-bucket]'));
    const texts = sheets.flatMap((element) =>
      Array.from((element as HTMLStyleElement).sheet?.cssRules ?? []).map(
        (rule) => `${element.getAttribute('media') ?? ''} ${rule.cssText}`,
      ),
    );
    return { rules: texts.length, repeated: texts.filter((text, index) => texts.indexOf(text) !== index) };
  });
  expect(rules).toBeGreaterThan(100);
  expect(repeated).toEqual([]);
});

for (const { name, path } of PAGES.slice(1)) {
  test(`the ${name} page came with the styles of the screen its data opens: drawing it inserts or fetches none`, async ({
    page,
  }) => {
    // A style sheet fetched on the way would be one more round trip before the screen (Vite's loader
    // makes each dynamic import wait for the sheets it lists).
    const styleSheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') styleSheets.push(request.url());
    });
    // Every rule Griffel inserts at run time goes through insertRule on one of its bucket sheets.
    await page.addInitScript(() => {
      const inserted: string[] = [];
      Object.assign(window, { __insertedRules: inserted });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
        if ((this.ownerNode as Element | null)?.hasAttribute('data-make-styles-bucket')) inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
    });
    await page.goto(path);
    // The data is in and the page's first screen drawn: its button to go on is there.
    await expect(page.getByRole('button', { name: /^(Next step|Submit)$/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __insertedRules: string[] }).__insertedRules),
    ).toEqual([]);
    expect(styleSheets).toEqual([]);
  });

  test(`the ${name} page hydrates in Spanish without a reported error`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(withSpanish(path));
    await expect(page.locator('template[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByText('Cargando', { exact: false })).toHaveCount(0, { timeout: 20_000 });
    // React took the prerendered markup over as it was (a differing first render is rendered afresh).
    await expect(page.locator('html')).not.toHaveAttribute('data-hydration', 'rerendered');
    expect(errors).toEqual([]);
  });
}

test('a first screen’s data is asked for by the page’s HTML, once, and the page uses that answer', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/sites/') || path.startsWith('/api/sessions/')) asked.push(path);
  });
  await page.goto(`/interest?site=${LANCASTER_ID}`);
  await expect(page.getByTestId('interest-intro')).toContainText('Lancaster');
  expect(asked).toEqual([`/api/sites/${LANCASTER_ID}`]);

  asked.length = 0;
  await page.goto('/forms/summer-intersession-2027');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0, { timeout: 20_000 });
  expect(asked).toEqual(['/api/sessions/summer-intersession-2027']);
});

test('a loading page’s spinner stays still for its first second, then turns', async ({ page }) => {
  // Without its scripts the page stays on its prerendered 'Loading...', the state this is about.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`/register?site=${LANCASTER_ID}`);
  await expect(page.getByText('Loading brand information...', { exact: true })).toBeVisible();
  const spinner = page.locator('#root .fui-Spinner');
  const animations = await spinner.evaluate((element) =>
    element.getAnimations({ subtree: true }).map((animation) => {
      const effect = animation.effect as KeyframeEffect;
      const { delay, fill } = effect.getTiming();
      const part = (effect.target as Element).className.split(' ')[0];
      return { part: `${part}${effect.pseudoElement ?? ''}`, delay, fill };
    }),
  );
  // Whatever turns (the ring, its tail and the tail's two halves; the tests' browser asks for reduced
  // motion, and Fluent then stills the tail) waits a second, held at its first frame.
  expect(animations).toContainEqual({ part: 'fui-Spinner__spinner', delay: 1000, fill: 'backwards' });
  for (const animation of animations) expect(animation).toMatchObject({ delay: 1000, fill: 'backwards' });
  // And then it turns: the ring's rotation changes from one moment to the next.
  const ring = spinner.locator('.fui-Spinner__spinner');
  const rotation = () => ring.evaluate((element) => getComputedStyle(element).transform);
  const first = await rotation();
  await expect.poll(rotation, { timeout: 5_000 }).not.toBe(first);
});
