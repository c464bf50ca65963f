import type { InterestEntry, StaffSiteOption } from '@enroll/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { interestEntryFixture } from '../../test/interest-entry-fixture.ts';
import { jsonReply, putWithIfMatch, type Reply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { EditInterestPage } from './edit-interest-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = 'entry-1';
const SITE_A = '65a1b2c3d4e5f60718293a4b';
const SITE_B = '65a1b2c3d4e5f60718293a4c';
const SIERRA_SITE = '65a1b2c3d4e5f60718293a4d';

function entry(overrides: Partial<InterestEntry> = {}): InterestEntry {
  return interestEntryFixture({
    id: ID,
    _id: ID,
    charter: 'Sierra Valley Learning Academy',
    charter_id: 'charter-sierra-valley',
    learningCenterId: SIERRA_SITE,
    learningCenterName: 'Sierra Fresno',
    learningCenterCharter: 'Sierra Valley Learning Academy',
    learningCenterAddress: '1 Main St, Fresno, CA 93701',
    street1: '12 Elm St',
    city: 'Fresno',
    state: 'CA',
    country: 'United States of America',
    zipCode: '93701',
    sameAddress: true,
    ...overrides,
  });
}

const site = (id: string, name: string, charterId: string, charterName: string): StaffSiteOption => ({
  id,
  name,
  charter: { id: charterId, name: charterName },
  address: '1 Main St, Fresno, CA 93701',
});

function withEtag(body: unknown, etag: string, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ETag: etag },
  });
}

