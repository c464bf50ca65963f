import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './side-scroll.ts';

/**
 * Texts of the English catalogs of the public pages (wizard shell, registration, Lelo, form fields,
 * common) that a Spanish page must never show. Case matters and whole words only, so staff-written
 * site texts in lower case ('students', 'charter school') do not count; a part the page itself marks
 * as another language (`lang="en"`: the staff-written agreement, the switch naming 'English') is left
 * out, as a screen reader would read it in that language.
 */
const ENGLISH_UI = [
  /\bNext step\b/,
  /\bPrevious step\b/,
  /\bStep navigation\b/,
  /\bStep \d+ of \d+\b/,
  /\bSubmit(ting)?\b/,
  /\bPlease\b/,
  /\bLoading\b/,
  /\bSelect one\b/,
  /\bSkip to main content\b/,
  /\bThank you\b/,
  /\bStudent\b/,
  /\bParent\b/,
  /\bGuardian\b/,
  /\bYes\b/,
  /\bUnsure\b/,
  /\bNot sure\b/,
  /\bCredits\b/,
  /\bRegistration\b/,
  /\bLearning Center\b/,
  /\bRequest Information\b/,
  /\bFind a location\b/,
  /\bSignature\b/,
  /\bDraw your signature\b/,
  /\bClose\b/,
  /\bWhat happens next\b/,
] as const;

/** What a family reads and hears on the page: visible text, accessible names, placeholders and the title. */
async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const elsewhere = (element: Element) => {
      const marked = element.closest('[lang]');
      return (
        marked !== null &&
        marked !== document.documentElement &&
        !marked.getAttribute('lang')?.startsWith('es')
      );
    };
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || elsewhere(parent) || !parent.checkVisibility()) continue;
      if (parent.closest('script, style, noscript')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    )) {
      if (elsewhere(element) || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * The page is in Spanish: `<html lang="es">`, the Spanish title, and no English text of the app's
 * catalogs seen or heard (a failure names the texts found; it fails the test at its end).
 */
export async function expectSpanishPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(/ \| Inscripciones$/);
  const english = (await readableTexts(page)).filter((text) => ENGLISH_UI.some((words) => words.test(text)));
  // Soft: the walk goes on, so one run names every English text left on every page.
  expect.soft(english, `English on a Spanish page (${page.url()})`).toEqual([]);
}

/** A Spanish page as a phone shows it to a family: all in Spanish, nothing scrolls sideways, accessible. */
export async function checkSpanishPage(page: Page): Promise<void> {
  await expectSpanishPage(page);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
}
