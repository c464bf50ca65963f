import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { leloEntryFixture, withEtag } from '../../test/lelo-entry-fixture.ts';
import { jsonReply, putWithIfMatch, type Reply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { EditLeloPage } from './edit-lelo-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/leloRegistration/staff/lelo-1';

function open(replies: Reply[], entry = leloEntryFixture()) {
  return renderStaffPage(<EditLeloPage />, {
    path: '/editLeloForm/:id',
    route: '/editLeloForm/lelo-1',
    user: { level: 2 },
    api: { [PATH]: [withEtag(entry, '"v1"'), ...replies] },
  });
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const combobox = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('Edit Lelo Form', { timeout: 30_000 }, () => {
  it('locks the names of a signed entry and saves its contact details with If-Match', async () => {
    const { requests } = open([
      (request) => withEtag({ ...leloEntryFixture(), ...(request.body as object) }, '"v2"'),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Lelo Form' })).toBeTruthy();
    await waitFor(() => expect(textbox(/^Phone Number/).value).toBe('661-555-0101'));
    expect(textbox(/^First Name/).disabled).toBe(true);
    expect(screen.getByText(/only the contact details and addresses can be changed/)).toBeTruthy();
    expect(combobox(/County of Residence/).value).toBe('Los Angeles');
    fireEvent.change(textbox(/^Phone Number/), { target: { value: '6615550199' } });
    save();
    await waitFor(() => expect(currentLocation()).toBe('/lelo-forms/lelo-1'));
    const put = putWithIfMatch(requests, '"v1"');
    expect(put?.body).toMatchObject({ studentPrimaryPhone: '661-555-0199' });
    expect(put?.body).not.toHaveProperty('firstName');
  });

  it("shows the spec's messages and sends nothing while a field is wrong", async () => {
    const { requests } = open([]);
    await waitFor(() => expect(textbox(/^Email/).value).toBe('sofia@example.com'));
    fireEvent.change(textbox(/^Email/), { target: { value: 'sofia@' } });
    fireEvent.change(textbox(/Parent\/Guardian Email/), { target: { value: 'rosa@' } });
    fireEvent.change(textbox(/^ZIP Code/), { target: { value: '935' } });
    fireEvent.change(textbox(/^City/), { target: { value: 'Lan4caster' } });
    save();
    expect(await screen.findByText('Please provide a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please provide a valid parent/guardian email address.')).toBeTruthy();
    expect(screen.getByText('ZIP code must be 5 digits.')).toBeTruthy();
    expect(screen.getByText('Use letters, spaces, apostrophes, hyphens and periods only.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it("offers the states by name and California's counties as the family's form does, sending the codes", async () => {
    const { requests } = open([
      (request) => withEtag({ ...leloEntryFixture(), ...(request.body as object) }, '"v2"'),
    ]);
    await waitFor(() => expect(combobox(/^State/).value).toBe('CA'));
    expect(combobox(/^State/).selectedOptions[0]?.textContent).toBe('California');
    // Out of California the county is typed, and the Californian one is cleared.
    fireEvent.change(combobox(/^State/), { target: { value: 'TN' } });
    await waitFor(() => expect(textbox(/County of Residence/).value).toBe(''));
    fireEvent.change(textbox(/County of Residence/), { target: { value: 'Sullivan' } });
    save();
    await waitFor(() => expect(currentLocation()).toBe('/lelo-forms/lelo-1'));
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      state: 'TN',
      country: 'Sullivan',
    });
  });

  it('keeps what was typed on 409 and offers Reload', async () => {
    open([
      jsonReply(409, {
        message: 'This secondary enrollment was changed by someone else. Please reload it and try again.',
      }),
    ]);
    await waitFor(() => expect(textbox(/^Street/).value).toBe('12 Main St'));
    fireEvent.change(textbox(/^Street/), { target: { value: '14 Main St' } });
    save();
    expect(
      await screen.findByText(
        'This secondary enrollment was changed by someone else. Please reload it and try again.',
      ),
    ).toBeTruthy();
    expect(textbox(/^Street/).value).toBe('14 Main St');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('lets an unsigned pre-registration change its names, sent as typed', async () => {
    const active = leloEntryFixture({ status: 'Active', signedAt: null, pgRelationshipToStudent: '' });
    const { requests } = open([withEtag(active, '"v2"')], active);
    await waitFor(() => expect(textbox(/^First Name/).disabled).toBe(false));
    fireEvent.change(textbox(/^First Name/), { target: { value: 'sofi' } });
    expect(textbox(/^First Name/).value).toBe('sofi');
    save();
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ firstName: 'sofi' });
  });
});
