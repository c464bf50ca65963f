import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { leloEntryFixture, withEtag } from '../../test/lelo-entry-fixture.ts';
import { jsonReply, putWithIfMatch, type Reply } from '../../test/mock-api.ts';
import { PUBLIC_BRANDS } from '../../test/public-brands-fixture.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { LeloDetailPage } from './lelo-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/leloRegistration/staff/lelo-1';

function open(
  options: {
    get?: Reply[];
    inactive?: Reply[];
    undo?: Reply[];
    access?: Reply[];
    level?: 1 | 2 | 3 | 4;
  } = {},
) {
  return renderStaffPage(<LeloDetailPage />, {
    path: '/lelo-forms/:id',
    route: '/lelo-forms/lelo-1',
    user: { level: options.level ?? 2 },
    api: {
      [PATH]: options.get ?? [withEtag(leloEntryFixture(), '"v1"')],
      [`${PATH}/inactive`]: options.inactive ?? [],
      [`${PATH}/inactive/undo`]: options.undo ?? [],
      '/api/access-log/leloRegistration/lelo-1': options.access ?? [],
      '/api/brands': [jsonReply(200, PUBLIC_BRANDS)],
    },
  });
}

describe('Secondary enrollment detail', { timeout: 30_000 }, () => {
  it("shows the student's name, the spec's sections and the signatures from the staff API", async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofia Reyes' })).toBeTruthy();
    for (const title of [
      'Selected Learning Center',
      'Student Information',
      'Parent Information',
      'Physical Address',
      'Mailing Address',
      'Registration for Classes',
      'Agreement',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(screen.getByText('Registration ID')).toBeTruthy();
    expect(screen.getByText('County of Residence')).toBeTruthy();
    expect(screen.getByText('English 9A (5 credits)')).toBeTruthy();
    const student = screen.getByRole('img', { name: 'Student signature' }) as HTMLImageElement;
    expect(student.getAttribute('src')).toBe(`${PATH}/signature/student`);
    expect(
      (screen.getByRole('img', { name: 'Parent/guardian signature' }) as HTMLImageElement).getAttribute(
        'src',
      ),
    ).toBe(`${PATH}/signature/parent`);
  });

  it('marks the entry Inactive after the confirmation, with If-Match, then goes to /lelo-forms', async () => {
    const { requests } = open({
      inactive: [withEtag(leloEntryFixture({ status: 'Inactive' }), '"v2"')],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Inactive' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Inactive?')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure you want to mark this entry as Inactive?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Inactive' }));
    await waitFor(() => expect(currentLocation()).toBe('/lelo-forms'));
    expect(screen.getByText('The entry is marked Inactive; its signed agreement is kept.')).toBeTruthy();
    const put = putWithIfMatch(requests, '"v1"');
    expect(put?.url).toBe(`${PATH}/inactive`);
    expect(put?.body).toEqual({});
  });

  it("the notification's Undo puts the entry back from the list, with the new version's If-Match", async () => {
    const { requests } = open({
      inactive: [withEtag(leloEntryFixture({ status: 'Inactive' }), '"v2"')],
      undo: [withEtag(leloEntryFixture({ status: 'Signed' }), '"v3"')],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Inactive' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Inactive' }));
    await waitFor(() => expect(currentLocation()).toBe('/lelo-forms'));
    const banner = await screen.findByTestId('notification-banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Inactive is undone: the entry is Signed again.')).toBeTruthy();
    const undo = requests.find((request) => request.url === `${PATH}/inactive/undo`);
    expect(undo?.method).toBe('PUT');
    expect(undo?.headers.get('If-Match')).toBe('"v2"');
    expect(undo?.body).toEqual({});
  });

  it('offers Undo Inactive on an Inactive entry to a Contributor, not to a User', async () => {
    const { requests } = open({
      get: [withEtag(leloEntryFixture({ status: 'Inactive' }), '"v1"')],
      undo: [withEtag(leloEntryFixture({ status: 'Signed' }), '"v2"')],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo Inactive' }));
    expect(await screen.findByText('Inactive is undone: the entry is Signed again.')).toBeTruthy();
    expect(requests.find((request) => request.url === `${PATH}/inactive/undo`)?.headers.get('If-Match')).toBe(
      '"v1"',
    );
    expect(await screen.findByRole('button', { name: 'Inactive' })).toBeTruthy();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    open({ get: [withEtag(leloEntryFixture({ status: 'Inactive' }), '"v1"')], level: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofia Reyes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo Inactive' })).toBeNull();
  });

  it("shows an unsigned pre-registration's family link to copy, and none once signed", async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const active = leloEntryFixture({
      status: 'Active',
      permaLink: 'summer-2027',
      _uuid: 'uuid-77',
      learningCenters: 'Holston - Kingsport',
    });
    open({ get: [withEtag(active, '"v1"')] });
    const notice = await screen.findByTestId('family-link');
    // At the address of the center's brand (Holston's own domain), as the family's e-mail links it.
    const link = 'https://enroll.holstonacademy.org/forms/summer-2027/uuid-77';
    expect(within(notice).getByRole('link').getAttribute('href')).toBe(link);
    fireEvent.click(within(notice).getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(await within(notice).findByRole('button', { name: 'Copied!' })).toBeTruthy();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofia Reyes' })).toBeTruthy();
    expect(screen.queryByTestId('family-link')).toBeNull();
  });

  it('shows an Admin who has seen the record, newest first; a Contributor does not see the section', async () => {
    const { requests } = open({
      level: 3,
      access: [
        jsonReply(200, {
          accesses: [
            {
              id: 'a2',
              at: '2026-12-06T18:30:00.000Z',
              staffEmail: 'admin@learn4life.example',
              kind: 'detail',
              screen: 'Secondary enrollment detail',
            },
            {
              id: 'a1',
              at: '2026-12-05T17:05:00.000Z',
              staffEmail: 'user@learn4life.example',
              kind: 'list',
              screen: 'Secondary Enrollments',
            },
          ],
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Staff reads of this record' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'admin@learn4life.example12/06/2026 10:30 AM · Opened · Secondary enrollment detail',
      'user@learn4life.example12/05/2026 9:05 AM · In a list · Secondary Enrollments',
    ]);
    expect(requests.some((request) => request.url === '/api/access-log/leloRegistration/lelo-1')).toBe(true);
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofia Reyes' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Who Has Seen This Record' })).toBeNull();
  });

  it('hides Inactive for an Inactive entry, and Edit and Inactive from a User', async () => {
    open({ get: [withEtag(leloEntryFixture({ status: 'Inactive' }), '"v1"')] });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inactive' })).toBeNull();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    open({ level: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofia Reyes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inactive' })).toBeNull();
  });

  it('says a merged entry went into another record, linked, and offers no Edit or Inactive', async () => {
    const mergedInto = { kind: 'lelo', id: 'lelo-2', mergeId: 'm1', at: '2026-12-03T17:00:00.000Z' } as const;
    open({ get: [withEtag(leloEntryFixture({ mergedInto }), '"v1"')] });
    expect((await screen.findByTestId('merged-into')).textContent).toContain(
      'This record was merged into Secondary Enrollment on 12/03/2026.',
    );
    expect(screen.getByRole('link', { name: 'Open the Secondary Enrollment' }).getAttribute('href')).toBe(
      '/lelo-forms/lelo-2',
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inactive' })).toBeNull();
  });

  it('shows no parent signature for a Self 18+ student and the not-found state for another charter', async () => {
    open({
      get: [
        withEtag(
          leloEntryFixture({
            pgRelationshipToStudent: 'Self 18+',
            signatures: { student: true, parent: false },
          }),
          '"v1"',
        ),
      ],
    });
    expect(await screen.findByRole('img', { name: 'Student signature' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Parent/guardian signature' })).toBeNull();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    open({ get: [jsonReply(404, { message: 'No secondary enrollment has this id.' })] });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
