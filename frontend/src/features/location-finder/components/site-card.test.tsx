import type { Site } from '@enroll/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeSite } from '../../../test/site-fixture.ts';
import '../i18n/register.ts';
import { DEFAULT_SITE_PHOTO, SiteCard } from './site-card.tsx';
import { NARROW_SCREEN_QUERY } from './use-narrow-screen.ts';

const originalMatchMedia = window.matchMedia;

/** Pretends the screen is narrow (768 px or less) or wide. */
function stubScreen(narrow: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: narrow && query === NARROW_SCREEN_QUERY,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

function renderCard(site: Site, { brandName = 'Learn4Life', selected = false, onSelect = vi.fn() } = {}) {
  renderWithProviders(<SiteCard site={site} brandName={brandName} selected={selected} onSelect={onSelect} />);
  return { card: screen.getByTestId('site-card'), onSelect };
}

const programTypes = [
  { name: 'HOPE', brand: [{ brandName: 'Learn4Life', url: '' }] },
  { name: 'WIOA', brand: [{ brandName: 'Flex High', url: 'https://flexhigh.example/wioa' }] },
  { name: 'CLMI', brand: [{ brandName: 'learn4life', url: 'https://l4l.example/clmi' }] },
  { name: 'CTE', brand: [{ brandName: 'Learn4Life', url: 'https://l4l.example/cte' }] },
];

function siteWithPrograms(): Site {
  const site = makeSite();
  if (!site.enrollment_info) throw new Error('fixture has enrollment info');
  return { ...site, enrollment_info: { ...site.enrollment_info, programTypes } };
}

beforeEach(() => stubScreen(false));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('SiteCard', () => {
  it('links a displayable phone with tel:', () => {
    renderCard(makeSite({ address: { ...makeSite().address, phone: '(661) 272-1225' } }));
    const link = screen.getByTestId('site-card-phone');
    expect(link.getAttribute('href')).toBe('tel:6612721225');
    expect(link.textContent).toBe('(661) 272-1225');
    expect(
      screen.getByRole('link', { name: 'Call Antelope Valley Learning Academy at (661) 272-1225' }),
    ).toBe(link);
  });

  it.each(['', 'TBD', '12345', 'call us'])('shows no phone link for %j', (phone) => {
    renderCard(makeSite({ address: { ...makeSite().address, phone } }));
    expect(screen.queryByTestId('site-card-phone')).toBeNull();
    expect(screen.queryAllByRole('link').some((link) => link.getAttribute('href')?.startsWith('tel:'))).toBe(
      false,
    );
  });

  it("shows only the current brand's programs, in the order CTE, CLMI, WIOA, HOPE", () => {
    renderCard(siteWithPrograms(), { brandName: 'Learn4Life' });
    const items = within(screen.getByTestId('site-card-programs')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-program'))).toEqual(['CTE', 'CLMI', 'HOPE']);
    expect(items.map((item) => item.textContent)).toEqual([
      'Career Technical Education (CTE) (opens in a new tab)',
      'CLMI Fellowship (CLMI) (opens in a new tab)',
      'HOPE',
    ]);
    const cte = within(items[0] as HTMLElement).getByRole('link');
    expect(cte.getAttribute('href')).toBe('https://l4l.example/cte');
    expect(cte.getAttribute('target')).toBe('_blank');
    expect(cte.getAttribute('rel')).toContain('noopener');
    expect(within(items[2] as HTMLElement).queryByRole('link')).toBeNull();
    for (const item of items) {
      const icon = item.querySelector('img');
      expect(icon?.getAttribute('src')).toBe(
        `/programs/${item.getAttribute('data-program')?.toLowerCase()}.svg`,
      );
      expect(icon?.getAttribute('alt')).toBe('');
    }
  });

  it('shows another brand only its own programs', () => {
    renderCard(siteWithPrograms(), { brandName: 'Flex High' });
    const items = within(screen.getByTestId('site-card-programs')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-program'))).toEqual(['WIOA']);
  });

  it('shows no programs list when the brand has none', () => {
    renderCard(siteWithPrograms(), { brandName: 'Holston' });
    expect(screen.queryByTestId('site-card-programs')).toBeNull();
  });

  it('shows the distance with one decimal', () => {
    renderCard(makeSite({ distance: 3.456 }));
    expect(screen.getByTestId('site-card-distance').textContent).toBe('3.5 miles away');
  });

  it('shows no distance when the search had none', () => {
    renderCard(makeSite());
    expect(screen.queryByTestId('site-card-distance')).toBeNull();
    expect(screen.queryByText(/miles away/)).toBeNull();
  });

  it("shows the hours as 'day - day from start - end'", () => {
    renderCard(makeSite());
    expect(screen.getByTestId('site-card-hours').textContent).toBe('Monday - Friday from 8:00 AM - 4:00 PM');
  });

  it('shows no hours line when the site has no hours', () => {
    renderCard(makeSite({ address: { ...makeSite().address, start_day: '', start_time: '' } }));
    expect(screen.queryByTestId('site-card-hours')).toBeNull();
  });

  it('shows the name, charter, one-line address and the photo with its alt text', () => {
    renderCard(makeSite());
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Antelope Valley Learning Academy');
    expect(screen.getByTestId('site-card-charter').textContent).toBe('Antelope Valley Charter');
    expect(screen.getByTestId('site-card-address').textContent).toBe('123 Main St, Lancaster, CA 93534');
    const photo = screen.getByRole('img', { name: 'Photo of Antelope Valley Learning Academy' });
    expect(photo.getAttribute('src')).toBe('/sites/brick-two-story.svg');
  });

  it('uses the default photo when the site has none', () => {
    renderCard(makeSite({ photo: '' }));
    expect(screen.getByRole('img', { name: /^Photo of/ }).getAttribute('src')).toBe(DEFAULT_SITE_PHOTO);
  });

  it('falls back to the default photo when the photo fails to load', () => {
    renderCard(makeSite());
    const photo = screen.getByRole('img', { name: /^Photo of/ });
    fireEvent.error(photo);
    expect(photo.getAttribute('src')).toBe(DEFAULT_SITE_PHOTO);
  });

  it('on a wide screen reads Request Information and goes to /interest?site={id}', () => {
    const site = makeSite();
    renderCard(site);
    const button = screen.getByTestId('site-card-action');
    expect(button.textContent).toBe('Request Information');
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    expect(screen.getByTestId('site-card-hours').closest('[hidden]')).toBeNull();
    fireEvent.click(button);
    expect(currentLocation()).toBe(`/interest?site=${site.id}`);
  });

  it('on a narrow screen first expands the card with See More Info, then requests information', () => {
    stubScreen(true);
    const site = makeSite();
    renderCard(site);
    const button = screen.getByRole('button', { name: 'See More Info' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(details?.hidden).toBe(true);
    expect(details && getComputedStyle(details).display).toBe('none');
    expect(details?.contains(screen.getByTestId('site-card-hours'))).toBe(true);

    fireEvent.click(button);
    expect(currentLocation()).toBe('/');
    expect(details?.hidden).toBe(false);
    expect(details && getComputedStyle(details).display).toBe('flex');
    expect(button.textContent).toBe('Request Information');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(button);
    expect(currentLocation()).toBe(`/interest?site=${site.id}`);
  });

  it('selects the site when the card or its name button is clicked', () => {
    const onSelect = vi.fn();
    const { card } = renderCard(makeSite(), { onSelect });
    fireEvent.click(card);
    expect(onSelect).toHaveBeenLastCalledWith('5f1a2b3c4d5e6f7a8b9c0d1e');
    onSelect.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Antelope Valley Learning Academy' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('marks the selected card', () => {
    renderCard(makeSite(), { selected: true });
    expect(
      screen.getByRole('button', { name: 'Antelope Valley Learning Academy' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByTestId('site-card').getAttribute('data-selected')).toBe('true');
  });
});
