import {
  businessToday,
  formatOrientationTime,
  type OrientationDate,
  type RegistrationRecord,
  type Site,
  type SpecialProgramsResponse,
  type StudentMatchResponse,
  slotsWithin,
  upcomingOrientationDates,
} from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { charterIdsOf, letterMarker, siteOf } from '../support/interest-write-fixtures.ts';
import { type OutboxMessage, waitForOutbox } from '../support/local-stack.ts';
import {
  readRegistration,
  type StoredRegistrationDocument,
  seedRegistration,
} from '../support/registration-fixtures.ts';
import { seedSisStudent, sisStudentOf, uniqueStudentAnswers } from '../support/sis-fixtures.ts';
import { expectFieldError, fieldErrorsOf, ifMatchCall, staffWriteSites } from '../support/staff-api.ts';
import { type ApiResult, callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

/**
 * The registration processing writes against the real local stack: PUT
 * /api/registration/status/{id}, /add-special-programs/{id}, /terminate/{id} and GET /api/programTypes,
 * with the stored record after each step and the orientation e-mails in the outbox.
 */

const ILLEGAL =
  'This step is not available for the registration in its current status. Please reload it to see where it stands.';

let flexSite: Site;
let sierraSite: Site;
/** A site of the Contributor's charter with upcoming orientation dates, and one of them. */
let liveSite: Site;
let liveDate: OrientationDate;

/** The first site of `charterId` with an upcoming orientation date that has at least two slots. */
async function siteWithUpcomingOrientation(charterId: string): Promise<[Site, OrientationDate]> {
  const seen = new Set<string>();
  for (let index = 0; index < 50; index += 1) {
    const site = await siteOf(charterId, index);
    if (seen.has(site.id)) continue;
    seen.add(site.id);
    const date = upcomingOrientationDates(site.orientation?.orientation_dates ?? [], businessToday()).find(
      (candidate) => slotsWithin(candidate).length >= 2,
    );
    if (date) return [site, date];
  }
  throw new Error(`no seeded site of ${charterId} has an upcoming orientation date`);
}

beforeAll(async () => {
  await upsertStaffSeed();
  ({ flexSite, sierraSite } = await staffWriteSites());
  const [flex] = await charterIdsOf(STAFF.contributor);
  if (!flex) throw new Error('the Contributor has no charter');
  [liveSite, liveDate] = await siteWithUpcomingOrientation(flex);
});

/**
 * A registration at `site` with its own family addresses (the e-mail cap counts per address) and a
 * student no other test shares (so only the SIS students a test writes match it).
 */
function seed(site: Site, overrides: Partial<RegistrationRecord> = {}) {
  const marker = letterMarker();
  return seedRegistration(site, marker, overrides, {
    ...uniqueStudentAnswers(marker),
    firstName: 'Ana',
    studentEmail: `ana.${marker}@example.com`,
    pgPrimaryEmail: `maria.${marker}@example.com`,
  });
}

/** Orientation ready: processed, orientation scheduled (what add special programs and terminate need). */
const ORIENTATION_READY: Partial<RegistrationRecord> = {
  status: 'Orientation Scheduled',
  processingLevel: 2,
  progressLevel: 2,
  orientationScheduled: true,
  orientationType: 'VIRTUAL',
  orientationLink: 'https://meet.example.org/ready',
};

const putStatus = (who: string, id: string, body: unknown, etag?: string) =>
  ifMatchCall(who, 'PUT', `/api/registration/status/${id}`, etag, body);
/** The coordinator (the Contributor) schedules `orientation` on the record `id` as stored at `etag`. */
const scheduleOrientation = (id: string, orientation: object, etag: string) =>
  putStatus(STAFF.contributor, id, { change: 'orientationScheduled', orientation }, etag);
const putPrograms = (who: string, id: string, body: unknown, etag?: string) =>
  ifMatchCall(who, 'PUT', `/api/registration/add-special-programs/${id}`, etag, body);
const putTerminate = (who: string, id: string, body: unknown, etag?: string) =>
  ifMatchCall(who, 'PUT', `/api/registration/terminate/${id}`, etag, body);

/** A virtual orientation at `link`, the family mailed or not. */
const virtualChoice = (link: string, sendEmail: boolean) => ({ type: 'VIRTUAL', link, sendEmail });

function liveChoice(sendEmail: boolean) {
  const slots = slotsWithin(liveDate);
  return {
    type: 'LIVE',
    date: liveDate.date,
    startTime: slots[0],
    endTime: slots[slots.length - 1],
    sendEmail,
  };
}

/** The answer's record and ETag must be what is stored now. */
async function expectSavedAnswer(result: ApiResult, id: string): Promise<StoredRegistrationDocument> {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const stored = await readRegistration(id);
  if (!stored) throw new Error('registration gone');
  expect(result.headers.get('etag')).toBe(stored._etag);
  expect(result.body).toMatchObject({ id, status: stored.status, processingLevel: stored.processingLevel });
  return stored;
}

async function expectUnchanged(stored: StoredRegistrationDocument): Promise<void> {
  expect((await readRegistration(stored.id))?._etag).toBe(stored._etag);
}

function expectIllegal(result: ApiResult): void {
  expect(result.status).toBe(409);
  expect(result.body).toMatchObject({ code: 'registration.transition.illegal', message: ILLEGAL });
}

/**
 * The coordinator's copy among the orientation e-mails is the staff copy (the family's
 * contact details, in English, instead of the family's letter); the others are the family's.
 */
function splitCopy(mails: OutboxMessage[]): { family: OutboxMessage[]; copy: OutboxMessage | undefined } {
  const coordinator = STAFF.contributor.toLowerCase();
  return {
    family: mails.filter((mail) => mail.to !== coordinator),
    copy: mails.find((mail) => mail.to === coordinator),
  };
}

/** The orientation e-mails of one registration (its last name is unique), once `count` arrived. */
function orientationMails(record: RegistrationRecord, count: number): Promise<OutboxMessage[]> {
  return waitForOutbox(
    (message) =>
      message.subject.toLowerCase().includes(`orientation for ana ${record.lastName.toLowerCase()} at`),
    count,
  );
}

/**
 * Every action refuses a User (403) and answers a registration of another charter as unknown (404),
 * writing nothing; a Contributor's valid call is tested in each describe below.
 */
describe('roles and charter scope of every processing write', () => {
  it('refuses a User (403) and answers another charter as 404, writing nothing', async () => {
    const own = await seed(flexSite, ORIENTATION_READY);
    const other = await seed(sierraSite, ORIENTATION_READY);
    const calls = [
      (who: string, record: StoredRegistrationDocument) =>
        putStatus(
          who,
          record.id,
          { change: 'orientationScheduled', orientation: virtualChoice('https://x.example.org/o', false) },
          record._etag,
        ),
      (who: string, record: StoredRegistrationDocument) =>
        putPrograms(who, record.id, { programList: { iep: true }, programDescription: '' }, record._etag),
      (who: string, record: StoredRegistrationDocument) =>
        putTerminate(who, record.id, { notes: 'Moved away.' }, record._etag),
    ];
    for (const call of calls) {
      expect((await call(STAFF.user, own)).status).toBe(403);
      expect((await call(STAFF.contributor, other)).status).toBe(404);
    }
    await expectUnchanged(own);
    await expectUnchanged(other);
    // The Admin of the other charter reaches it (the 404 was the scope, not the request).
    const admin = await putTerminate(STAFF.admin, other.id, { notes: 'Moved away.' }, other._etag);
    expect((await expectSavedAnswer(admin, other.id)).status).toBe('Enrollment Terminated');
  });

  it('needs If-Match (428) and the current version (409 registration.conflict) on every write', async () => {
    const record = await seed(flexSite, ORIENTATION_READY);
    const bodies = [
      [putStatus, { change: 'orientationConfirmed' }],
      [putPrograms, { programList: { iep: true } }],
      [putTerminate, { notes: 'Moved away.' }],
    ] as const;
    for (const [call, body] of bodies) {
      const missing = await call(STAFF.contributor, record.id, body);
      expect(missing.status).toBe(428);
      expect(missing.body).toMatchObject({ code: 'registration.ifMatch.required' });
      const stale = await call(STAFF.contributor, record.id, body, '"stale-etag"');
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: 'registration.conflict',
        message: 'This registration was changed by someone else. Please reload it and try again.',
      });
    }
    await expectUnchanged(record);
  });
});

