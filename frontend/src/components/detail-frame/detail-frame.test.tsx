import { Button } from '@fluentui/react-components';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { currentLocation, renderWithProviders } from '../../test/render-with-providers.tsx';
import { DetailFrame, DetailSection, detailStateOf } from './index.ts';

describe('DetailFrame', () => {
  it('shows Back, the title, the action bar and the sections with — for empty values', () => {
    renderWithProviders(
      <DetailFrame
        backTo="/interest-forms"
        title="Request Information"
        state="ready"
        actions={<Button>Edit</Button>}
      >
        <DetailSection
          title="Student Information"
          rows={[
            { label: 'First Name', value: 'Ana' },
            { label: 'Grade', value: '' },
            { label: 'Phone', value: null },
          ]}
        />
      </DetailFrame>,
      { route: '/interest-forms/1' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Request Information' })).toBeTruthy();
    expect(screen.getByTestId('detail-actions')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Student Information' });
    expect(section.querySelector('h2')?.textContent).toBe('Student Information');
    const values = Array.from(section.querySelectorAll('dd')).map((dd) => dd.textContent);
    expect(values).toEqual(['Ana', '—', '—']);
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(currentLocation()).toBe('/interest-forms');
  });

  it('shows the loading, not-found and error states instead of the content and actions', () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(
      <DetailFrame backTo="/x" title="T" state="loading" actions={<Button>Edit</Button>}>
        content
      </DetailFrame>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
    rerender(
      <DetailFrame backTo="/x" title="T" state="notFound" actions={<Button>Edit</Button>}>
        content
      </DetailFrame>,
    );
    expect(screen.getByRole('alert').textContent).toBe('No data available for this entry.');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    rerender(
      <DetailFrame backTo="/x" title="T" state="error" onRetry={onRetry}>
        content
      </DetailFrame>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no action bar without actions (a read-only viewer)', () => {
    renderWithProviders(
      <DetailFrame backTo="/x" title="T" state="ready">
        content
      </DetailFrame>,
    );
    expect(screen.queryByTestId('detail-actions')).toBeNull();
    expect(screen.getByText('content')).toBeTruthy();
  });
});

describe('detailStateOf', () => {
  it('maps a query to the frame state: 404 is not found, other failures an error', () => {
    expect(detailStateOf({ isPending: true, isError: false, error: null })).toBe('loading');
    expect(detailStateOf({ isPending: false, isError: true, error: new ApiError(404, 'x') })).toBe(
      'notFound',
    );
    expect(detailStateOf({ isPending: false, isError: true, error: new ApiError(500, 'x') })).toBe('error');
    expect(detailStateOf({ isPending: false, isError: false, error: null })).toBe('ready');
  });
});
