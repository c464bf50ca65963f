import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply, putWithIfMatch, type Reply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { AddSessionPage } from './add-session-page.tsx';
import { EditSessionPage } from './edit-session-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const LISTED = [
  { _id: 's1', name: 'Summer 2027', permalink: 'summer-2027', status: 'Active', schoolYear: '2026-2027' },
  { _id: 's2', name: 'Fall 2027', permalink: 'fall-2027', status: 'Inactive', schoolYear: '2027-2028' },
];

const STORED = {
  ...LISTED[1],
  nameEs: 'Otoño 2027',
  enrollmentStart: '2027-08-01',
  enrollmentEnd: '2027-08-31',
  schoolYearStartDate: '2027-09-01',
  schoolYearEndDate: '2028-06-30',
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
};

function withEtag(body: unknown, etag: string, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ETag: etag },
  });
}

const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** The list answers every read, before and after a save (a saved session refetches it). */
function openAdd(postReplies: Reply[] = []) {
  return renderStaffPage(<AddSessionPage />, {
    route: '/addLELO',
    path: '/addLELO',
    user: { level: 3 },
    api: { '/api/sessions': [jsonReply(200, LISTED), ...postReplies, jsonReply(200, LISTED)] },
  });
}

function fillValid(name = 'Winter 2028') {
  type(/^Session Name/, name);
  type(/^School Year(?! (Start|End))/, '2027-2028');
  type(/^Enrollment Start Date/, '2027-11-01');
  type(/^Enrollment End Date/, '2027-11-30');
  type(/^School Year Start Date/, '2027-12-01');
  type(/^School Year End Date/, '2028-02-28');
}

