import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEngagement, whenEngagedAndIdle } from './when-engaged.ts';

afterEach(() => {
  forgetEngagement();
  vi.useRealTimers();
});

describe('whenEngagedAndIdle', () => {
  it.each([
    ['a tap', () => window.dispatchEvent(new Event('pointerdown'))],
    ['a touch', () => window.dispatchEvent(new Event('touchstart'))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
    ['a field taking focus', () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
  ])('waits for %s, then for the browser to be idle', async (_, engage) => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenEngagedAndIdle(callback);
    await vi.runAllTimersAsync();
    expect(callback).not.toHaveBeenCalled();

    engage();
    expect(callback).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('only waits for the browser once the family has used the page', async () => {
    vi.useFakeTimers();
    window.dispatchEvent(new Event('pointerdown'));
    const callback = vi.fn();
    whenEngagedAndIdle(callback);
    await vi.runAllTimersAsync();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs nothing cancelled, before or after the family used the page', async () => {
    vi.useFakeTimers();
    const before = vi.fn();
    const after = vi.fn();
    const kept = vi.fn();
    whenEngagedAndIdle(before)();
    const cancelAfter = whenEngagedAndIdle(after);
    whenEngagedAndIdle(kept);
    window.dispatchEvent(new Event('keydown'));
    cancelAfter();
    await vi.runAllTimersAsync();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });
});
