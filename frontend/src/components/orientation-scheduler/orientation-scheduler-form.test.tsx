import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonReply,
  mockApi,
  type RecordedRequest,
  type Reply,
  stubResizeObserver,
} from '../../test/mock-api.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { OrientationSchedulerForm } from './orientation-scheduler-form.tsx';
import {
  DETAIL_PATH,
  dayFromToday,
  makeOptions,
  OPTIONS_PATH,
  REGISTRATION_ID,
  SITE_LINK,
  STATUS_PATH,
  savedReply,
  shown,
} from './test-fixtures.ts';

beforeEach(() => stubResizeObserver());
afterEach(() => vi.unstubAllGlobals());

function renderForm(routes: Record<string, Reply[]>) {
  const api = mockApi(routes);
  const onScheduled = vi.fn();
  renderWithProviders(
    <OrientationSchedulerForm registrationId={REGISTRATION_ID} etag={'"etag-1"'} onScheduled={onScheduled} />,
  );
  return { ...api, onScheduled };
}

const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT' && request.url === STATUS_PATH);

const field = (name: RegExp) => screen.getByRole('combobox', { name });
const choose = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

async function chooseLive() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Live Orientation' }));
}

describe('OrientationSchedulerForm', () => {
  it('offers a virtual orientation with the site link; Send Email Invitation saves it with the e-mail', async () => {
    const { requests, onScheduled } = renderForm({
      [OPTIONS_PATH]: [jsonReply(200, makeOptions())],
      [STATUS_PATH]: [savedReply()],
    });
    const virtual = await screen.findByRole('radio', { name: 'Virtual Orientation' });
    expect((virtual as HTMLInputElement).checked).toBe(true);
    const link = screen.getByRole('textbox', { name: /^Virtual Orientation Link/ }) as HTMLInputElement;
    expect(link.value).toBe(SITE_LINK);

    fireEvent.click(screen.getByRole('button', { name: 'Send Email Invitation' }));
    await waitFor(() => expect(onScheduled).toHaveBeenCalledTimes(1));
    const [put] = puts(requests);
    expect(put?.headers.get('If-Match')).toBe('"etag-1"');
    expect(put?.body).toEqual({
      change: 'orientationScheduled',
      orientation: { type: 'VIRTUAL', link: SITE_LINK, sendEmail: true },
    });
    expect(onScheduled.mock.calls[0]?.[0]).toMatchObject({
      etag: '"etag-2"',
      record: { id: REGISTRATION_ID },
    });
    expect(onScheduled.mock.calls[0]?.[1]).toBe(true);
  });

  it("'Submit' saves a virtual orientation without the e-mail, the link trimmed", async () => {
    const { requests, onScheduled } = renderForm({
      [OPTIONS_PATH]: [jsonReply(200, makeOptions())],
      [STATUS_PATH]: [savedReply()],
    });
    const link = await screen.findByRole('textbox', { name: /^Virtual Orientation Link/ });
    fireEvent.change(link, { target: { value: '  https://zoom.example.com/j/42  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onScheduled).toHaveBeenCalledTimes(1));
    expect(puts(requests)[0]?.body).toEqual({
      change: 'orientationScheduled',
      orientation: { type: 'VIRTUAL', link: 'https://zoom.example.com/j/42', sendEmail: false },
    });
    expect(onScheduled.mock.calls[0]?.[1]).toBe(false);
  });

  it('starts with an empty link when the site has none, and refuses a link that is not https', async () => {
    const { requests } = renderForm({ [OPTIONS_PATH]: [jsonReply(200, makeOptions({ virtual_link: '' }))] });
    const link = (await screen.findByRole('textbox', {
      name: /^Virtual Orientation Link/,
    })) as HTMLInputElement;
    expect(link.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Send Email Invitation' }));
    expect(
      await screen.findByText('Please provide a valid orientation link starting with https://'),
    ).toBeTruthy();
    fireEvent.change(link, { target: { value: 'http://meet.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Please provide a valid orientation link starting with https://'),
    ).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it('offers the upcoming dates (MM/DD/YYYY, soonest first) and the half-hour slots inside the chosen one', async () => {
    renderForm({ [OPTIONS_PATH]: [jsonReply(200, makeOptions())] });
    await chooseLive();
    const dates = within(field(/^Orientation Date/)).getAllByRole('option');
    expect(dates.map((option) => option.textContent)).toEqual([
      'Select one',
      shown(dayFromToday(2)),
      shown(dayFromToday(9)),
    ]);
    expect(screen.queryByRole('button', { name: 'Send Email Invitation' })).toBeNull();

    choose(/^Orientation Date/, dayFromToday(2));
    const starts = within(field(/^Start Time/)).getAllByRole('option');
    expect(starts.map((option) => option.textContent)).toEqual([
      'Select one',
      '09:00AM',
      '09:30AM',
      '10:00AM',
      '10:30AM',
    ]);
    choose(/^Start Time/, '09:30AM');
    // Another date starts the time range again.
    choose(/^Orientation Date/, dayFromToday(9));
    expect((field(/^Start Time/) as HTMLSelectElement).value).toBe('');
    expect(within(field(/^End Time/)).getAllByRole('option')).toHaveLength(6);
  });

  it('asks for the date, then the times, then an end after the start; then saves the live orientation with the e-mail', async () => {
    const { requests, onScheduled } = renderForm({
      [OPTIONS_PATH]: [jsonReply(200, makeOptions())],
      [STATUS_PATH]: [savedReply()],
    });
    await chooseLive();
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    expect(await screen.findByText('Please select an orientation date.')).toBeTruthy();

    choose(/^Orientation Date/, dayFromToday(2));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByText('Please select a time from the list.')).toHaveLength(2));

    choose(/^Start Time/, '10:00AM');
    choose(/^End Time/, '09:30AM');
    fireEvent.click(submit);
    expect(await screen.findByText('The end time must be after the start time.')).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);

    choose(/^End Time/, '10:30AM');
    fireEvent.click(submit);
    await waitFor(() => expect(onScheduled).toHaveBeenCalledTimes(1));
    expect(puts(requests)[0]?.body).toEqual({
      change: 'orientationScheduled',
      orientation: {
        type: 'LIVE',
        date: dayFromToday(2),
        startTime: '10:00AM',
        endTime: '10:30AM',
        sendEmail: true,
      },
    });
    expect(onScheduled.mock.calls[0]?.[1]).toBe(true);
  });

  it('says so when the site has no upcoming dates, and offers no live submit', async () => {
    renderForm({
      [OPTIONS_PATH]: [
        jsonReply(
          200,
          makeOptions({
            orientation_dates: [{ date: dayFromToday(-1), start_time: '09:00AM', end_time: '10:00AM' }],
          }),
        ),
      ],
    });
    await chooseLive();
    expect(
      screen.getByText(
        'This learning center has no upcoming orientation dates. Please choose a virtual orientation.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Orientation Date/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a 400's field errors on the fields", async () => {
    renderForm({
      [OPTIONS_PATH]: [jsonReply(200, makeOptions())],
      [STATUS_PATH]: [
        jsonReply(400, {
          message: 'Please fill out the required fields',
          errors: [
            {
              field: 'orientation.date',
              code: 'registration.orientation.unavailable',
              message: "This date and time are not among the learning center's orientation times.",
            },
          ],
        }),
      ],
    });
    await chooseLive();
    choose(/^Orientation Date/, dayFromToday(9));
    choose(/^Start Time/, '01:00PM');
    choose(/^End Time/, '02:00PM');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const message = await screen.findByText(
      "This date and time are not among the learning center's orientation times.",
    );
    expect(field(/^Orientation Date/).getAttribute('aria-invalid')).toBe('true');
    // On the field only: no banner above the buttons repeats it.
    expect(screen.getAllByRole('alert')).toEqual([message.closest('[role="alert"]')]);
  });

  it('shows a 409 with Reload, which reads the registration again and saves with its new ETag', async () => {
    const conflict = jsonReply(409, {
      message: 'This registration was changed by someone else. Please reload it and try again.',
      errors: [],
    });
    const fresh = jsonReply(200, { id: REGISTRATION_ID });
    fresh.headers.set('ETag', '"etag-7"');
    const { requests, onScheduled } = renderForm({
      [OPTIONS_PATH]: [jsonReply(200, makeOptions())],
      [STATUS_PATH]: [conflict, savedReply('"etag-8"')],
      [DETAIL_PATH]: [fresh],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Email Invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This registration was changed by someone else. Please reload it and try again.',
    );
    expect(onScheduled).not.toHaveBeenCalled();

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // What was chosen stays.
    expect(
      (screen.getByRole('textbox', { name: /^Virtual Orientation Link/ }) as HTMLInputElement).value,
    ).toBe(SITE_LINK);
    fireEvent.click(screen.getByRole('button', { name: 'Send Email Invitation' }));
    await waitFor(() => expect(onScheduled).toHaveBeenCalledTimes(1));
    expect(puts(requests).map((put) => put.headers.get('If-Match'))).toEqual(['"etag-1"', '"etag-7"']);
  });

  it('offers Try Again when the options cannot be read', async () => {
    renderForm({
      [OPTIONS_PATH]: [jsonReply(500, { message: 'Internal error' }), jsonReply(200, makeOptions())],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The orientation options could not be loaded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radio', { name: 'Live Orientation' })).toBeTruthy();
  });
});
