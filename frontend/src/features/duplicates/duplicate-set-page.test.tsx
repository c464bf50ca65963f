import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type RenderStaffPageOptions,
  renderStaffPage,
} from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { DuplicateSetPage } from './duplicate-set-page.tsx';
import { recordView, SET_RESPONSE, TWO_INTERESTS } from './test-utils/duplicate-responses.ts';

afterEach(() => vi.unstubAllGlobals());

/*
 * In jsdom Fluent's focus manager (tabster) may, on a timer, mark the open dialog itself aria-hidden
 * once its content changes; Chromium does not, and tests/e2e/staff-duplicates.spec.ts drives the
 * dialog by role there, with axe. So the dialog's inside is queried with hidden elements included.
 */
const HIDDEN = { hidden: true } as const;

const SET_URL = '/api/duplicates/interest/i1';

function renderSet(api: RenderStaffPageOptions['api'], route = '/duplicates/interest/i1') {
  return renderStaffPage(<DuplicateSetPage />, {
    user: { level: 2 },
    route,
    path: '/duplicates/:kind/:id',
    api,
  });
}

/** The text of each cell of a field's row: its label, then each record's value. */
function rowOf(field: string): string[] {
  return within(screen.getByTestId(`field-${field}`))
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('DuplicateSetPage', () => {
  it('shows the set side by side, the differing fields marked, each record linked to its page', async () => {
    renderSet({ [SET_URL]: [jsonReply(200, SET_RESPONSE)] });
    const table = await screen.findByRole('table', { name: 'Records side by side' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Field',
      'InterestAna Lopez',
      'InterestANA Lopez',
    ]);
    expect(
      within(table).getByRole('link', { name: 'Open the Interest of ANA Lopez' }).getAttribute('href'),
    ).toBe('/interest-forms/i2');
    expect(rowOf('studentFirstName')).toEqual(['Student first namediffers', 'Ana', 'ANA']);
    expect(screen.getByTestId('field-studentFirstName').getAttribute('data-differs')).toBe('true');
    expect(rowOf('birthDate')).toEqual(['Birth date', '05/01/2011', '05/01/2011']);
    expect(screen.getByTestId('field-birthDate').getAttribute('data-differs')).toBe('false');
    expect(rowOf('gradeLevel')).toEqual(['Grade level', 'Not given', 'Not given']);
    expect(rowOf('submittedAt')[0]).toBe('Submitted' + 'differs');
    expect(screen.getByRole('region', { name: 'Why flagged' }).textContent).toBe(
      'Why flaggedStrongAna Lopez and ANA Lopez: Same student: same first name, last name and birth date.',
    );
  }, 30_000);

  it('marks the records not duplicates with a reason, checked first by the schema, then goes back to the list', async () => {
    const { requests } = renderSet({
      [SET_URL]: [jsonReply(200, SET_RESPONSE)],
      '/api/duplicates/not-duplicates': [jsonReply(200, { answered: ['interest:i1|interest:i2'] })],
      '/api/duplicates': [jsonReply(200, { sets: [], links: [], names: [] })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Not duplicates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not duplicates' });
    const boxes = within(dialog).getAllByRole('checkbox', HIDDEN);
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'ANA Lopez · Interest · 05/01/2011', ...HIDDEN }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as not duplicates', ...HIDDEN }));
    expect(await within(dialog).findByText('Please choose at least two records.')).toBeTruthy();
    expect(within(dialog).getByText('Please say why these records are not duplicates.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'ANA Lopez · Interest · 05/01/2011', ...HIDDEN }),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/, ...HIDDEN }), {
      target: { value: 'Twins: Ana and Anna.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as not duplicates', ...HIDDEN }));
    await waitFor(() => expect(currentLocation()).toBe('/duplicates'));
    expect(screen.getByText('Marked as not duplicates.')).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      records: [
        { kind: 'interest', id: 'i1' },
        { kind: 'interest', id: 'i2' },
      ],
      reason: 'Twins: Ana and Anna.',
    });
  }, 30_000);

  it("shows the server's field errors on the records, and a conflict with Reload", async () => {
    const { requests } = renderSet({
      [SET_URL]: [jsonReply(200, SET_RESPONSE)],
      '/api/duplicates/not-duplicates': [
        jsonReply(400, {
          message: 'invalid',
          errors: [
            {
              field: 'records',
              code: 'duplicates.records.notFlagged',
              message: 'These records are not flagged as duplicates of each other.',
            },
          ],
        }),
        jsonReply(409, {
          message: 'This set was changed by someone else. Please reload it and try again.',
          code: 'duplicates.conflict',
        }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Not duplicates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not duplicates' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/, ...HIDDEN }), {
      target: { value: 'Twins.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as not duplicates', ...HIDDEN }));
    expect(
      await within(dialog).findByText('These records are not flagged as duplicates of each other.'),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as not duplicates', ...HIDDEN }));
    expect(
      await within(dialog).findByText(
        'This set was changed by someone else. Please reload it and try again.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload', ...HIDDEN }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Reload', ...HIDDEN })).toBeNull(),
    );
    expect(requests.filter((request) => request.url === SET_URL)).toHaveLength(2);
    expect(currentLocation()).toBe('/duplicates/interest/i1');
  }, 30_000);

  it('lets the coordinator choose which four records of a larger set are side by side', async () => {
    const five = [
      ...TWO_INTERESTS,
      recordView('registration', 'r1', { studentFirstName: 'Ana', studentLastName: 'Lopez' }),
      recordView('registration', 'r2', { studentFirstName: 'Anna', studentLastName: 'Lopez' }),
      recordView('lelo', 'l1', { studentFirstName: 'Ana', studentLastName: 'López' }),
    ];
    renderSet({ [SET_URL]: [jsonReply(200, { ...SET_RESPONSE, records: five })] });
    const choice = await screen.findByRole('group', {
      name: 'This set has 5 records; 4 at a time are shown side by side. Choose which:',
    });
    const table = screen.getByRole('table', { name: 'Records side by side' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    const last = within(choice).getByRole('checkbox', { name: 'Ana López · Secondary Enrollment' });
    expect((last as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(choice).getByRole('checkbox', { name: 'ANA Lopez · Interest' }));
    fireEvent.click(last);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Field',
      'InterestAna Lopez',
      'Primary EnrollmentAna Lopez',
      'Primary EnrollmentAnna Lopez',
      'Secondary EnrollmentAna López',
    ]);
  }, 30_000);

  it('says when the record has no open duplicates', async () => {
    renderSet({ [SET_URL]: [jsonReply(200, { set: null, records: [], links: [] })] });
    expect(await screen.findByText('No open duplicates for this record.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Possible duplicates' }).getAttribute('href')).toBe(
      '/duplicates',
    );
    vi.unstubAllGlobals();
  });

  it('says a record of another charter is not found', async () => {
    renderSet(
      { '/api/duplicates/lelo/x9': [jsonReply(404, { message: 'Not found' })] },
      '/duplicates/lelo/x9',
    );
    expect(await screen.findByText('This record was not found.')).toBeTruthy();
  });
});

describe('DuplicateSetPage: Merge', () => {
  it('posts the chosen survivor, the value kept from the other record and the versions seen, then goes to the list', async () => {
    const { requests } = renderSet({
      [SET_URL]: [jsonReply(200, SET_RESPONSE)],
      '/api/duplicates/merges': [jsonReply(201, { id: 'm1' })],
      '/api/duplicates': [jsonReply(200, { sets: [], links: [], names: [] })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Merge…' }));
    const stays = screen.getByRole('radiogroup', { name: 'Record that stays' });
    expect(
      (within(stays).getByRole('radio', { name: 'Interest · Ana Lopez' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(stays).getByRole('radio', { name: 'Interest · ANA Lopez' }));
    const first = screen.getByRole('radiogroup', { name: 'Student first name differs' });
    // The survivor's value is chosen at first; the coordinator keeps the other record's.
    expect(
      (within(first).getByRole('radio', { name: 'ANA (Interest · ANA Lopez)' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(first).getByRole('radio', { name: 'Ana (Interest · Ana Lopez)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Review the merge' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge records' });
    expect(dialog.textContent).toContain(
      '1 record will be merged into the Interest · ANA Lopez. It is kept read-only and linked to it',
    );
    expect(dialog.textContent).toContain('Student first name: Ana');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge', ...HIDDEN }));
    await waitFor(() => expect(currentLocation()).toBe('/duplicates'));
    expect(screen.getByText('Records merged.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      survivor: { kind: 'interest', id: 'i2' },
      merged: [{ kind: 'interest', id: 'i1' }],
      keep: { studentFirstName: { kind: 'interest', id: 'i1' } },
      versions: { 'interest:i1': '"etag-i1"', 'interest:i2': '"etag-i2"' },
    });
  }, 30_000);

  it('says a record changed since it was shown, with Reload, and stays on the set', async () => {
    const { requests } = renderSet({
      [SET_URL]: [jsonReply(200, SET_RESPONSE)],
      '/api/duplicates/merges': [
        jsonReply(409, {
          message: 'This set was changed by someone else. Please reload it and try again.',
          code: 'duplicates.conflict',
        }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Merge…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Review the merge' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge records' });
    expect(dialog.textContent).toContain('It keeps all its own values.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge', ...HIDDEN }));
    expect(
      await screen.findByText('This set was changed by someone else. Please reload it and try again.'),
    ).toBeTruthy();
    // The page may still be aria-hidden while the confirmation finishes closing.
    fireEvent.click(screen.getByRole('button', { name: 'Reload', ...HIDDEN }));
    await waitFor(() => expect(requests.filter((request) => request.url === SET_URL)).toHaveLength(2));
    expect(currentLocation()).toBe('/duplicates/interest/i1');
  }, 30_000);
});
