// The staff secondary enrollment detail, signature images, edit and Inactive against the local stack:
// each action by role and charter, If-Match (428/409), the Admin edit (Lelo) field errors, what a
// signed entry may change, and the Inactive transition.
import type { LeloRegistrationRecord, LeloStaffEntry } from '@enroll/domain';
import { leloStaffEditValuesOf, validationMessagesEn } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsOf, charterIdsOf, siteOfNobody } from '../support/interest-write-fixtures.ts';
import { insertPreRegistration, readLeloEntry } from '../support/lelo.ts';
import { insertSignedEntry, type SignedEntry } from '../support/lelo-signed-entry.ts';
import { fieldErrorsOf, ifMatchCall } from '../support/staff-api.ts';
import {
  callAs,
  EDGE_KEY,
  EDGE_KEY_HEADER,
  FUNCTIONS_URL,
  principalHeader,
  STAFF,
  upsertStaffSeed,
} from '../support/staff-auth.ts';

const entryPath = (id: string) => `/api/leloRegistration/staff/${id}`;
const inactivePath = (id: string) => `${entryPath(id)}/inactive`;
const undoInactivePath = (id: string) => `${entryPath(id)}/inactive/undo`;
/** Saves the staff edit `body` of the entry, with If-Match when `etag` is given. */
const saveEntry = (who: string, id: string, etag: string | undefined, body: unknown) =>
  ifMatchCall(who, 'PUT', entryPath(id), etag, body);
/** Marks the entry Inactive, or undoes that, with If-Match when `etag` is given. */
const markInactive = (who: string, id: string, etag: string | undefined) =>
  ifMatchCall(who, 'PUT', inactivePath(id), etag, {});
const undoInactive = (who: string, id: string, etag: string | undefined) =>
  ifMatchCall(who, 'PUT', undoInactivePath(id), etag, {});
const signaturePath = (id: string, signer: string) => `${entryPath(id)}/signature/${signer}`;

let flexCharter = '';
let sierraCharter = '';
let nobodyCharter = '';

beforeAll(async () => {
  await upsertStaffSeed();
  [flexCharter = ''] = await charterIdsOf(STAFF.contributor);
  [sierraCharter = ''] = await charterIdsOf(STAFF.user);
  nobodyCharter = (await siteOfNobody()).charter.id;
  expect(flexCharter).not.toBe(sierraCharter);
}, 60_000);

