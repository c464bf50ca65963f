import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../i18n/language.ts';
import { loadAllMessages } from '../../../i18n/translate.ts';
import { jsonReply, nextSaves, renderLeloStep } from '../test-utils/render-lelo-step.tsx';
import {
  AGREEMENT_PATH,
  ART,
  BIOLOGY,
  ELEMENTARY_ONLY,
  ENGLISH_9,
  HEALTH,
  LANCASTER_DRAFT,
  MATH_6,
  OFFERING,
  OFFERING_PATH,
} from './classes/offering-fixture.ts';
import ClassesStep from './classes-step.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderClasses(offering = OFFERING, draft = {}) {
  return renderLeloStep(ClassesStep, {
    step: 'classes',
    draft: { ...LANCASTER_DRAFT, ...draft },
    api: {
      [OFFERING_PATH]: [jsonReply(200, offering)],
      [AGREEMENT_PATH]: [
        jsonReply(200, {
          data: [{ master_agreement_description: '<p>Agreement</p>', language: 'en', untranslated: false }],
        }),
      ],
    },
  });
}

function select(name: string): HTMLSelectElement {
  return screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
}

function optionTexts(element: HTMLSelectElement): string[] {
  return Array.from(element.options).map((option) => option.textContent ?? '');
}

async function chooseGrade(grade: string) {
  const gradeSelect = await screen.findByRole('combobox', { name: /^Grade Level/ });
  fireEvent.change(gradeSelect, { target: { value: grade } });
}

function next() {
  fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
}

/** Picks a course in `slot` while the slot before it is empty: the alert's text (the pick is undone). */
async function pickAheadOfOrder(grade: string, slot: string, courseId: string): Promise<string> {
  renderClasses();
  await chooseGrade(grade);
  fireEvent.change(select(slot), { target: { value: courseId } });
  const alert = await screen.findByRole('alert');
  expect(select(slot).value).toBe('');
  return alert.textContent ?? '';
}

