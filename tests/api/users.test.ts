import type { CharterOption, PersonSearchResult, UserPermission } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/local-stack.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

const run = Date.now().toString(36);
const newEmail = (label: string) => `${label}.${run}@learn4life.example`;

let charters: CharterOption[] = [];
const charter = (name: string) => {
  const found = charters.find((option) => option.name === name);
  if (!found) throw new Error(`charter ${name} not seeded`);
  return { _id: found._id, name: found.name };
};
const SIERRA = 'Sierra Valley Learning Academy';
const PACIFIC = 'Pacific Coast Learning Academy';
const FLEX = 'Flex High Charter School';

function person(label: string) {
  return { name: `Test ${label}`, azureID: newEmail(label), personDbID: `T-${label}-${run}` };
}

async function create(actor: string, body: unknown) {
  return callAs(actor, '/api/user/', { method: 'POST', body });
}

async function update(actor: string, id: string, body: unknown, headers: Record<string, string> = {}) {
  return callAs(actor, `/api/user/${id}`, { method: 'PUT', body, headers });
}

async function listed(actor: string = STAFF.superAdmin, query = ''): Promise<UserPermission[]> {
  const { status, body } = await callAs(actor, `/api/user/${query}`);
  expect(status).toBe(200);
  return body as UserPermission[];
}

function refusal(body: unknown) {
  const { message, errors } = body as { message: string; errors: { code: string }[] };
  return { message, code: errors[0]?.code };
}

beforeAll(async () => {
  await upsertStaffSeed();
  const { status, body } = await callAs(STAFF.user, '/api/charters');
  expect(status).toBe(200);
  charters = body as CharterOption[];
});

describe('GET /api/charters and GET /api/people', () => {
  it('lists the charters for the pickers (any staff level)', () => {
    expect(charters.length).toBeGreaterThanOrEqual(9);
    expect(charters).toContainEqual({ _id: charter(FLEX)._id, name: FLEX, abbreviation: 'FHCS' });
    expect(charters.map((option) => option.name)).toEqual([...charters.map((option) => option.name)].sort());
  });

  it('searches the directory by first name, last name or e-mail, case-insensitively', async () => {
    const { status, body } = await callAs(STAFF.admin, '/api/people?q=DANA');
    expect(status).toBe(200);
    const people = body as PersonSearchResult[];
    expect(people.map((p) => p.EmailAddress)).toEqual([
      'dana.reyes@learn4life.example',
      'dana.whitfield@learn4life.example',
    ]);
    expect(people[0]).toEqual({
      FirstName: 'Dana',
      LastName: 'Reyes',
      EmailAddress: 'dana.reyes@learn4life.example',
      Title: 'Registrar',
      Company: 'Learn4Life',
      Office: 'Lancaster',
      PersonID: 'P-2001',
    });
    const byLastName = (await callAs(STAFF.admin, '/api/people?q=whitf')).body as PersonSearchResult[];
    expect(byLastName.map((p) => p.PersonID)).toEqual(['P-2011']);
  });

  it('needs at least 2 characters and the Admin level', async () => {
    const short = await callAs(STAFF.admin, '/api/people?q=d');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      errors: [{ field: 'q', code: 'people.query.min', message: 'Enter at least 2 characters to search.' }],
    });
    expect((await callAs(STAFF.contributor, '/api/people?q=dana')).status).toBe(403);
  });
});

