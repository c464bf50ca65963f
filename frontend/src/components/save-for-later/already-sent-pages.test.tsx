import type { DraftResponse, OpenDraftResponse } from '@enroll/domain';
import { emptyRegistrationDraft } from '@enroll/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSpanishForEachTest } from '../../test/in-spanish.ts';
import { jsonReply, mockApi } from '../../test/mock-api.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { ContinuePage } from './continue-page.tsx';
import { CONTINUE_PATH, RESUME_PATH, ResumePage } from './resume-page.tsx';

// 10:30 PM on November 20 in Los Angeles (the business day), already November 21 in UTC.
const SENT: DraftResponse = {
  status: 'submitted',
  kind: 'registration',
  recordId: 'a'.repeat(24),
  submittedAt: '2026-11-21T06:30:00.000Z',
};
const SITE = 'b'.repeat(24);
const OPEN: OpenDraftResponse = {
  status: 'open',
  kind: 'registration',
  draft: { ...emptyRegistrationDraft(), firstName: 'Ana' },
  level: 3,
  context: { site: SITE },
  language: 'en',
  email: 'ana@example.com',
  expiresAt: '2026-12-24T00:00:00.000Z',
};
const TOKEN = 'T'.repeat(43);

const routes = [
  { path: RESUME_PATH, element: <ResumePage /> },
  { path: CONTINUE_PATH, element: <ContinuePage /> },
  { path: '/register', element: <p>Registration wizard</p> },
];

function openResumeLink() {
  window.history.replaceState(null, '', `${RESUME_PATH}#token=${TOKEN}`);
  return renderWithRouter(routes, { url: RESUME_PATH, host: 'localhost' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a saved form already sent', () => {
  it('its old link says it was sent, and the business day it was sent on', async () => {
    const { requests } = mockApi({ '/api/drafts/exchange': [jsonReply(200, SENT)] });
    openResumeLink();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This form has been submitted' }),
    ).toBeTruthy();
    expect(screen.getByTestId('draft-submitted').textContent).toContain(
      'This form was already sent on November 20, 2026. Thank you! There is nothing left to fill in.',
    );
    expect(requests[0]?.body).toEqual({ token: TOKEN });
    // The token left the address at once.
    expect(window.location.hash).toBe('');
  });

  it("'Continue a saved form' says so on the device that holds its session, with no e-mail promised", async () => {
    mockApi({ '/api/drafts/current': [jsonReply(200, SENT)] });
    renderWithRouter(routes, { url: CONTINUE_PATH, host: 'localhost' });
    const status = await screen.findByTestId('draft-submitted');
    expect(status.textContent).toBe('This form was already sent on November 20, 2026.');
    expect(status.getAttribute('role')).toBe('status');
  });

  describe('in Spanish', () => {
    inSpanishForEachTest();

    it('gives the day written out in Spanish on the link and on the continue page', async () => {
      mockApi({
        '/api/drafts/exchange': [jsonReply(200, SENT)],
        '/api/drafts/current': [jsonReply(200, SENT)],
      });
      const link = openResumeLink();
      expect((await screen.findByTestId('draft-submitted')).textContent).toContain(
        'Este formulario ya se envió el 20 de noviembre de 2026.',
      );
      link.unmount();
      renderWithRouter(routes, { url: CONTINUE_PATH, host: 'localhost' });
      expect((await screen.findByTestId('draft-submitted')).textContent).toBe(
        'Este formulario ya se envió el 20 de noviembre de 2026.',
      );
      expect(
        screen.getByRole('heading', { level: 1, name: 'Continuar un formulario guardado' }),
      ).toBeTruthy();
    });
  });
});

describe("'Continue a saved form' on a device with an open saved form", () => {
  it('offers to continue it here, on its saved step', async () => {
    mockApi({ '/api/drafts/current': [jsonReply(200, OPEN)] });
    const { router } = renderWithRouter(routes, { url: CONTINUE_PATH, host: 'localhost' });
    expect(await screen.findByText('A saved form is open on this device.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue it here' }));
    expect(await screen.findByText('Registration wizard')).toBeTruthy();
    expect(router.state.location.search).toBe(`?site=${SITE}`);
  });

  it('shows nothing of a device without a saved form', async () => {
    mockApi({ '/api/drafts/current': [jsonReply(404, { code: 'draft.session.none' })] });
    renderWithRouter(routes, { url: CONTINUE_PATH, host: 'localhost' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Continue a saved form' })).toBeTruthy();
    expect(screen.queryByTestId('draft-submitted')).toBeNull();
    expect(screen.queryByTestId('draft-on-device')).toBeNull();
  });
});