describe('PUT /api/registration/status/{id}', () => {
  it('noMatchFound: Enrollment Submitted, levels 1, no student; a scheduling without e-mail sends none, a reschedule with it the POST one', async () => {
    const record = await seed(liveSite);
    const result = await putStatus(STAFF.contributor, record.id, { change: 'noMatchFound' }, record._etag);
    const stored = await expectSavedAnswer(result, record.id);
    expect(stored).toMatchObject({
      status: 'Enrollment Submitted',
      processingLevel: 1,
      progressLevel: 1,
      selectedStudent: null,
    });
    // Processed once, the match step is over: a second one is illegal after the orientation is ready.
    const scheduled = await scheduleOrientation(record.id, liveChoice(false), stored._etag);
    const ready = await expectSavedAnswer(scheduled, record.id);
    expectIllegal(await putStatus(STAFF.contributor, record.id, { change: 'noMatchFound' }, ready._etag));
    await expectUnchanged(ready);
    // A reschedule with 'Send Email Invitation' mails (POST); the first scheduling, without, did not.
    const link = 'https://meet.example.org/rescheduled';
    const rescheduled = await scheduleOrientation(record.id, virtualChoice(link, true), ready._etag);
    expect(await expectSavedAnswer(rescheduled, record.id)).toMatchObject({
      status: 'Virtual Orientation Sent',
      processingLevel: 2,
      progressLevel: 2,
      orientationLink: link,
      orientationTime: '',
      orientationDate: '',
    });
    const mails = await orientationMails(record, 3);
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.subject).toBe(`Virtual orientation for Ana ${record.lastName} at ${liveSite.name}`);
    }
    const { family, copy } = splitCopy(mails);
    for (const mail of family) {
      expect(mail.text).toContain('has been processed, and Ana is now ready for orientation.');
    }
    expect(copy?.text).toContain(`Virtual orientation link: ${link}`);
  });

  it('schedules a live orientation in processing: Orientation Scheduled, levels 2, the POST e-mail to the family and the coordinator', async () => {
    const record = await seed(liveSite, { processingLevel: 1, progressLevel: 1 });
    const choice = liveChoice(true);
    const result = await scheduleOrientation(record.id, choice, record._etag);
    const stored = await expectSavedAnswer(result, record.id);
    const time = formatOrientationTime(choice.date, choice.startTime ?? '', choice.endTime ?? '');
    expect(stored).toMatchObject({
      status: 'Orientation Scheduled',
      processingLevel: 2,
      progressLevel: 2,
      orientationScheduled: true,
      orientationType: 'LIVE',
      orientationTime: time,
      orientationDate: choice.date,
      orientationLink: '',
    });
    const mails = await orientationMails(record, 3);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [record.studentEmail, record.pgPrimaryEmail, STAFF.contributor].sort(),
    );
    for (const mail of mails) {
      expect(mail.subject).toBe(`Orientation for Ana ${record.lastName} at ${liveSite.name}`);
      expect(mail.text).toContain(`Orientation: ${time}`);
      expect(mail.text).toContain(`${liveSite.address.address_1}`);
    }
    const { family, copy } = splitCopy(mails);
    for (const mail of family) {
      expect(mail.text).toContain('has been processed, and Ana is now ready for orientation.');
      expect(mail.text).toContain(`(${liveSite.coordinates.latitude}, ${liveSite.coordinates.longitude})`);
      expect(mail.text).toContain(`please contact ${STAFF.contributor}.`);
    }
    expect(copy?.text).toContain(
      `Copy for staff: the orientation e-mail (after processing) was sent to the family of Ana ${record.lastName}.`,
    );
    expect(copy?.text).toContain(`Email: ${record.studentEmail}, ${record.pgPrimaryEmail}`);
    expect(copy?.text).toContain('Family language: English');
  });

  it('reschedules a completed enrollment without un-completing it', async () => {
    const complete = await seed(flexSite, {
      ...ORIENTATION_READY,
      status: 'Enrollment Complete',
      progressLevel: 3,
    });
    const link = 'https://meet.example.org/after-completion';
    const result = await scheduleOrientation(complete.id, virtualChoice(link, false), complete._etag);
    expect(await expectSavedAnswer(result, complete.id)).toMatchObject({
      status: 'Enrollment Complete',
      progressLevel: 3,
      orientationType: 'VIRTUAL',
      orientationLink: link,
    });
  });

  it('sets a virtual orientation before the student match: the match step stays, the PRE e-mail goes out', async () => {
    const record = await seed(flexSite, { progressLevel: 1 });
    const link = 'https://meet.example.org/pre-orientation';
    const result = await scheduleOrientation(record.id, virtualChoice(link, true), record._etag);
    const stored = await expectSavedAnswer(result, record.id);
    expect(stored).toMatchObject({
      status: 'Virtual Orientation Sent',
      processingLevel: 0,
      progressLevel: 1,
      orientationScheduled: true,
      orientationType: 'VIRTUAL',
      orientationLink: link,
      orientationTime: '',
    });
    const mails = await orientationMails(record, 3);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [record.studentEmail, record.pgPrimaryEmail, STAFF.contributor].sort(),
    );
    for (const mail of mails) {
      expect(mail.subject).toBe(`Virtual orientation for Ana ${record.lastName} at ${flexSite.name}`);
    }
    const { family, copy } = splitCopy(mails);
    for (const mail of family) {
      expect(mail.text).toContain(`Please join the virtual orientation with this link:\n${link}`);
      expect(mail.text).toContain('While our team reviews the registration, Ana has been scheduled');
    }
    expect(copy?.text).toContain('the virtual orientation e-mail (before processing) was sent to the family');
    // Then processing: no match, and confirming the orientation set before makes it orientation ready.
    const matched = await expectSavedAnswer(
      await putStatus(STAFF.contributor, record.id, { change: 'noMatchFound' }, stored._etag),
      record.id,
    );
    const confirmed = await expectSavedAnswer(
      await putStatus(STAFF.contributor, record.id, { change: 'orientationConfirmed' }, matched._etag),
      record.id,
    );
    expect(confirmed).toMatchObject({
      status: 'Orientation Scheduled',
      processingLevel: 2,
      progressLevel: 2,
    });
  });

  it("refuses a live time outside the site's orientation dates (400 on orientation.date) and bad bodies, writing nothing", async () => {
    const record = await seed(liveSite, { processingLevel: 1, progressLevel: 1 });
    const elsewhere = await scheduleOrientation(
      record.id,
      { ...liveChoice(true), date: '2099-01-05' },
      record._etag,
    );
    expect(elsewhere.status).toBe(400);
    expect(fieldErrorsOf(elsewhere.body)['orientation.date']).toEqual({
      field: 'orientation.date',
      code: 'registration.orientation.unavailable',
      message: "This date and time are not among the learning center's orientation times.",
    });
    const slots = slotsWithin(liveDate);
    const reversed = await putStatus(
      STAFF.contributor,
      record.id,
      {
        change: 'orientationScheduled',
        orientation: { ...liveChoice(true), startTime: slots[slots.length - 1], endTime: slots[0] },
      },
      record._etag,
    );
    expect(reversed.status).toBe(400);
    expect(fieldErrorsOf(reversed.body)['orientation.endTime']?.message).toBe(
      'The end time must be after the start time.',
    );
    const http = await scheduleOrientation(
      record.id,
      virtualChoice('http://x.example.org', true),
      record._etag,
    );
    expect(fieldErrorsOf(http.body)['orientation.link']?.message).toBe(
      'Please provide a valid orientation link starting with https://',
    );
    const unknown = await putStatus(STAFF.contributor, record.id, { change: 'promoted' }, record._etag);
    expect(unknown.status).toBe(400);
    const noAction = await putStatus(
      STAFF.contributor,
      record.id,
      { change: 'studentMatched', sisCharter: 'X', sisLocalId: '1' },
      record._etag,
    );
    expect(fieldErrorsOf(noAction.body).action?.message).toBe(
      'Please select an action for the chosen student.',
    );
    await expectUnchanged(record);
  });

  it('reactivates a terminated registration only: Enrollment Submitted, progress 1, processing 0, its old orientation and note cleared', async () => {
    const active = await seed(flexSite, ORIENTATION_READY);
    expectIllegal(await putStatus(STAFF.contributor, active.id, { change: 'reactivated' }, active._etag));
    await expectUnchanged(active);
    const terminated = await seed(flexSite, {
      ...ORIENTATION_READY,
      status: 'Enrollment Terminated',
      progressLevel: 3,
      terminationNotes: 'Moved away.',
    });
    const result = await putStatus(
      STAFF.contributor,
      terminated.id,
      { change: 'reactivated' },
      terminated._etag,
    );
    expect(await expectSavedAnswer(result, terminated.id)).toMatchObject({
      status: 'Enrollment Submitted',
      progressLevel: 1,
      processingLevel: 0,
      orientationScheduled: false,
      orientationType: '',
      orientationDate: '',
      orientationLink: '',
      terminationNotes: '',
      selectedStudent: null,
    });
  });
});

