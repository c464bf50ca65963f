import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { inSpanishForEachTest } from '../test/in-spanish.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { NotFoundPage } from './not-found-page.tsx';

inSpanishForEachTest();

describe('not-found page in Spanish', () => {
  it('says so in Spanish and offers the language switch', () => {
    renderWithProviders(
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>,
      { route: '/nowhere', host: 'flexhigh.org' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Página no encontrada');
    expect(screen.getByRole('link', { name: 'Buscar un centro' })).toBeTruthy();
    expect(screen.getByTestId('language-switch').textContent).toBe('English');
  });
});
