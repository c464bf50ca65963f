import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { guardHistory, type HistoryUpdate, type LeaveGuard } from './guarded-history.ts';

/** A guarded memory history at `entries` (the last one shown), with the moves its listener heard. */
function historyAt(...entries: string[]) {
  const history = guardHistory(
    createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
  );
  const heard: string[] = [];
  history.listen((update: HistoryUpdate) => heard.push(`${update.action} ${update.location.pathname}`));
  return { history, heard };
}

describe('guardHistory', () => {
  it('moves freely without a guard', () => {
    const { history, heard } = historyAt('/a');
    history.push('/b');
    history.replace('/c?step=2');
    history.go(-1);
    expect(heard).toEqual(['PUSH /b', 'REPLACE /c', 'POP /a']);
    expect(history.location.pathname).toBe('/a');
  });

  it('asks the guard before a push or replace, from the shown location, and keeps a refused one from happening', () => {
    const { history, heard } = historyAt('/form');
    const guard = vi.fn<LeaveGuard>((_current, next) => next.pathname !== '/home');
    history.guard(guard);

    history.push('/home');
    history.replace({ pathname: '/home', search: '?x=1' });
    expect(history.location.pathname).toBe('/form');
    expect(heard).toEqual([]);
    expect(guard).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/form' }), {
      pathname: '/home',
      search: '',
      hash: '',
    });

    history.push('/form/step-2?x=1#top');
    expect(guard).toHaveBeenLastCalledWith(expect.objectContaining({ pathname: '/form' }), {
      pathname: '/form/step-2',
      search: '?x=1',
      hash: '#top',
    });
    expect(heard).toEqual(['PUSH /form/step-2']);
  });

  it('reads a move that names only a search as one on the same path', () => {
    const { history } = historyAt('/register?step=1');
    const guard = vi.fn<LeaveGuard>(() => true);
    history.guard(guard);
    history.push({ search: '?step=2' });
    expect(guard).toHaveBeenCalledWith(expect.anything(), {
      pathname: '/register',
      search: '?step=2',
      hash: '',
    });
  });

  it('undoes a refused Back without showing it, and shows an allowed one', () => {
    const { history, heard } = historyAt('/home', '/form');
    let allow = false;
    const guard = vi.fn<LeaveGuard>(() => allow);
    history.guard(guard);

    history.go(-1);
    // The guard compared the page on screen with the entry Back led to.
    expect(guard).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/form' }),
      expect.objectContaining({ pathname: '/home' }),
    );
    expect(history.location.pathname).toBe('/form');
    expect(heard).toEqual([]);

    allow = true;
    history.go(-1);
    expect(history.location.pathname).toBe('/home');
    expect(heard).toEqual(['POP /home']);
  });

  it('asks only the latest guard, and none once it is removed', () => {
    const { history, heard } = historyAt('/a');
    const first = vi.fn<LeaveGuard>(() => false);
    const second = vi.fn<LeaveGuard>(() => false);
    const removeFirst = history.guard(first);
    const removeSecond = history.guard(second);
    history.push('/b');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    // Removing a guard that was replaced leaves the latest in place.
    removeFirst();
    history.push('/b');
    expect(second).toHaveBeenCalledTimes(2);
    expect(heard).toEqual([]);

    removeSecond();
    history.push('/b');
    expect(heard).toEqual(['PUSH /b']);
  });
});
