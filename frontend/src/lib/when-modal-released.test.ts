import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenModalReleased } from './when-modal-released.ts';

function appRoot(hidden: boolean): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  if (hidden) root.setAttribute('aria-hidden', 'true');
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.getElementById('root')?.remove();
  vi.useRealTimers();
});

describe('whenModalReleased', () => {
  it('runs at once when no dialog hides the app', () => {
    appRoot(false);
    const then = vi.fn();
    whenModalReleased(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits until the closing dialog lifts aria-hidden from the app, then runs once', async () => {
    const root = appRoot(true);
    const then = vi.fn();
    whenModalReleased(then);
    expect(then).not.toHaveBeenCalled();
    root.removeAttribute('aria-hidden');
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
  });

  it('runs after a second at the latest, and not at all once cancelled', () => {
    vi.useFakeTimers();
    appRoot(true);
    const late = vi.fn();
    const cancelled = vi.fn();
    whenModalReleased(late);
    whenModalReleased(cancelled)();
    vi.advanceTimersByTime(999);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
