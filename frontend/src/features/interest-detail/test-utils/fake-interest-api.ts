import {
  applyInterestEvent,
  type FamilyEmailState,
  type InterestEntry,
  type InterestNote,
  interestEventOf,
  interestStatusChangeSchema,
} from '@enroll/domain';
import { AT_FLEX_HIGH_OAKLAND, interestEntryFixture } from '../../../test/interest-entry-fixture.ts';
import { jsonReply, type RecordedRequest, type Reply } from '../../../test/mock-api.ts';
import { PUBLIC_BRANDS } from '../../../test/public-brands-fixture.ts';

export const ENTRY_ID = '6a1b2c3d-0000-4000-8000-000000000001';

/** A minor's entry at a Flex High learning center, with a parent and a different mailing address. */
export function makeEntry(overrides: Partial<InterestEntry> = {}): InterestEntry {
  return interestEntryFixture({
    id: ENTRY_ID,
    _id: ENTRY_ID,
    _uuid: 'uuid-1234',
    parentRelationship: 'Mother',
    ...AT_FLEX_HIGH_OAKLAND,
    brandName: 'Flex High',
    sameAddress: false,
    mailingStreet1: 'PO Box 9',
    mailingCity: 'Oakland',
    mailingState: 'CA',
    mailingCountry: 'United States',
    mailingZipCode: '94608',
    ...overrides,
  });
}

export function makeNote(overrides: Partial<InterestNote> = {}): InterestNote {
  return {
    id: 'note-1',
    interestId: ENTRY_ID,
    Username: 'Carmen Liu',
    email: 'contributor@learn4life.example',
    notes: 'Called the mother, will visit next week.',
    timestamp: '2026-03-02T21:30:00.000Z',
    status: 'Follow up Required',
    createdBy: 'contributor@learn4life.example',
    ...overrides,
  };
}

export interface FakeInterestApi {
  routes: Record<string, Reply[]>;
  entry: InterestEntry | null;
  notes: InterestNote[];
  /** Overrides the next answer to a write (e.g. a 409). */
  nextWrite: Response | null;
  /** What became of the confirmation to the family. */
  familyEmail: FamilyEmailState;
}

/**
 * A small stand-in for the interest endpoints the detail calls: GET answers an ETag, the status PUT
 * applies the body's event through the domain status machine (a new ETag each time), DELETE removes the entry, the transfer answers a transfer id; any write
 * can be made to fail once.
 */
export function fakeInterestApi(entry: InterestEntry | null = makeEntry(), notes: InterestNote[] = []) {
  const fake: FakeInterestApi = { routes: {}, entry, notes, nextWrite: null, familyEmail: 'sent' };
  const takeWrite = () => {
    const answer = fake.nextWrite;
    fake.nextWrite = null;
    return answer;
  };
  // Each stored change is a new version, as the server's ETag says.
  let version = 1;
  const withEtag = (response: Response) => {
    response.headers.set('ETag', `"etag-${version}"`);
    return response;
  };
  const one = (request: RecordedRequest) => {
    if (request.method === 'GET') {
      return fake.entry ? withEtag(jsonReply(200, fake.entry)) : jsonReply(404, { message: 'Not found' });
    }
    const failure = takeWrite();
    if (failure) return failure;
    fake.entry = null;
    return new Response(null, { status: 204 });
  };
  const status = (request: RecordedRequest) => {
    const failure = takeWrite();
    if (failure) return failure;
    if (!fake.entry) return jsonReply(404, { message: 'Not found' });
    // The server's own rules: the body's event through the domain status machine.
    const event = interestEventOf(interestStatusChangeSchema.parse(request.body));
    const change = applyInterestEvent(fake.entry, event, new Date());
    if (!change) return jsonReply(409, { message: 'Not allowed', code: 'interest.transition.invalid' });
    fake.entry = { ...fake.entry, ...change };
    version += 1;
    return withEtag(jsonReply(200, fake.entry));
  };
  const transfer = () => {
    const failure = takeWrite();
    if (failure) return failure;
    return jsonReply(201, { transferId: 'transfer-9', handover: {} });
  };
  const id = fake.entry?.id ?? ENTRY_ID;
  fake.routes = {
    [`/api/enrollment/${id}`]: [one],
    [`/api/enrollment/status/${id}`]: [status],
    [`/api/enrollment/${id}/transfer`]: [transfer],
    [`/api/interest-notes/${id}`]: [() => jsonReply(200, fake.notes)],
    '/api/brands': [() => jsonReply(200, PUBLIC_BRANDS)],
    [`/api/enrollment/${id}/family-email`]: [() => jsonReply(200, { state: fake.familyEmail })],
    [`/api/enrollment/${id}/family-email/resend`]: [
      () => {
        fake.familyEmail = 'pending';
        return jsonReply(202, { state: 'pending' });
      },
    ],
  };
  return fake;
}
