import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type RenderStaffPageOptions,
  renderStaffPage,
} from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply } from '../../test/mock-api.ts';
import { DuplicatesPage } from './duplicates-page.tsx';
import { LIST_RESPONSE, MERGE } from './test-utils/duplicate-responses.ts';

afterEach(() => vi.unstubAllGlobals());

/** A set's card, by its heading (the names of its records). */
function setCard(names: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 3, name: names }).closest('li');
  if (!card) throw new Error(`No set of ${names}`);
  return card;
}

const CHARTERS = [
  { _id: 'charter-sierra-valley', name: 'Sierra Valley Learning Academy', abbreviation: 'SV' },
];

/** The page for a staff member of `level`, the charters named and the API answering `api`. */
function renderList(api: RenderStaffPageOptions['api'], level: 2 | 3 = 2) {
  return renderStaffPage(<DuplicatesPage />, {
    user: { level },
    route: '/duplicates',
    api: { '/api/charters': [jsonReply(200, CHARTERS)], ...api },
  });
}

describe('DuplicatesPage', () => {
  it('lists the sets by charter with their records and rules, then the possible siblings', async () => {
    renderList({
      '/api/duplicates': [jsonReply(200, LIST_RESPONSE)],
      '/api/duplicates/merges': [jsonReply(200, { merges: [] })],
    });
    const sierra = await screen.findByRole('region', { name: 'Sierra Valley Learning Academy' });
    const set = setCard('Ana Lopez, ANA Lopez');
    expect(sierra.contains(set)).toBe(true);
    expect(
      within(within(set).getByRole('list', { name: 'Records' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Lopez · 05/01/2011 · Interest', 'ANA Lopez · 05/01/2011 · Interest']);
    expect(within(set).getByRole('list', { name: 'Why flagged' }).textContent).toBe(
      'StrongAna Lopez and ANA Lopez: Same student: same first name, last name and birth date.',
    );
    expect(
      within(set).getByRole('link', { name: 'Open the set of Ana Lopez, ANA Lopez' }).getAttribute('href'),
    ).toBe('/duplicates/interest/i1');

    // A charter the list of charters does not name is still shown, by its id.
    const other = screen.getByRole('region', { name: 'Charter charter-other' });
    const reyes = setCard('Jon Reyes, John Reyes');
    expect(other.contains(reyes)).toBe(true);
    expect(reyes.textContent).toContain('Jon Reyes · No birth date · Secondary Enrollment');
    expect(reyes.textContent).toContain('John Reyes · 02/03/2010 · Primary Enrollment');
    expect(reyes.textContent).toContain('Likely');

    const siblings = screen.getByRole('region', { name: 'Possible siblings' });
    const link = within(siblings).getByRole('list', { name: 'Sibling links' });
    expect(within(link).getByRole('link', { name: 'Ana Lopez (Interest)' }).getAttribute('href')).toBe(
      '/interest-forms/i1',
    );
    expect(
      within(link).getByRole('link', { name: 'Luis Lopez (Primary Enrollment)' }).getAttribute('href'),
    ).toBe('/registration-forms/r9');
    expect(siblings.textContent).toContain('Sibling?');
  }, 30_000);

  it('says so when there is nothing to review', async () => {
    renderList({
      '/api/duplicates': [jsonReply(200, { sets: [], links: [], names: [] })],
      '/api/duplicates/merges': [jsonReply(200, { merges: [] })],
    });
    expect(await screen.findByText('No possible duplicates to review.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Possible siblings' })).toBeNull();
  });

  it('offers to try again when the list fails, and shows it once it loads', async () => {
    const { requests } = renderList({
      '/api/duplicates': [jsonReply(500, { message: 'down' }), jsonReply(200, LIST_RESPONSE)],
      '/api/duplicates/merges': [jsonReply(200, { merges: [] })],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The possible duplicates could not be loaded.',
    );
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(await screen.findByRole('region', { name: 'Sierra Valley Learning Academy' })).toBeTruthy();
    expect(requests.filter((request) => request.url === '/api/duplicates')).toHaveLength(2);
  });

  it('lists the recent merges, named when known, and lets an Admin undo one after confirming', async () => {
    const { requests } = renderList(
      {
        '/api/duplicates': [jsonReply(200, LIST_RESPONSE), jsonReply(200, LIST_RESPONSE)],
        '/api/duplicates/merges': [jsonReply(200, { merges: [MERGE] }), jsonReply(200, { merges: [] })],
        '/api/duplicates/merges/m1/undo': [jsonReply(200, { ...MERGE, state: 'undone' })],
      },
      3,
    );
    const merges = await screen.findByRole('region', { name: 'Recent merges' });
    const merge = await within(merges).findByTestId('merge-m1');
    expect(merge.textContent).toContain('Kept: Ana Lopez (Interest) · merged into it: Ana Lopes (Interest)');
    expect(merge.textContent).toContain('Merged by admin@sierra.example on 12/03/2026 9:00 AM');
    expect(within(merge).getByRole('link', { name: 'Ana Lopez (Interest)' }).getAttribute('href')).toBe(
      '/interest-forms/i1',
    );
    fireEvent.click(within(merge).getByRole('button', { name: 'Undo merge' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Undo this merge?' });
    expect(dialog.textContent).toContain('Ana Lopez (Interest) gets back its values from before the merge');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo merge', hidden: true }));
    expect(await screen.findByText('Merge undone.')).toBeTruthy();
    await waitFor(() => expect(within(merges).getByText('No merges that can still be undone.')).toBeTruthy());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({});
    expect(requests.filter((request) => request.url === '/api/duplicates')).toHaveLength(2);
  }, 30_000);

  it('shows the recent merges to a Contributor without Undo', async () => {
    renderList({
      '/api/duplicates': [jsonReply(200, LIST_RESPONSE)],
      '/api/duplicates/merges': [jsonReply(200, { merges: [MERGE] })],
    });
    const merge = await screen.findByTestId('merge-m1');
    expect(within(merge).getByRole('link', { name: 'Ana Lopez (Interest)' })).toBeTruthy();
    expect(within(merge).queryByRole('button')).toBeNull();
  });
});
