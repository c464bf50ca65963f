import type { PersonSearchResult, UserPermission } from '@enroll/domain';
import { jsonReply, type RecordedRequest, type Reply } from '../../../test/mock-api.ts';
import { CHARTERS, DANA, DANA_W, USERS } from './fixtures.ts';

export interface FakePermissionsApi {
  routes: Record<string, Reply[]>;
  /** The permissions GET /api/user/ lists now (tests change it to simulate the server). */
  users: UserPermission[];
  /** Overrides the next answer to a PUT or POST (e.g. a 409). */
  nextWrite: Response | null;
}

/**
 * A small stand-in for the users, people and charters endpoints: the list follows what was created
 * or updated, GET /api/user/{id} answers an ETag, and a write can be made to fail once.
 */
export function fakePermissionsApi(
  users: UserPermission[] = USERS,
  people: PersonSearchResult[] = [DANA, DANA_W],
): FakePermissionsApi {
  const fake: FakePermissionsApi = { routes: {}, users: [...users], nextWrite: null };
  const takeWrite = () => {
    const answer = fake.nextWrite;
    fake.nextWrite = null;
    return answer;
  };
  const list = (request: RecordedRequest) => {
    if (request.method !== 'POST') return jsonReply(200, fake.users);
    const failure = takeWrite();
    if (failure) return failure;
    const body = request.body as {
      name: string;
      azureID: string;
      personDbID: string;
      userLevel: 0 | 1 | 2 | 3 | 4;
    };
    const created: UserPermission = {
      _id: `u-${body.personDbID}`,
      name: body.name,
      azureID: body.azureID,
      charterAssignments: [],
      allCharterAccess: body.userLevel === 4,
      userStatus: (['General', 'User', 'Contributor', 'Admin', 'Super Admin'] as const)[body.userLevel],
      userLevel: body.userLevel,
      personDbID: body.personDbID,
      signInBoundAt: null,
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    };
    fake.users = [...fake.users, created];
    return jsonReply(201, created);
  };
  const one = (user: UserPermission) => (request: RecordedRequest) => {
    if (request.method === 'GET') {
      const current = fake.users.find((candidate) => candidate._id === user._id) ?? user;
      const response = jsonReply(200, current);
      response.headers.set('ETag', `"etag-${current._id}"`);
      return response;
    }
    const failure = takeWrite();
    if (failure) return failure;
    const body = request.body as { userLevel: 0 | 1 | 2 | 3 | 4 };
    const updated = { ...user, userLevel: body.userLevel };
    fake.users =
      body.userLevel === 0
        ? fake.users.filter((candidate) => candidate._id !== user._id)
        : fake.users.map((candidate) => (candidate._id === user._id ? updated : candidate));
    return jsonReply(200, updated);
  };
  // DELETE /api/user/{id}/sign-in-binding: the permission unbound.
  const resetSignIn = (user: UserPermission) => () => {
    const failure = takeWrite();
    if (failure) return failure;
    const current = fake.users.find((candidate) => candidate._id === user._id) ?? user;
    const updated = { ...current, signInBoundAt: null };
    fake.users = fake.users.map((candidate) => (candidate._id === user._id ? updated : candidate));
    return jsonReply(200, updated);
  };
  fake.routes = {
    '/api/user/': [list],
    '/api/charters': [jsonReply(200, CHARTERS)],
    '/api/people': [
      (request) => {
        const q = new URL(request.url, 'http://localhost').searchParams.get('q')?.toLowerCase() ?? '';
        return jsonReply(
          200,
          people.filter((person) =>
            `${person.FirstName} ${person.LastName} ${person.EmailAddress}`.toLowerCase().includes(q),
          ),
        );
      },
    ],
    ...Object.fromEntries(users.map((user) => [`/api/user/${user._id}`, [one(user)]])),
    ...Object.fromEntries(
      users.map((user) => [`/api/user/${user._id}/sign-in-binding`, [resetSignIn(user)]]),
    ),
  };
  return fake;
}
