import type { LeloConfirmation, OpenDraftResponse } from '@enroll/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hasServerDraft, storeResumedDraft } from '../../components/save-for-later/server-draft-storage.ts';
import { RESUMED_STATE } from '../../components/wizard/wizard-history.ts';
import { jsonReply, type Reply } from '../../test/mock-api.ts';
import { currentLeloKey, leloServerKey, loadLelo } from './lelo-storage.ts';
import { CENTERS, COMPLETE_DRAFT, LELO_CONFIRMATION, PERMALINK } from './test-utils/fixtures.ts';
import {
  CENTERS_PATH,
  heading,
  openLeloWizard,
  setUpLeloPageTests,
  submitFromPhysicalAddress,
} from './test-utils/render-lelo-page.tsx';

/*
 * A Lelo draft opened from an e-mailed link: the resume page stores the
 * restored draft and opens /forms/{permalink} with RESUMED_STATE; the page adopts it (fields checked),
 * shows the saved step, and Back (the wizard's and the phone's) goes to the step before, not to /resume.
 */

const KEY = { permalink: PERMALINK, uuid: null };

function restored(step: 'parent' | 'physicalAddress', draft: Record<string, unknown>): OpenDraftResponse {
  return {
    status: 'open',
    kind: 'lelo',
    // Untrusted JSON: a field of the wrong kind and an unknown one are dropped.
    draft: draft as unknown as OpenDraftResponse['draft'] & typeof COMPLETE_DRAFT,
    step,
    context: { permalink: PERMALINK },
    language: 'en',
    email: 'ana@example.com',
    expiresAt: '2026-12-24T00:00:00.000Z',
  } as OpenDraftResponse;
}

/**
 * The resume page's move: its own entry replaced by the wizard's address, with RESUMED_STATE (the
 * session and `api` answering).
 */
async function openFromLink(draft: OpenDraftResponse, api: Record<string, Reply[]> = {}) {
  storeResumedDraft(draft);
  const { router, requests } = openLeloWizard('/', api);
  // The resume page's entry (a stand-in address: the page is not part of these routes).
  await act(() => router.navigate('/?resume'));
  await act(() => router.navigate(`/forms/${PERMALINK}`, { replace: true, state: RESUMED_STATE }));
  return { router, requests };
}

function value(name: RegExp): string {
  const element = screen.getByRole('textbox', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element.value;
}

setUpLeloPageTests();

describe('Lelo wizard: a draft restored from an e-mailed link', () => {
  it("opens the saved step with the answers, and the phone's Back goes to the step before, not to /resume", async () => {
    const { router } = await openFromLink(
      restored('physicalAddress', { ...COMPLETE_DRAFT, city: 42, favouriteColour: 'blue' }),
      { [CENTERS_PATH]: [jsonReply(200, CENTERS)] },
    );
    expect(await heading('Physical Address (4/7)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leloStudent2');
    expect(value(/^Street/)).toBe('123 Main St');
    // The restored draft is the tab's, checked field by field; its server copy autosaves from now on.
    const stored = loadLelo(KEY);
    expect(stored?.draft.city).toBe('');
    expect(stored?.draft.pgPrimaryEmail).toBe('ana@example.com');
    expect(stored && 'favouriteColour' in stored.draft).toBe(false);
    expect(currentLeloKey()).toEqual(KEY);
    expect(hasServerDraft(leloServerKey(KEY))).toBe(true);

    await act(() => router.navigate(-1));
    expect(await heading('Parent or Guardian Information (3/7)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leloStudent1');
    expect(value(/^Parent\/Guardian First Name/)).toBe('Ana');
    // Before it: the page the family was on before the link (after the leave warning), never the
    // resume page (its entry was replaced).
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Changes you made may not be saved.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
  });

  it("goes back to the step before with the wizard's own Back", async () => {
    const { router } = await openFromLink(restored('parent', { ...COMPLETE_DRAFT }));
    expect(await heading('Parent or Guardian Information (3/7)')).toBeTruthy();
    expect(value(/^Parent\/Guardian First Name/)).toBe('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(await heading('Student Information (2/7)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leloStudent');
    expect(value(/^First Name/)).toBe('Maria');
  });

  it('marks the server draft submitted with the entry id and _uuid after the submit', async () => {
    const confirmation: LeloConfirmation = {
      ...LELO_CONFIRMATION,
      id: 'lelo-session-active_entry-1',
      _uuid: '0b6d2c1e-0000-4000-8000-000000000001',
      courses: [],
    };

    vi.stubGlobal('alert', vi.fn());
    const { requests } = await openFromLink(
      restored('physicalAddress', { ...COMPLETE_DRAFT, understood1: true, understood2: true }),
      {
        [CENTERS_PATH]: [jsonReply(200, CENTERS)],
        '/api/drafts/current': [jsonReply(200, {})],
        '/api/leloRegistration': [jsonReply(201, confirmation)],
        '/api/drafts/current/submitted': [
          jsonReply(200, { status: 'submitted', kind: 'lelo', recordId: 'x' }),
        ],
      },
    );
    await submitFromPhysicalAddress();
    await waitFor(() =>
      expect(requests.find((request) => request.url === '/api/drafts/current/submitted')?.body).toEqual({
        recordId: confirmation.id,
        recordUuid: confirmation._uuid,
      }),
    );
    // Each move autosaved the restored draft, never with a signature.
    const autosaves = requests.filter((request) => request.url === '/api/drafts/current');
    expect(autosaves.length).toBeGreaterThan(0);
    expect(autosaves.map((request) => (request.body as { step: string }).step)).toEqual([
      'classes',
      'agreement',
    ]);
    expect(hasServerDraft(leloServerKey(KEY))).toBe(false);
  });
});
