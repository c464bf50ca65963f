import type { Site, SiteProgram } from '@enroll/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '../../test/render-with-providers.tsx';
import { makeSite } from '../../test/site-fixture.ts';
import { SiteLandingPage } from './site-landing-page.tsx';

const SITE_ID = '0123456789abcdef01234567';

/** The shared site fixture under another brand (so the favicon and title visibly change), without 'more about'. */
function makeHarborSite(overrides: Partial<Site> = {}): Site {
  const base = makeSite();
  return makeSite({
    id: SITE_ID,
    name: 'Harbor Learning Center',
    charter: {
      ...base.charter,
      name: 'Harbor Charter',
      brand: { ...base.charter.brand, brandName: 'Stanza Academy', brandIcon: '/brands/stanza/icon.svg' },
    },
    address: {
      ...base.address,
      address_1: '1 Harbor Way',
      city: 'Long Beach',
      zip: '90802',
      phone: '562-555-0199',
    },
    enrollment_info: base.enrollment_info && {
      ...base.enrollment_info,
      about: 'A small school by the sea.',
      moreAbout: '',
    },
    ...overrides,
  });
}

const programs: SiteProgram[] = [
  { name: 'CTE', label: 'Career Technical Education (CTE)', url: 'https://stanza.example/cte' },
  { name: 'HOPE', label: 'HOPE', url: null },
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function serve(site: Site | null, sitePrograms: SiteProgram[] = programs) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === `/api/sites/${SITE_ID}/programs`) return json(sitePrograms);
      if (url === `/api/sites/${SITE_ID}`)
        return site ? json(site) : json({ message: 'Site not found' }, 404);
      return json({});
    }),
  );
}

let icon: HTMLLinkElement;
beforeEach(() => {
  icon = document.createElement('link');
  icon.id = 'brand-icon';
  icon.rel = 'icon';
  icon.setAttribute('href', '/brands/learn4life/icon.svg');
  document.head.append(icon);
});
afterEach(() => {
  icon.remove();
  vi.unstubAllGlobals();
});

describe('SiteLandingPage without a site', () => {
  it("shows the hero and the brand's information with a way to the finder", () => {
    serve(null);
    renderWithProviders(<SiteLandingPage />, { route: '/information', host: 'flexhigh.org' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Thank you for your interest in our school!',
    );
    expect(screen.getByText('Learn More About Our Programs')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('About Flex High');
    expect(screen.getByRole('link', { name: 'Find a learning center near you' }).getAttribute('href')).toBe(
      '/',
    );
    expect(document.title).toBe('Flex High | Enrollments');
  });
});

describe('SiteLandingPage with a site', () => {
  it('shows the site, its programs, placeholders and the charter brand icon and title', async () => {
    serve(makeHarborSite());
    renderWithProviders(<SiteLandingPage />, { route: `/information?site=${SITE_ID}` });
    expect(screen.queryByTestId('site-landing-name')).toBeNull();

    expect((await screen.findByTestId('site-landing-name')).textContent).toBe('Harbor Learning Center');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Thank you for your interest in our school!',
    );
    expect(screen.getByTestId('site-landing-address').textContent).toBe('1 Harbor Way, Long Beach, CA 90802');
    expect(screen.getByTestId('site-landing-phone').getAttribute('href')).toBe('tel:5625550199');
    expect(screen.getByTestId('site-landing-about').textContent).toBe('A small school by the sea.');
    expect(screen.getByTestId('site-landing-more-about-placeholder').textContent).not.toBe('');

    const list = await screen.findByTestId('site-programs');
    expect([...list.querySelectorAll('li')].map((item) => item.getAttribute('data-program'))).toEqual([
      'CTE',
      'HOPE',
    ]);
    const cte = screen.getByRole('link', { name: /Career Technical Education \(CTE\)/ });
    expect(cte.getAttribute('target')).toBe('_blank');
    expect(cte.getAttribute('rel')).toContain('noopener');

    expect(document.title).toBe('Stanza Academy | Enrollments');
    expect(icon.getAttribute('href')).toBe('/brands/stanza/icon.svg');
    expect(screen.queryByRole('link', { name: 'Expanded Learning Registration' })).toBeNull();
  });

  it('restores the favicon when the page is left', async () => {
    serve(makeHarborSite());
    const { unmount } = renderWithProviders(<SiteLandingPage />, { route: `/information?site=${SITE_ID}` });
    await screen.findByTestId('site-landing-name');
    unmount();
    expect(icon.getAttribute('href')).toBe('/brands/learn4life/icon.svg');
  });

  it('shows placeholders when about, more about and programs are missing', async () => {
    serve(makeHarborSite({ enrollment_info: null }), []);
    renderWithProviders(<SiteLandingPage />, { route: `/information?site=${SITE_ID}` });
    expect(await screen.findByTestId('site-landing-about-placeholder')).toBeTruthy();
    expect(screen.getByTestId('site-landing-more-about-placeholder')).toBeTruthy();
    expect(await screen.findByTestId('site-programs-placeholder')).toBeTruthy();
  });

  it('offers Expanded Learning Registration only with a secondary enrollment url, carrying the center', async () => {
    const site = makeHarborSite();
    if (!site.enrollment_info) throw new Error('fixture has enrollment info');
    serve({
      ...site,
      enrollment_info: { ...site.enrollment_info, secondaryEnrollmentUrl: '/forms/harbor-summer' },
    });
    renderWithProviders(<SiteLandingPage />, { route: `/information?site=${SITE_ID}` });
    const link = await screen.findByRole('link', { name: 'Expanded Learning Registration' });
    expect(link.getAttribute('href')).toBe(`/forms/harbor-summer?site=${SITE_ID}`);
  });

  it('goes to the interest form with Request Information', async () => {
    serve(makeHarborSite());
    renderWithProviders(<SiteLandingPage />, { route: `/information?site=${SITE_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Request Information' }));
    expect(currentLocation()).toBe(`/interest?site=${SITE_ID}`);
  });

  it('goes to the registration wizard with Year-Round Registration', async () => {
    serve(makeHarborSite());
    renderWithProviders(<SiteLandingPage />, { route: `/information?site=${SITE_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Year-Round Registration' }));
    expect(currentLocation()).toBe(`/register?site=${SITE_ID}`);
  });

  it('shows nothing of a site whose id does not match the parameter', async () => {
    serve(makeHarborSite({ id: 'ffffffffffffffffffffffff' }));
    renderWithProviders(<SiteLandingPage />, { route: `/information?site=${SITE_ID}` });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('site-landing-name')).toBeNull();
    expect(screen.queryByText('Harbor Learning Center')).toBeNull();
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it("shows 'Invalid Site ID' for an unknown site", async () => {
    serve(null);
    renderWithProviders(<SiteLandingPage />, { route: `/information?site=${SITE_ID}` });
    expect((await screen.findByRole('heading', { level: 1, name: 'Invalid Site ID' })).textContent).toBe(
      'Invalid Site ID',
    );
    expect(
      screen.getByText(`The site ID "${SITE_ID}" is not valid. Please check the URL and try again.`),
    ).toBeTruthy();
  });
});
