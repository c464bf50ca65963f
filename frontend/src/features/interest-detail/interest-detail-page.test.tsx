import { usDateTime } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS } from '../../components/copy-link-button/index.ts';
import { expectDetailRows, detailRowValue as rowValue } from '../../staff-session/test-utils/detail-rows.ts';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply, putWithIfMatch } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { InterestDetailPage } from './interest-detail-page.tsx';
import { ENTRY_ID, fakeInterestApi, makeEntry, makeNote } from './test-utils/fake-interest-api.ts';

const CONTRIBUTOR = { level: 2 as const };

function renderDetail(fake = fakeInterestApi(), user: { level: 1 | 2 | 3 | 4 } = CONTRIBUTOR) {
  return renderStaffPage(<InterestDetailPage />, {
    path: '/interest-forms/:id',
    route: `/interest-forms/${ENTRY_ID}`,
    api: fake.routes,
    user,
  });
}

const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('InterestDetailPage', () => {
  it('shows every field of the entry in its sections, with the parent and a different mailing address', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Information' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Student Information' });
    expectDetailRows({
      'Learning Center Information': { 'Learning Center': 'Flex High Oakland', Charter: 'Flex High' },
      'Student Information': { 'First Name': 'Marisol', 'Birth Date': '04/09/2010', 'Grade Level': '10' },
      'Parent Information': { Relationship: 'Mother' },
      'Contact Information': { Email: 'elena@example.com' },
      'Physical Address': { 'Street Address': '12 Elm St', 'Street Address 2': '—' },
      'Mailing Address': { 'Street Address': 'PO Box 9' },
      Status: {
        Status: 'New Interest',
        'Last Contact': '—',
        Submitted: usDateTime('2026-03-01T17:05:00.000Z'),
        'Interest ID': 'uuid-1234',
      },
    });
  });

  it('leaves out the parent without one, the mailing address when it is the same, and shows a region abroad', async () => {
    renderDetail(
      fakeInterestApi(
        makeEntry({
          parentFirstName: '',
          parentLastName: '',
          parentRelationship: '',
          sameAddress: true,
          country: 'Mexico',
          state: '',
          region: 'Jalisco',
        }),
      ),
    );
    await screen.findByRole('region', { name: 'Student Information' });
    expect(screen.queryByRole('region', { name: 'Parent Information' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Mailing Address' })).toBeNull();
    expect(rowValue('Physical Address', 'Region')).toBe('Jalisco');
  });

  it('shows a User the facts without any action', async () => {
    renderDetail(fakeInterestApi(), { level: 1 });
    await screen.findByRole('region', { name: 'Student Information' });
    expect(screen.queryByTestId('detail-actions')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says an enrolled entry is enrolled, links its registration, and offers notes but no status change, transfer or edit', async () => {
    renderDetail(
      fakeInterestApi(
        makeEntry({ status: 'Enrollment Submitted', enrollstatus: 'Yes', registrationId: 'reg-42' }),
      ),
    );
    await screen.findByRole('button', { name: 'Copy Enrollment Link' });
    for (const name of ['Not interested', 'Undo Not Interested', 'Transfer to Registration Form', 'Edit']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Add Contact Note' })).toBeTruthy();
    expect(screen.getByTestId('interest-enrolled').textContent).toContain(
      'Enrolled: a registration was made from this interest.',
    );
    expect(screen.getByRole('link', { name: 'Open the registration' }).getAttribute('href')).toBe(
      '/registration-forms/reg-42',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('undoes Not Interested with If-Match: the entry has its status from before again, and says so', async () => {
    const { requests } = renderDetail(
      fakeInterestApi(makeEntry({ status: 'Not Interested', statusBeforeNotInterested: 'New Interest' })),
    );
    expect(screen.queryByRole('button', { name: 'Not interested' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo Not Interested' }));
    expect(
      await screen.findByText('Not Interested is undone: the entry is New Interest again.'),
    ).toBeTruthy();
    const put = putWithIfMatch(requests, '"etag-1"');
    expect(put?.url).toBe(`/api/enrollment/status/${ENTRY_ID}`);
    expect(put?.body).toEqual({ undo: 'Not Interested' });
    await waitFor(() => expect(rowValue('Status', 'Status')).toBe('New Interest'));
  });

  it('says when the confirmation to the family was held back by the cap, and resends it', async () => {
    const fake = fakeInterestApi();
    fake.familyEmail = 'capped';
    const { requests } = renderDetail(fake);
    const notice = await screen.findByTestId('family-email');
    expect(notice.textContent).toContain(
      'The confirmation e-mail to the family was not sent: this address had reached the hourly limit of interest e-mails.',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Resend E-mail' }));
    expect(
      await screen.findByText('The confirmation e-mail to the family is on its way again.'),
    ).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe(`/api/enrollment/${ENTRY_ID}/family-email/resend`);
    await waitFor(() => expect(screen.queryByTestId('family-email')).toBeNull());
  });

  it('shows a failed confirmation to a User without Resend, and nothing once it is sent', async () => {
    const fake = fakeInterestApi();
    fake.familyEmail = 'failed';
    renderDetail(fake, { level: 1 });
    const notice = await screen.findByTestId('family-email');
    expect(notice.textContent).toContain('The confirmation e-mail to the family could not be sent.');
    expect(within(notice).queryByRole('button')).toBeNull();
  });

  it("says 'No data available for this entry.' for an unknown entry", async () => {
    renderDetail(fakeInterestApi(null));
    expect((await screen.findByRole('alert')).textContent).toBe('No data available for this entry.');
  });

  it('marks the entry Not Interested after the confirm dialog, with If-Match, and goes back to the list', async () => {
    const { requests } = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Not interested' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Not Interested?')).toBeTruthy();
    expect(
      within(dialog).getByText('Are you sure you want to mark this entry as Not Interested?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Not Interested' }));
    await waitFor(() => expect(currentLocation()).toBe('/interest-forms'));
    expect(screen.getByText('The entry is marked Not Interested.')).toBeTruthy();
    const put = putWithIfMatch(requests, '"etag-1"');
    expect(put?.url).toBe(`/api/enrollment/status/${ENTRY_ID}`);
    expect(put?.body).toEqual({ status: 'Not Interested' });
  });

  it("the notification's Undo, from the list, puts the entry back with the new version's If-Match", async () => {
    const { requests } = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Not interested' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Not Interested' }));
    await waitFor(() => expect(currentLocation()).toBe('/interest-forms'));
    const banner = await screen.findByTestId('notification-banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('Not Interested is undone: the entry is New Interest again.'),
    ).toBeTruthy();
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body)).toEqual([
      { status: 'Not Interested' },
      { undo: 'Not Interested' },
    ]);
    expect(puts[1]?.headers.get('If-Match')).toBe('"etag-2"');
  });

  it("shows the server's message on a 409 and reads the entry again", async () => {
    const fake = fakeInterestApi();
    const { requests } = renderDetail(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Not interested' }));
    fake.nextWrite = jsonReply(409, { message: 'Someone else changed this entry. Reload it and try again.' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Not Interested' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toContain(
      'Someone else changed this entry. Reload it and try again.',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(
        requests.filter(
          (request) => request.method === 'GET' && request.url === `/api/enrollment/${ENTRY_ID}`,
        ).length,
      ).toBe(2),
    );
    expect(currentLocation()).toBe(`/interest-forms/${ENTRY_ID}`);
  });

  it('deletes the entry after the delete dialog and goes to the dashboard', async () => {
    const { requests } = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete This Entry?')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure you want to delete this interest form entry')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
    expect(screen.getByText('The interest entry was deleted.')).toBeTruthy();
    expect(
      requests.some(
        (request) => request.method === 'DELETE' && request.url === `/api/enrollment/${ENTRY_ID}`,
      ),
    ).toBe(true);
  });

  it('transfers the entry and opens the registration form with the transfer', async () => {
    const { requests } = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer to Registration Form' }));
    await waitFor(() => expect(currentLocation()).toBe('/add-registration?transfer=transfer-9'));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(post?.headers.get('Content-Type')).toBe('application/json');
  });

  it('shows a failed transfer in the banner and stays', async () => {
    const fake = fakeInterestApi();
    renderDetail(fake);
    fake.nextWrite = jsonReply(500, { message: 'Server down.' });
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer to Registration Form' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'There was an error with this request. Server down.',
    );
    expect(currentLocation()).toBe(`/interest-forms/${ENTRY_ID}`);
  });

  it("copies the enrollment link at the family's brand's address and reads 'Copied!' for a second", async () => {
    renderDetail();
    const copy = await screen.findByRole('button', { name: 'Copy Enrollment Link' });
    await waitFor(() => expect(copy.hasAttribute('disabled')).toBe(false));
    fireEvent.click(copy);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    // A Flex High entry: Flex High's own domain, not the staff site's.
    expect(writeText).toHaveBeenCalledWith('https://enroll.flexhigh.org/register-interest?uuid=uuid-1234');
    expect(COPIED_MS).toBe(1000);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy Enrollment Link' })).toBeTruthy(), {
      timeout: COPIED_MS + 1000,
    });
  });

  it('offers the interest PDF and opens the edit form', async () => {
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Export to PDF' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(currentLocation()).toBe(`/editInterestForm/${ENTRY_ID}`);
  });

  it('opens Add Contact Note', async () => {
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Contact Note' }));
    expect(currentLocation()).toBe('/contactNote');
  });

  it('lists the contact notes with time, status, name, e-mail and text', async () => {
    const note = makeNote();
    renderDetail(fakeInterestApi(makeEntry(), [note]));
    const list = await screen.findByTestId('contact-notes');
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain(usDateTime(note.timestamp));
    expect(item.textContent).toContain('Follow up Required');
    expect(item.textContent).toContain('Carmen Liu');
    expect(item.textContent).toContain('contributor@learn4life.example');
    expect(item.textContent).toContain('Called the mother, will visit next week.');
  });

  it("says 'No contact notes yet.' without notes", async () => {
    renderDetail();
    expect(await screen.findByText('No contact notes yet.')).toBeTruthy();
  });
});
