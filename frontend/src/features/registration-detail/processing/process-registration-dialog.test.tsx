import type { RegistrationStatusChange } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonReply } from '../../../test/mock-api.ts';
import { fakeRegistrationApi, makeRecord } from '../test-utils/fake-registration-api.ts';
import { HIDDEN, refusedThenReloaded } from '../test-utils/processing-dialog.ts';
import {
  button,
  buttonNames,
  loaded,
  ORIENTATION_SCHEDULED_BUTTONS,
  progressStates,
  renderDetail,
} from '../test-utils/render-detail.tsx';

afterEach(() => vi.unstubAllGlobals());

const processDialog = () => screen.findByRole('dialog', { name: 'Process Registration', ...HIDDEN });

function stepStates(dialog: HTMLElement) {
  return within(within(dialog).getByTestId('process-steps'))
    .getAllByRole('listitem', HIDDEN)
    .map((step) => step.getAttribute('data-state'));
}

async function openProcess(fake = fakeRegistrationApi()) {
  const view = renderDetail(fake);
  fireEvent.click(await button('Process Registration'));
  return { ...view, dialog: await processDialog() };
}

const lastChange = (fake: ReturnType<typeof fakeRegistrationApi>) =>
  fake.puts.at(-1)?.body as RegistrationStatusChange | undefined;

