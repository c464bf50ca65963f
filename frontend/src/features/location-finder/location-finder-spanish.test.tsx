import type { Site } from '@enroll/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSpanishForEachTest } from '../../test/in-spanish.ts';
import { currentLocation, renderWithProviders } from '../../test/render-with-providers.tsx';
import { makeSite } from '../../test/site-fixture.ts';
import { LocationFinderPage } from './location-finder-page.tsx';

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function serve(sites: Site[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(sites)),
  );
}

function renderFinder(host: string, route = '/') {
  return renderWithProviders(
    <Suspense fallback={null}>
      <LocationFinderPage />
    </Suspense>,
    { host, route },
  );
}

function searchFor(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Código postal o estado' }), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
}

const lancaster = makeSite({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Lancaster Center', distance: 1.24 });
const palmdale = makeSite({ id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Palmdale Center', distance: 7.5 });

inSpanishForEachTest();
afterEach(() => vi.unstubAllGlobals());

describe('LocationFinderPage in Spanish', () => {
  it("gives Learn4Life's finder the language switch above the Spanish heading", () => {
    serve([]);
    renderFinder('enroll.learn4life.org');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(
      'Para encontrar el centro de Learn4Life más cercano a usted, escriba su código postal a continuación.',
    );
    const languageSwitch = screen.getByTestId('language-switch');
    expect(languageSwitch.textContent).toBe('English');
    expect(languageSwitch.getAttribute('lang')).toBe('en');
    // In the page's flow before the heading: first in the tab order, never over it.
    expect(languageSwitch.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });

  it('counts the results with the Spanish plural and shows the cards in Spanish', async () => {
    serve([lancaster, palmdale]);
    renderFinder('enroll.flexhigh.org');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Encuentre un centro de aprendizaje de Flex High',
    );
    expect(screen.getByRole('img', { name: 'Página principal de Flex High' })).toBeTruthy();
    searchFor('93534');
    expect(await screen.findByText('Se encontraron 2 centros de aprendizaje')).toBeTruthy();
    expect(screen.getAllByTestId('site-card-hours')[0]?.textContent).toBe(
      'De lunes a viernes, de 8:00 a. m. a 4:00 p. m.',
    );
    expect(screen.getAllByTestId('site-card-distance')[0]?.textContent).toBe('A 1.2 millas');
    expect(screen.getAllByRole('button', { name: 'Pedir información' })).toHaveLength(2);
  });

  it('says one center in the singular, and no results in Spanish', async () => {
    serve([lancaster]);
    renderFinder('enroll.flexhigh.org');
    searchFor('93534');
    expect(await screen.findByText('Se encontró 1 centro de aprendizaje')).toBeTruthy();
    vi.unstubAllGlobals();
    serve([]);
    searchFor('California');
    expect(await screen.findByText('No se encontraron resultados para su búsqueda.')).toBeTruthy();
  });

  it('switches back to English keeping the search, and drops ?lang= so the choice holds on a reload', async () => {
    serve([lancaster, palmdale]);
    renderFinder('enroll.flexhigh.org', '/?lang=es&zip=93534');
    expect(await screen.findByText('Se encontraron 2 centros de aprendizaje')).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-switch'));
    expect(await screen.findByText('2 learning centers found')).toBeTruthy();
    expect(screen.getByTestId('language-switch').textContent).toBe('Español');
    await waitFor(() => expect(currentLocation()).toBe('/?zip=93534'));
    expect(screen.getByRole('textbox', { name: 'ZIP code or state' })).toHaveProperty('value', '93534');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('enroll.language')).toBe('en');
  });
});
