import type { LogLevel, Timer } from '@azure/functions';
import type { FunctionRegistration, TimerRegistration } from '../../app/registry.ts';
import { createInvocationContext, errorSummary, hostLog } from './invocation.ts';
import { type NcrontabSchedule, parseNcrontab } from './ncrontab.ts';

/** One run of a timer function: how it ended and the lines it logged. */
export interface TimerRun {
  invocationId: string;
  succeeded: boolean;
  /** The error's name and message when it failed. */
  error?: string;
  /** What the function logged through its context, one line each (its `event:` JSON lines). */
  logs: { level: LogLevel; text: string }[];
}

export interface TimerSchedulerOptions {
  registrations: readonly FunctionRegistration[];
  /** The clock (tests move it). */
  now?: () => Date;
}

export interface Timers {
  /**
   * Runs the timer function `name` now, once any run of it still going has ended (one run of a timer
   * at a time, as Azure's singleton lock has it); null when no timer function has that name.
   */
  runNow(name: string): Promise<TimerRun> | null;
  /** Stops the schedules and waits for the runs still going. */
  stop(): Promise<void>;
}

/** setTimeout's longest delay is about 24.8 days; a later occurrence is waited for in steps. */
const MAX_DELAY_MS = 2_147_000_000;

class ScheduledTimer {
  private readonly schedule: NcrontabSchedule;
  private last: Date | null = null;
  private next: Date;
  /** The run going on (or settled): runs of one timer follow each other. */
  private running: Promise<unknown> = Promise.resolve();
  private timeout: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    readonly registration: TimerRegistration,
    private readonly now: () => Date,
  ) {
    // A schedule the host cannot read stops the host at start, not at 3 a.m.
    this.schedule = parseNcrontab(registration.schedule);
    this.next = this.schedule.nextAfter(now());
  }

  arm(): void {
    if (this.stopped) return;
    const wait = Math.min(Math.max(this.next.getTime() - this.now().getTime(), 0), MAX_DELAY_MS);
    this.timeout = setTimeout(() => {
      if (this.now().getTime() >= this.next.getTime()) {
        this.next = this.schedule.nextAfter(this.now());
        void this.run();
      }
      this.arm();
    }, wait);
    // The HTTP server keeps the host alive; a pending timer alone does not.
    this.timeout.unref();
  }

  run(): Promise<TimerRun> {
    const run = this.running.then(() => this.invoke());
    this.running = run;
    return run;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timeout);
    await this.running;
  }

  private async invoke(): Promise<TimerRun> {
    const { name, schedule, handler } = this.registration;
    const logs: TimerRun['logs'] = [];
    const context = createInvocationContext(
      name,
      { type: 'timerTrigger', name: 'myTimer', schedule },
      undefined,
      (level, args) => logs.push({ level, text: args.map(String).join(' ') }),
    );
    const started = this.now();
    const timer: Timer = {
      isPastDue: false,
      schedule: { adjustForDST: false },
      scheduleStatus: {
        last: this.last?.toISOString() ?? '',
        next: this.next.toISOString(),
        lastUpdated: started.toISOString(),
      },
    };
    this.last = started;
    const invocationId = context.invocationId;
    try {
      await handler(timer, context);
    } catch (error) {
      hostLog('error', name, `Executed (Failed, Id=${invocationId}): ${errorSummary(error)}`);
      return { invocationId, succeeded: false, error: errorSummary(error), logs };
    }
    const duration = this.now().getTime() - started.getTime();
    hostLog('info', name, `Executed (Succeeded, Id=${invocationId}, Duration=${duration}ms)`);
    return { invocationId, succeeded: true, logs };
  }
}

/**
 * Runs every timer registration on its NCRONTAB schedule (UTC), and on demand (`runNow`, the admin
 * route). Like Azure's timer trigger without `runOnStartup`: nothing runs at start, and an occurrence
 * missed while the host was down is not made up.
 */
export function startTimers(options: TimerSchedulerOptions): Timers {
  const now = options.now ?? (() => new Date());
  const timers = options.registrations
    .filter((registration): registration is TimerRegistration => registration.kind === 'timer')
    .map((registration) => new ScheduledTimer(registration, now));
  for (const timer of timers) timer.arm();
  return {
    runNow(name) {
      return timers.find((timer) => timer.registration.name === name)?.run() ?? null;
    },
    async stop() {
      await Promise.all(timers.map((timer) => timer.stop()));
    },
  };
}
