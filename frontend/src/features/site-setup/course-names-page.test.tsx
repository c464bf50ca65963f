import type { CourseNamesSetup } from '@enroll/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withEtag } from '../../test/lelo-entry-fixture.ts';
import { jsonReply, putWithIfMatch, type Reply } from '../../test/mock-api.ts';
import { CourseNamesPage } from './course-names-page.tsx';
import { openSetupScreen } from './test-utils/open-setup-screen.tsx';

const PATH = '/api/charters/holston/course-names';
const BACK = '/edit-courses/fall-intersession-2027/lelo-session-soon?charter=holston';
const NAMED: CourseNamesSetup = {
  names: [
    { english: 'Algebra 1A', spanish: '' },
    { english: 'Health', spanish: 'Salud' },
  ],
  updatedAt: '2027-03-04T17:05:00.000Z',
  updatedBy: 'contributor@learn4life.example',
};

function open(read: CourseNamesSetup, replies: Reply[] = []) {
  const setupScreen = {
    page: <CourseNamesPage />,
    path: '/course-names/:charterId',
    route: `/course-names/holston?back=${encodeURIComponent(BACK)}`,
  };
  return openSetupScreen(setupScreen, PATH, read, replies, {
    '/api/charters': [
      jsonReply(200, [{ _id: 'holston', name: 'Holston Valley Academy', abbreviation: 'HVA' }]),
    ],
  });
}

const field = async (english: string) =>
  (await screen.findByRole('textbox', { name: english })) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('Course Names in Spanish', () => {
  it("lists the catalog's names with their Spanish names, and saves every row with If-Match", async () => {
    const { requests } = open(NAMED, [
      (request) => withEtag({ ...NAMED, ...(request.body as object) }, '"v2"'),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Names in Spanish' })).toBeTruthy();
    expect(await screen.findByText('Holston Valley Academy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Learning Center Options' }).getAttribute('href')).toBe(
      BACK,
    );
    expect((await field('Health')).value).toBe('Salud');
    expect((await field('Algebra 1A')).value).toBe('');
    expect(screen.getByText('1 of 2 courses have a Spanish name.')).toBeTruthy();
    expect(screen.getByTestId('course-names-last-saved').textContent).toMatch(
      /^Last saved 03\/0[45]\/2027 \d{1,2}:05 [AP]M by contributor@learn4life\.example\.$/,
    );

    fireEvent.change(await field('Algebra 1A'), { target: { value: 'Álgebra  1A ' } });
    expect(screen.getByText('2 of 2 courses have a Spanish name.')).toBeTruthy();
    fireEvent.click(saveButton());
    expect(await screen.findByText('Spanish course names saved.')).toBeTruthy();
    const put = putWithIfMatch(requests, '"v1"');
    expect(put?.body).toEqual({
      names: [
        { english: 'Algebra 1A', spanish: 'Álgebra 1A' },
        { english: 'Health', spanish: 'Salud' },
      ],
    });
  });

  it('refuses a name over 100 characters under its field, sending nothing', async () => {
    const { requests } = open(NAMED);
    const health = await field('Health');
    // The input stops at 100 characters; a longer value (pasted by a script) is refused all the same.
    expect(health.maxLength).toBe(100);
    fireEvent.change(health, { target: { value: 's'.repeat(101) } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('A Spanish course name can be at most 100 characters.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('shows a 409 with Reload, which reads the names again', async () => {
    const conflict = 'These course names were changed by someone else. Please reload them and try again.';
    open(NAMED, [
      jsonReply(409, { message: conflict, code: 'courseNames.conflict' }),
      withEtag({ ...NAMED, names: [{ english: 'Algebra 1A', spanish: 'Álgebra' }, NAMED.names[1]] }, '"v3"'),
    ]);
    fireEvent.change(await field('Health'), { target: { value: 'Salud escolar' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText(conflict)).toBeTruthy();
    expect((await field('Health')).value).toBe('Salud escolar');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(async () => expect((await field('Algebra 1A')).value).toBe('Álgebra'));
    expect((await field('Health')).value).toBe('Salud');
  });

  it('says when the charter has no catalog courses', async () => {
    open({ names: [], updatedAt: null, updatedBy: null });
    expect(
      await screen.findByText(
        'This charter has no courses in the course catalog, so there is nothing to translate yet.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
