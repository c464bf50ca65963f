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
  it('saves one move at a time, and the last step the family reached is the one saved', async () => {
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
    // Four quick moves: Back, Next, Back, Next. The first is sent; the others wait for it.
    for (const step of [2, 3, 4, 5]) rerender({ step });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ level: 2 });
    answers.shift()?.();
    // Once it is answered, the wizard as it is by then (step 5) is saved, once.
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.body).toMatchObject({ level: 5 });
    answers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toHaveLength(2);
    markServerDraft(WIZARD, false);
  });
});