describe('Add LELO Registration', { timeout: 30_000 }, () => {
  it('derives the permalink live, defaults to Active, saves and goes back with the banner', async () => {
    const { requests } = openAdd([(request) => jsonReply(201, { ...STORED, ...(request.body as object) })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add LELO Registration' })).toBeTruthy();
    await waitFor(() => expect(input(/^Session Name/)).toBeTruthy());
    expect((screen.getByLabelText(/^Status/) as HTMLSelectElement).value).toBe('Active');
    fillValid('Winter/Break 2028!');
    expect(input(/^Session Name/).value).toBe('WinterBreak 2028!');
    expect(input(/^Permalink/).value).toBe('winterbreak-2028');
    expect(input(/^Permalink/).disabled).toBe(true);
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/intersession'));
    expect(screen.getByText('Session added successfully!')).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      name: 'WinterBreak 2028!',
      nameEs: '',
      permalink: 'winterbreak-2028',
      status: 'Active',
      schoolYear: '2027-2028',
      enrollmentStart: '2027-11-01',
      enrollmentEnd: '2027-11-30',
      schoolYearStartDate: '2027-12-01',
      schoolYearEndDate: '2028-02-28',
    });
  });

  it("shows each of the spec's messages on its field and sends nothing while one is wrong", async () => {
    const { requests } = openAdd();
    await screen.findByRole('heading', { level: 1, name: 'Add LELO Registration' });
    await waitFor(() => expect(input(/^Session Name/)).toBeTruthy());
    submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(7);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fillValid('summer 2027');
    type(/^School Year(?! (Start|End))/, '2027/28');
    expect(await screen.findByText('A session with this name already exists!')).toBeTruthy();
    expect(screen.getByText('School Year must be in the format yyyy-yyyy')).toBeTruthy();
    type(/^School Year(?! (Start|End))/, '2028-2027');
    expect(
      await screen.findByText('Invalid school year range. Start year must be earlier than end year.'),
    ).toBeTruthy();
    type(/^Enrollment End Date/, '2027-10-01');
    expect(
      await screen.findByText('Enrollment Start Date must be earlier than Enrollment End Date'),
    ).toBeTruthy();
    type(/^School Year End Date/, '2027-12-01');
    expect(
      await screen.findByText('School Year Start Date must be earlier than School Year End Date'),
    ).toBeTruthy();
    submit();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's 409 on the name", async () => {
    const message = 'A session with this name already exists!';
    openAdd([
      jsonReply(409, {
        message,
        code: 'session.name.taken',
        errors: [{ field: 'name', code: 'session.name.duplicateOnAdd', message }],
      }),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Add LELO Registration' });
    await waitFor(() => expect(input(/^Session Name/)).toBeTruthy());
    fillValid('Spring 2028');
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(currentLocation()).toBe('/addLELO');
  });
});

describe('Edit LELO Registration', { timeout: 30_000 }, () => {
  function openEdit(putReplies: Reply[], stored = STORED) {
    return renderStaffPage(<EditSessionPage />, {
      route: '/editLELO/s2',
      path: '/editLELO/:id',
      user: { level: 4 },
      api: {
        '/api/sessions': [jsonReply(200, LISTED)],
        '/api/sessions/staff/s2': [withEtag(stored, '"v1"')],
        '/api/sessions/s2': putReplies,
      },
    });
  }

  it('saves with If-Match, says so and goes back to the list', async () => {
    const { requests } = openEdit([
      (request) => withEtag({ ...STORED, ...(request.body as object) }, '"v2"'),
    ]);
    await waitFor(() => expect(input(/^Session Name/).value).toBe('Fall 2027'));
    expect((screen.getByLabelText(/^Status/) as HTMLSelectElement).value).toBe('Inactive');
    type(/^Session Name/, 'Autumn 2027');
    expect(input(/^Permalink/).value).toBe('fall-2027');
    expect(input(/^Spanish Session Name/).value).toBe('Otoño 2027');
    type(/^Spanish Session Name/, 'Otoño/ 2027 ');
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/intersession'));
    expect(screen.getByText('Updating Session successfully!')).toBeTruthy();
    const put = putWithIfMatch(requests, '"v1"');
    expect(put?.body).toMatchObject({
      name: 'Autumn 2027',
      nameEs: 'Otoño 2027',
      permalink: 'fall-2027',
      status: 'Inactive',
    });
  });

  it('uses the edit message for another session’s name, accepts its own in another case', async () => {
    openEdit([]);
    await waitFor(() => expect(input(/^Session Name/).value).toBe('Fall 2027'));
    type(/^Session Name/, 'SUMMER 2027');
    fireEvent.blur(input(/^Session Name/));
    expect(
      await screen.findByText('A session with the same name already exists. Please use a different name.'),
    ).toBeTruthy();
    type(/^Session Name/, 'FALL 2027');
    await waitFor(() =>
      expect(
        screen.queryByText('A session with the same name already exists. Please use a different name.'),
      ).toBeNull(),
    );
  });

  it("keeps a stored session's permalink while the name changes, and says why", async () => {
    openEdit([]);
    await waitFor(() => expect(input(/^Session Name/).value).toBe('Fall 2027'));
    type(/^Session Name/, 'Autumn 2027');
    expect(input(/^Permalink/).value).toBe('fall-2027');
    expect(
      screen.getByText(
        'The family form stays at /forms/fall-2027 even if the name changes, so links already sent keep working.',
      ),
    ).toBeTruthy();
  });

  it('shows a stale-version 409 with Reload and keeps what was typed', async () => {
    const message = 'This session was changed by someone else. Please reload it and try again.';
    openEdit([jsonReply(409, { message, code: 'session.conflict' })]);
    await waitFor(() => expect(input(/^Session Name/).value).toBe('Fall 2027'));
    type(/^Session Name/, 'Autumn 2027');
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(input(/^Session Name/).value).toBe('Autumn 2027');
  });

  it('says when there is no such session', async () => {
    renderStaffPage(<EditSessionPage />, {
      route: '/editLELO/nope',
      path: '/editLELO/:id',
      user: { level: 3 },
      api: {
        '/api/sessions': [jsonReply(200, LISTED)],
        '/api/sessions/staff/nope': [jsonReply(404, { message: 'No session has this id.' })],
      },
    });
    expect(await screen.findByText('No session has this id.')).toBeTruthy();
  });
});
