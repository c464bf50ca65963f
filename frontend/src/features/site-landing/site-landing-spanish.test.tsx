import type { Site } from '@enroll/domain';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSpanishForEachTest } from '../../test/in-spanish.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { makeSite } from '../../test/site-fixture.ts';
import { SiteLandingPage } from './site-landing-page.tsx';

const SITE_ID = '0123456789abcdef01234567';

function serve(site: Site | null, programs: unknown[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.endsWith('/programs') ? programs : site;
      return new Response(JSON.stringify(body ?? { message: 'Site not found' }), {
        status: body ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

function renderIn(ui: React.ReactElement, route: string) {
  return renderWithProviders(<Suspense fallback={null}>{ui}</Suspense>, { route, host: 'flexhigh.org' });
}

inSpanishForEachTest();
afterEach(() => vi.unstubAllGlobals());

describe('site landing page in Spanish', () => {
  it('shows the hero, the sections and the buttons in Spanish with the language switch', async () => {
    const site = makeSite({ id: SITE_ID, name: 'Harbor Learning Center' });
    if (!site.enrollment_info) throw new Error('fixture has enrollment info');
    serve({ ...site, enrollment_info: { ...site.enrollment_info, secondaryEnrollmentUrl: '/forms/harbor' } });
    renderIn(<SiteLandingPage />, `/information?site=${SITE_ID}`);
    expect(await screen.findByTestId('site-landing-name')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '¡Gracias por su interés en nuestra escuela!',
    );
    expect(screen.getByText('Conozca nuestros programas')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Nuestros programas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pedir información' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inscripción para todo el año' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Inscripción al Aprendizaje Ampliado' }).getAttribute('href'),
    ).toBe(`/forms/harbor?site=${SITE_ID}`);
    expect(screen.getByTestId('language-switch').textContent).toBe('English');
    expect(document.title).toMatch(/ \| Inscripciones$/);
  });

  it("shows the school's Spanish about texts (else its English ones, marked English) and program names", async () => {
    const site = makeSite({ id: SITE_ID });
    if (!site.enrollment_info) throw new Error('fixture has enrollment info');
    const aboutEs = 'Le ayudamos a terminar la preparatoria.';
    serve({ ...site, enrollment_info: { ...site.enrollment_info, aboutEs } }, [
      { name: 'CTE', label: 'Career Technical Education (CTE)', url: 'https://example.org/cte' },
    ]);
    renderIn(<SiteLandingPage />, `/information?site=${SITE_ID}`);
    const about = await screen.findByTestId('site-landing-about');
    expect([about.textContent, about.getAttribute('lang')]).toEqual([aboutEs, null]);
    const moreAbout = screen.getByTestId('site-landing-more-about');
    expect([moreAbout.textContent, moreAbout.getAttribute('lang')]).toEqual([
      'Small classes and flexible hours.',
      'en',
    ]);
    expect(await screen.findByRole('link', { name: /^Educación Técnica Profesional \(CTE\)/ })).toBeTruthy();
  });

  it("shows 'Invalid Site ID' in Spanish", async () => {
    serve(null);
    renderIn(<SiteLandingPage />, `/information?site=${SITE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Identificador de centro no válido' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar un centro de aprendizaje' })).toBeTruthy();
  });
});
