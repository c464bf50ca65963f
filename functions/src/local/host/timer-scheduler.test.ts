import type { InvocationContext, Timer } from '@azure/functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimerRegistration } from '../../app/registry.ts';
import { startHttpServer } from './http-server.ts';
import { startTimers, type Timers } from './timer-scheduler.ts';

type Handler = TimerRegistration['handler'];

function timer(name: string, schedule: string, handler: Handler): TimerRegistration {
  return { kind: 'timer', name, schedule, handler };
}

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

let running: Timers | undefined;

afterEach(async () => {
  await running?.stop();
  running = undefined;
  vi.useRealTimers();
});

describe('startTimers', () => {
  it('runs a timer on its schedule, with the schedule status Azure hands over, and not at start', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-07T03:29:55.000Z') });
    const seen: Timer[] = [];
    running = startTimers({
      registrations: [timer('purge', '0 30 3 * * *', async (status) => void seen.push(status))],
    });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen).toEqual([
      {
        isPastDue: false,
        schedule: { adjustForDST: false },
        scheduleStatus: {
          last: '',
          next: '2026-12-08T03:30:00.000Z',
          lastUpdated: '2026-12-07T03:30:00.000Z',
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(86_400_000);
    expect(seen.map((status) => status.scheduleStatus.last)).toEqual(['', '2026-12-07T03:30:00.000Z']);
  });

  it('runs on demand, one run of a timer at a time, with the lines it logged', async () => {
    const first = gate();
    const order: string[] = [];
    let call = 0;
    running = startTimers({
      registrations: [
        timer('purge', '0 30 3 * * *', async (_status, context: InvocationContext) => {
          call += 1;
          const mine = call;
          order.push(`start ${mine}`);
          if (mine === 1) await first.opened;
          context.log(JSON.stringify({ event: 'purged', run: mine }));
          order.push(`end ${mine}`);
        }),
      ],
    });
    const one = running.runNow('purge');
    const two = running.runNow('purge');
    await vi.waitFor(() => expect(order).toEqual(['start 1']));
    first.open();
    const [runOne, runTwo] = await Promise.all([one, two]);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    expect(runOne).toMatchObject({
      succeeded: true,
      logs: [{ level: 'information', text: '{"event":"purged","run":1}' }],
    });
    expect(runTwo?.invocationId).not.toBe(runOne?.invocationId);
    expect(running.runNow('missing')).toBeNull();
  });

  it('reports a failed run with its error, and runs the timer again afterwards', async () => {
    let fail = true;
    running = startTimers({
      registrations: [
        timer('purge', '0 30 3 * * *', async () => {
          if (fail) throw new Error('store unreachable');
        }),
      ],
    });
    expect(await running.runNow('purge')).toMatchObject({
      succeeded: false,
      error: 'Error: store unreachable',
    });
    fail = false;
    expect(await running.runNow('purge')).toMatchObject({ succeeded: true });
  });

  it('refuses a schedule it cannot read when it starts', () => {
    expect(() => startTimers({ registrations: [timer('purge', '30 3 * * *', async () => {})] })).toThrow(
      /Timer schedule "30 3 \* \* \*": 5 fields/,
    );
  });
});

describe('POST /admin/functions/{name} on the local host', () => {
  it('runs the timer and answers when it has ended: 202 with its log lines, 500 with the error', async () => {
    let fail = false;
    running = startTimers({
      registrations: [
        timer('purge', '0 30 3 * * *', async (_status, context) => {
          context.log('{"event":"purged","interests":2}');
          if (fail) throw new Error('store unreachable');
        }),
      ],
    });
    const server = await startHttpServer({ port: 0, host: '127.0.0.1', registrations: [], timers: running });
    const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;
    const post = (path: string) =>
      fetch(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"input":""}',
      });
    try {
      const ran = await post('/admin/functions/purge');
      expect(ran.status).toBe(202);
      expect(await ran.json()).toMatchObject({
        succeeded: true,
        logs: [{ level: 'information', text: '{"event":"purged","interests":2}' }],
      });
      fail = true;
      const failed = await post('/admin/functions/purge');
      expect(failed.status).toBe(500);
      expect(await failed.json()).toMatchObject({ succeeded: false, error: 'Error: store unreachable' });
      expect((await post('/admin/functions/other')).status).toBe(404);
      const get = await fetch(url('/admin/functions/purge'));
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
    } finally {
      await server.close();
    }
  });
});