describe('Process Registration: student match', () => {
  it('searches for the registration, shows the matches, and refuses a confirm without a student and action', async () => {
    const { dialog, fake } = await openProcess();
    expect(within(dialog).getByText('Find Student Match')).toBeTruthy();
    expect(stepStates(dialog)).toEqual(['current', 'todo']);
    const table = await within(dialog).findByRole('table', { name: 'Student matches', ...HIDDEN });
    expect(fake.matchSearches[0]?.body).toEqual({ registrationId: fake.record?.id });
    const rows = within(table).getAllByRole('row', HIDDEN);
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader', HIDDEN)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Select',
      'Match Type',
      'SIS Charter',
      'First Name',
      'Last Name',
      'Birth Date',
      'Local ID',
      'District ID',
      'Start Date',
      'Finish Date',
      'School Email',
      'Link',
    ]);
    expect(rows[1]?.textContent).toContain('Exact');
    expect(rows[1]?.textContent).toContain('AV-1001');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Open Lucia Ramirez in the SIS', ...HIDDEN })
        .getAttribute('href'),
    ).toBe('https://sis.example/students/AV-1001');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Match', ...HIDDEN }));
    expect(await within(dialog).findByText('Please select a student from the match results.')).toBeTruthy();
    expect(within(dialog).getByText('Please select an action for the chosen student.')).toBeTruthy();
    expect(fake.puts).toHaveLength(0);
  });

  it('confirms the chosen match with its action (If-Match), then schedules the orientation to the final screen', async () => {
    const { dialog, fake } = await openProcess();
    fireEvent.click(
      await within(dialog).findByRole('radio', { name: 'Select Lucia Ramirez, local ID AV-1001', ...HIDDEN }),
    );
    fireEvent.change(within(dialog).getByLabelText(/Action/), { target: { value: 'No Action Needed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Match', ...HIDDEN }));
    // Step 2: the registration had no orientation, so the scheduler.
    const sendInvitation = await within(dialog).findByRole('button', {
      name: 'Send Email Invitation',
      ...HIDDEN,
    });
    expect(lastChange(fake)).toEqual({
      change: 'studentMatched',
      sisCharter: 'Antelope Valley Charter',
      sisLocalId: 'AV-1001',
      action: 'No Action Needed',
    });
    expect(fake.puts[0]?.headers.get('If-Match')).toBe('"etag-1"');
    expect(fake.record?.selectedStudent?.sis_local_id).toBe('AV-1001');
    expect(stepStates(dialog)).toEqual(['done', 'current']);
    expect(progressStates()).toEqual(['done', 'current', 'todo', 'todo']);

    fireEvent.click(sendInvitation);
    expect(await within(dialog).findByText('Registration Processing is complete.')).toBeTruthy();
    expect(within(dialog).getByText('Lucia is now orientation ready!')).toBeTruthy();
    expect(stepStates(dialog)).toEqual(['done', 'done']);
    expect(fake.puts[1]?.headers.get('If-Match')).toBe('"etag-2"');
    expect(lastChange(fake)).toMatchObject({
      change: 'orientationScheduled',
      orientation: { type: 'VIRTUAL', link: 'https://meet.example/orientation', sendEmail: true },
    });
    expect((await screen.findByTestId('notification-banner')).textContent).toContain(
      'Orientation Email Sent',
    );
    expect(fake.record?.status).toBe('Virtual Orientation Sent');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close', ...HIDDEN }));
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull());
    expect(progressStates()).toEqual(['done', 'done', 'current', 'todo']);
    // The page comes back from behind the modal (tabster) a moment after it closes.
    await waitFor(() => expect(buttonNames()).toEqual(ORIENTATION_SCHEDULED_BUTTONS));
  });

  it('asks whether a pending action is completed: Still Pending closes, and the next opening asks again; Yes goes on', async () => {
    const { dialog, fake } = await openProcess();
    fireEvent.click(
      await within(dialog).findByRole('radio', { name: 'Select Lucia Ramirez, local ID AV-0420', ...HIDDEN }),
    );
    fireEvent.change(within(dialog).getByLabelText(/Action/), {
      target: { value: 'Interdistrict Transfer' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Match', ...HIDDEN }));
    expect(await within(dialog).findByText('Is the Interdistrict Transfer completed?')).toBeTruthy();
    expect(fake.record?.status).toBe('Interdistrict Transfer Requested');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Still Pending', ...HIDDEN }));
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull());

    // processingLevel 1 with the pending status: the modal opens at the question.
    fireEvent.click(await button('Process Registration'));
    const again = await processDialog();
    expect(within(again).getByText('Is the Interdistrict Transfer completed?')).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Yes', ...HIDDEN }));
    expect(
      await within(again).findByRole('button', { name: 'Send Email Invitation', ...HIDDEN }),
    ).toBeTruthy();
    expect(fake.matchSearches).toHaveLength(1);
    expect(fake.puts).toHaveLength(1);
  });

  it('says a match exists at another charter without showing it', async () => {
    const fake = fakeRegistrationApi();
    fake.matches = jsonReply(200, { recordset: [], otherCharterMatches: 1 });
    const { dialog } = await openProcess(fake);
    expect((await within(dialog).findByTestId('match-other-charters')).textContent).toBe(
      'This student may also be enrolled at another charter (1 match). Its details are not shown here; ask that charter.',
    );
    expect(within(dialog).getByText(/^No records were found to match/)).toBeTruthy();
  });

  it("says 'No records were found to match ' when there are none; No Match Found goes on to the orientation", async () => {
    const fake = fakeRegistrationApi();
    fake.matches = [];
    const { dialog } = await openProcess(fake);
    const none = await within(dialog).findByText(/^No records were found to match/);
    expect(none.textContent).toBe('No records were found to match ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No Match Found', ...HIDDEN }));
    expect(
      await within(dialog).findByRole('button', { name: 'Send Email Invitation', ...HIDDEN }),
    ).toBeTruthy();
    expect(lastChange(fake)).toEqual({ change: 'noMatchFound' });
    expect(fake.record).toMatchObject({
      status: 'Enrollment Submitted',
      processingLevel: 1,
      progressLevel: 1,
    });
  });

  it('clears the results of a failed search and offers to try again', async () => {
    const fake = fakeRegistrationApi();
    fake.matches = jsonReply(503, {
      message: 'The student information system could not be reached. Please try again in a moment.',
    });
    const { dialog } = await openProcess(fake);
    expect(
      await within(dialog).findByText(
        'The student match could not be completed, so no results are shown. Please try again.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('table', HIDDEN)).toBeNull();
    expect(within(dialog).queryByText('Finding student matches…')).toBeNull();
    fake.matches = [];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try Again', ...HIDDEN }));
    expect(await within(dialog).findByText(/^No records were found to match/)).toBeTruthy();
    expect(fake.matchSearches).toHaveLength(2);
  });

  it('shows a 400 on its field and a 409 with Reload, after which the confirm goes through', async () => {
    const fake = fakeRegistrationApi();
    const { dialog } = await openProcess(fake);
    fireEvent.click(
      await within(dialog).findByRole('radio', { name: 'Select Lucia Ramirez, local ID AV-1001', ...HIDDEN }),
    );
    fireEvent.change(within(dialog).getByLabelText(/Action/), { target: { value: 'Auto Withdraw' } });
    // Refused for its action (a 400), then for a stale ETag once someone else saved the registration.
    await refusedThenReloaded(
      dialog,
      fake,
      'Confirm Match',
      {
        field: 'action',
        code: 'registration.match.action.required',
        text: 'Please select an action for the chosen student.',
      },
      { generalRegistrationNotes: 'Called again.' },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Match', ...HIDDEN }));
    expect(await within(dialog).findByText('Is the Auto Withdraw completed?')).toBeTruthy();
    expect(fake.record?.status).toBe('Auto Withdraw Requested');
    expect(fake.puts.at(-1)?.headers.get('If-Match')).toBe('"etag-2"');
  });
});

describe('Process Registration: orientation set ahead', () => {
  const ahead = () =>
    fakeRegistrationApi(
      makeRecord({
        processingLevel: 1,
        status: 'Orientation Scheduled',
        orientationScheduled: true,
        orientationType: 'LIVE',
        orientationTime: '12/02/2026 10:00AM - 11:00AM',
        orientationDate: '2026-12-02',
      }),
    );

  it('opens at step 2 with the orientation and Confirm Orientation', async () => {
    const fake = ahead();
    const { dialog } = await openProcess(fake);
    expect(stepStates(dialog)).toEqual(['done', 'current']);
    expect(within(dialog).getByText('12/02/2026 10:00AM - 11:00AM')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Orientation', ...HIDDEN }));
    expect(await within(dialog).findByText('Registration Processing is complete.')).toBeTruthy();
    expect(lastChange(fake)).toEqual({ change: 'orientationConfirmed' });
    expect(fake.record).toMatchObject({
      status: 'Orientation Scheduled',
      processingLevel: 2,
      progressLevel: 2,
    });
    expect(fake.matchSearches).toHaveLength(0);
  });

  it('offers to schedule another one instead, and to keep the one set', async () => {
    const { dialog } = await openProcess(ahead());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Another Orientation', ...HIDDEN }));
    expect(
      await within(dialog).findByRole('button', { name: 'Send Email Invitation', ...HIDDEN }),
    ).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Keep the Scheduled Orientation', ...HIDDEN }),
    );
    expect(
      await within(dialog).findByRole('button', { name: 'Confirm Orientation', ...HIDDEN }),
    ).toBeTruthy();
  });

  it("shows the server's refusal of an illegal step with Reload", async () => {
    const fake = ahead();
    const { dialog } = await openProcess(fake);
    await loaded();
    // Another coordinator confirmed it meanwhile (the fake's record moved on without a new read here).
    fake.nextWrite = jsonReply(409, {
      message:
        'This step is not available for the registration in its current status. Please reload it to see where it stands.',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Orientation', ...HIDDEN }));
    expect(
      await within(dialog).findByText(
        'This step is not available for the registration in its current status. Please reload it to see where it stands.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reload', ...HIDDEN })).toBeTruthy();
  });
});
