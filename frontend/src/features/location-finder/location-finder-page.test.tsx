import type { Site } from '@enroll/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '../../test/render-with-providers.tsx';
import { makeSite } from '../../test/site-fixture.ts';
import { LocationFinderPage } from './location-finder-page.tsx';

const INVALID = 'Enter a valid ZIP code or state.';

type FetchHandler = (url: string) => Response;
let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL) => Promise<Response>>>;

function answerWith(handler: FetchHandler) {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => handler(String(input)));
  vi.stubGlobal('fetch', fetchMock);
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function siteSearches(): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/sites'));
}

function searchFor(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code or state' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

const sites: Site[] = [
  makeSite({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Lancaster Center', distance: 1.24 }),
  makeSite({ id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Palmdale Center', distance: 7.5 }),
];

beforeEach(() => answerWith(() => json(sites)));
afterEach(() => vi.unstubAllGlobals());

/** The finder with a button standing in for the browser's Back. */
function renderWithBackButton() {
  return renderWithProviders(
    <>
      <LocationFinderPage />
      <BackButton />
    </>,
  );
}

describe('LocationFinderPage search validation', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['a number that is not five digits', '1234'],
    ['six digits', '935341'],
    ['no letters', '!!!'],
  ])('shows the message inline for %s input and does not search', (_case, input) => {
    renderWithProviders(<LocationFinderPage />);
    searchFor(input);
    const box = screen.getByRole('textbox', { name: 'ZIP code or state' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (box.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(INVALID);
    expect(siteSearches()).toEqual([]);
  });

  it('validates on Enter (form submit) as well', () => {
    renderWithProviders(<LocationFinderPage />);
    const box = screen.getByRole('textbox', { name: 'ZIP code or state' });
    fireEvent.change(box, { target: { value: '12' } });
    const form = box.closest('form');
    if (!form) throw new Error('the search box is in a form');
    fireEvent.submit(form);
    expect(screen.getByText(INVALID)).toBeTruthy();
  });

  it('has no message and no aria-invalid before a search, and clears it when the person types', () => {
    renderWithProviders(<LocationFinderPage />);
    const box = screen.getByRole('textbox', { name: 'ZIP code or state' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(INVALID)).toBeNull();
    searchFor('');
    expect(screen.getByText(INVALID)).toBeTruthy();
    fireEvent.change(box, { target: { value: '9' } });
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('limits the input to 50 characters and shows the placeholder', () => {
    renderWithProviders(<LocationFinderPage />);
    const box = screen.getByRole('textbox', { name: 'ZIP code or state' });
    expect(box.getAttribute('maxlength')).toBe('50');
    expect(box.getAttribute('placeholder')).toBe('Find a location near you. Enter a ZIP code or state.');
  });
});

describe('LocationFinderPage search', () => {
  it('searches a ZIP code for the host brand and announces the results', async () => {
    renderWithProviders(<LocationFinderPage />);
    searchFor(' 93534 ');
    expect(await screen.findByText('2 learning centers found')).toBeTruthy();
    expect(siteSearches()).toEqual(['/api/sites?brand=Learn4Life&zip=93534']);
    expect(screen.getByTestId('results-status').getAttribute('role')).toBe('status');
    expect(screen.getAllByTestId('site-card').map((card) => card.getAttribute('data-site-id'))).toEqual([
      'aaaaaaaaaaaaaaaaaaaaaaaa',
      'bbbbbbbbbbbbbbbbbbbbbbbb',
    ]);
  });

  it('turns a state name into its code', async () => {
    renderWithProviders(<LocationFinderPage />, { host: 'flexhigh.org' });
    searchFor('california');
    await screen.findByText('2 learning centers found');
    expect(siteSearches()).toEqual(['/api/sites?brand=Flex+High&state=CA']);
  });

  it('shows the loading overlay while searching', async () => {
    renderWithProviders(<LocationFinderPage />);
    searchFor('93534');
    expect(screen.getByTestId('search-loading')).toBeTruthy();
    await screen.findByText('2 learning centers found');
    expect(screen.queryByTestId('search-loading')).toBeNull();
  });

  it.each<[string, FetchHandler]>([
    ['nothing matches', () => json([])],
    ['the search fails', (url) => (url.startsWith('/api/sites') ? json({ message: 'boom' }, 500) : json({}))],
  ])("says 'No results found for your search.' when %s", async (_case, handler) => {
    answerWith(handler);
    renderWithProviders(<LocationFinderPage />);
    searchFor('93534');
    await waitFor(() =>
      expect(screen.getByTestId('results-status').textContent).toBe('No results found for your search.'),
    );
    expect(screen.queryAllByTestId('site-card')).toEqual([]);
  });

  it('preselects the site of the id parameter when it is in the results', async () => {
    renderWithProviders(<LocationFinderPage />, { route: '/?id=bbbbbbbbbbbbbbbbbbbbbbbb' });
    searchFor('93534');
    await screen.findByText('2 learning centers found');
    const selected = screen
      .getAllByTestId('site-card')
      .filter((card) => card.getAttribute('data-selected') === 'true');
    expect(selected.map((card) => card.getAttribute('data-site-id'))).toEqual(['bbbbbbbbbbbbbbbbbbbbbbbb']);
  });

  it('selects a card when it is clicked', async () => {
    renderWithProviders(<LocationFinderPage />);
    searchFor('93534');
    await screen.findByText('2 learning centers found');
    fireEvent.click(screen.getByRole('button', { name: 'Palmdale Center' }));
    expect(screen.getByRole('button', { name: 'Palmdale Center' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Lancaster Center' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});

/** The browser's Back button, for the memory router of the tests. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

function searchBox(): HTMLInputElement {
  const box = screen.getByRole('textbox', { name: 'ZIP code or state' });
  if (!(box instanceof HTMLInputElement)) throw new Error('the search box is an input');
  return box;
}

describe('LocationFinderPage: ZIP+4, a name search with no result, Clear', () => {
  it('searches a ZIP+4 by its ZIP code', async () => {
    renderWithProviders(<LocationFinderPage />);
    searchFor('93534-1234');
    await waitFor(() => expect(siteSearches()).toEqual(['/api/sites?brand=Learn4Life&zip=93534']));
  });

  it('says how to search when a name finds nothing, and only then', async () => {
    answerWith(() => json([]));
    renderWithProviders(<LocationFinderPage />);
    searchFor('lancastr');
    await waitFor(() =>
      expect(screen.getByTestId('results-status').textContent).toBe(
        'No results found for your search. To find the centers near you, search by a 5-digit ZIP code (93534) or a state (California).',
      ),
    );
    searchFor('93534');
    await waitFor(() =>
      expect(screen.getByTestId('results-status').textContent).toBe('No results found for your search.'),
    );
  });

  it('gives the search box the focus back on the page Clear reloads', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign: reload, pathname: '/' });
    const first = renderWithProviders(<LocationFinderPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(reload).toHaveBeenCalledOnce();
    first.unmount();
    // The reloaded page.
    renderWithProviders(<LocationFinderPage />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'ZIP code or state' }));
    // Once only: a later visit does not take the focus.
    cleanupAndRender();
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'ZIP code or state' }));
  });
});

function cleanupAndRender() {
  cleanup();
  renderWithProviders(<LocationFinderPage />);
}

describe('LocationFinderPage search in the URL', () => {
  it('writes a ZIP search to the URL, keeping the id parameter', async () => {
    renderWithProviders(<LocationFinderPage />, { route: '/?id=bbbbbbbbbbbbbbbbbbbbbbbb' });
    searchFor(' 93534 ');
    await screen.findByText('2 learning centers found');
    expect(currentLocation()).toBe('/?id=bbbbbbbbbbbbbbbbbbbbbbbb&zip=93534');
    expect(searchBox().value).toBe('93534');
  });

  it('writes a state as typed and a search term as q', async () => {
    renderWithProviders(<LocationFinderPage />, { host: 'flexhigh.org' });
    searchFor('california');
    await screen.findByText('2 learning centers found');
    expect(currentLocation()).toBe('/?state=california');
    searchFor('lancaster');
    await waitFor(() => expect(currentLocation()).toBe('/?q=lancaster'));
    expect(siteSearches()).toEqual([
      '/api/sites?brand=Flex+High&state=CA',
      '/api/sites?brand=Flex+High&q=LANCASTER',
    ]);
  });

  it('runs the search of the URL on load and shows it in the box', async () => {
    renderWithProviders(<LocationFinderPage />, { route: '/?state=california', host: 'flexhigh.org' });
    expect(await screen.findByText('2 learning centers found')).toBeTruthy();
    expect(siteSearches()).toEqual(['/api/sites?brand=Flex+High&state=CA']);
    expect(searchBox().value).toBe('california');
    expect(searchBox().getAttribute('aria-invalid')).toBeNull();
  });

  it.each(['/?zip=9353', '/?zip=', '/?state=93534', '/?q=!!!'])(
    'shows the message for the invalid URL search %s and does not search',
    (route) => {
      renderWithProviders(<LocationFinderPage />, { route });
      expect(searchBox().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(INVALID)).toBeTruthy();
      expect(searchBox().value).toBe(new URLSearchParams(route.slice(2)).values().next().value);
      expect(siteSearches()).toEqual([]);
    },
  );

  it('leaves the URL as it is for an invalid typed search', async () => {
    renderWithProviders(<LocationFinderPage />, { route: '/?zip=93534' });
    await screen.findByText('2 learning centers found');
    searchFor('12');
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(currentLocation()).toBe('/?zip=93534');
  });

  it('goes Back to the previous search, then to the empty finder', async () => {
    answerWith((url) => json(url.includes('state=') ? sites.slice(0, 1) : sites));
    renderWithBackButton();
    searchFor('93534');
    await screen.findByText('2 learning centers found');
    searchFor('california');
    await screen.findByText('1 learning center found');
    expect(currentLocation()).toBe('/?state=california');

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('2 learning centers found')).toBeTruthy();
    expect(currentLocation()).toBe('/?zip=93534');
    expect(searchBox().value).toBe('93534');

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(searchBox().value).toBe('');
    expect(screen.queryAllByTestId('site-card')).toEqual([]);
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('adds no history entry for the same search again', async () => {
    renderWithBackButton();
    searchFor('93534');
    await screen.findByText('2 learning centers found');
    searchFor('93534');
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});

describe('LocationFinderPage brand layout', () => {
  it('shows the Learn4Life heading without the brand and info headers', () => {
    renderWithProviders(<LocationFinderPage />, { host: 'enroll.learn4life.org' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'To find the Learn4Life campus closest to you, please enter your ZIP code below.',
    );
    expect(screen.queryByRole('img', { name: 'Learn4Life home' })).toBeNull();
    expect(screen.queryByTestId('info-header')).toBeNull();
  });

  it('shows the brand header and the info header for other brands', () => {
    renderWithProviders(<LocationFinderPage />, { host: 'enroll.flexhigh.org' });
    expect(screen.getByRole('img', { name: 'Flex High home' })).toBeTruthy();
    expect(screen.getByTestId('info-header')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Find a Flex High learning center',
    ]);
    expect(screen.queryByText(/To find the Learn4Life campus/)).toBeNull();
  });

  it('shows the map placeholder when no map key is configured', () => {
    renderWithProviders(<LocationFinderPage />);
    expect(screen.getByTestId('map-unavailable').textContent).toBe(
      'The map is unavailable right now. The learning centers are listed below.',
    );
  });

  it('sets the page title from the brand', () => {
    renderWithProviders(<LocationFinderPage />, { host: 'enroll.flexhigh.org' });
    expect(document.title).toBe('Flex High | Enrollments');
  });
});