describe('App Permissions as a Super Admin', () => {
  it('adds a directory person as Contributor for one charter, makes them Admin, then General', async () => {
    const dana = { name: 'Dana Reyes', azureID: newEmail('dana'), personDbID: `P-2001-${run}` };
    // Not yet allowed in: the sign-in lookup remembers the miss, and the save must clear it.
    expect((await callAs(dana.azureID, '/api/auth/me')).status).toBe(403);

    const added = await create(STAFF.superAdmin, {
      ...dana,
      userLevel: 2,
      charterAssignments: [{ _id: charter(FLEX)._id, name: 'ignored' }],
    });
    expect(added.status).toBe(201);
    const permission = added.body as UserPermission;
    expect(permission).toMatchObject({
      name: 'Dana Reyes',
      azureID: dana.azureID,
      userLevel: 2,
      userStatus: 'Contributor',
      allCharterAccess: false,
      charterAssignments: [charter(FLEX)],
      personDbID: dana.personDbID,
    });
    const { resource: stored } = await db.container('users').item(permission._id, permission._id).read();
    expect(stored).toMatchObject({
      azureID: dana.azureID,
      userLevel: 2,
      userStatus: 'Contributor',
      charterAssignments: [charter(FLEX)],
      createdBy: STAFF.superAdmin,
      updatedBy: STAFF.superAdmin,
    });
    expect(await callAs(dana.azureID, '/api/auth/me')).toMatchObject({ status: 200, body: { level: 2 } });
    expect((await listed()).map((user) => user.azureID)).toContain(dana.azureID);

    const admin = await update(STAFF.superAdmin, permission._id, {
      userLevel: 3,
      charterAssignments: [charter(FLEX), charter(SIERRA)],
    });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({
      userLevel: 3,
      userStatus: 'Admin',
      charterAssignments: [charter(FLEX), charter(SIERRA)],
    });

    const general = await update(STAFF.superAdmin, permission._id, { userStatus: 'General' });
    expect(general.status).toBe(200);
    expect(general.body).toMatchObject({ userLevel: 0, userStatus: 'General', charterAssignments: [] });
    expect((await listed()).map((user) => user.azureID)).not.toContain(dana.azureID);
    expect((await callAs(dana.azureID, '/api/auth/me')).status).toBe(403);

    // Adding the person again brings the same permission back.
    const again = await create(STAFF.superAdmin, {
      ...dana,
      userLevel: 1,
      charterAssignments: [charter(SIERRA)],
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ _id: permission._id, userLevel: 1, userStatus: 'User' });
  });

  it('grants Super Admin with every charter and no charter list', async () => {
    const added = await create(STAFF.superAdmin, {
      ...person('super'),
      userLevel: 4,
      charterAssignments: [],
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      userLevel: 4,
      userStatus: 'Super Admin',
      allCharterAccess: true,
      charterAssignments: [],
    });
  });

  it('needs a person, a level and a charter below Super Admin, and known charters', async () => {
    const empty = await create(STAFF.superAdmin, {});
    expect(empty.status).toBe(400);
    expect((empty.body as { errors: { field: string; message: string }[] }).errors).toEqual([
      { field: 'name', code: 'permission.person.required', message: 'Please select a person.' },
      { field: 'azureID', code: 'permission.person.required', message: 'Please select a person.' },
      { field: 'personDbID', code: 'permission.person.required', message: 'Please select a person.' },
    ]);
    const noLevel = await create(STAFF.superAdmin, {
      ...person('nolevel'),
      charterAssignments: [charter(SIERRA)],
    });
    expect(noLevel.status).toBe(400);
    expect(noLevel.body).toMatchObject({
      errors: [
        {
          field: 'userLevel',
          code: 'permission.level.required',
          message: 'Please select a permission level.',
        },
      ],
    });
    const noCharter = await create(STAFF.superAdmin, { ...person('nocharter'), userLevel: 1 });
    expect(noCharter.status).toBe(400);
    expect(noCharter.body).toMatchObject({
      errors: [{ field: 'charterAssignments', message: 'Please assign at least one charter.' }],
    });
    const unknown = await create(STAFF.superAdmin, {
      ...person('unknown'),
      userLevel: 1,
      charterAssignments: [{ _id: 'ffffffffffffffffffffffff', name: 'Nope' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      errors: [{ field: 'charterAssignments.0._id', message: 'This charter does not exist.' }],
    });
  });

  it('refuses a second permission for the same person', async () => {
    const body = { ...person('twice'), userLevel: 1, charterAssignments: [charter(SIERRA)] };
    expect((await create(STAFF.superAdmin, body)).status).toBe(201);
    const second = await create(STAFF.superAdmin, { ...body, azureID: body.azureID.toUpperCase() });
    expect(second.status).toBe(409);
    expect(refusal(second.body)).toEqual({
      message: 'This person already has a permission. Update it instead.',
      code: 'permission.exists',
    });
  });

  it('answers 409 when the permission changed since it was read (ETag)', async () => {
    const added = await create(STAFF.superAdmin, {
      ...person('etag'),
      userLevel: 1,
      charterAssignments: [charter(SIERRA)],
    });
    const id = (added.body as UserPermission)._id;
    const read = await callAs(STAFF.superAdmin, `/api/user/${id}`);
    expect(read.status).toBe(200);
    const etag = read.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const first = await update(
      STAFF.superAdmin,
      id,
      { userLevel: 2, charterAssignments: [charter(SIERRA)] },
      { 'If-Match': etag },
    );
    expect(first.status).toBe(200);
    const stale = await update(
      STAFF.superAdmin,
      id,
      { userLevel: 1, charterAssignments: [charter(SIERRA)] },
      { 'If-Match': etag },
    );
    expect(stale.status).toBe(409);
    expect(refusal(stale.body)).toEqual({
      message: 'This permission was changed by someone else. Please reload it and try again.',
      code: 'permission.conflict',
    });
    expect((await callAs(STAFF.superAdmin, `/api/user/${id}`)).body).toMatchObject({ userLevel: 2 });
  });

  it('never lets the last stored Super Admin be demoted or removed', async () => {
    for (const user of await listed()) {
      if (user.userLevel === 4 && user.azureID !== STAFF.superAdmin) {
        const demoted = await update(STAFF.superAdmin, user._id, {
          userLevel: 1,
          charterAssignments: [charter(SIERRA)],
        });
        expect(demoted.status, user.azureID).toBe(200);
      }
    }
    const self = (await listed()).find((user) => user.azureID === STAFF.superAdmin);
    expect(self?.userLevel).toBe(4);
    for (const body of [{ userLevel: 3, charterAssignments: [charter(SIERRA)] }, { userLevel: 0 }]) {
      const refused = await update(STAFF.superAdmin, self?._id ?? '', body);
      expect(refused.status).toBe(409);
      expect(refusal(refused.body)).toEqual({
        message: 'The last Super Admin cannot be demoted or removed. Make another person Super Admin first.',
        code: 'permission.lastSuperAdmin',
      });
    }
    expect(await callAs(STAFF.superAdmin, '/api/auth/me')).toMatchObject({ status: 200, body: { level: 4 } });
  });
});

describe('App Permissions as an Admin (Sierra Valley and Pacific Coast)', () => {
  it('adds Users and Contributors on the Admin’s own charters only', async () => {
    const own = await create(STAFF.admin, {
      ...person('own'),
      userLevel: 2,
      charterAssignments: [charter(PACIFIC)],
    });
    expect(own.status).toBe(201);
    const other = await create(STAFF.admin, {
      ...person('other'),
      userLevel: 1,
      charterAssignments: [charter(FLEX)],
    });
    expect(other.status).toBe(403);
    expect(refusal(other.body)).toEqual({
      message: 'You can only change permissions on the charters assigned to you.',
      code: 'permission.charter.outOfScope',
    });
  });

  it('cannot grant Admin or Super Admin, change an Admin, or edit a Super Admin', async () => {
    for (const userLevel of [3, 4]) {
      const refused = await create(STAFF.admin, {
        ...person(`up${userLevel}`),
        userLevel,
        charterAssignments: [charter(SIERRA)],
      });
      expect(refused.status).toBe(403);
      expect(refusal(refused.body)).toEqual({
        message: 'Only a Super Admin can grant or change the Admin and Super Admin levels.',
        code: 'permission.grant.superAdminOnly',
      });
    }
    const otherAdmin = await create(STAFF.superAdmin, {
      ...person('admin2'),
      userLevel: 3,
      charterAssignments: [charter(SIERRA)],
    });
    expect(otherAdmin.status).toBe(201);
    const demote = await update(STAFF.admin, (otherAdmin.body as UserPermission)._id, {
      userLevel: 1,
      charterAssignments: [charter(SIERRA)],
    });
    expect(demote.status).toBe(403);
    expect(refusal(demote.body).code).toBe('permission.grant.superAdminOnly');

    const superAdmin = (await listed(STAFF.admin)).find((user) => user.azureID === STAFF.superAdmin);
    const edit = await update(STAFF.admin, superAdmin?._id ?? '', { userLevel: 4 });
    expect(edit.status).toBe(403);
    expect(refusal(edit.body)).toEqual({
      message: 'An Admin cannot edit a Super Admin.',
      code: 'permission.edit.superAdminTarget',
    });
  });

  it('changes a level or removes a charter only when every charter touched is the Admin’s', async () => {
    const mixed = await create(STAFF.superAdmin, {
      ...person('mixed'),
      userLevel: 1,
      charterAssignments: [charter(SIERRA), charter(FLEX)],
    });
    expect(mixed.status).toBe(201);
    const id = (mixed.body as UserPermission)._id;
    // Contributor on Flex High would be a grant on a charter the Admin does not have.
    const raised = await update(STAFF.admin, id, {
      userLevel: 2,
      charterAssignments: [charter(SIERRA), charter(FLEX)],
    });
    expect(raised.status).toBe(403);
    expect(refusal(raised.body)).toEqual({
      message: 'You can only change permissions on the charters assigned to you.',
      code: 'permission.charter.outOfScope',
    });
    // Dropping Flex High on the way is another Admin's change to make, and so is removing the person.
    const dropped = await update(STAFF.admin, id, { userLevel: 2, charterAssignments: [charter(SIERRA)] });
    expect(dropped.status).toBe(403);
    expect((await update(STAFF.admin, id, { userLevel: 0, charterAssignments: [] })).status).toBe(403);
    // On the Admin's own charter alone, the level is theirs to change.
    const own = await create(STAFF.superAdmin, {
      ...person('own-charter'),
      userLevel: 1,
      charterAssignments: [charter(SIERRA)],
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const ownId = (own.body as UserPermission)._id;
    const raised2 = await update(STAFF.admin, ownId, { userLevel: 2, charterAssignments: [charter(SIERRA)] });
    expect(raised2.status).toBe(200);
    expect(raised2.body).toMatchObject({ userLevel: 2, charterAssignments: [charter(SIERRA)] });
  });

  it('cannot rename a person who also has another Admin’s charter by repeating their level and charters', async () => {
    const shared = await create(STAFF.superAdmin, {
      ...person('rename'),
      userLevel: 1,
      charterAssignments: [charter(SIERRA), charter(FLEX)],
    });
    expect(shared.status).toBe(201);
    const before = shared.body as UserPermission;
    const renamed = await update(STAFF.admin, before._id, {
      name: 'Someone Else',
      userLevel: 1,
      charterAssignments: [charter(SIERRA), charter(FLEX)],
    });
    expect(renamed.status).toBe(403);
    expect(refusal(renamed.body)).toEqual({
      message: 'You can only change permissions on the charters assigned to you.',
      code: 'permission.charter.outOfScope',
    });
    const { resource: stored } = await db.container('users').item(before._id, before._id).read();
    expect(stored).toMatchObject({
      name: before.name,
      updatedAt: before.updatedAt,
      updatedBy: STAFF.superAdmin,
    });
    // The same rename on a person of the Admin's own charters only is theirs to make.
    const own = await create(STAFF.superAdmin, {
      ...person('rename-own'),
      userLevel: 1,
      charterAssignments: [charter(SIERRA)],
    });
    const ownRenamed = await update(STAFF.admin, (own.body as UserPermission)._id, {
      name: 'Renamed By Admin',
      userLevel: 1,
      charterAssignments: [charter(SIERRA)],
    });
    expect(ownRenamed.status).toBe(200);
    expect(ownRenamed.body).toMatchObject({ name: 'Renamed By Admin' });
  });

  it('answers an id Cosmos cannot hold as unknown (404), not as a server error', async () => {
    for (const id of ['a%5Cb', 'a%23b', '%20']) {
      expect((await callAs(STAFF.admin, `/api/user/${id}`)).status, id).toBe(404);
      const put = await update(STAFF.admin, id, { userLevel: 1, charterAssignments: [charter(SIERRA)] });
      expect(put.status, id).toBe(404);
    }
  });

  it('lists, searches and sorts the permissions; Contributors and Users may not', async () => {
    const all = await listed(STAFF.admin);
    expect(all.every((user) => user.userLevel > 0)).toBe(true);
    expect(all.map((user) => user.azureID)).not.toContain(STAFF.general);
    const byName = all.map((user) => user.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    const search = await listed(STAFF.admin, '?search=mendoza');
    expect(search.map((user) => user.azureID)).toEqual([STAFF.admin]);
    const byStatus = await listed(STAFF.admin, '?sort=status&order=desc');
    const statuses = byStatus.map((user) => user.userStatus);
    expect(statuses).toEqual([...statuses].sort((a, b) => b.localeCompare(a)));
    expect((await callAs(STAFF.contributor, '/api/user/')).status).toBe(403);
    expect((await callAs(STAFF.user, '/api/user/')).status).toBe(403);
  });
});

describe('DELETE /api/user/{id}/sign-in-binding (Reset sign-in)', () => {
  const signIn = (email: string, userId: string) =>
    callAs(
      { identityProvider: 'aad', userId, userDetails: email, userRoles: ['authenticated'] },
      '/api/auth/me',
    );
  const reset = (actor: string, id: string, headers: Record<string, string> = {}) =>
    callAs(actor, `/api/user/${id}/sign-in-binding`, { method: 'DELETE', headers });

  it('lets an Admin clear the binding of a person on their own charters; the next sign-in binds again', async () => {
    const added = await create(STAFF.superAdmin, {
      ...person('replaced'),
      userLevel: 1,
      charterAssignments: [charter(SIERRA)],
    });
    const { _id: id, azureID } = added.body as UserPermission;
    expect((added.body as UserPermission).signInBoundAt).toBeNull();
    expect((await signIn(azureID, 'old-account')).status).toBe(200);
    expect((await signIn(azureID, 'new-account')).status).toBe(403);
    const read = await callAs(STAFF.admin, `/api/user/${id}`);
    expect((read.body as UserPermission).signInBoundAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const etag = read.headers.get('etag') ?? '';

    const cleared = await reset(STAFF.admin, id, { 'If-Match': etag });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ _id: id, signInBoundAt: null, userLevel: 1 });
    const { resource: stored } = await db.container('users').item(id, id).read();
    expect(stored).toMatchObject({ signInUserId: null, signInBoundAt: null, updatedBy: STAFF.admin });
    // The ETag read before the reset is stale now.
    expect(refusal((await reset(STAFF.admin, id, { 'If-Match': etag })).body).code).toBe(
      'permission.conflict',
    );

    expect((await signIn(azureID, 'new-account')).status).toBe(200);
    expect((await signIn(azureID, 'old-account')).status).toBe(403);
  });

  it('follows the grant rules of every edit: not on another Admin’s charter, an Admin or a Super Admin', async () => {
    const mixed = await create(STAFF.superAdmin, {
      ...person('reset-mixed'),
      userLevel: 1,
      charterAssignments: [charter(SIERRA), charter(FLEX)],
    });
    const refused = await reset(STAFF.admin, (mixed.body as UserPermission)._id);
    expect(refused.status).toBe(403);
    expect(refusal(refused.body)).toEqual({
      message: 'You can only change permissions on the charters assigned to you.',
      code: 'permission.charter.outOfScope',
    });
    const admin = await create(STAFF.superAdmin, {
      ...person('reset-admin'),
      userLevel: 3,
      charterAssignments: [charter(SIERRA)],
    });
    expect(refusal((await reset(STAFF.admin, (admin.body as UserPermission)._id)).body).code).toBe(
      'permission.grant.superAdminOnly',
    );
    const superAdmin = (await listed(STAFF.admin)).find((user) => user.azureID === STAFF.superAdmin);
    expect(refusal((await reset(STAFF.admin, superAdmin?._id ?? '')).body).code).toBe(
      'permission.edit.superAdminTarget',
    );
    // A Super Admin may reset any of them.
    expect((await reset(STAFF.superAdmin, (mixed.body as UserPermission)._id)).status).toBe(200);
    expect((await reset(STAFF.admin, 'ffffffffffffffffffffffff')).status).toBe(404);
    expect((await reset(STAFF.contributor, (mixed.body as UserPermission)._id)).status).toBe(403);
  });
});

describe('POST /api/dataexport', () => {
  const entry = {
    fileName: 'LeloForms_data.xlsx',
    recordCount: 42,
    screen: 'Secondary Enrollments Admin Screen',
    exportType: 'excel',
    exportStatus: 'success',
  };

  it('stores the export under the signed-in identity, not the names in the body', async () => {
    const { status, body } = await callAs(STAFF.contributor, '/api/dataexport', {
      method: 'POST',
      body: { ...entry, user_name: 'Someone Else', azure_id: 'someone.else@learn4life.example' },
    });
    expect(status).toBe(201);
    const { id } = body as { id: string };
    const { resource } = await db.container('exportLog').item(id, id).read();
    expect(resource).toMatchObject({ ...entry, id, user_name: 'Carmen Liu', azure_id: STAFF.contributor });
    expect(Date.parse(resource.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('validates the entry and needs a signed-in staff member', async () => {
    const invalid = await callAs(STAFF.user, '/api/dataexport', {
      method: 'POST',
      body: { ...entry, exportType: 'csv', recordCount: -3 },
    });
    expect(invalid.status).toBe(400);
    expect((invalid.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([
      'recordCount',
      'exportType',
    ]);
    expect((await callAs(null, '/api/dataexport', { method: 'POST', body: entry })).status).toBe(401);
    expect((await callAs(STAFF.general, '/api/dataexport', { method: 'POST', body: entry })).status).toBe(
      403,
    );
  });
});