describe('GET /api/programTypes', () => {
  it('answers the special program list to every staff level, 504, IEP and ELL first', async () => {
    const result = await callAs(STAFF.user, '/api/programTypes');
    expect(result.status).toBe(200);
    const { data } = result.body as SpecialProgramsResponse;
    expect(data.slice(0, 3)).toEqual([
      { key: 'fiveZeroFour', label: '504' },
      { key: 'iep', label: 'IEP' },
      { key: 'ell', label: 'ELL' },
    ]);
    expect(data.length).toBeGreaterThan(3);
    for (const program of data.slice(3)) expect(program.label).toBe(program.key.toUpperCase());
    expect((await callAs(null, '/api/programTypes')).status).toBe(401);
  });
});

describe('PUT /api/registration/add-special-programs/{id}', () => {
  it('stores the tri-states and the description: processing level 3, progress 2', async () => {
    const { body } = await callAs(STAFF.contributor, '/api/programTypes');
    const storedKey = (body as SpecialProgramsResponse).data[3]?.key ?? 'ell';
    const record = await seed(flexSite, ORIENTATION_READY);
    const programList = { fiveZeroFour: true, iep: 'unchecked', [storedKey]: false };
    const result = await putPrograms(
      STAFF.contributor,
      record.id,
      { programList, programDescription: '  Needs a quiet room.  ' },
      record._etag,
    );
    expect(await expectSavedAnswer(result, record.id)).toMatchObject({
      programs: programList,
      programDescription: 'Needs a quiet room.',
      processingLevel: 3,
      progressLevel: 2,
      status: 'Orientation Scheduled',
    });
  });

  it('refuses a program not on the list (400 on programList) and a registration not yet orientation ready (409)', async () => {
    const record = await seed(flexSite, ORIENTATION_READY);
    const unknown = await putPrograms(
      STAFF.contributor,
      record.id,
      { programList: { iep: true, notAProgram: true } },
      record._etag,
    );
    expectFieldError(
      unknown,
      'programList',
      'registration.programs.invalid',
      'Please choose programs from the list.',
    );
    const badState = await putPrograms(
      STAFF.contributor,
      record.id,
      { programList: { iep: 'yes' } },
      record._etag,
    );
    expect(badState.status).toBe(400);
    await expectUnchanged(record);
    const fresh = await seed(flexSite);
    expectIllegal(
      await putPrograms(STAFF.contributor, fresh.id, { programList: { iep: true } }, fresh._etag),
    );
    await expectUnchanged(fresh);
  });
});