describe('Registration for Classes (6/7)', () => {
  it('loads the offering of the chosen site and session, then offers the grades of its levels', async () => {
    const view = renderClasses();
    expect(screen.getByText('Loading...')).toBeTruthy();
    const grade = (await screen.findByRole('combobox', { name: /^Grade Level/ })) as HTMLSelectElement;
    expect(optionTexts(grade)).toEqual(['Select one', '5', '6', '7', '8', '9', '10', '11', '12']);
    // The charter's agreement is fetched a step ahead, so the agreement step opens with it in place.
    expect(view.requests.map((request) => request.url).sort()).toEqual(
      [OFFERING_PATH, `${AGREEMENT_PATH}?charter_id=${LANCASTER_DRAFT.charter_id}&language=en`].sort(),
    );
  });

  it('offers TK, KN and 1-4 for an elementary-only offering, with one course slot', async () => {
    renderClasses(ELEMENTARY_ONLY);
    const grade = (await screen.findByRole('combobox', { name: /^Grade Level/ })) as HTMLSelectElement;
    expect(optionTexts(grade)).toEqual(['Select one', 'TK', 'KN', '1', '2', '3', '4']);
    await chooseGrade('2');
    expect(screen.getAllByRole('combobox', { name: /^Course \d/ })).toHaveLength(1);
  });

  it("has as many course slots as the level's totalCourses", async () => {
    renderClasses();
    await chooseGrade('9');
    expect(
      screen.getAllByRole('combobox', { name: /^Course \d/ }).map((el) => el.getAttribute('name')),
    ).toEqual(['course1', 'course2']);
    await chooseGrade('6');
    expect(screen.getAllByRole('combobox', { name: /^Course \d/ })).toHaveLength(3);
  });

  it('lists the courses of the grade with their credits and shows the agreement and credits of a pick', async () => {
    renderClasses();
    await chooseGrade('9');
    expect(optionTexts(select('Course 1'))).toEqual([
      'Select one',
      'English 9A (Credits: 5)',
      'Biology A (Credits: 5)',
      'Art A (Credits: 2.5)',
      'Health (Credits: 5)',
    ]);
    fireEvent.change(select('Course 1'), { target: { value: ART._id } });
    expect(screen.getByText('Credits: 2.5')).toBeTruthy();
    expect(screen.getByText('Agreement: ART-A Art A')).toBeTruthy();
  });

  it('names a course in Spanish for a Spanish reader where the school wrote a Spanish name', async () => {
    await loadAllMessages('es');
    applyLanguage('es');
    try {
      renderClasses();
      const grade = await screen.findByRole('combobox', { name: /^Grado escolar/ });
      fireEvent.change(grade, { target: { value: '9' } });
      const course = screen.getByRole('combobox', { name: /^Curso 1/ }) as HTMLSelectElement;
      expect(optionTexts(course)).toContain('Arte A (Créditos: 2.5)');
      expect(optionTexts(course)).toContain('Health (Créditos: 5)');
      const options = Array.from(course.options);
      expect(options.find((option) => option.value === ART._id)?.lang).toBe('es');
      expect(options.find((option) => option.value === HEALTH._id)?.lang).toBe('en');
    } finally {
      applyLanguage('en');
    }
  });

  it('refuses a later course before an earlier one with an alert', async () => {
    expect(await pickAheadOfOrder('10', 'Course 2', HEALTH._id)).toContain(
      'Please select Course 1 first before selecting Course 2.',
    );
    // A pick in order clears the message.
    fireEvent.change(select('Course 1'), { target: { value: HEALTH._id } });
    expect(screen.queryByText('Please select Course 1 first before selecting Course 2.')).toBeNull();
    expect(select('Course 1').value).toBe(HEALTH._id);
  });

  it('names the slot being picked and the one before it (Course 3 with 1 and 2 empty)', async () => {
    expect(await pickAheadOfOrder('6', 'Course 3', MATH_6._id)).toContain(
      'Please select Course 2 first before selecting Course 3.',
    );
  });

  it('does not offer a course picked in another slot', async () => {
    renderClasses();
    await chooseGrade('10');
    fireEvent.change(select('Course 1'), { target: { value: BIOLOGY._id } });
    const second = optionTexts(select('Course 2'));
    expect(second).not.toContain('Biology A (Credits: 5)');
    expect(second).toContain('Art A (Credits: 2.5)');
  });

  it("says 'No courses available for this grade level' when the grade has none", async () => {
    renderClasses();
    await chooseGrade('12');
    const message = await screen.findByText('No courses available for this grade level');
    expect(message.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('combobox', { name: /^Course 1/ })).toBeNull();
  });

  it('clears the picks when the grade changes', async () => {
    const view = renderClasses();
    await chooseGrade('10');
    fireEvent.change(select('Course 1'), { target: { value: ART._id } });
    await chooseGrade('6');
    expect(select('Course 1').value).toBe('');
    await waitFor(() => expect(view.draft().gradeLevel).toBe('6'));
    expect(view.draft().courses).toEqual([]);
    fireEvent.change(select('Course 1'), { target: { value: MATH_6._id } });
    await waitFor(() =>
      expect(view.draft().courses).toEqual([{ id: MATH_6._id, course_name: 'Math 6', ncaa: false }]),
    );
  });

  it('asks for the grade and a course', async () => {
    const view = renderClasses();
    await screen.findByRole('combobox', { name: /^Grade Level/ });
    next();
    expect((await screen.findByTestId('wizard-invalid-message')).textContent).toBe(
      'Please fill out all required fields',
    );
    expect(screen.getByRole('combobox', { name: /^Grade Level/ }).getAttribute('aria-invalid')).toBe('true');
    await chooseGrade('9');
    next();
    await waitFor(() => expect(select('Course 1').getAttribute('aria-invalid')).toBe('true'));
    expect(view.moves).toEqual([]);
  });

  it('needs the NCAA notice understood for an NCAA course in grades 9-12', async () => {
    const view = renderClasses();
    await chooseGrade('9');
    fireEvent.change(select('Course 1'), { target: { value: ART._id } });
    expect(screen.queryByRole('checkbox', { name: /I Understand/ })).toBeNull();
    fireEvent.change(select('Course 2'), { target: { value: ENGLISH_9._id } });
    const notice = screen.getByRole('region', { name: 'NCAA Notice' });
    expect(notice.textContent).toContain('NCAA');
    const box = within(notice).getByRole('checkbox', { name: /I Understand/ });

    next();
    expect(await screen.findByText('You must understand the terms to proceed.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(view.moves).toEqual([]);

    fireEvent.click(box);
    await nextSaves(view, 6, {
      gradeLevel: '9',
      understood1: true,
      courses: [
        { id: ART._id, course_name: 'Art A', ncaa: false },
        { id: ENGLISH_9._id, course_name: 'English 9A', ncaa: true },
      ],
    });
  });

  it("shows no NCAA notice and asks nothing when the offering's includeNCAA is 'No'", async () => {
    const high = OFFERING.highSchoolDetails;
    if (!high) throw new Error('fixture');
    const view = renderClasses({ ...OFFERING, highSchoolDetails: { ...high, includeNCAA: 'No' } });
    await chooseGrade('9');
    fireEvent.change(select('Course 1'), { target: { value: ENGLISH_9._id } });
    expect(screen.queryByRole('region', { name: 'NCAA Notice' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /I Understand/ })).toBeNull();
    await nextSaves(view, 6, { includeNcaa: false, understood1: false });
  });

  it('drops the notice and its answer when the NCAA course is unpicked', async () => {
    const view = renderClasses();
    await chooseGrade('9');
    fireEvent.change(select('Course 1'), { target: { value: ENGLISH_9._id } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I Understand/ }));
    fireEvent.change(select('Course 1'), { target: { value: HEALTH._id } });
    expect(screen.queryByRole('checkbox', { name: /I Understand/ })).toBeNull();
    await waitFor(() =>
      expect(view.draft().courses).toEqual([{ id: HEALTH._id, course_name: 'Health', ncaa: false }]),
    );
    expect(view.draft().understood1).toBe(false);
  });

  it('comes back with the stored grade and picks', async () => {
    renderClasses(OFFERING, {
      gradeLevel: '10',
      courses: [{ id: HEALTH._id, course_name: 'Health', ncaa: false }],
    });
    await screen.findByRole('combobox', { name: /^Grade Level/ });
    expect(select('Course 1').value).toBe(HEALTH._id);
    expect(select('Course 2').value).toBe('');
  });

  it("gives a pre-registration's picks (stored without NCAA flags) the offering's, so the notice asks", async () => {
    const view = renderClasses(OFFERING, {
      gradeLevel: '9',
      courses: [{ id: ENGLISH_9._id, course_name: 'English 9A' }],
    });
    expect(await screen.findByRole('checkbox', { name: /I Understand/ })).toBeTruthy();
    await waitFor(() =>
      expect(view.draft().courses).toEqual([{ id: ENGLISH_9._id, course_name: 'English 9A', ncaa: true }]),
    );
  });

  it('offers a retry when the courses cannot be loaded', async () => {
    renderLeloStep(ClassesStep, {
      step: 'classes',
      draft: LANCASTER_DRAFT,
      api: {
        [OFFERING_PATH]: [jsonReply(500, { message: 'down' }), jsonReply(503, {}), jsonReply(200, OFFERING)],
      },
    });
    // One automatic retry, then the message.
    const message = await screen.findByText('We could not load the courses. Please try again.', undefined, {
      timeout: 3000,
    });
    expect(message.getAttribute('role')).toBe('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('combobox', { name: /^Grade Level/ })).toBeTruthy();
  });
});
