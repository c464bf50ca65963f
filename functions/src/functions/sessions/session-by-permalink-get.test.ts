import type { LeloSessionRecord } from '@enroll/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpRequest } from '../../local/host/azure-functions-runtime.ts';
// Points the domain's businessToday() at ENROLLMENT_TIME_ZONE, as every function's load does through the pipeline.
import '../../platform/config.ts';
import { TEST_SESSION } from '../../../test-support/lelo-fixtures.ts';

const state = vi.hoisted(() => ({ session: null as LeloSessionRecord | null }));
vi.mock('../../data/sessions-repository.ts', () => ({ findSessionByPermalink: async () => state.session }));
vi.mock('../../app/registry.ts', () => ({ registerHttp: () => undefined }));

const { getSessionByPermalink } = await import('./session-by-permalink-get.ts');

function get() {
  const request = new HttpRequest({
    method: 'GET',
    url: `http://localhost/api/sessions/${TEST_SESSION.permalink}`,
    params: { permalink: TEST_SESSION.permalink },
  });
  return getSessionByPermalink(request);
}

afterEach(() => {
  vi.useRealTimers();
  delete process.env.ENROLLMENT_TIME_ZONE;
});

describe('GET /api/sessions/{permalink}', () => {
  const endingAugust31 = { ...TEST_SESSION, enrollmentStart: '2027-06-01', enrollmentEnd: '2027-08-31' };

  it('keeps a session open through the whole end day in Los Angeles, though it is the next day in UTC', async () => {
    state.session = endingAugust31;
    // 23:30 PDT on 31 August is 06:30 UTC on 1 September.
    vi.useFakeTimers({ now: new Date('2027-09-01T06:30:00Z'), toFake: ['Date'] });
    expect(((await get()).jsonBody as { gate: unknown }).gate).toEqual({ open: true });
    // Midnight in Los Angeles (07:00 UTC): expired.
    vi.setSystemTime(new Date('2027-09-01T07:00:00Z'));
    expect(((await get()).jsonBody as { gate: unknown }).gate).toEqual({ open: false, reason: 'expired' });
  });

  it('reads the day in ENROLLMENT_TIME_ZONE when it is set', async () => {
    state.session = endingAugust31;
    process.env.ENROLLMENT_TIME_ZONE = 'America/New_York';
    vi.useFakeTimers({ now: new Date('2027-09-01T06:30:00Z'), toFake: ['Date'] });
    expect(((await get()).jsonBody as { gate: unknown }).gate).toEqual({ open: false, reason: 'expired' });
  });
});