describe('PUT /api/registration/terminate/{id}', () => {
  it('terminates with the notes: Enrollment Terminated, progress 3, processing 2; not twice', async () => {
    const record = await seed(flexSite, { ...ORIENTATION_READY, processingLevel: 3 });
    const result = await putTerminate(
      STAFF.contributor,
      record.id,
      { notes: ' Moved out of state. ' },
      record._etag,
    );
    const stored = await expectSavedAnswer(result, record.id);
    expect(stored).toMatchObject({
      status: 'Enrollment Terminated',
      progressLevel: 3,
      processingLevel: 2,
      terminationNotes: 'Moved out of state.',
    });
    expectIllegal(await putTerminate(STAFF.contributor, record.id, { notes: 'Again.' }, stored._etag));
    await expectUnchanged(stored);
  });

  it('refuses empty notes (400) and a registration still at the match check (409), writing nothing', async () => {
    const ready = await seed(flexSite, ORIENTATION_READY);
    const empty = await putTerminate(STAFF.contributor, ready.id, { notes: '   ' }, ready._etag);
    expect(empty.status).toBe(400);
    expect(fieldErrorsOf(empty.body).notes?.message).toBe('Please enter the termination notes.');
    const long = await putTerminate(STAFF.contributor, ready.id, { notes: 'x'.repeat(1001) }, ready._etag);
    expect(fieldErrorsOf(long.body).notes?.message).toBe('Must be 1000 characters or fewer.');
    await expectUnchanged(ready);
    const fresh = await seed(flexSite);
    expectIllegal(await putTerminate(STAFF.contributor, fresh.id, { notes: 'Moved away.' }, fresh._etag));
    await expectUnchanged(fresh);
  });
});

