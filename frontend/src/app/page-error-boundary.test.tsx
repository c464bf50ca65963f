import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';
import { deferredLoader } from '../test/deferred-loader.tsx';
import { mockApi } from '../test/mock-api.ts';
import { memoryRouter } from '../test/render-with-router.tsx';
import { RootLayout } from './root-layout.tsx';
import '../i18n/i18n.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Home() {
  return <Link to="/page">Open the page</Link>;
}

/** The app's layout over a home page and a lazily loaded page, at `url`. */
function renderPages(url: string) {
  const loader = deferredLoader();
  const Page = preloadableLazy(loader.load);
  const { router, element } = memoryRouter(
    url,
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<Home />} />
        <Route path="/page" element={<Page name="family" />} />
      </Route>
    </Routes>,
  );
  render(element);
  return { loader, router };
}

describe('a page that cannot render', () => {
  it("shows 'Something went wrong. Please try again.', reports it, and Try Again loads the page anew", async () => {
    const { fetchMock } = mockApi({});
    // React logs the error it caught; the test only needs the screen and the report.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loader } = renderPages('/page');
    await act(async () => loader.reject());

    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/log-error');
    expect(JSON.parse(String(init?.body))).toMatchObject({ context: 'page', errorMessage: 'chunk failed' });

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(loader.load).toHaveBeenCalledTimes(2);
    await act(async () => loader.resolve());
    expect(screen.getByText('Hello family')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the page of the next address again after a failure', async () => {
    mockApi({});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loader, router } = renderPages('/page');
    await act(async () => loader.reject());
    await screen.findByRole('alert');

    await act(() => router.navigate('/'));
    expect(await screen.findByRole('link', { name: 'Open the page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
