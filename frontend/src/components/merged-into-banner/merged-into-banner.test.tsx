import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test/mock-api.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { MergedIntoBanner } from './merged-into-banner.tsx';

beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe('MergedIntoBanner', () => {
  it('says where the record went and when, and links the record that stayed', () => {
    renderWithProviders(
      <MergedIntoBanner
        mergedInto={{ kind: 'registration', id: 'r 1', mergeId: 'm1', at: '2026-12-03T17:00:00.000Z' }}
      />,
    );
    expect(screen.getByTestId('merged-into').textContent).toContain(
      'This record was merged into Primary Enrollment on 12/03/2026. It is kept as it was and can no longer be edited.',
    );
    expect(screen.getByRole('link', { name: 'Open the Primary Enrollment' }).getAttribute('href')).toBe(
      '/registration-forms/r%201',
    );
  });

  it('shows nothing for a record not merged', () => {
    renderWithProviders(<MergedIntoBanner mergedInto={undefined} />);
    expect(screen.queryByTestId('merged-into')).toBeNull();
  });
});
