import { LEVEL_CONTRIBUTOR, LEVEL_USER } from '@enroll/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply } from '../../../test/mock-api.ts';
import { LeloAgreementButtons, REGENERATE_RESTORE_MS } from './lelo-agreement-buttons.tsx';

const SIGNED = { id: 'entry-1', status: 'Signed', firstName: 'Ana', lastName: 'Lopez' } as const;
const REGENERATE = '/api/leloRegistration/staff/entry-1/regenerate-agreement';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const regenerateButton = () => screen.getByRole('button', { name: 'Regenerate Signed Agreement' });

describe('LeloAgreementButtons', () => {
  it('shows only Export to PDF for an Active entry', () => {
    renderStaffPage(<LeloAgreementButtons entry={{ ...SIGNED, status: 'Active' }} />);
    expect(screen.getByRole('button', { name: 'Export to PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export Signed Agreement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Regenerate Signed Agreement' })).toBeNull();
  });

  it('lets a User export the signed agreement but not regenerate it', () => {
    renderStaffPage(<LeloAgreementButtons entry={SIGNED} />, { user: { level: LEVEL_USER } });
    expect(screen.getByRole('button', { name: 'Export Signed Agreement' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Regenerate Signed Agreement' })).toBeNull();
  });

  it('greys Regenerate to half opacity while it works and restores it 2 s after a success', async () => {
    const { requests } = renderStaffPage(<LeloAgreementButtons entry={SIGNED} />, {
      user: { level: LEVEL_CONTRIBUTOR },
      api: { [REGENERATE]: [jsonReply(202, { requestedAt: '2026-05-04T17:30:00.000Z' })] },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(regenerateButton());
    expect(regenerateButton().getAttribute('aria-disabled')).toBe('true');
    expect(getComputedStyle(regenerateButton()).opacity).toBe('0.5');
    await waitFor(() => expect(requests.map((request) => request.method)).toEqual(['POST']));
    expect(screen.getByText('The signed agreement was made again from the stored signatures.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(REGENERATE_RESTORE_MS - 100));
    expect(regenerateButton().getAttribute('aria-disabled')).toBe('true');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(regenerateButton().getAttribute('aria-disabled')).toBeNull());
  });

  it('enables Regenerate again at once after a failure', async () => {
    renderStaffPage(<LeloAgreementButtons entry={SIGNED} />, {
      user: { level: LEVEL_CONTRIBUTOR },
      api: { [REGENERATE]: [jsonReply(500, { message: 'boom' })] },
    });
    fireEvent.click(regenerateButton());
    await waitFor(() => expect(regenerateButton().getAttribute('aria-disabled')).toBeNull());
  });

  it('says so when the signed agreement is not stored', async () => {
    renderStaffPage(<LeloAgreementButtons entry={SIGNED} />, {
      api: {
        '/api/leloRegistration/staff/entry-1/signed-agreement': [
          jsonReply(404, {
            message: 'No signed agreement is stored for this entry yet.',
            code: 'leloExport.agreementMissing',
          }),
        ],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export Signed Agreement' }));
    expect(await screen.findByText('No signed agreement is stored for this entry yet.')).toBeTruthy();
  });
});
