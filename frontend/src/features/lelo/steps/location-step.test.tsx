import type { LeloLearningCenterChoice } from '@enroll/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CENTERS, KINGSPORT, LANCASTER, PERMALINK } from '../test-utils/fixtures.ts';
import { banner, change, combobox, description, next, optionValues } from '../test-utils/queries.ts';
import { jsonReply, renderLeloStep } from '../test-utils/render-lelo-step.tsx';
import LocationStep from './location-step.tsx';

afterEach(() => vi.unstubAllGlobals());

const CENTERS_PATH = `/api/courses/${PERMALINK}`;
const ANTELOPE: LeloLearningCenterChoice = {
  ...LANCASTER,
  siteId: 'site-antelope',
  learningCenterName: 'Learn4Life - Antelope',
};
const TWO_L4L = [...CENTERS, ANTELOPE];

describe('Registration, Location (1/7)', () => {
  it("requires a charter and a learning center: 'Please fill out the required fields'", async () => {
    const view = renderLeloStep(LocationStep, { api: { [CENTERS_PATH]: [jsonReply(200, CENTERS)] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Registration, Location (1/7)' })).toBeTruthy();
    await screen.findByRole('combobox', { name: /^Charter/ });
    next();
    expect(await banner()).toBe('Please fill out the required fields');
    expect(description(combobox(/^Charter/))).toBe('Please fill out the required fields');
    expect(description(combobox(/^Learning Center/))).toBe('Please fill out the required fields');
    expect(view.moves).toEqual([]);
  });

  it('lists the centers of the chosen charter and stores charter, charter_id, name and site id', async () => {
    const view = renderLeloStep(LocationStep, { api: { [CENTERS_PATH]: [jsonReply(200, TWO_L4L)] } });
    await screen.findByRole('combobox', { name: /^Charter/ });
    expect(optionValues(/^Charter/)).toEqual(['Holston', 'Flex High', 'Learn4Life']);
    change(combobox(/^Charter/), 'Learn4Life');
    expect(optionValues(/^Learning Center/)).toEqual(['Learn4Life - Lancaster', 'Learn4Life - Antelope']);
    expect(combobox(/^Learning Center/).value).toBe('');
    change(combobox(/^Learning Center/), 'Learn4Life - Antelope');
    next();
    await waitFor(() => expect(view.moves).toEqual([1]));
    expect(view.draft()).toMatchObject({
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
      api: { [CENTERS_PATH]: [jsonReply(200, CENTERS)] },
    });
    await screen.findByRole('combobox', { name: /^Charter/ });
    change(combobox(/^Charter/), 'Holston');
    expect(combobox(/^Learning Center/).value).toBe(KINGSPORT.learningCenterName);
    next();
    await waitFor(() => expect(view.moves).toEqual([1]));
    expect(view.draft()).toMatchObject({
      charter: 'Holston',
      siteId: KINGSPORT.siteId,
      gradeLevel: '',
      courses: [],
    });
  });

  it('shows the pre-registration location read-only without loading the choices', () => {
    const view = renderLeloStep(LocationStep, {
      uuid: 'uuid-1',
      draft: {
        charter: 'Learn4Life',
        charter_id: LANCASTER.charter_id,
        learningCenter: LANCASTER.learningCenterName,
        siteId: LANCASTER.siteId,
      },
      api: {},
    });
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
      const view = renderLeloStep(LocationStep, {
        uuid: 'uuid-1',
        noOfferingPhone: phone,
        draft: {
          charter: 'Learn4Life',
          charter_id: LANCASTER.charter_id,
          learningCenter: LANCASTER.learningCenterName,
          siteId: LANCASTER.siteId,
        },
        api: {},
      });
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