describe('PUT /api/registration/status/{id}: studentMatched', () => {
  it("stores the SIS's own row of the chosen match with the action's status and levels 1", async () => {
    const record = await seed(flexSite);
    const student = await seedSisStudent(sisStudentOf(record));
    const found = await callAs(STAFF.contributor, '/api/sql/student-match', {
      method: 'POST',
      body: { registrationId: record.id },
    });
    expect(found.status).toBe(200);
    const match = (found.body as StudentMatchResponse).recordset.find(
      (candidate) => candidate.sis_local_id === student.localId,
    );
    expect(match).toMatchObject({ match_type: 'Exact', sis_charter: student.sisCharter });
    const body = {
      change: 'studentMatched',
      sisCharter: student.sisCharter,
      sisLocalId: student.localId,
      action: 'Interdistrict Transfer',
    };
    expect((await putStatus(STAFF.user, record.id, body, record._etag)).status).toBe(403);
    await expectUnchanged(record);
    const result = await putStatus(STAFF.contributor, record.id, body, record._etag);
    const stored = await expectSavedAnswer(result, record.id);
    expect(stored).toMatchObject({
      status: 'Interdistrict Transfer Requested',
      processingLevel: 1,
      progressLevel: 1,
    });
    expect(stored.selectedStudent).toEqual(match);
    // The pending action done ('Yes'), the orientation makes the student orientation ready.
    const scheduled = await scheduleOrientation(
      record.id,
      virtualChoice('https://meet.example.org/after-match', false),
      stored._etag,
    );
    expect(await expectSavedAnswer(scheduled, record.id)).toMatchObject({
      status: 'Virtual Orientation Sent',
      processingLevel: 2,
      progressLevel: 2,
      selectedStudent: match,
    });
  });

  it("refuses a SIS student that is not one of the registration's matches (400 on student), writing nothing", async () => {
    const record = await seed(flexSite);
    const marker = letterMarker();
    const stranger = await seedSisStudent({
      sisCharter: record.learningCenterCharter,
      firstName: `Other${marker}`,
      lastName: `Nobody${marker}`,
      birthDate: '2001-02-03',
    });
    const result = await putStatus(
      STAFF.contributor,
      record.id,
      {
        change: 'studentMatched',
        sisCharter: stranger.sisCharter,
        sisLocalId: stranger.localId,
        action: 'No Action Needed',
      },
      record._etag,
    );
    expectFieldError(
      result,
      'student',
      'registration.match.invalid',
      'Please select a student from the match results.',
    );
    await expectUnchanged(record);
  });
});
