import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimitCounters, WindowHit } from '../../data/rate-limits-repository.ts';
import { familyMessagesWithinCap } from './email-cap.ts';
import type { EmailMessage } from './email-sender.ts';

/** The two operations of the rateLimits counters in memory (the API suite runs them against Cosmos). */
function memoryCounters(): RateLimitCounters {
  const counts = new Map<string, number>();
  const decisions = new Map<string, boolean>();
  return {
    async hit(key: string, windowSeconds: number): Promise<WindowHit> {
      const id = `${key}\n${windowSeconds}`;
      counts.set(id, (counts.get(id) ?? 0) + 1);
      return { count: counts.get(id) ?? 0, resetsInSeconds: windowSeconds };
    },
    async knownDecision(key: string): Promise<boolean | null> {
      return decisions.get(key) ?? null;
    },
    async decideOnce(key: string, _ttlSeconds: number, decide: () => Promise<boolean>): Promise<boolean> {
      const known = decisions.get(key);
      if (known !== undefined) return known;
      const decided = await decide();
      decisions.set(key, decided);
      return decided;
    },
  };
}

const message = (to: string): EmailMessage => ({ to, subject: 'Thank you', html: '<p>x</p>', text: 'x' });

describe('familyMessagesWithinCap', () => {
  const saved = process.env.EMAIL_CAP_PER_ADDRESS_PER_HOUR;
  beforeEach(() => {
    process.env.EMAIL_CAP_PER_ADDRESS_PER_HOUR = '2';
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.EMAIL_CAP_PER_ADDRESS_PER_HOUR;
    else process.env.EMAIL_CAP_PER_ADDRESS_PER_HOUR = saved;
  });

  it('lets N mails an hour go to one address, whatever the entries, and counts each address alone', async () => {
    const counters = memoryCounters();
    const sent = [];
    for (const entry of ['entry-1', 'entry-2', 'entry-3']) {
      sent.push(await familyMessagesWithinCap('interest', entry, [message('Family@Example.com')], counters));
    }
    expect(sent.map((messages) => messages.length)).toEqual([1, 1, 0]);
    expect(
      await familyMessagesWithinCap('interest', 'entry-4', [message('other@example.com')], counters),
    ).toEqual([message('other@example.com')]);
  });

  it('keeps its decision for a retried job: it neither counts again nor changes its mind', async () => {
    const counters = memoryCounters();
    for (const entry of ['entry-1', 'entry-2', 'entry-3']) {
      await familyMessagesWithinCap('draft-link', entry, [message('family@example.com')], counters);
    }
    // Retries of the first (allowed) and the third (capped) entry.
    expect(
      await familyMessagesWithinCap('draft-link', 'entry-1', [message('family@example.com')], counters),
    ).toHaveLength(1);
    expect(
      await familyMessagesWithinCap('draft-link', 'entry-3', [message('family@example.com')], counters),
    ).toHaveLength(0);
    expect((await counters.hit('email\ndraft-link\nfamily@example.com', 3600)).count).toBe(4);
  });

  it('counts each kind on its own: a flood of interest requests leaves the saved-form link alone', async () => {
    const counters = memoryCounters();
    for (const entry of ['entry-1', 'entry-2', 'entry-3'])
      await familyMessagesWithinCap('interest', entry, [message('family@example.com')], counters);
    expect(
      await familyMessagesWithinCap('interest', 'entry-4', [message('family@example.com')], counters),
    ).toHaveLength(0);
    expect(
      await familyMessagesWithinCap('draft-link', 'draft-1', [message('family@example.com')], counters),
    ).toHaveLength(1);
  });
});
