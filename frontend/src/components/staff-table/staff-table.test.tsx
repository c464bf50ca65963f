import type { StaffListPage } from '@enroll/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../lib/api-client.ts';
import { jsonReply, mockApi, type Reply } from '../../test/mock-api.ts';
import { currentLocation, renderWithProviders } from '../../test/render-with-providers.tsx';
import { StaffTable } from './staff-table.tsx';
import type { StaffColumn, StaffRowSelection } from './staff-table-types.ts';
import { useStaffListParams } from './use-staff-list-params.ts';

afterEach(() => vi.unstubAllGlobals());

interface Thing {
  id: string;
  name: string;
  size: number;
}
const COLUMNS = ['name', 'size'] as const;
const FILTERS = ['small', 'large'] as const;
const THINGS: Thing[] = [
  { id: 't1', name: 'Anvil', size: 3 },
  { id: 't2', name: 'Bucket', size: 1 },
  { id: 't3', name: 'Crate', size: 2 },
];

const columns: StaffColumn<Thing, (typeof COLUMNS)[number]>[] = [
  { id: 'name', header: 'Name', render: (row) => row.name, sortable: true },
  { id: 'size', header: 'Size', render: (row) => String(row.size), sortable: true },
];

function Harness({
  onRowClick,
  emptyTableText,
  selectable = false,
}: {
  onRowClick: (row: Thing) => void;
  emptyTableText?: string;
  selectable?: boolean;
}) {
  const list = useStaffListParams({ filters: FILTERS, columns: COLUMNS });
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selection: StaffRowSelection<Thing> = {
    selected,
    onChange: setSelected,
    rowLabel: (row) => `Select ${row.name}`,
    allLabel: 'Select all things',
  };
  const key = { filter: list.filter, search: list.search, sort: list.sort };
  const query = useInfiniteQuery({
    queryKey: ['things', key],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (list.filter) params.set('filter', list.filter);
      if (list.search) params.set('search', list.search);
      if (list.sort) params.set('sort', `${list.sort.column}:${list.sort.order}`);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<StaffListPage<Thing>>(`/api/things?${params}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  return (
    <StaffTable
      label="Things"
      query={query}
      list={list}
      columns={columns}
      toggles={[
        { id: 'small', label: 'Small' },
        { id: 'large', label: 'Large' },
      ]}
      rowKey={(row) => row.id}
      rowName={(row) => row.name}
      linkColumn="name"
      renderCard={(row) => <p>Size {row.size}</p>}
      onRowClick={onRowClick}
      searchPlaceholder="Search things"
      countText={(total) => `${total} Record(s)`}
      emptyTitle="Nothing here"
      emptySubtitle="Well done"
      {...(emptyTableText === undefined ? {} : { emptyTableText })}
      {...(selectable ? { selection } : {})}
      actions={selectable ? <output>{selected.size} selected</output> : undefined}
    />
  );
}

const page = (rows: Thing[], nextCursor: string | null, total: number | null): StaffListPage<Thing> => ({
  rows,
  nextCursor,
  total,
});

function renderTable(replies: Reply[], route = '/things', emptyTableText?: string, selectable = false) {
  const onRowClick = vi.fn();
  const { requests } = mockApi({ '/api/things': replies });
  const { unmount } = renderWithProviders(
    <Harness
      onRowClick={onRowClick}
      selectable={selectable}
      {...(emptyTableText === undefined ? {} : { emptyTableText })}
    />,
    { route },
  );
  return { requests, onRowClick, unmount };
}

const lastQuery = (requests: { url: string }[]) =>
  new URL(requests.at(-1)?.url ?? '', 'http://x').searchParams;

describe('the staff data table', () => {
  it('cycles a header unsorted → ascending → descending → unsorted, in the URL and the request', async () => {
    const { requests } = renderTable([jsonReply(200, page(THINGS, null, 3))]);
    await screen.findByRole('table', { name: 'Things' });
    expect(screen.getByText('3 Record(s)')).toBeTruthy();
    const header = () => screen.getByRole('columnheader', { name: 'Name' });
    expect(header().getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));
    expect(currentLocation()).toBe('/things?sort=name&order=asc');
    await waitFor(() => expect(lastQuery(requests).get('sort')).toBe('name:asc'));

    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));
    await waitFor(() => expect(lastQuery(requests).get('sort')).toBe('name:desc'));

    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('none'));
    expect(currentLocation()).toBe('/things');

    // Another column starts its own cycle at ascending.
    fireEvent.click(within(header()).getByRole('button'));
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Size' })).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/things?sort=size&order=asc'));
  });

  it('keeps the toggles mutually exclusive; clicking the active one clears it', async () => {
    const { requests } = renderTable([jsonReply(200, page(THINGS, null, 3))]);
    await screen.findByRole('table');
    const small = screen.getByRole('button', { name: 'Small' });
    const large = screen.getByRole('button', { name: 'Large' });
    fireEvent.click(small);
    await waitFor(() => expect(small.getAttribute('aria-pressed')).toBe('true'));
    expect(large.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(lastQuery(requests).get('filter')).toBe('small'));

    fireEvent.click(large);
    await waitFor(() => expect(large.getAttribute('aria-pressed')).toBe('true'));
    expect(small.getAttribute('aria-pressed')).toBe('false');
    expect(currentLocation()).toBe('/things?filter=large');

    fireEvent.click(large);
    await waitFor(() => expect(large.getAttribute('aria-pressed')).toBe('false'));
    expect(small.getAttribute('aria-pressed')).toBe('false');
    expect(currentLocation()).toBe('/things');
  });

  it('restores its state from the URL and searches on the server once the typing pauses', async () => {
    const { requests } = renderTable(
      [jsonReply(200, page(THINGS, null, 3))],
      '/things?filter=small&sort=size&order=desc&view=grid&search=an',
    );
    await screen.findByRole('list', { name: 'Things' });
    expect(screen.getByRole('button', { name: 'Small' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('an');
    expect(lastQuery(requests).get('sort')).toBe('size:desc');
    expect(lastQuery(requests).get('search')).toBe('an');

    const count = requests.length;
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'anv' } });
    fireEvent.change(search, { target: { value: 'anvi' } });
    await waitFor(() => expect(lastQuery(requests).get('search')).toBe('anvi'));
    // One request for the settled text, not one per keystroke.
    expect(requests.length).toBe(count + 1);
    expect(search.getAttribute('maxlength')).toBe('50');
  });

  it('shows the empty state with its title and subtitle', async () => {
    renderTable([jsonReply(200, page([], null, 0))]);
    expect(await screen.findByText('Nothing here')).toBeTruthy();
    expect(screen.getByText('Well done')).toBeTruthy();
    expect(screen.getByText('0 Record(s)')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says a search that finds nothing matches nothing, never the empty list's cheer", async () => {
    renderTable([jsonReply(200, page([], null, 0))], '/things?search=zz');
    const table = await screen.findByRole('table', { name: 'Things' });
    expect(within(table).getByRole('cell').textContent).toBe('No entries match your search');
    expect(screen.queryByText('Well done')).toBeNull();
  });

  it('with an empty-table text: a toggle or search that finds nothing shows the table with it, an empty list the empty state', async () => {
    const filtered = renderTable(
      [jsonReply(200, page([], null, 0))],
      '/things?filter=small',
      'No data available',
    );
    const table = await screen.findByRole('table', { name: 'Things' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(within(table).getByRole('cell').textContent).toBe('No data available');
    expect(screen.queryByText('Nothing here')).toBeNull();
    filtered.unmount();

    const searched = renderTable(
      [jsonReply(200, page([], null, 0))],
      '/things?search=zz&view=grid',
      'No data available',
    );
    expect((await screen.findByTestId('staff-table-no-data')).textContent).toBe('No data available');
    searched.unmount();

    renderTable([jsonReply(200, page([], null, 0))], '/things', 'No data available');
    expect(await screen.findByText('Nothing here')).toBeTruthy();
    expect(screen.queryByText('No data available')).toBeNull();
  });

  it("loads the next keyset page with 'Show more' and says how many rows are loaded", async () => {
    const { requests } = renderTable([
      jsonReply(200, page(THINGS.slice(0, 2), 'c1', 3)),
      jsonReply(200, page(THINGS.slice(2), null, null)),
    ]);
    await screen.findByRole('table');
    expect(screen.getAllByTestId('staff-table-row')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('staff-table-row')).toHaveLength(3));
    expect(lastQuery(requests).get('cursor')).toBe('c1');
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
    expect(screen.getByText('3 Record(s)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('opens a row by mouse on the row, by its link control, and from a grid card', async () => {
    const { onRowClick } = renderTable([jsonReply(200, page(THINGS, null, 3))]);
    await screen.findByRole('table');
    fireEvent.click(within(screen.getAllByTestId('staff-table-row')[1] as HTMLElement).getByText('1'));
    expect(onRowClick).toHaveBeenLastCalledWith(THINGS[1]);
    // The link-like control is a button: Enter on it clicks it, once.
    fireEvent.click(screen.getByRole('button', { name: 'Crate' }));
    expect(onRowClick).toHaveBeenLastCalledWith(THINGS[2]);
    expect(onRowClick).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Grid' }));
    await screen.findByRole('list', { name: 'Things' });
    expect(currentLocation()).toBe('/things?view=grid');
    expect(screen.getAllByTestId('staff-table-card')).toHaveLength(3);
    expect(screen.getByText('Size 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anvil' }));
    expect(onRowClick).toHaveBeenLastCalledWith(THINGS[0]);
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it('selects rows by their named boxes and select-all, in the table and the grid, without opening them', async () => {
    const { onRowClick } = renderTable([jsonReply(200, page(THINGS, null, 3))], '/things', undefined, true);
    await screen.findByRole('table');
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    fireEvent.click(box('Select Bucket'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(box('Select all things').indeterminate).toBe(true);
    fireEvent.click(box('Select all things'));
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(box('Select all things').checked).toBe(true);
    fireEvent.click(box('Select all things'));
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(onRowClick).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Grid' }));
    await screen.findByRole('list', { name: 'Things' });
    fireEvent.click(box('Select Crate'));
    expect(box('Select Crate').checked).toBe(true);
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(box('Select all things'));
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('shows the error state with Try Again', async () => {
    renderTable([jsonReply(500, { message: 'boom' }), jsonReply(200, page(THINGS, null, 3))]);
    expect(
      await screen.findByText('We could not load the list. Check your connection and try again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('table');
  });
});