function open(put: Reply[] = [], options: { get?: Reply[]; level?: 1 | 2 | 3 | 4 } = {}) {
  const sites: Reply = (request) => {
    const charterId = new URL(request.url, 'http://x').searchParams.get('charterId');
    return jsonReply(
      200,
      charterId === 'charter-flex-high'
        ? [
            site(SITE_A, 'Flex Central', 'charter-flex-high', 'Flex High'),
            site(SITE_B, 'Flex North', 'charter-flex-high', 'Flex High'),
          ]
        : [site(SIERRA_SITE, 'Sierra Fresno', 'charter-sierra-valley', 'Sierra Valley Learning Academy')],
    );
  };
  const level = options.level ?? 2;
  return renderStaffPage(<EditInterestPage />, {
    path: '/editInterestForm/:id',
    route: `/editInterestForm/${ID}`,
    user:
      level === 4
        ? { level }
        : {
            level,
            charterAssignments: [
              { _id: 'charter-sierra-valley', name: 'Sierra Valley Learning Academy' },
              { _id: 'charter-flex-high', name: 'Flex High' },
            ],
          },
    api: {
      [`/api/enrollment/${ID}`]: [...(options.get ?? [withEtag(entry(), '"v1"')]), ...put],
      '/api/staff/sites': [sites],
      '/api/charters': [
        jsonReply(200, [
          { _id: 'charter-flex-high', name: 'Flex High', abbreviation: 'FH' },
          { _id: 'charter-holston', name: 'Holston', abbreviation: 'HO' },
          { _id: 'charter-sierra-valley', name: 'Sierra Valley Learning Academy', abbreviation: 'SV' },
        ]),
      ],
    },
  });
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const combobox = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('Edit Interest', { timeout: 30_000 }, () => {
  it('starts from the entry, keeps names as typed up to 50 characters, limits ZIP codes to 5 digits, and saves with If-Match', async () => {
    const { requests } = open([(request) => withEtag({ ...entry(), ...(request.body as object) }, '"v2"')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Interest' })).toBeTruthy();
    await waitFor(() => expect(textbox(/Student First Name/).value).toBe('Marisol'));
    expect(screen.getByTestId('edit-interest-age').textContent).toMatch(/^\d+ years old$/);
    fireEvent.change(textbox(/Student Last Name/), { target: { value: 'a'.repeat(51) } });

    fireEvent.change(textbox(/Student First Name/), { target: { value: 'mari3' } });
    // Kept as typed: nothing re-cases a name (nor takes the digit out; the schema refuses it).
    expect(textbox(/Student First Name/).value).toBe('mari3');
    fireEvent.change(textbox(/^ZIP Code/), { target: { value: '937' } });
    save();
    expect(
      await screen.findByText('Use letters, spaces, apostrophes, hyphens and periods only.'),
    ).toBeTruthy();
    expect(screen.getByText('ZIP code must be 5 digits.')).toBeTruthy();
    expect(screen.getByText('Must be 50 characters or fewer.')).toBeTruthy();
    fireEvent.change(textbox(/Student Last Name/), { target: { value: 'quintero' } });
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    fireEvent.change(textbox(/Student First Name/), { target: { value: 'marisa' } });
    expect(textbox(/Student First Name/).value).toBe('marisa');
    fireEvent.change(textbox(/^ZIP Code/), { target: { value: '93702' } });
    fireEvent.change(combobox(/^Charter/), { target: { value: 'charter-flex-high' } });
    await waitFor(() => expect([...combobox(/^Site/).options].map((o) => o.text)).toContain('Flex North'));
    fireEvent.change(combobox(/^Site/), { target: { value: SITE_B } });
    save();
    await waitFor(() => expect(currentLocation()).toBe(`/interest-forms/${ID}`));
    const put = putWithIfMatch(requests, '"v1"');
    expect(put?.body).toMatchObject({
      studentFirstName: 'marisa',
      studentLastName: 'quintero',
      zipCode: '93702',
      charter_id: 'charter-flex-high',
      learningCenterId: SITE_B,
    });
    expect(await screen.findByText('The interest entry was updated.')).toBeTruthy();
  });

  it('keeps the country and state as stored unless changed, and asks for a mailing address said to differ', async () => {
    const { requests } = open([(request) => withEtag({ ...entry(), ...(request.body as object) }, '"v2"')]);
    await waitFor(() => expect(combobox(/^Country/).value).toBe('United States of America'));
    expect(combobox(/^State/).value).toBe('CA');
    expect(combobox(/^State/).selectedOptions[0]?.textContent).toBe('California');
    fireEvent.click(screen.getByRole('checkbox', { name: /mailing/i }));
    save();
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: /mailing/i }));
    fireEvent.change(textbox(/^Phone/), { target: { value: '661-555-0199' } });
    save();
    await waitFor(() => expect(currentLocation()).toBe(`/interest-forms/${ID}`));
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      country: 'United States of America',
      state: 'CA',
      region: '',
      phone: '661-555-0199',
    });
  });

  it('asks before leaving with unsaved changes, and not after a save', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    open([(request) => withEtag({ ...entry(), ...(request.body as object) }, '"v2"')]);
    await waitFor(() => expect(textbox(/^Phone/).value).not.toBe(''));
    // Untouched: Cancel leaves at once.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentLocation()).toBe(`/interest-forms/${ID}`));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('keeps a changed form when the person chooses to stay, and saves without asking', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    open([(request) => withEtag({ ...entry(), ...(request.body as object) }, '"v2"')]);
    await waitFor(() => expect(textbox(/^Phone/).value).not.toBe(''));
    fireEvent.change(textbox(/^Phone/), { target: { value: '661-555-0177' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith(
      'You have changes that are not saved. Leave this page and lose them?',
    );
    expect(currentLocation()).toBe(`/editInterestForm/${ID}`);
    expect(textbox(/^Phone/).value).toBe('661-555-0177');
    save();
    await waitFor(() => expect(currentLocation()).toBe(`/interest-forms/${ID}`));
    expect(confirm).toHaveBeenCalledOnce();
  });

  it('offers only the charters of a Contributor, and every charter to a Super Admin', async () => {
    open();
    await waitFor(() => expect(textbox(/Student First Name/).value).toBe('Marisol'));
    expect([...combobox(/^Charter/).options].map((o) => o.text).slice(1)).toEqual([
      'Sierra Valley Learning Academy',
      'Flex High',
    ]);
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    open([], { level: 4 });
    await waitFor(() => expect(combobox(/^Charter/).options.length).toBe(4));
  });

  it('blocks Save with the spec alerts for a bad e-mail, then a bad phone', async () => {
    const { requests } = open();
    await waitFor(() => expect(textbox(/Email/).value).toBe('elena@example.com'));
    fireEvent.change(textbox(/Email/), { target: { value: 'elena@' } });
    save();
    expect(await screen.findAllByText('Please provide a valid email address.')).not.toHaveLength(0);
    expect(screen.getByTestId('notification-banner').textContent).toBe(
      'Please provide a valid email address.',
    );
    fireEvent.change(textbox(/Email/), { target: { value: 'elena@example.com' } });
    fireEvent.change(textbox(/Phone/), { target: { value: '555-12' } });
    save();
    await waitFor(() =>
      expect(screen.getByTestId('notification-banner').textContent).toBe(
        'Please provide a valid phone number in the format XXX-XXX-XXXX.',
      ),
    );
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server message on 409, keeps what was typed and reloads on request', async () => {
    open(
      [
        jsonReply(409, {
          message: 'This entry was changed by someone else. Please reload it and try again.',
        }),
      ],
      {},
    );
    await waitFor(() => expect(textbox(/Student Last Name/).value).toBe('Quintero'));
    fireEvent.change(textbox(/Student Last Name/), { target: { value: 'Quinteros' } });
    save();
    expect(
      await screen.findByText('This entry was changed by someone else. Please reload it and try again.'),
    ).toBeTruthy();
    expect(textbox(/Student Last Name/).value).toBe('Quinteros');
    expect(screen.getByRole('button', { name: 'Reload the entry' })).toBeTruthy();
  });

  it("says 'No data available for this entry.' for a missing entry", async () => {
    open([], { get: [jsonReply(404, { message: 'Not found' })] });
    expect(await screen.findByText('No data available for this entry.')).toBeTruthy();
  });
});
