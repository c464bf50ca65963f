import type { StaffRegistrationValues } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSisMatch } from '../../../../domain/test-support/sis-match.ts';
import type { StaffRegistrationFormProps } from '../../components/staff-registration-form/index.ts';
import { expectDetailRows, detailRowValue as rowValue } from '../../staff-session/test-utils/detail-rows.ts';
import { jsonReply } from '../../test/mock-api.ts';
import { fakeRegistrationApi, makeRecord } from './test-utils/fake-registration-api.ts';
import { HIDDEN, orientationScheduledApi } from './test-utils/processing-dialog.ts';
import {
  button,
  buttonNames,
  loaded,
  ORIENTATION_SCHEDULED_BUTTONS,
  renderDetail,
} from './test-utils/render-detail.tsx';

/**
 * The staff form is its own component (with its own tests); here a stand-in shows what it was given
 * and submits the starting values with the first name changed, so the page's wiring is what is tested.
 */
vi.mock('../../components/staff-registration-form/index.ts', () => ({
  StaffRegistrationForm: (props: StaffRegistrationFormProps) => (
    <form
      data-testid="staff-form"
      data-mode={props.mode}
      data-site={props.defaultSite?.name}
      onSubmit={(event) => {
        event.preventDefault();
        const values: StaffRegistrationValues = { ...props.defaultValues, firstName: 'Lucy' };
        props.onSubmit(values).catch(() => undefined);
      }}
    >
      <output data-testid="form-first-name">{props.defaultValues.firstName}</output>
      <output data-testid="form-type">{props.defaultValues.enrollmentType}</output>
      <output data-testid="form-notes">{props.defaultValues.generalRegistrationNotes}</output>
      {props.actions}
      <button type="submit">{props.submitLabel}</button>
    </form>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

describe('RegistrationDetailPage summary', () => {
  it('shows the sections with 504 and upper-cased programs, Yes/No answers, MM/DD/YYYY and a different mailing address', async () => {
    renderDetail();
    expect(await screen.findByText('Enrollment Registration Form', { selector: 'h1' })).toBeTruthy();
    await loaded();
    expect(screen.getByText('Go Back').closest('a')?.getAttribute('href')).toBe('/registration-forms');
    expectDetailRows({
      'Learning Center Information': {
        'Learning Center': 'Antelope Valley Learning Academy',
        Charter: 'Antelope Valley Charter',
        'Enrollment Type': 'Regular',
        'Registration ID': 'uuid-5678',
      },
      'Registration Notes': { 'Registration Notes': 'Called the family.' },
      'Special Programs': {
        '504': 'Yes',
        IEP: 'No',
        ELL: 'Not reviewed',
        'Program Description': 'Needs a quiet room.',
      },
      'Student Information': {
        'Birth Date': '04/09/2010',
        'Has a Suffix': 'No',
        'Previously Enrolled': 'No',
      },
      'Parent 1 Information': { 'Student Lives with Parent 1': 'Yes' },
      'Physical Address': { 'Mailing Address Is the Same': 'No' },
      'Mailing Address': { Street: 'PO Box 9' },
      'DASS Information': {
        'Has the student ever been expelled?': 'Yes',
        'Has the student ever been expelled? Which School': 'Central High',
        'Has the student ever been suspended for more than 10 days?': '—',
      },
    });
    expect(screen.queryByText('Parent 2 Information', { selector: 'h2' })).toBeNull();
    expect(screen.queryByText('Orientation', { selector: 'h2' })).toBeNull();
    expect(screen.queryByText('Termination', { selector: 'h2' })).toBeNull();
  });

  it('leaves out the mailing address when it is the same and the regular-only sections for intercession', async () => {
    renderDetail(
      fakeRegistrationApi(makeRecord({ registerForIntercession: true }, { isMailingAddressTheSame: 'yes' })),
    );
    await loaded();
    expect(rowValue('Learning Center Information', 'Enrollment Type')).toBe('Intersession');
    expect(screen.queryByText('Mailing Address', { selector: 'h2' })).toBeNull();
    expect(screen.queryByText('DASS Information', { selector: 'h2' })).toBeNull();
    expect(screen.queryByText('Emergency Contacts', { selector: 'h2' })).toBeNull();
  });

  it('links the interest a registration was made from', async () => {
    renderDetail(fakeRegistrationApi(makeRecord({ interestId: 'int-7', interestUuid: 'uuid-int-7' })));
    await loaded();
    expect(rowValue('Learning Center Information', 'From Interest')).toBe('Open the interest uuid-int-7');
    expect(screen.getByText('Open the interest uuid-int-7').closest('a')?.getAttribute('href')).toBe(
      '/interest-forms/int-7',
    );
  });

  it('shows the SIS match chosen in processing: local id, name and birth date', async () => {
    renderDetail(
      fakeRegistrationApi(
        makeRecord({
          selectedStudent: testSisMatch(),
        }),
      ),
    );
    await loaded();
    const section = 'SIS Match';
    expect(rowValue(section, 'SIS Match')).toBe('Chosen (Exact)');
    expect(rowValue(section, 'SIS Local ID')).toBe('100234');
    expect(rowValue(section, 'SIS Student Name')).toBe('Ana Reyes');
    expect(rowValue(section, 'SIS Birth Date')).toBe('06/17/2011');
  });

  it('says when no SIS match was found', async () => {
    renderDetail(fakeRegistrationApi(makeRecord({ selectedStudent: null })));
    await loaded();
    expect(rowValue('SIS Match', 'SIS Match')).toBe('No match found');
  });

  it("shows a family's 'No second parent or guardian' in the Parent 2 section", async () => {
    renderDetail(fakeRegistrationApi(makeRecord({ noSecondParent: true })));
    await loaded();
    expect(rowValue('Parent 2 Information', 'Relationship to Student')).toBe('No second parent or guardian');
  });

  it('shows the orientation when scheduled and the termination notes when terminated', async () => {
    renderDetail(
      fakeRegistrationApi(
        makeRecord({
          status: 'Enrollment Terminated',
          orientationScheduled: true,
          orientationType: 'VIRTUAL',
          orientationLink: 'https://meet.example/abc',
          terminationNotes: 'Moved away.',
        }),
      ),
    );
    await screen.findByText('Orientation', { selector: 'h2' });
    expect(rowValue('Orientation', 'Orientation Type')).toBe('Virtual');
    expect(rowValue('Orientation', 'Orientation Link')).toBe('https://meet.example/abc');
    expect(rowValue('Termination', 'Termination Notes')).toBe('Moved away.');
  });

  it('marks the reached progress steps and the current one', async () => {
    renderDetail(fakeRegistrationApi(makeRecord({ progressLevel: 2 })));
    const progress = await screen.findByLabelText('Registration progress');
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'current', 'todo']);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(steps[2]?.textContent).toContain('Orientation Ready');
  });

  it('shows not found for an unknown id (or another charter’s)', async () => {
    renderDetail(fakeRegistrationApi(null));
    expect((await screen.findByRole('alert')).textContent).toBe('No data available for this entry.');
  });
});

describe('RegistrationDetailPage buttons', () => {
  it('shows Edit Form and Process Registration below processing level 2, and Export to PDF', async () => {
    renderDetail();
    await loaded();
    expect(buttonNames()).toEqual(['Edit Form', 'Process Registration', 'Export to PDF']);
  });

  it('shows Reschedule, Add Special Programs and Terminate from processing level 2', async () => {
    renderDetail(fakeRegistrationApi(makeRecord({ processingLevel: 2, status: 'Orientation Scheduled' })));
    await loaded();
    expect(buttonNames()).toEqual(ORIENTATION_SCHEDULED_BUTTONS);
  });

  it('shows only Reactivate (and Export) for a terminated registration, no Edit Form when complete', async () => {
    const view = renderDetail(
      fakeRegistrationApi(makeRecord({ status: 'Enrollment Terminated', processingLevel: 2 })),
    );
    await loaded();
    expect(buttonNames()).toEqual(['Reactivate Registration', 'Export to PDF']);
    view.unmount();
    renderDetail(fakeRegistrationApi(makeRecord({ status: 'Enrollment Complete', processingLevel: 3 })));
    await loaded();
    expect(buttonNames()).not.toContain('Edit Form');
  });

  it('gives a User neither Edit Form nor the processing buttons (the API refuses their writes)', async () => {
    const view = renderDetail(fakeRegistrationApi(), 1);
    await loaded();
    expect(buttonNames()).toEqual(['Export to PDF']);
    view.unmount();
    renderDetail(fakeRegistrationApi(makeRecord({ processingLevel: 2, status: 'Orientation Scheduled' })), 1);
    await loaded();
    expect(buttonNames()).toEqual(['Export to PDF']);
  });

  it('gives a Contributor the processing buttons', async () => {
    renderDetail(fakeRegistrationApi(makeRecord({ processingLevel: 2, status: 'Orientation Scheduled' })), 2);
    await loaded();
    expect(buttonNames()).toEqual(ORIENTATION_SCHEDULED_BUTTONS);
  });

  it('hides the processing buttons while the form is being edited', async () => {
    renderDetail();
    fireEvent.click(await button('Edit Form'));
    await screen.findByTestId('staff-form');
    expect(buttonNames()).toEqual(['Export to PDF']);
  });
});

describe('RegistrationDetailPage edit', () => {
  it('starts the form from the record, and Cancel Edit returns to the summary without saving', async () => {
    const { fake } = renderDetail();
    fireEvent.click(await button('Edit Form'));
    const form = await screen.findByTestId('staff-form');
    expect(form.getAttribute('data-mode')).toBe('edit');
    expect(form.getAttribute('data-site')).toBe('Antelope Valley Learning Academy');
    expect(screen.getByTestId('form-first-name').textContent).toBe('Lucia');
    expect(screen.getByTestId('form-type').textContent).toBe('REGULAR');
    expect(screen.getByTestId('form-notes').textContent).toBe('Called the family.');
    expect(screen.queryByText('Student Information', { selector: 'h2' })).toBeNull();
    fireEvent.click(screen.getByText('Cancel Edit', { selector: 'button' }));
    await loaded();
    expect(fake.puts).toHaveLength(0);
  });

  it('saves with If-Match, shows the banner, closes the edit and shows the saved values', async () => {
    const { fake } = renderDetail();
    fireEvent.click(await button('Edit Form'));
    fireEvent.click(await button('Submit Changes'));
    expect((await screen.findByTestId('notification-banner')).textContent).toContain(
      'Registration has been updated',
    );
    await loaded();
    expect(rowValue('Student Information', 'First Name')).toBe('Lucy');
    expect(fake.puts[0]?.headers.get('If-Match')).toBe('"etag-1"');
    expect((fake.puts[0]?.body as StaffRegistrationValues | undefined)?.site).toBe(
      makeRecord().learningCenterId,
    );
  });

  it('keeps the form and shows the server’s message on a 409; Reload starts afresh', async () => {
    const fake = fakeRegistrationApi();
    fake.nextWrite = jsonReply(409, {
      message: 'This registration was changed by someone else. Please reload it and try again.',
    });
    renderDetail(fake);
    fireEvent.click(await button('Edit Form'));
    fireEvent.click(await button('Submit Changes'));
    const alert = await screen.findByText(
      'This registration was changed by someone else. Please reload it and try again.',
      { selector: '.fui-MessageBarBody' },
    );
    expect(alert).toBeTruthy();
    expect(screen.getByTestId('staff-form')).toBeTruthy();
    fireEvent.click(screen.getByText('Reload', { selector: 'button' }));
    await waitFor(() =>
      expect(
        screen.queryByText('This registration was changed by someone else. Please reload it and try again.', {
          selector: '.fui-MessageBarBody',
        }),
      ).toBeNull(),
    );
    expect(screen.getByTestId('staff-form')).toBeTruthy();
  });
});

describe('RegistrationDetailPage Reschedule Orientation', () => {
  it("opens the scheduler with 'Cancel Reschedule'; a sent invitation shows 'Orientation Email Sent'", async () => {
    const fake = orientationScheduledApi();
    renderDetail(fake, 2);
    fireEvent.click(await button('Reschedule Orientation'));
    let dialog = await screen.findByRole('dialog', { name: 'Orientation Scheduler', ...HIDDEN });
    // Cancel Reschedule is there while the options load too; the loaded form's own one is clicked.
    await within(dialog).findByRole('radio', { name: 'Live Orientation', ...HIDDEN });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel Reschedule', ...HIDDEN }));
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull());
    expect(fake.puts).toHaveLength(0);

    fireEvent.click(await button('Reschedule Orientation'));
    dialog = await screen.findByRole('dialog', { name: 'Orientation Scheduler', ...HIDDEN });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send Email Invitation', ...HIDDEN }));
    expect((await screen.findByTestId('notification-banner')).textContent).toContain(
      'Orientation Email Sent',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull());
    expect(fake.puts[0]?.headers.get('If-Match')).toBe('"etag-1"');
    expect(fake.record).toMatchObject({
      status: 'Virtual Orientation Sent',
      processingLevel: 2,
      progressLevel: 2,
    });
  });
});
