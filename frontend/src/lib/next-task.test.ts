import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

afterEach(() => vi.unstubAllGlobals());

describe('nextTask', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });

  it('resolves in a later task elsewhere: after a task queued before it, not within the current one', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const waited = nextTask().then(() => order.push('after nextTask'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await waited;
    expect(order).toEqual(['task queued before', 'after nextTask']);
  });
});
