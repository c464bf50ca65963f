import type { RegistrationRecord } from '@enroll/domain';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { jsonReply } from '../../../test/mock-api.ts';
import { type FakeRegistrationApi, fakeRegistrationApi, makeRecord } from './fake-registration-api.ts';

/*
 * In jsdom, Fluent's focus manager (tabster) finds nothing focusable (there is no layout), focuses the
 * dialog's surface and then marks the open dialog aria-hidden a moment later; its inside is queried
 * with hidden elements included (as in add-interest-page.test.tsx). The end-to-end test checks the
 * dialogs' roles and names in a real browser, with axe.
 */
export const HIDDEN = { hidden: true } as const;

/** A registration processed up to a scheduled orientation (Terminate and Special Programs are offered). */
export const orientationScheduledApi = () =>
  fakeRegistrationApi(
    makeRecord({
      processingLevel: 2,
      progressLevel: 2,
      status: 'Orientation Scheduled',
      orientationScheduled: true,
    }),
  );

/** A write refused for a stale ETag shows the message; Reload reads the registration again and clears it. */
export async function reloadAfterConflict(dialog: HTMLElement) {
  expect(
    await within(dialog).findByText(
      'This registration was changed by someone else. Please reload it and try again.',
    ),
  ).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reload', ...HIDDEN }));
  await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Reload', ...HIDDEN })).toBeNull());
}

/**
 * The dialog's `button` pressed twice: first refused with a 400 naming `refused.field` (its `text`
 * shows in the dialog), then, the registration changed elsewhere by `elsewhere`, refused for the stale
 * ETag and reloaded (see reloadAfterConflict).
 */
export async function refusedThenReloaded(
  dialog: HTMLElement,
  fake: FakeRegistrationApi,
  button: string,
  refused: { field: string; code: string; text: string },
  elsewhere?: Partial<RegistrationRecord>,
): Promise<void> {
  const press = () => fireEvent.click(within(dialog).getByRole('button', { name: button, ...HIDDEN }));
  fake.nextWrite = jsonReply(400, {
    message: 'Invalid',
    errors: [{ field: refused.field, code: refused.code, message: '' }],
  });
  press();
  expect(await within(dialog).findByText(refused.text)).toBeTruthy();
  fake.changeElsewhere(elsewhere);
  press();
  await reloadAfterConflict(dialog);
}
