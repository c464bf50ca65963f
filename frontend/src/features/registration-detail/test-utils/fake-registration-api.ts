import {
  buildRegistrationRecord,
  emptyRegistrationDraft,
  type RegistrationDraft,
  type RegistrationRecord,
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

export interface FakeRegistrationApi {
  routes: Record<string, Reply[]>;
  record: RegistrationRecord | null;
  /** Overrides the next answer to a PUT (e.g. a 409 or a 400). */
  nextWrite: Response | null;
  puts: RecordedRequest[];
}

/** GET answers the record with an ETag; PUT stores the body's student names and answers the record. */
export function fakeRegistrationApi(record: RegistrationRecord | null = makeRecord()): FakeRegistrationApi {
  const fake: FakeRegistrationApi = { routes: {}, record, nextWrite: null, puts: [] };
  let version = 1;
  const withEtag = (response: Response) => {
    response.headers.set('ETag', `"etag-${version}"`);
    return response;
  };
  const one = (request: RecordedRequest) => {
    if (request.method === 'GET') {
      return fake.record ? withEtag(jsonReply(200, fake.record)) : jsonReply(404, { message: 'Not found' });
    }
    fake.puts.push(request);
    const failure = fake.nextWrite;
    fake.nextWrite = null;
    if (failure) return failure;
    if (!fake.record) return jsonReply(404, { message: 'Not found' });
    const body = request.body as Partial<RegistrationRecord>;
    version += 1;
    fake.record = { ...fake.record, firstName: body.firstName ?? fake.record.firstName };
    return withEtag(jsonReply(200, fake.record));
  };
  fake.routes = { [`/api/registration/${fake.record?.id ?? REGISTRATION_ID}`]: [one] };
  return fake;
}
