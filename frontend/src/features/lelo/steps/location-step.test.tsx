import type { LeloLearningCenterChoice } from '@enroll/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../i18n/language.ts';
import { loadAllMessages } from '../../../i18n/translate.ts';
import {
  CENTERS,
  KINGSPORT,
  LANCASTER,
  ONE_BRAND_CENTERS,
  OPEN_SESSION,
  PALMDALE,
  PERMALINK,
} from '../test-utils/fixtures.ts';
import { banner, change, combobox, description, next, optionValues } from '../test-utils/queries.ts';
import { jsonReply, nextSaves, renderLeloStep } from '../test-utils/render-lelo-step.tsx';
import LocationStep from './location-step.tsx';

afterEach(() => vi.unstubAllGlobals());

const CENTERS_PATH = `/api/courses/${PERMALINK}`;
const ANTELOPE: LeloLearningCenterChoice = {
  ...LANCASTER,
  siteId: 'site-antelope',
  learningCenterName: 'Learn4Life - Antelope',
};
const TWO_L4L = [...ONE_BRAND_CENTERS, ANTELOPE];

/** Step 1 of a pre-registration at Lancaster; `noOfferingPhone` when the center offers nothing. */
function renderPreRegistrationAtLancaster(noOfferingPhone?: string) {
  return renderLeloStep(LocationStep, {
    uuid: 'uuid-1',
    noOfferingPhone,
    draft: {
      charter: 'Learn4Life',
      charter_id: LANCASTER.charter_id,
      learningCenter: LANCASTER.learningCenterName,
      siteId: LANCASTER.siteId,
    },
    api: {},
  });
}

describe('Registration, Location (1/7)', () => {
  it("requires a charter and a learning center: 'Please fill out the required fields'", async () => {
    const view = renderLeloStep(LocationStep, {
      api: { [CENTERS_PATH]: [jsonReply(200, ONE_BRAND_CENTERS)] },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Registration, Location (1/7)' })).toBeTruthy();
    await screen.findByRole('combobox', { name: /^Charter/ });
    next();
    expect(await banner()).toBe('Please fill out the required fields');
    expect(description(combobox(/^Charter/))).toBe('Please fill out the required fields');
    expect(description(combobox(/^Learning Center/))).toBe('Please fill out the required fields');
    expect(view.moves).toEqual([]);
  });

  it('draws the step buttons only with the lists, so they do not move down when the centers arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderLeloStep(LocationStep, {
      api: { [CENTERS_PATH]: [() => new Promise<Response>((resolve) => (answer = resolve))] },
    });
    expect(await screen.findByText('Loading learning centers...')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Step navigation' })).toBeNull();

    answer(jsonReply(200, ONE_BRAND_CENTERS));
    await screen.findByRole('combobox', { name: /^Charter/ });
    expect(screen.getByRole('navigation', { name: 'Step navigation' })).toBeTruthy();
  });

  it('lists the centers of the chosen charter and stores charter, charter_id, name and site id', async () => {
    const view = renderLeloStep(LocationStep, { api: { [CENTERS_PATH]: [jsonReply(200, TWO_L4L)] } });
    await screen.findByRole('combobox', { name: /^Charter/ });
    expect(optionValues(/^Charter/)).toEqual(['Holston', 'Flex High', 'Learn4Life']);
    change(combobox(/^Charter/), 'Learn4Life');
    expect(optionValues(/^Learning Center/)).toEqual(['Learn4Life - Lancaster', 'Learn4Life - Antelope']);
    expect(combobox(/^Learning Center/).value).toBe('');
    change(combobox(/^Learning Center/), 'Learn4Life - Antelope');
    await nextSaves(view, 1, {
      charter: 'Learn4Life',
      charter_id: LANCASTER.charter_id,
      learningCenter: 'Learn4Life - Antelope',
      siteId: 'site-antelope',
    });
  });

  it('picks the only center of a charter, and forgets the classes of another center', async () => {
    const view = renderLeloStep(LocationStep, {
      draft: {
        charter: 'Learn4Life',
        charter_id: LANCASTER.charter_id,
        learningCenter: LANCASTER.learningCenterName,
        siteId: LANCASTER.siteId,
        gradeLevel: '10',
        courses: [{ id: 'c1', course_name: 'English 10' }],
      },
      api: { [CENTERS_PATH]: [jsonReply(200, ONE_BRAND_CENTERS)] },
    });
    await screen.findByRole('combobox', { name: /^Charter/ });
    change(combobox(/^Charter/), 'Holston');
    expect(combobox(/^Learning Center/).value).toBe(KINGSPORT.learningCenterName);
    await nextSaves(view, 1, {
      charter: 'Holston',
      siteId: KINGSPORT.siteId,
      gradeLevel: '',
      courses: [],
    });
  });

  it('shows the pre-registration location read-only without loading the choices', () => {
    const view = renderPreRegistrationAtLancaster();
    expect(combobox(/^Charter/).disabled).toBe(true);
    expect(combobox(/^Charter/).value).toBe('Learn4Life');
    expect(combobox(/^Learning Center/).disabled).toBe(true);
    expect(view.requests).toEqual([]);
    expect(screen.queryByTestId('lelo-no-offering')).toBeNull();
  });

  it.each([
    [
      '661-555-0177',
      'Learn4Life - Lancaster offers no courses in this session, so this registration cannot be completed here. Please call your school at 661-555-0177.',
    ],
    [
      '',
      'Learn4Life - Lancaster offers no courses in this session, so this registration cannot be completed here. Please contact your school.',
    ],
  ])(
    "keeps a pre-registration whose center offers no courses at that center, naming the school's phone (%s)",
    (phone, message) => {
      const view = renderPreRegistrationAtLancaster(phone);
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect([combobox(/^Charter/).disabled, combobox(/^Charter/).value]).toEqual([true, 'Learn4Life']);
      expect([combobox(/^Learning Center/).disabled, combobox(/^Learning Center/).value]).toEqual([
        true,
        LANCASTER.learningCenterName,
      ]);
      expect(view.requests).toEqual([]);
    },
  );
});