/** The image bytes as the Functions host sends them (callAs reads bodies as text). */
async function fetchImage(who: string | null, path: string) {
  const headers: Record<string, string> = { [EDGE_KEY_HEADER]: EDGE_KEY };
  if (who) headers['x-ms-client-principal'] = principalHeader(who);
  const response = await fetch(`${FUNCTIONS_URL}${path}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function read(who: string, id: string) {
  const result = await callAs(who, entryPath(id));
  expect(result.status).toBe(200);
  return { body: result.body as LeloStaffEntry, etag: result.headers.get('etag') ?? '' };
}

/** The edit body of an entry as the form sends it: every editable field (the form's starting values). */
function editBody(entry: Record<string, unknown>, changes: Record<string, string> = {}) {
  return { ...leloStaffEditValuesOf(entry), ...changes };
}

/** A new signed entry of the flex charter, then a Contributor's edit of it with the read's ETag. */
async function editNewSignedEntry(changes: Record<string, string>) {
  const signed = await insertSignedEntry({ charterId: flexCharter });
  const { etag } = await read(STAFF.contributor, signed.entry.id);
  const path = entryPath(signed.entry.id);
  const result = await ifMatchCall(STAFF.contributor, 'PUT', path, etag, editBody(signed.entry, changes));
  return { signed, etag, result };
}

describe('GET /api/leloRegistration/staff/{id}', () => {
  let signed: SignedEntry;
  beforeAll(async () => {
    signed = await insertSignedEntry({ charterId: flexCharter });
  });

  it('answers staff of the entry’s charter with the entry and its ETag, without blob paths or keys', async () => {
    for (const who of [STAFF.contributor, STAFF.superAdmin]) {
      const { body, etag } = await read(who, signed.entry.id);
      expect(etag).not.toBe('');
      expect(body).toMatchObject({
        id: signed.entry.id,
        status: 'Signed',
        firstName: signed.entry.firstName,
        charter_id: flexCharter,
        signatures: { student: true, parent: true },
      });
      expect(body).not.toHaveProperty('studentSignatureBlob');
      expect(body).not.toHaveProperty('parentSignatureBlob');
      expect(body).not.toHaveProperty('signedWithKey');
      expect(body).not.toHaveProperty('listKeys');
      expect(body).not.toHaveProperty('_etag');
    }
  });

  it('is 401 anonymous, 404 for another charter, an unknown id and a malformed one', async () => {
    expect((await callAs(null, entryPath(signed.entry.id))).status).toBe(401);
    expect((await callAs(STAFF.user, entryPath(signed.entry.id))).status).toBe(404);
    expect((await callAs(STAFF.contributor, entryPath('no-such-entry'))).status).toBe(404);
    expect((await callAs(STAFF.contributor, entryPath('bad%20id!'))).status).toBe(404);
  });

  it('does not answer the staff path to the public pre-fill route', async () => {
    const result = await callAs(null, `/api/leloRegistration/${signed.entry._uuid}`);
    // The public pre-fill locks a signed entry: 409, never the staff record.
    expect(result.status).toBe(409);
  });
});

describe('GET /api/leloRegistration/staff/{id}/signature/{student|parent}', () => {
  let signed: SignedEntry;
  let adult: SignedEntry;
  beforeAll(async () => {
    signed = await insertSignedEntry({ charterId: flexCharter });
    adult = await insertSignedEntry({ charterId: flexCharter, selfAdult: true });
  });

  it('sends each stored image to staff of the entry’s charter, never cached by shared caches', async () => {
    const student = await fetchImage(STAFF.contributor, signaturePath(signed.entry.id, 'student'));
    expect(student.status).toBe(200);
    expect(student.headers.get('content-type')).toBe('image/png');
    expect(student.headers.get('cache-control')).toBe('private, no-store');
    expect(student.bytes.equals(signed.studentPng)).toBe(true);
    const parent = await fetchImage(STAFF.superAdmin, signaturePath(signed.entry.id, 'parent'));
    expect(parent.status).toBe(200);
    expect(parent.bytes.equals(signed.parentPng ?? Buffer.alloc(0))).toBe(true);
  });

  it('refuses anonymous (401) and another charter (404)', async () => {
    const anonymous = await fetchImage(null, signaturePath(signed.entry.id, 'student'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.bytes.includes(signed.studentPng.subarray(0, 64))).toBe(false);
    const other = await fetchImage(STAFF.user, signaturePath(signed.entry.id, 'student'));
    expect(other.status).toBe(404);
  });

  it('is 404 for a missing parent signature (Self 18+), an unsigned entry and an unknown signer', async () => {
    expect((await fetchImage(STAFF.contributor, signaturePath(adult.entry.id, 'parent'))).status).toBe(404);
    expect((await fetchImage(STAFF.contributor, signaturePath(adult.entry.id, 'student'))).status).toBe(200);
    const active = await insertPreRegistration({ extra: { charter_id: flexCharter } });
    expect((await fetchImage(STAFF.contributor, signaturePath(active.id, 'student'))).status).toBe(404);
    expect((await fetchImage(STAFF.contributor, signaturePath(signed.entry.id, 'witness'))).status).toBe(404);
  });
});

describe('PUT /api/leloRegistration/staff/{id} (Admin edit (Lelo))', () => {
  it('saves a signed entry’s contact details only: the names and agreement stay as signed', async () => {
    const { signed, etag, result } = await editNewSignedEntry({
      firstName: 'Changed',
      studentPrimaryPhone: '661-555-0199',
      city: 'Palmdale',
      isMailingAddressTheSame: 'No',
      mailingStreet: '9 Box Rd',
      mailingCity: 'Palmdale',
      mailingState: 'CA',
      mailingZip: '93550',
    });
    expect(result.status).toBe(200);
    expect(result.headers.get('etag')).not.toBe(etag);
    const stored = (await readLeloEntry(signed.entry.id)) as LeloRegistrationRecord & {
      listKeys: { phone: string };
    };
    expect(stored).toMatchObject({
      firstName: signed.entry.firstName,
      studentName: signed.entry.studentName,
      studentPrimaryPhone: '661-555-0199',
      city: 'Palmdale',
      mailingStreet: '9 Box Rd',
      mailingState: 'CA',
      mailingZip: '93550',
      status: 'Signed',
      studentSignatureBlob: signed.entry.studentSignatureBlob,
    });
    expect(stored.listKeys.phone).toBe('661-555-0199');
  });

  it('lets an unsigned pre-registration correct its names', async () => {
    const active = await insertPreRegistration({ extra: { charter_id: flexCharter } });
    const { etag } = await read(STAFF.contributor, active.id);
    const result = await saveEntry(STAFF.contributor, active.id, etag, {
      ...editBody(active),
      firstName: 'Anabel',
    });
    expect(result.status).toBe(200);
    expect((await readLeloEntry(active.id))?.firstName).toBe('Anabel');
  });

  it('answers the spec’s messages as field errors and writes nothing', async () => {
    const { signed, result } = await editNewSignedEntry({
      studentEmail: 'not-an-email',
      studentPrimaryPhone: '661-555-019',
      pgPrimaryEmail: 'rosa@',
      zip: '9353',
      city: 'Lan4caster',
      street: 'x'.repeat(101),
      state: 'California',
      mailingCity: 'y'.repeat(51),
    });
    expect(result.status).toBe(400);
    const errors = fieldErrorsOf(result.body);
    expect(errors.studentEmail?.message).toBe('Please provide a valid email address.');
    expect(errors.studentPrimaryPhone?.message).toBe(
      'Please provide a valid phone number in the format XXX-XXX-XXXX.',
    );
    expect(errors.pgPrimaryEmail?.message).toBe('Please provide a valid parent/guardian email address.');
    expect(errors.zip?.message).toBe('ZIP code must be 5 digits.');
    expect(errors.city?.message).toBe(validationMessagesEn['name.characters']);
    // The family form's limits and choices: a street of 100, a mailing city of 50, a state's code.
    expect(errors.street?.message).toBe(validationMessagesEn['lelo.text.max100']);
    expect(errors.mailingCity?.message).toBe(validationMessagesEn['lelo.text.max50']);
    expect(errors.state?.message).toBe(validationMessagesEn['registration.option.invalid']);
    expect((await readLeloEntry(signed.entry.id))?.studentPrimaryPhone).toBe('661-555-0101');
  });

  it('does not check a Self 18+ student’s parent contact', async () => {
    const adult = await insertSignedEntry({ charterId: flexCharter, selfAdult: true });
    const { etag } = await read(STAFF.contributor, adult.entry.id);
    const result = await saveEntry(STAFF.contributor, adult.entry.id, etag, {
      ...editBody(adult.entry),
      pgPrimaryEmail: 'not-checked',
    });
    expect(result.status).toBe(200);
    expect((await readLeloEntry(adult.entry.id))?.pgPrimaryEmail).toBe('');
  });

  it('needs If-Match (428), refuses a stale one (409) and a body that is not an object (400)', async () => {
    const signed = await insertSignedEntry({ charterId: flexCharter });
    const body = editBody(signed.entry);
    const missing = await saveEntry(STAFF.contributor, signed.entry.id, undefined, body);
    expect(missing.status).toBe(428);
    expect((missing.body as { code: string }).code).toBe('leloEdit.ifMatch.required');
    const { etag } = await read(STAFF.contributor, signed.entry.id);
    expect((await saveEntry(STAFF.contributor, signed.entry.id, etag, body)).status).toBe(200);
    const stale = await saveEntry(STAFF.contributor, signed.entry.id, etag, body);
    expect(stale.status).toBe(409);
    expect((stale.body as { message: string }).message).toBe(validationMessagesEn['leloEdit.conflict']);
    const fresh = await read(STAFF.contributor, signed.entry.id);
    expect((await saveEntry(STAFF.contributor, signed.entry.id, fresh.etag, [1])).status).toBe(400);
  });

  it('is 401 anonymous, 403 for a User, 404 for another charter; an Admin and Super Admin of the charter save', async () => {
    const signed = await insertSignedEntry({ charterId: sierraCharter });
    const { etag } = await read(STAFF.user, signed.entry.id);
    const body = editBody(signed.entry);
    const anonymous = await callAs(null, entryPath(signed.entry.id), {
      method: 'PUT',
      body,
      headers: { 'If-Match': etag },
    });
    expect(anonymous.status).toBe(401);
    expect((await saveEntry(STAFF.user, signed.entry.id, etag, body)).status).toBe(403);
    expect((await saveEntry(STAFF.contributor, signed.entry.id, etag, body)).status).toBe(404);
    const nobody = await insertSignedEntry({ charterId: nobodyCharter });
    const nobodyRead = await read(STAFF.superAdmin, nobody.entry.id);
    expect(
      (await saveEntry(STAFF.admin, nobody.entry.id, nobodyRead.etag, editBody(nobody.entry))).status,
    ).toBe(404);
    expect(
      (await saveEntry(STAFF.superAdmin, nobody.entry.id, nobodyRead.etag, editBody(nobody.entry))).status,
    ).toBe(200);
    const adminCharters = await charterIdsOf(STAFF.admin);
    if (adminCharters.includes(sierraCharter)) {
      expect((await saveEntry(STAFF.admin, signed.entry.id, etag, body)).status).toBe(200);
    }
  });
});

describe('PUT /api/leloRegistration/staff/{id}/inactive', () => {
  it('marks a Signed entry Inactive, keeping its agreement; an Inactive one is refused (409)', async () => {
    const signed = await insertSignedEntry({ charterId: flexCharter });
    const { etag } = await read(STAFF.contributor, signed.entry.id);
    const result = await markInactive(STAFF.contributor, signed.entry.id, etag);
    expect(result.status).toBe(200);
    expect((result.body as LeloStaffEntry).status).toBe('Inactive');
    const stored = await readLeloEntry(signed.entry.id);
    expect(stored).toMatchObject({
      status: 'Inactive',
      signedAt: signed.entry.signedAt,
      studentSignatureBlob: signed.entry.studentSignatureBlob,
    });
    const again = await markInactive(STAFF.contributor, signed.entry.id, result.headers.get('etag') ?? '');
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(
      'Only an Active or Signed entry can be marked as Inactive.',
    );
  });

  it('marks an Active pre-registration Inactive', async () => {
    const active = await insertPreRegistration({ extra: { charter_id: flexCharter } });
    const { etag } = await read(STAFF.contributor, active.id);
    expect((await markInactive(STAFF.contributor, active.id, etag)).status).toBe(200);
    expect((await readLeloEntry(active.id))?.status).toBe('Inactive');
  });

  it('needs If-Match (428) and the current version (409); 401 anonymous, 403 User, 404 another charter', async () => {
    const signed = await insertSignedEntry({ charterId: sierraCharter });
    const { etag } = await read(STAFF.user, signed.entry.id);
    expect((await callAs(null, inactivePath(signed.entry.id), { method: 'PUT', body: {} })).status).toBe(401);
    expect((await markInactive(STAFF.user, signed.entry.id, etag)).status).toBe(403);
    expect((await markInactive(STAFF.contributor, signed.entry.id, etag)).status).toBe(404);
    expect((await markInactive(STAFF.superAdmin, signed.entry.id, undefined)).status).toBe(428);
    expect((await markInactive(STAFF.superAdmin, signed.entry.id, '"stale"')).status).toBe(409);
    expect((await readLeloEntry(signed.entry.id))?.status).toBe('Signed');
    expect((await markInactive(STAFF.superAdmin, signed.entry.id, etag)).status).toBe(200);
  });
});

describe('PUT /api/leloRegistration/staff/{id}/inactive/undo', () => {
  it('returns an Inactive entry to the status it had, both moves in the audit trail', async () => {
    const signed = await insertSignedEntry({ charterId: flexCharter });
    const { etag } = await read(STAFF.contributor, signed.entry.id);
    const marked = await markInactive(STAFF.contributor, signed.entry.id, etag);
    expect(marked.status).toBe(200);
    const undone = await undoInactive(STAFF.contributor, signed.entry.id, marked.headers.get('etag') ?? '');
    expect(undone.status).toBe(200);
    expect((undone.body as LeloStaffEntry).status).toBe('Signed');
    expect(await readLeloEntry(signed.entry.id)).toMatchObject({
      status: 'Signed',
      signedAt: signed.entry.signedAt,
      uploadedUrl: signed.entry.uploadedUrl,
    });
    const trail = await auditRecordsOf(signed.entry.id);
    expect(trail.map((record) => record.action).sort()).toEqual([
      'lelo.inactiveUndone',
      'lelo.markedInactive',
    ]);
    for (const record of trail)
      expect(record).toMatchObject({ charter_id: flexCharter, by: { email: STAFF.contributor } });
    // Not Inactive any more: nothing to undo.
    const again = await undoInactive(STAFF.contributor, signed.entry.id, undone.headers.get('etag') ?? '');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'leloEdit.inactiveUndo.invalid',
      message: 'Only an Inactive entry can be made active again.',
    });
    expect(await auditRecordsOf(signed.entry.id)).toHaveLength(2);
  });

  it('returns an unsigned pre-registration to Active', async () => {
    const active = await insertPreRegistration({ extra: { charter_id: flexCharter } });
    const { etag } = await read(STAFF.contributor, active.id);
    const marked = await markInactive(STAFF.contributor, active.id, etag);
    const path = undoInactivePath(active.id);
    const undone = await ifMatchCall(STAFF.contributor, 'PUT', path, marked.headers.get('etag') ?? '', {});
    expect(undone.status).toBe(200);
    expect((await readLeloEntry(active.id))?.status).toBe('Active');
  });

  it('needs If-Match (428) and the current version (409); 403 User, 404 another charter', async () => {
    const signed = await insertSignedEntry({ charterId: sierraCharter, status: 'Inactive' });
    const path = undoInactivePath(signed.entry.id);
    const { etag } = await read(STAFF.user, signed.entry.id);
    expect((await callAs(null, path, { method: 'PUT', body: {} })).status).toBe(401);
    expect((await ifMatchCall(STAFF.user, 'PUT', path, etag, {})).status).toBe(403);
    expect((await ifMatchCall(STAFF.contributor, 'PUT', path, etag, {})).status).toBe(404);
    expect((await ifMatchCall(STAFF.superAdmin, 'PUT', path, undefined, {})).status).toBe(428);
    expect((await ifMatchCall(STAFF.superAdmin, 'PUT', path, '"stale"', {})).status).toBe(409);
    expect((await readLeloEntry(signed.entry.id))?.status).toBe('Inactive');
    expect(await auditRecordsOf(signed.entry.id)).toEqual([]);
    expect((await ifMatchCall(STAFF.superAdmin, 'PUT', path, etag, {})).status).toBe(200);
  });
});
