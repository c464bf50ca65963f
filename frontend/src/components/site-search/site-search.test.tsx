import type { StaffSiteOption } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, mockApi, stubResizeObserver } from '../../test/mock-api.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { SiteSearchByFieldsDialog } from './site-search-by-fields.tsx';
import { SiteSearchByZipDialog } from './site-search-by-zip.tsx';

afterEach(() => vi.unstubAllGlobals());

const SITES: StaffSiteOption[] = [
  {
    id: 'site-a',
    name: 'Flex Central',
    charter: { id: 'charter-flex-high', name: 'Flex High' },
    address: '1 Main St, Fresno, CA 93701',
    distance: 1.24,
  },
  {
    id: 'site-b',
    name: 'Flex North',
    charter: { id: 'charter-flex-high', name: 'Flex High' },
    address: '9 Oak Ave, Clovis, CA 93612',
    distance: 7.5,
  },
];

const outerSubmit = vi.fn();

/** The modal opened from inside another form (as the Add Interest level does). */
function Harness({
  kind,
  onConfirm,
}: {
  kind: 'zip' | 'fields';
  onConfirm: (site: StaffSiteOption) => void;
}) {
  const [open, setOpen] = useState(false);
  const Dialog = kind === 'zip' ? SiteSearchByZipDialog : SiteSearchByFieldsDialog;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        outerSubmit();
      }}
    >
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} onConfirm={onConfirm} />
    </form>
  );
}

function open(kind: 'zip' | 'fields', replies: Response[]) {
  stubResizeObserver();
  const api = mockApi({ '/api/staff/sites': replies });
  const onConfirm = vi.fn();
  renderWithProviders(<Harness kind={kind} onConfirm={onConfirm} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return { ...api, onConfirm };
}

describe('Site search by zip', () => {
  it('searches with the ZIP and the radius (20 first), marks the selected row and confirms it', async () => {
    const { requests, onConfirm } = open('zip', [jsonReply(200, SITES)]);
    const dialog = await screen.findByRole('dialog', { name: 'Site search by zip' });
    const zip = within(dialog).getByRole('textbox', { name: /ZIP code/ });
    // The focus moves into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const radius = within(dialog).getByRole('combobox', { name: 'Radius' }) as HTMLSelectElement;
    expect(radius.value).toBe('20');
    expect([...radius.options].map((option) => option.value)).toEqual([
      '5',
      '10',
      '15',
      '20',
      '25',
      '50',
      '100',
    ]);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Site' });
    expect(confirm.hasAttribute('disabled') || confirm.getAttribute('aria-disabled') === 'true').toBe(true);

    fireEvent.change(zip, { target: { value: '93a701' } });
    expect((zip as HTMLInputElement).value).toBe('93701');
    fireEvent.change(radius, { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search Sites' }));

    const table = await within(dialog).findByRole('table', { name: 'Learning centers near 93701' });
    expect(requests[0]?.url).toBe('/api/staff/sites?zip=93701&radius=50');
    expect(within(table).getAllByTestId('site-row')).toHaveLength(2);
    expect(within(table).getByText('1.2 mi')).toBeTruthy();

    const select = within(table).getByRole('button', { name: 'Select Flex North' });
    fireEvent.click(select);
    expect(select.getAttribute('aria-pressed')).toBe('true');
    expect(select.textContent).toContain('Selected');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Site' }));
    expect(onConfirm).toHaveBeenCalledWith(SITES[1]);
    // The search submitted the modal's own form only, not the one it was opened from.
    expect(outerSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a ZIP code that is not 5 digits without asking the server', async () => {
    const { requests } = open('zip', [jsonReply(200, SITES)]);
    const dialog = await screen.findByRole('dialog', { name: 'Site search by zip' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /ZIP code/ }), { target: { value: '937' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search Sites' }));
    expect(
      await within(dialog).findByText('Please Provide a Valid Zip/Postal Code in the Following Format XXXXX'),
    ).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("says 'No results found for your search.' when nothing is near, and Close closes", async () => {
    open('zip', [jsonReply(200, [])]);
    const dialog = await screen.findByRole('dialog', { name: 'Site search by zip' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /ZIP code/ }), {
      target: { value: '99999' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search Sites' }));
    expect(await within(dialog).findByText('No results found for your search.')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Site search by fields', () => {
  it('searches the text, lists name, charter and address, and confirms the selected site', async () => {
    const { requests, onConfirm } = open('fields', [
      jsonReply(
        200,
        SITES.map(({ distance, ...site }) => site),
      ),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Site search by fields' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('Enter a name, charter or address to search for.')).toBeTruthy();
    expect(requests).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search' }), {
      target: { value: ' flex ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    const table = await within(dialog).findByRole('table', { name: 'Learning centers matching "flex"' });
    expect(requests[0]?.url).toBe('/api/staff/sites?q=flex');
    expect(within(table).queryByText('Distance')).toBeNull();
    expect(within(table).getByText('1 Main St, Fresno, CA 93701')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Select Flex Central' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Site' }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: 'site-a' }));
  });

  it('says when the search failed', async () => {
    open('fields', [jsonReply(500, { message: 'boom' })]);
    const dialog = await screen.findByRole('dialog', { name: 'Site search by fields' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search' }), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(
      await within(dialog).findByText('We could not search the sites. Check your connection and try again.'),
    ).toBeTruthy();
  });
});