describe('Registration, Location (1/7): opening, brand and ?site=', () => {
  afterEach(() => applyLanguage('en'));

  it('opens with the session name, its dates and what the family will need', async () => {
    renderLeloStep(LocationStep, { api: { [CENTERS_PATH]: [jsonReply(200, CENTERS)] } });
    const opening = screen.getByTestId('lelo-opening');
    expect(within(opening).getByRole('heading', { level: 2 }).textContent).toBe('Summer Intersession 2027');
    expect(opening.textContent).toContain('Registration is open from 06/01/2026 through 08/31/2027.');
    expect(opening.textContent).toContain('School year 2026-2027: 07/01/2026 to 06/30/2027.');
    expect(opening.textContent).toContain('It takes about 15 minutes. You will need:');
    expect(
      within(opening)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'to choose the courses the student will take;',
      "the student's signature, drawn with a finger or the mouse;",
      "a parent's or guardian's signature (not needed when a student of 18 or older registers alone).",
    ]);
    await screen.findByRole('combobox', { name: /^Charter/ });
  });

  it('names the session by its Spanish name in Spanish, by its name when the school wrote none', async () => {
    await loadAllMessages('es');
    applyLanguage('es');
    const view = renderLeloStep(LocationStep, {
      session: { ...OPEN_SESSION, nameEs: 'Intersesión de verano 2027' },
      api: { [CENTERS_PATH]: [jsonReply(200, CENTERS)] },
    });
    const heading = within(await screen.findByTestId('lelo-opening')).getByRole('heading', { level: 2 });
    expect([heading.textContent, heading.getAttribute('lang')]).toEqual(['Intersesión de verano 2027', null]);
    await screen.findByRole('combobox', { name: /^Escuela chárter/ });
    view.unmount();
    renderLeloStep(LocationStep, { api: { [CENTERS_PATH]: [jsonReply(200, CENTERS)] } });
    const untranslated = within(await screen.findByTestId('lelo-opening')).getByRole('heading', {
      level: 2,
    });
    // Shown as the school wrote it, marked English for a screen reader.
    expect([untranslated.textContent, untranslated.getAttribute('lang')]).toEqual([
      'Summer Intersession 2027',
      'en',
    ]);
  });

  it("offers only the host brand's charters: Learn4Life on its own host, Flex High on flexhigh", async () => {
    renderLeloStep(LocationStep, { api: { [CENTERS_PATH]: [jsonReply(200, CENTERS)] } });
    await screen.findByRole('combobox', { name: /^Charter/ });
    expect(optionValues(/^Charter/)).toEqual(['Learn4Life']);
    // The brand's only charter and center are picked for the family.
    await waitFor(() => expect(combobox(/^Learning Center/).value).toBe(LANCASTER.learningCenterName));
    cleanup();

    const view = renderLeloStep(LocationStep, {
      host: 'enroll.flexhigh.org',
      api: { [CENTERS_PATH]: [jsonReply(200, CENTERS)] },
    });
    await screen.findByRole('combobox', { name: /^Charter/ });
    expect(optionValues(/^Charter/)).toEqual(['Flex High']);
    await waitFor(() => expect(view.draft().siteId).toBe(PALMDALE.siteId));
  });

  it('starts with the center of ?site= (the landing page link) chosen, kept in the draft and changeable', async () => {
    const view = renderLeloStep(LocationStep, {
      route: `/forms/${PERMALINK}?site=site-antelope`,
      api: { [CENTERS_PATH]: [jsonReply(200, TWO_L4L)] },
    });
    await waitFor(() => expect(combobox(/^Learning Center/).value).toBe('Learn4Life - Antelope'));
    expect(combobox(/^Charter/).value).toBe('Learn4Life');
    // The step's values reach the wizard's draft after they are shown.
    await waitFor(() =>
      expect(view.draft()).toMatchObject({
        charter: 'Learn4Life',
        charter_id: LANCASTER.charter_id,
        learningCenter: 'Learn4Life - Antelope',
        siteId: 'site-antelope',
      }),
    );
    change(combobox(/^Learning Center/), LANCASTER.learningCenterName);
    await waitFor(() => expect(view.draft().siteId).toBe(LANCASTER.siteId));
  });

  it("ignores a ?site= of another brand's center (not offered on this host)", async () => {
    const view = renderLeloStep(LocationStep, {
      route: `/forms/${PERMALINK}?site=${KINGSPORT.siteId}`,
      api: { [CENTERS_PATH]: [jsonReply(200, [...CENTERS, ANTELOPE])] },
    });
    await screen.findByRole('combobox', { name: /^Charter/ });
    expect(optionValues(/^Charter/)).toEqual(['Learn4Life']);
    await waitFor(() => expect(combobox(/^Charter/).value).toBe('Learn4Life'));
    expect(combobox(/^Learning Center/).value).toBe('');
    expect(view.draft().siteId).toBe('');
  });

  it('reads in Spanish: title, opening with the dates written out, fields', async () => {
    await loadAllMessages('es');
    applyLanguage('es');
    renderLeloStep(LocationStep, { api: { [CENTERS_PATH]: [jsonReply(200, CENTERS)] } });
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Inscripción: ubicación (1/7)' })).textContent,
    ).toBe('Inscripción: ubicación (1/7)');
    const opening = screen.getByTestId('lelo-opening');
    expect(opening.textContent).toContain(
      'La inscripción está abierta del 1 de junio de 2026 al 31 de agosto de 2027.',
    );
    expect(opening.textContent).toContain(
      'Año escolar 2026-2027: del 1 de julio de 2026 al 30 de junio de 2027.',
    );
    expect(opening.textContent).toContain('Le tomará unos 15 minutos. Necesitará:');
    expect(await screen.findByRole('combobox', { name: /^Escuela chárter/ })).toBeTruthy();
    expect(combobox(/^Centro de aprendizaje/)).toBeTruthy();
  });
});
