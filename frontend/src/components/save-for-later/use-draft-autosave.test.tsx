import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DraftSnapshot } from '../../api/drafts/save-draft.ts';
import { jsonReply, mockApi } from '../../test/mock-api.ts';
import { markServerDraft } from './server-draft-storage.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';

afterEach(() => vi.unstubAllGlobals());

const WIZARD = 'registration:test';

/** A draft at `level`, as the wizard hands it to the autosave. */
const snapshotAt = (level: number) => () => ({ level }) as unknown as DraftSnapshot;

describe('useDraftAutosave', () => {
  it('saves one move at a time, and the last save is of the last step the family reached', async () => {
    markServerDraft(WIZARD, true);
    const answers: (() => void)[] = [];
    const { requests } = mockApi({
      '/api/drafts/current': [
        () =>
          new Promise<Response>((resolve) => {
            answers.push(() => resolve(jsonReply(200, {})));
          }),
      ],
    });
    const { rerender } = renderHook(({ step }) => useDraftAutosave(WIZARD, step, snapshotAt(step)), {
      initialProps: { step: 3 },
    });
    // Four quick moves: Back, Next, Back, Next. One save is sent; the next waits for its answer.
    for (const step of [2, 3, 4, 5]) rerender({ step });
    await waitFor(() => expect(requests).toHaveLength(1));
    for (let sent = 1; sent < 4; sent += 1) {
      expect(answers).toHaveLength(1);
      answers.shift()?.();
      await waitFor(() => expect(requests).toHaveLength(sent + 1));
    }
    answers.shift()?.();
    // Each save sends the wizard as it is when it goes: the last one is of the last step.
    expect(requests.map((request) => (request.body as { level: number }).level)).toEqual([5, 5, 5, 5]);
    markServerDraft(WIZARD, false);
  });
});
