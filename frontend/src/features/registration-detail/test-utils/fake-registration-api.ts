import {
  buildRegistrationRecord,
  emptyRegistrationDraft,
  type RegistrationDraft,
  type RegistrationEvent,
  type RegistrationRecord,
  type RegistrationStatusChange,
  type SpecialProgramsRequest,
  type StudentMatch,
  specialProgramsOf,
  type TerminateRequest,
  transitionRegistration,
  validationMessagesEn,
} from '@enroll/domain';
import { jsonReply, type RecordedRequest, type Reply } from '../../../test/mock-api.ts';
import { makeSite } from '../../../test/site-fixture.ts';

export const REGISTRATION_ID = '7b1c2d3e-0000-4000-8000-000000000002';

/** A minor's regular registration with a parent 1, a mailing address that differs and a 504 program. */
export function makeRecord(
  overrides: Partial<RegistrationRecord> = {},
  draftOverrides: Partial<RegistrationDraft> = {},
): RegistrationRecord {
  const draft: RegistrationDraft = {
    ...emptyRegistrationDraft(),
    previouslyEnrolled: 'no',
    firstName: 'Lucia',
    lastName: 'Ramirez',
    haveSuffix: 'no',
    gender: 'Female',
    birthDate: '2010-04-09',
    gradeLevel: '10',
    studentEmail: 'lucia@example.com',
    studentPrimaryPhone: '661-555-0101',
    pgRelationshipToStudent: 'Mother',
    pgFirstName: 'Elena',
    pgLastName: 'Ramirez',
    liveWithPg: 'yes',
    street: '12 Elm St',
    city: 'Lancaster',
    state: 'CA',
    zip: '93534',
    isMailingAddressTheSame: 'no',
    mailingStreet: 'PO Box 9',
    mailingCity: 'Lancaster',
    mailingState: 'CA',
    mailingZip: '93535',
    beenExpelled: 'yes',
    expelledFromWhichSchool: 'Central High',
    expelledWhatYear: '2023',
    ...draftOverrides,
  };
  const record = buildRegistrationRecord(
    draft,
    makeSite(),
    { id: REGISTRATION_ID, uuid: 'uuid-5678' },
    new Date('2026-03-01T17:05:00.000Z'),
  );
  return {
    ...record,
    status: 'Enrollment Submitted',
    progressLevel: 1,
    processingLevel: 0,
    programs: { fiveZeroFour: true, iep: false, ell: 'unchecked' },
    programDescription: 'Needs a quiet room.',
    generalRegistrationNotes: 'Called the family.',
    ...overrides,
  };
}

/** An exact SIS match of makeRecord's student (the second candidate is a weaker one). */
export function makeMatches(): StudentMatch[] {
  return [
    {
      match_type: 'Exact',
      sis_charter: 'Antelope Valley Charter',
      sis_student_first_name: 'Lucia',
      sis_student_last_name: 'Ramirez',
      sis_student_dob: '04/09/2010',
      sis_local_id: 'AV-1001',
      sis_district_id: 'D-77',
      start_date: '08/14/2025',
      finish_date: '',
      sis_school_email: 'lucia.ramirez@avla.example',
      url: 'https://sis.example/students/AV-1001',
    },
    {
      match_type: 'Name and Birth Year',
      sis_charter: 'Antelope Valley Charter',
      sis_student_first_name: 'Lucia',
      sis_student_last_name: 'Ramirez',
      sis_student_dob: '11/02/2010',
      sis_local_id: 'AV-0420',
      sis_district_id: 'D-12',
      start_date: '08/10/2022',
      finish_date: '06/01/2023',
      sis_school_email: '',
      url: '',
    },
  ];
}

export interface FakeRegistrationApi {
  routes: Record<string, Reply[]>;
  record: RegistrationRecord | null;
  /** Overrides the next answer to a write (e.g. a 409 or a 400). */
  nextWrite: Response | null;
  /** Every write (the form's PUT and the processing calls), in order. */
  puts: RecordedRequest[];
  /** What POST /api/sql/student-match answers (a Response to fail it). */
  matches: StudentMatch[] | Response;
  /** The student-match searches made. */
  matchSearches: RecordedRequest[];
  /** The program types GET /api/programTypes is made from. */
  programTypes: { name: string }[];
  /** The ETag the next read answers ("etag-1", then one more per write). */
  etag: () => string;
  /** Another coordinator's save: the record changes and reads answer a new ETag. */
  changeElsewhere: (changes?: Partial<RegistrationRecord>) => void;
}

const message = (key: keyof typeof validationMessagesEn) => ({ message: validationMessagesEn[key] });

