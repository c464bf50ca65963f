import type { SpecialProgramsRequest } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN, orientationScheduledApi, refusedThenReloaded } from '../test-utils/processing-dialog.ts';
import { button, buttonNames, progressStates, renderDetail } from '../test-utils/render-detail.tsx';
import { nextProgramState } from './special-programs-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openPrograms(fake = orientationScheduledApi()) {
  const view = renderDetail(fake, 2);
  fireEvent.click(await button('Add Special Programs'));
  const dialog = await screen.findByRole('dialog', { name: 'Add Special Programs', ...HIDDEN });
  await within(dialog).findByRole('checkbox', { name: '504', ...HIDDEN });
  return { ...view, dialog };
}

const checkbox = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name, ...HIDDEN }) as HTMLInputElement;

/** A checkbox's state as the screen reader hears it. */
const stateOf = (input: HTMLInputElement) => (input.indeterminate ? 'mixed' : input.checked);

describe('nextProgramState', () => {
  it('cycles not reviewed → yes → no → not reviewed', () => {
    expect(nextProgramState('unchecked')).toBe(true);
    expect(nextProgramState(true)).toBe(false);
    expect(nextProgramState(false)).toBe('unchecked');
  });
});

describe('Add Special Programs', () => {
  it('lists every program of GET /api/programTypes with its stored state, and the 5-row description', async () => {
    const { dialog } = await openPrograms();
    const names = within(dialog)
      .getAllByRole('checkbox', HIDDEN)
      .map((input) => input.closest('.fui-Checkbox')?.textContent);
    expect(names).toEqual(['504', 'IEP', 'ELL', 'CTE', 'CLMI']);
    expect(stateOf(checkbox(dialog, '504'))).toBe(true);
    expect(stateOf(checkbox(dialog, 'IEP'))).toBe(false);
    expect(stateOf(checkbox(dialog, 'ELL'))).toBe('mixed');
    expect(stateOf(checkbox(dialog, 'CTE'))).toBe('mixed');
    const description = within(dialog).getByRole('textbox', { name: 'Program Description', ...HIDDEN });
    expect((description as HTMLTextAreaElement).value).toBe('Needs a quiet room.');
    expect(description.getAttribute('rows')).toBe('5');
  });

  it('cycles a checkbox on each click and saves the programs with If-Match; the detail follows', async () => {
    const { dialog, fake } = await openPrograms();
    const ell = checkbox(dialog, 'ELL');
    fireEvent.click(ell);
    expect(stateOf(checkbox(dialog, 'ELL'))).toBe(true);
    fireEvent.click(checkbox(dialog, 'ELL'));
    expect(stateOf(checkbox(dialog, 'ELL'))).toBe(false);
    fireEvent.click(checkbox(dialog, 'ELL'));
    expect(stateOf(checkbox(dialog, 'ELL'))).toBe('mixed');
    fireEvent.click(checkbox(dialog, 'CTE'));
    fireEvent.click(checkbox(dialog, '504'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Program Description', ...HIDDEN }), {
      target: { value: 'CTE welding pathway.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', ...HIDDEN }));
    expect((await screen.findByTestId('notification-banner')).textContent).toContain(
      'Registration has been updated',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull());
    const request = fake.puts[0];
    expect(request?.url).toBe(`/api/registration/add-special-programs/${fake.record?.id}`);
    expect(request?.headers.get('If-Match')).toBe('"etag-1"');
    expect(request?.body as SpecialProgramsRequest).toEqual({
      programList: { fiveZeroFour: false, iep: false, ell: 'unchecked', cte: true, clmi: 'unchecked' },
      programDescription: 'CTE welding pathway.',
    });
    expect(fake.record).toMatchObject({ processingLevel: 3, progressLevel: 2 });
    expect(progressStates()).toEqual(['done', 'done', 'current', 'todo']);
    // The page comes back from behind the modal (tabster) a moment after it closes.
    await waitFor(() => expect(buttonNames()).toContain('Add Special Programs'));
  });

  it("shows a 400's field error on the description and a 409 with Reload", async () => {
    const { dialog, fake } = await openPrograms();
    await refusedThenReloaded(
      dialog,
      fake,
      'Save',
      {
        field: 'programDescription',
        code: 'registration.notes.max',
        text: 'Must be 1000 characters or fewer.',
      },
      { programDescription: 'Changed by a colleague.' },
    );
    // The form starts again from the fresh read.
    await waitFor(() =>
      expect(
        (
          within(dialog).getByRole('textbox', {
            name: 'Program Description',
            ...HIDDEN,
          }) as HTMLTextAreaElement
        ).value,
      ).toBe('Changed by a colleague.'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', ...HIDDEN }));
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull());
    expect(fake.puts.at(-1)?.headers.get('If-Match')).toBe('"etag-2"');
  });
});
