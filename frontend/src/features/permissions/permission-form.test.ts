import { describe, expect, it } from 'vitest';
import { checkCreate, checkUpdate, clearChanged, formErrorsOf, formFieldOf } from './permission-form.ts';
import { DANA, SIERRA } from './test-utils/fixtures.ts';

describe('checkCreate', () => {
  it('requires a person and a level', () => {
    expect(checkCreate(null, { level: null, charterIds: [] })).toEqual({
      ok: false,
      errors: { person: 'permission.person.required', level: 'permission.level.required' },
    });
  });

  it('requires charters unless the level is Super Admin', () => {
    expect(checkCreate(DANA, { level: 2, charterIds: [] })).toEqual({
      ok: false,
      errors: { charters: 'permission.charters.required' },
    });
    expect(checkCreate(DANA, { level: 4, charterIds: [SIERRA._id] })).toEqual({
      ok: true,
      body: {
        name: 'Dana Reyes',
        azureID: 'dana.reyes@learn4life.example',
        personDbID: 'P-2001',
        userLevel: 4,
        allCharterAccess: true,
        charterAssignments: [],
      },
    });
  });

  it('sends the chosen charters by id', () => {
    const checked = checkCreate(DANA, { level: 2, charterIds: [SIERRA._id] });
    expect(checked.ok && checked.body.charterAssignments).toEqual([{ _id: SIERRA._id }]);
    expect(checked.ok && checked.body.allCharterAccess).toBe(false);
  });
});

describe('checkUpdate', () => {
  it('accepts General without charters and refuses Contributor without them', () => {
    expect(checkUpdate({ level: 0, charterIds: [SIERRA._id] })).toEqual({
      ok: true,
      body: { userLevel: 0, allCharterAccess: false, charterAssignments: [{ _id: SIERRA._id }] },
    });
    expect(checkUpdate({ level: 2, charterIds: [] })).toEqual({
      ok: false,
      errors: { charters: 'permission.charters.required' },
    });
  });
});

describe('server errors', () => {
  it('puts each API field under its dialog field and keeps the server text', () => {
    expect(formFieldOf('charterAssignments.1._id')).toBe('charters');
    expect(formFieldOf('azureID')).toBe('person');
    expect(formFieldOf('(body)')).toBe('form');
    expect(
      formErrorsOf(
        [
          { field: 'userLevel', code: 'permission.lastSuperAdmin', message: 'The last Super Admin ...' },
          {
            field: 'charterAssignments.0._id',
            code: 'permission.charter.unknown',
            message: 'This charter does not exist.',
          },
        ],
        'server',
      ),
    ).toEqual({ level: 'The last Super Admin ...', charters: 'This charter does not exist.' });
  });

  it('clears the message of a field once it changed', () => {
    const errors = { level: 'x', charters: 'y', person: 'z' };
    expect(clearChanged(errors, { level: 2, charterIds: [] }, { level: 2, charterIds: ['a'] })).toEqual({
      level: 'x',
      person: 'z',
    });
    expect(clearChanged(errors, { level: null, charterIds: [] }, { level: 4, charterIds: [] })).toEqual({
      person: 'z',
    });
  });
});