/** The processing call's request as the status machine's event (studentMatched finds the SIS student). */
function eventOf(path: string, body: unknown, matches: StudentMatch[]): RegistrationEvent | null {
  if (path.startsWith('/api/registration/add-special-programs/')) {
    const request = body as SpecialProgramsRequest;
    return {
      type: 'specialProgramsSet',
      programs: request.programList,
      programDescription: request.programDescription,
    };
  }
  if (path.startsWith('/api/registration/terminate/')) {
    return { type: 'terminated', notes: (body as TerminateRequest).notes };
  }
  const change = body as RegistrationStatusChange;
  switch (change.change) {
    case 'studentMatched': {
      const student = matches.find(
        (match) => match.sis_charter === change.sisCharter && match.sis_local_id === change.sisLocalId,
      );
      return student ? { type: 'studentMatched', student, action: change.action } : null;
    }
    case 'orientationScheduled':
      return { type: 'orientationScheduled', orientation: change.orientation };
    default:
      return { type: change.change };
  }
}

/**
 * A fake of the registration API that behaves like the server: GET answers the record with an ETag;
 * the form's PUT stores the body's first name; the processing calls need the current ETag (428
 * without, 409 stale) and go through the domain's status machine (409 when illegal).
 */
export function fakeRegistrationApi(record: RegistrationRecord | null = makeRecord()): FakeRegistrationApi {
  let version = 1;
  const fake: FakeRegistrationApi = {
    routes: {},
    record,
    nextWrite: null,
    puts: [],
    matches: makeMatches(),
    matchSearches: [],
    programTypes: [{ name: 'CTE' }, { name: 'CLMI' }],
    etag: () => `"etag-${version}"`,
    changeElsewhere: (changes = {}) => {
      version += 1;
      if (fake.record) fake.record = { ...fake.record, ...changes };
    },
  };
  const withEtag = (response: Response) => {
    response.headers.set('ETag', fake.etag());
    return response;
  };
  const takeFailure = () => {
    const failure = fake.nextWrite;
    fake.nextWrite = null;
    return failure;
  };
  const one = (request: RecordedRequest) => {
    if (request.method === 'GET') {
      return fake.record ? withEtag(jsonReply(200, fake.record)) : jsonReply(404, { message: 'Not found' });
    }
    fake.puts.push(request);
    const failure = takeFailure();
    if (failure) return failure;
    if (!fake.record) return jsonReply(404, { message: 'Not found' });
    const body = request.body as Partial<RegistrationRecord>;
    version += 1;
    fake.record = { ...fake.record, firstName: body.firstName ?? fake.record.firstName };
    return withEtag(jsonReply(200, fake.record));
  };
  const processing = (request: RecordedRequest) => {
    fake.puts.push(request);
    const failure = takeFailure();
    if (failure) return failure;
    if (!fake.record) return jsonReply(404, { message: 'Not found' });
    const ifMatch = request.headers.get('If-Match');
    if (!ifMatch) return jsonReply(428, message('registration.ifMatch.required'));
    if (ifMatch !== fake.etag()) return jsonReply(409, message('registration.conflict'));
    const matches = Array.isArray(fake.matches) ? fake.matches : [];
    const event = eventOf(new URL(request.url, 'http://localhost').pathname, request.body, matches);
    if (!event)
      return jsonReply(400, {
        message: 'Invalid',
        errors: [{ field: 'student', code: 'registration.match.invalid', message: '' }],
      });
    const result = transitionRegistration(fake.record, event);
    if (!result.ok) return jsonReply(409, message('registration.transition.illegal'));
    version += 1;
    fake.record = { ...fake.record, ...result.changes };
    return withEtag(jsonReply(200, fake.record));
  };
  const id = fake.record?.id ?? REGISTRATION_ID;
  fake.routes = {
    [`/api/registration/${id}`]: [one],
    [`/api/registration/status/${id}`]: [processing],
    [`/api/registration/add-special-programs/${id}`]: [processing],
    [`/api/registration/terminate/${id}`]: [processing],
    '/api/sql/student-match': [
      (request) => {
        fake.matchSearches.push(request);
        return Array.isArray(fake.matches)
          ? jsonReply(200, { recordset: fake.matches, otherCharterMatches: 0 })
          : fake.matches;
      },
    ],
    [`/api/registration/${id}/orientation-options`]: [
      () =>
        jsonReply(200, {
          brandName: 'Learn4Life',
          orientation_dates: [],
          virtual_link: 'https://meet.example/orientation',
        }),
    ],
    '/api/programTypes': [() => jsonReply(200, { data: specialProgramsOf(fake.programTypes) })],
  };
  return fake;
}
