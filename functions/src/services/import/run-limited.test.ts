import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited.ts';

describe('runLimited', () => {
  it('runs every task with no more than the limit in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const done: number[] = [];
    const tasks = Array.from({ length: 20 }, (_, index) => async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1 + (index % 3)));
      inFlight -= 1;
      done.push(index);
    });
    await runLimited(tasks, 4);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(peak).toBe(4);
  });

  it('rejects when a task fails and accepts an empty list', async () => {
    await expect(runLimited([async () => Promise.reject(new Error('boom'))], 8)).rejects.toThrow('boom');
    await expect(runLimited([], 8)).resolves.toBeUndefined();
  });
});
