import { randomUUID } from 'node:crypto';
import type { InterestEntry, Site } from '@enroll/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  interestNotes,
  letterMarker,
  notesOf,
  registrationTransfers,
  seedInterest,
  siteOfNobody,
  transfersOf,
} from '../support/interest-write-fixtures.ts';
import { APP_URL, db } from '../support/local-stack.ts';
import { readRegistration, seedRegistration } from '../support/registration-fixtures.ts';
import { callAs, FUNCTIONS_URL, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

// The retention purge on the local stack, run through the host's admin route as Azure's would be. The
// periods are the defaults (3 years for interests, 5 for terminated registrations) and nothing the other
// suites store is that old, so only the records this file backdates are due; each is checked by its id.

const emailLog = db.container('emailLog');
const accessLog = db.container('accessLog');

const DAY_MS = 86_400_000;
const now = Date.now();
/** The instant `years` calendar years and `days` days before now. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date(now - days * DAY_MS);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString();
}
const LONG_AGO = '2015-03-01T10:00:00.000Z';
const stamped = (at: string) => ({ createdAt: at, updatedAt: at, submittedAt: at });

let site: Site;
const marker = letterMarker();

/** Stores an interest entry with `overrides` (its instants among them). */
function oldInterest(overrides: Partial<InterestEntry>) {
  return seedInterest(site, { lastContactDate: null, ...overrides }, marker);
}

async function addNote(interestId: string, timestamp: string): Promise<string> {
  const id = randomUUID();
  await interestNotes.items.create({
    id,
    interestId,
    Username: 'Coordinator',
    email: 'coordinator@learn4life.example',
    notes: `Called the family ${marker}`,
    timestamp,
    status: 'Follow up Required',
    createdBy: STAFF.contributor,
  });
  return id;
}

async function addTransfer(fields: { interestId: string; registrationId?: string }): Promise<string> {
  const id = randomUUID();
  await registrationTransfers.items.create({
    id,
    charter_id: site.charter.id,
    createdAt: LONG_AGO,
    createdBy: STAFF.contributor,
    prefill: { studentLastName: marker },
    ...fields,
  });
  return id;
}

/** One recipient's delivery record of the job `jobId`, as the e-mail job writes it. */
async function addEmailLog(jobId: string): Promise<string> {
  const id = randomUUID().replace(/-/g, '');
  await emailLog.items.create({
    id,
    jobId,
    status: 'sent',
    attempts: 1,
    claimedAt: LONG_AGO,
    updatedAt: LONG_AGO,
    job: { jobId, kind: jobId.split('-')[0] },
  });
  return id;
}

async function exists(
  container: 'interests' | 'emailLog' | 'registrationTransfers' | 'interestNotes',
  id: string,
  partition = id,
) {
  const { resource } = await db.container(container).item(id, partition).read();
  return resource !== undefined;
}

/** POST /admin/functions/retention-purge on the Functions host: answers when the run has ended. */
async function runPurge(): Promise<{ status: number; lines: Record<string, unknown>[] }> {
  const response = await fetch(`${FUNCTIONS_URL}/admin/functions/retention-purge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ input: '' }),
  });
  const body = (await response.json()) as { logs: { text: string }[] };
  return {
    status: response.status,
    lines: body.logs.map((line) => JSON.parse(line.text) as Record<string, unknown>),
  };
}

const due = {
  interest: '',
  interestPastCutoff: '',
  notes: [] as string[],
  transfers: [] as string[],
  emailLogs: [] as string[],
  registration: '',
};
const kept = {
  recentlyContacted: '',
  recentNote: '',
  recentNoteId: '',
  recent: '',
  insideCutoff: '',
  emailLog: '',
  registrationInsidePeriod: '',
  completedRegistration: '',
};

beforeAll(async () => {
  await upsertStaffSeed();
  site = await siteOfNobody();

  const forgotten = await oldInterest(stamped(LONG_AGO));
  due.interest = forgotten.id;
  due.notes = [await addNote(forgotten.id, LONG_AGO), await addNote(forgotten.id, yearsAgo(4))];
  due.transfers.push(await addTransfer({ interestId: forgotten.id }));
  due.emailLogs.push(
    await addEmailLog(`interest-${forgotten.id}`),
    await addEmailLog(`interest-${forgotten.id}-resend`),
  );
  // A day past the three years: due.
  due.interestPastCutoff = (await oldInterest(stamped(yearsAgo(3, 1)))).id;

  kept.recentlyContacted = (await oldInterest({ ...stamped(LONG_AGO), lastContactDate: yearsAgo(1) })).id;
  const noted = await oldInterest(stamped(LONG_AGO));
  kept.recentNote = noted.id;
  kept.recentNoteId = await addNote(noted.id, yearsAgo(0, 30));
  kept.recent = (await oldInterest({})).id;
  // A day inside the three years: kept.
  kept.insideCutoff = (await oldInterest(stamped(yearsAgo(3, -1)))).id;
  kept.emailLog = await addEmailLog(`interest-${kept.recent}`);

  const terminated = await seedRegistration(site, marker, {
    ...stamped(yearsAgo(6)),
    status: 'Enrollment Terminated',
    terminationNotes: 'Moved away',
  });
  due.registration = terminated.id;
  due.transfers.push(await addTransfer({ interestId: randomUUID(), registrationId: terminated.id }));
  due.emailLogs.push(
    await addEmailLog(`registration-${terminated.id}`),
    await addEmailLog(`orientation-${terminated.id}-abc123`),
    await addEmailLog(`final-enrollment-${terminated.id}`),
  );
  kept.registrationInsidePeriod = (
    await seedRegistration(site, marker, { ...stamped(yearsAgo(4)), status: 'Enrollment Terminated' })
  ).id;
  kept.completedRegistration = (
    await seedRegistration(site, marker, { ...stamped(LONG_AGO), status: 'Enrollment Complete' })
  ).id;

  // A staff read of the forgotten entry: its disclosure record must outlive it.
  expect((await callAs(STAFF.superAdmin, `/api/enrollment/${forgotten.id}`)).status).toBe(200);
  await vi.waitFor(async () => expect(await accessesOf(forgotten.id)).toHaveLength(1), {
    timeout: 10_000,
    interval: 200,
  });
}, 60_000);

function accessesOf(recordId: string) {
  return accessLog.items
    .query({
      query: 'SELECT c.id FROM c WHERE ARRAY_CONTAINS(c.recordIds, @id)',
      parameters: [{ name: '@id', value: recordId }],
    })
    .fetchAll()
    .then(({ resources }) => resources);
}

describe('the retention purge (timer retention-purge, run through POST /admin/functions/{name})', () => {
  it('deletes exactly the due records and what hangs off them, and logs one line of counts', async () => {
    const { status, lines } = await runPurge();
    expect(status).toBe(202);
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'retention.purged',
        interests: 2,
        interestNotes: 2,
        registrations: 1,
        transfers: 2,
        emailLogs: 5,
        complete: true,
        interestCutoff: expect.stringMatching(new RegExp(`^${yearsAgo(3).slice(0, 10)}`)),
        terminatedRegistrationCutoff: expect.stringMatching(new RegExp(`^${yearsAgo(5).slice(0, 10)}`)),
      }),
    ]);
    // Counts and dates only: nothing of a family.
    expect(JSON.stringify(lines)).not.toContain(marker);

    for (const id of [due.interest, due.interestPastCutoff])
      expect(await exists('interests', id), id).toBe(false);
    expect(await notesOf(due.interest)).toEqual([]);
    expect(await transfersOf(due.interest)).toEqual([]);
    for (const id of due.transfers) expect(await exists('registrationTransfers', id)).toBe(false);
    for (const id of due.emailLogs) expect(await exists('emailLog', id)).toBe(false);
    expect(await readRegistration(due.registration)).toBeNull();
  });

  it('keeps what had activity inside the period, what is not terminated, and the record of disclosures', async () => {
    for (const id of [kept.recentlyContacted, kept.recentNote, kept.recent, kept.insideCutoff]) {
      expect(await exists('interests', id), id).toBe(true);
    }
    expect(await exists('interestNotes', kept.recentNoteId, kept.recentNote)).toBe(true);
    expect(await exists('emailLog', kept.emailLog)).toBe(true);
    expect(await readRegistration(kept.registrationInsidePeriod)).not.toBeNull();
    expect(await readRegistration(kept.completedRegistration)).not.toBeNull();
    expect(await accessesOf(due.interest)).toHaveLength(1);
  });

  it('is not reachable through the edge: the admin route belongs to the Functions host, on loopback', async () => {
    const viaEdge = await fetch(`${APP_URL}/admin/functions/retention-purge`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ input: '' }),
    });
    // The edge hands it to the SWA CLI, which forwards only /api to the Functions host and refuses a
    // POST to anything else.
    expect(viaEdge.status).toBe(405);
  });

  it('finds nothing more on a second run', async () => {
    const { status, lines } = await runPurge();
    expect(status).toBe(202);
    expect(lines[0]).toMatchObject({
      interests: 0,
      registrations: 0,
      transfers: 0,
      emailLogs: 0,
      complete: true,
    });
  });
});
