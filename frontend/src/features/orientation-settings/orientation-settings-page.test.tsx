import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply, putWithIfMatch } from '../../test/mock-api.ts';
import { OrientationSettingsPage } from './orientation-settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const SITE_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const PATH = `/api/staff/sites/${SITE_ID}/orientation-settings`;
const SETTINGS = {
  orientation_dates: [{ date: '2027-01-13', start_time: '10:00AM', end_time: '11:30AM' }],
  virtual_link: 'https://meet.example.org/o',
  interestEmail: ['desk@learn4life.example'],
  registrationEmail: [],
};

const withEtag = (response: Response, etag: string) => {
  response.headers.set('ETag', etag);
  return response;
};

function open(put: Response[] = []) {
  return renderStaffPage(<OrientationSettingsPage />, {
    user: { level: 3 },
    route: `/orientation-settings?charter=charter-sierra-valley&site=${SITE_ID}`,
    api: {
      '/api/staff/sites': [
        jsonReply(200, [
          {
            id: SITE_ID,
            name: 'Sierra - Lancaster',
            charter: { id: 'charter-sierra-valley', name: 'Sierra' },
            address: '1 Main',
          },
        ]),
      ],
      [PATH]: [withEtag(jsonReply(200, SETTINGS), '"v1"'), ...put],
    },
  });
}

describe('Orientation Settings', { timeout: 30_000 }, () => {
  it("shows the center's dates, refuses an end before the start, and saves an added date with If-Match", async () => {
    const saved = {
      ...SETTINGS,
      orientation_dates: [
        ...SETTINGS.orientation_dates,
        { date: '2027-02-03', start_time: '01:00PM', end_time: '02:00PM' },
      ],
    };
    const { requests } = open([withEtag(jsonReply(200, saved), '"v2"')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Orientation Settings' })).toBeTruthy();
    const rows = await screen.findAllByTestId('orientation-date');
    expect(rows).toHaveLength(1);
    expect((within(rows[0] as HTMLElement).getByLabelText(/Date/) as HTMLInputElement).value).toBe(
      '2027-01-13',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add Date' }));
    const added = (await screen.findAllByTestId('orientation-date'))[1] as HTMLElement;
    fireEvent.change(within(added).getByLabelText(/Date/), { target: { value: '2027-02-03' } });
    fireEvent.change(within(added).getByLabelText(/Start Time/), { target: { value: '02:00PM' } });
    fireEvent.change(within(added).getByLabelText(/End Time/), { target: { value: '01:00PM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end time must be after the start time.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    fireEvent.change(within(added).getByLabelText(/Start Time/), { target: { value: '01:00PM' } });
    fireEvent.change(within(added).getByLabelText(/End Time/), { target: { value: '02:00PM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The orientation settings are saved.')).toBeTruthy();
    const put = putWithIfMatch(requests, '"v1"');
    expect(put?.body).toEqual(saved);
    await waitFor(() => expect(screen.getAllByTestId('orientation-date')).toHaveLength(2));
  });

  it('reads the address lists one per line', async () => {
    const { requests } = open([withEtag(jsonReply(200, SETTINGS), '"v2"')]);
    const box = await screen.findByRole('textbox', { name: /Tell of New Registrations/ });
    fireEvent.change(box, {
      target: { value: ' registrar@learn4life.example \n\nnurse@learn4life.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The orientation settings are saved.');
    const put = requests.find((request) => request.method === 'PUT');
    expect((put?.body as typeof SETTINGS | undefined)?.registrationEmail).toEqual([
      'registrar@learn4life.example',
      'nurse@learn4life.example',
    ]);
  });
});
