import { businessToday, registrationHandoverOf, type StaffRegistrationValues } from '@enroll/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRegistrationFormProps } from '../../components/staff-registration-form/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { AT_FLEX_HIGH_OAKLAND, interestEntryFixture } from '../../test/interest-entry-fixture.ts';
import { jsonReply, putWithIfMatch, type Reply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { AddRegistrationPage } from './add-registration-page.tsx';
import { addRegistrationStorageKey } from './add-registration-storage.ts';

// The page is tested against the form's props contract: the form itself has its own tests.
const form = vi.hoisted(() => ({ props: null as StaffRegistrationFormProps | null }));
vi.mock('../../components/staff-registration-form/index.ts', () => ({
  StaffRegistrationForm: (props: StaffRegistrationFormProps) => {
    form.props = props;
    return <form aria-label="Staff registration form" />;
  },
}));

/** The page for a staff member of level 2 at `route`, the API answering with `api`. */
function renderAddRegistration(api: Record<string, Reply[]> = {}, route = '/add-registration') {
  return renderStaffPage(<AddRegistrationPage />, { route, user: { level: 2 }, api });
}

/** The API once the form is saved as reg-8, reading the new registration with `read`. */
function savedAsReg8(read: Reply): Record<string, Reply[]> {
  return {
    '/api/registration': [jsonReply(201, { id: 'reg-8', _uuid: 'uuid-8' })],
    '/api/registration/reg-8': [read],
  };
}

/** Saves the form as Ana's, then picks 'Schedule Orientation Now' in the modal that follows (returned). */
async function saveAndScheduleNow(): Promise<HTMLElement> {
  await act(() => formProps().onSubmit({ ...formProps().defaultValues, firstName: 'Ana' }));
  const post = await screen.findByRole('alertdialog', { name: "Ana's Registration Form is Complete!" });
  fireEvent.click(within(post).getByRole('button', { name: 'Schedule Orientation Now' }));
  return post;
}

function formProps(): StaffRegistrationFormProps {
  if (!form.props) throw new Error('the form is not rendered');
  return form.props;
}

/** What 'Transfer to Registration Form' hands over of Marisol's entry from Flex High Oakland. */
const HANDOVER = registrationHandoverOf(
  interestEntryFixture({ _uuid: 'uuid-1234', parentRelationship: 'Mother', ...AT_FLEX_HIGH_OAKLAND }),
);

const TRANSFER_ROUTE = '/add-registration?transfer=transfer-9';
/** An orientation date a week from the business day (the scheduler offers upcoming dates only). */
const DATE = (() => {
  const day = new Date(`${businessToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  return day.toISOString().slice(0, 10);
})();
const transferApi = { '/api/registration-transfers/transfer-9': [jsonReply(200, HANDOVER)] };

beforeEach(() => {
  form.props = null;
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('AddRegistrationPage', () => {
  it('starts an empty regular form without a transfer, and reads nothing', () => {
    const { requests } = renderAddRegistration();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Registration Form' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/registration-forms');
    const props = formProps();
    expect(props).toMatchObject({ mode: 'add', submitLabel: 'Submit', defaultSite: null });
    expect(props.defaultValues).toMatchObject({
      firstName: '',
      site: '',
      enrollmentType: 'REGULAR',
      generalRegistrationNotes: '',
    });
    expect(requests).toHaveLength(0);
  });

  it('hands the transfer to the form: names, contact, address and the learning center', async () => {
    renderAddRegistration(transferApi, TRANSFER_ROUTE);
    const carried = await screen.findByRole('region', { name: 'Transferred from the interest entry' });
    expect(carried.textContent).toContain('Marisol Quintero');
    expect(carried.textContent).toContain('04/09/2010');
    const props = formProps();
    expect(props.defaultValues).toMatchObject({
      firstName: 'Marisol',
      lastName: 'Quintero',
      birthDate: '2010-04-09',
      pgFirstName: 'Elena',
      pgLastName: 'Quintero',
      pgPrimaryEmail: 'elena@example.com',
      street: '12 Elm St',
      city: 'Oakland',
      zip: '94607',
      site: 'site-1',
      enrollmentType: 'REGULAR',
    });
    expect(props.defaultSite).toEqual({
      id: 'site-1',
      name: 'Flex High Oakland',
      charter: { id: 'charter-flex-high', name: 'Flex High' },
      address: '1 Main St, Oakland, CA 94607',
    });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/interest-forms/entry-1');
  });

  it('starts without a learning center when the interest had none', async () => {
    renderAddRegistration(
      {
        '/api/registration-transfers/transfer-9': [jsonReply(200, { ...HANDOVER, learningCenterId: '0' })],
      },
      TRANSFER_ROUTE,
    );
    await screen.findByRole('form', { name: 'Staff registration form' });
    expect(formProps().defaultSite).toBeNull();
    expect(formProps().defaultValues.site).toBe('');
  });

  it('submits with the transfer and one key, then opens the post-registration modal; Later goes to the list', async () => {
    const { requests } = renderAddRegistration(
      { ...transferApi, '/api/registration': [jsonReply(201, { id: 'reg-7', _uuid: 'uuid-7' })] },
      TRANSFER_ROUTE,
    );
    await screen.findByRole('form', { name: 'Staff registration form' });
    const values: StaffRegistrationValues = { ...formProps().defaultValues, firstName: 'Marisol ' };
    await act(() => formProps().onSubmit(values));

    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/registration');
    expect(post?.body).toMatchObject({ firstName: 'Marisol ', site: 'site-1', transferId: 'transfer-9' });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    const dialog = await screen.findByRole('alertdialog', {
      name: "Marisol's Registration Form is Complete!",
    });
    expect(within(dialog).getByText('Would you like to schedule an orientation?')).toBeTruthy();
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Submit Registration (done)',
      'Process Registration',
      'Orientation Ready',
      'Enrollment Complete',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(window.sessionStorage.getItem(addRegistrationStorageKey('transfer-9'))).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Orientation Later' }));
    await waitFor(() => expect(currentLocation()).toBe('/registration-forms'));
  });

  it("'Schedule Orientation Now' reads the new registration, schedules a live orientation with its ETag, shows 'Orientation Email Sent' and goes to the list", async () => {
    const read = jsonReply(200, { id: 'reg-8', firstName: 'Ana' });
    read.headers.set('ETag', '"etag-reg-8"');
    const saved = jsonReply(200, { id: 'reg-8', firstName: 'Ana', status: 'Orientation Scheduled' });
    saved.headers.set('ETag', '"etag-reg-8b"');
    const { requests } = renderAddRegistration({
      ...savedAsReg8(read),
      '/api/registration/reg-8/orientation-options': [
        jsonReply(200, {
          brandName: 'Learn4Life',
          orientation_dates: [{ date: DATE, start_time: '09:00AM', end_time: '11:00AM' }],
          virtual_link: '',
        }),
      ],
      '/api/registration/status/reg-8': [saved],
    });
    await saveAndScheduleNow();

    // The modal turns into the scheduler.
    const scheduler = await screen.findByRole('alertdialog', { name: 'Orientation Scheduler' });
    fireEvent.click(await within(scheduler).findByRole('radio', { name: 'Live Orientation' }));
    fireEvent.change(within(scheduler).getByRole('combobox', { name: /^Orientation Date/ }), {
      target: { value: DATE },
    });
    fireEvent.change(within(scheduler).getByRole('combobox', { name: /^Start Time/ }), {
      target: { value: '09:30AM' },
    });
    fireEvent.change(within(scheduler).getByRole('combobox', { name: /^End Time/ }), {
      target: { value: '10:30AM' },
    });
    fireEvent.click(within(scheduler).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(currentLocation()).toBe('/registration-forms'));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe('Orientation Email Sent');
    const put = putWithIfMatch(requests, '"etag-reg-8"');
    expect(put?.url).toBe('/api/registration/status/reg-8');
    expect(put?.body).toEqual({
      change: 'orientationScheduled',
      orientation: { type: 'LIVE', date: DATE, startTime: '09:30AM', endTime: '10:30AM', sendEmail: true },
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Close in the scheduler also goes to the list, with nothing saved and no banner', async () => {
    const read = jsonReply(200, { id: 'reg-8' });
    read.headers.set('ETag', '"etag-reg-8"');
    const { requests } = renderAddRegistration({
      ...savedAsReg8(read),
      '/api/registration/reg-8/orientation-options': [
        jsonReply(200, { brandName: 'Learn4Life', orientation_dates: [], virtual_link: '' }),
      ],
    });
    await saveAndScheduleNow();
    const scheduler = await screen.findByRole('alertdialog', { name: 'Orientation Scheduler' });
    // Close is there while the options load too; the loaded form's own one is clicked.
    await within(scheduler).findByRole('radio', { name: 'Live Orientation' });
    fireEvent.click(within(scheduler).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentLocation()).toBe('/registration-forms'));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    expect(screen.queryByTestId('notification-banner')).toBeNull();
  });

  it('keeps the post-registration modal when the new registration cannot be read', async () => {
    renderAddRegistration({
      ...savedAsReg8(jsonReply(503, { message: 'Service unavailable' })),
    });
    const post = await saveAndScheduleNow();
    expect((await screen.findByTestId('notification-banner')).textContent).toBe('Service unavailable');
    expect(screen.queryByRole('alertdialog', { name: 'Orientation Scheduler' })).toBeNull();
    await waitFor(() =>
      expect(
        (within(post).getByRole('button', { name: 'Schedule Orientation Later' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    );
    expect(currentLocation()).toBe('/add-registration');
  });

  it('hands a refused create back to the form and keeps the draft (no modal)', async () => {
    const { requests } = renderAddRegistration({
      '/api/registration': [
        jsonReply(400, {
          message: 'Please fill out the required fields',
          errors: [{ field: 'pgPrimaryPhone', message: 'phone.invalid' }],
        }),
      ],
    });
    const values = { ...formProps().defaultValues, firstName: 'Ana' };
    act(() => formProps().onValuesChange?.(values));
    const refused = await formProps()
      .onSubmit(values)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.sessionStorage.getItem(addRegistrationStorageKey(null))).toContain('"firstName":"Ana"');
  });

  it('keeps the typed values and the submit key over a remount (a reload of the tab)', async () => {
    const first = renderAddRegistration(transferApi, TRANSFER_ROUTE);
    await screen.findByRole('form', { name: 'Staff registration form' });
    act(() =>
      formProps().onValuesChange?.({
        ...formProps().defaultValues,
        enrollmentType: 'INTERSESSION',
        gradeLevel: '11',
        generalRegistrationNotes: 'Called the mother.',
      }),
    );
    const stored = window.sessionStorage.getItem(addRegistrationStorageKey('transfer-9'));
    first.unmount();
    cleanup();
    form.props = null;

    const { requests } = renderAddRegistration(
      { ...transferApi, '/api/registration': [jsonReply(201, { id: 'reg-9', _uuid: 'uuid-9' })] },
      TRANSFER_ROUTE,
    );
    await screen.findByRole('form', { name: 'Staff registration form' });
    expect(formProps().defaultValues).toMatchObject({
      firstName: 'Marisol',
      enrollmentType: 'INTERSESSION',
      gradeLevel: '11',
      generalRegistrationNotes: 'Called the mother.',
    });
    expect(formProps().defaultSite?.name).toBe('Flex High Oakland');
    await act(() => formProps().onSubmit(formProps().defaultValues));
    const key = JSON.parse(stored ?? '{}').idempotencyKey;
    expect(requests.find((request) => request.method === 'POST')?.headers.get('Idempotency-Key')).toBe(key);
  });

  it('keeps a site chosen in a modal across a reload', async () => {
    renderAddRegistration(transferApi, TRANSFER_ROUTE);
    await screen.findByRole('form', { name: 'Staff registration form' });
    const chosen = {
      id: 'site-7',
      name: 'Flex High San Diego',
      charter: { id: 'flex-high', name: 'Flex High' },
      address: '1 Main St, San Diego, CA 92101',
    };
    act(() => {
      formProps().onSiteChange?.(chosen);
      formProps().onValuesChange?.({ ...formProps().defaultValues, site: chosen.id });
    });
    cleanup();
    form.props = null;
    renderAddRegistration(transferApi, TRANSFER_ROUTE);
    await screen.findByRole('form', { name: 'Staff registration form' });
    expect(formProps().defaultValues.site).toBe('site-7');
    expect(formProps().defaultSite).toEqual(chosen);
  });

  it('asks again for a site id stored without its site (a draft of an older version)', async () => {
    window.sessionStorage.setItem(
      addRegistrationStorageKey('transfer-9'),
      JSON.stringify({ values: { firstName: 'Mari', site: 'site-2' }, site: null, idempotencyKey: 'k' }),
    );
    renderAddRegistration(transferApi, TRANSFER_ROUTE);
    await screen.findByRole('form', { name: 'Staff registration form' });
    expect(formProps().defaultValues).toMatchObject({ firstName: 'Mari', site: '' });
    expect(formProps().defaultSite).toBeNull();
  });

  it('a draft of one transfer does not start another', async () => {
    window.sessionStorage.setItem(
      addRegistrationStorageKey('other'),
      JSON.stringify({ values: { firstName: 'Someone' }, site: null, idempotencyKey: 'k' }),
    );
    renderAddRegistration(transferApi, TRANSFER_ROUTE);
    await screen.findByRole('form', { name: 'Staff registration form' });
    expect(formProps().defaultValues.firstName).toBe('Marisol');
  });

  it('explains an unknown transfer and offers no form', async () => {
    renderAddRegistration(
      {
        '/api/registration-transfers/missing': [jsonReply(404, { message: 'No transfer has this id.' })],
      },
      '/add-registration?transfer=missing',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('This transfer was not found.');
    expect(form.props).toBeNull();
  });
});
