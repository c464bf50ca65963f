import { describe, expect, it } from 'vitest';
import {
  meetsAccess,
  PERMISSION_LEVELS,
  permissionLevelFromName,
  permissionLevelName,
  swaRolesFor,
} from './permission-levels.ts';

describe('permission levels', () => {
  it('names the five levels of the spec', () => {
    expect(PERMISSION_LEVELS.map(permissionLevelName)).toEqual([
      'General',
      'User',
      'Contributor',
      'Admin',
      'Super Admin',
    ]);
    expect(permissionLevelFromName('Super Admin')).toBe(4);
    expect(permissionLevelFromName('General')).toBe(0);
    expect(permissionLevelFromName('Owner')).toBeUndefined();
  });

  it('maps access requirements to the lowest level that meets them', () => {
    expect(meetsAccess(0, 'staff')).toBe(false);
    expect(meetsAccess(1, 'staff')).toBe(true);
    expect(meetsAccess(1, 'contributor')).toBe(false);
    expect(meetsAccess(2, 'contributor')).toBe(true);
    expect(meetsAccess(2, 'admin')).toBe(false);
    expect(meetsAccess(3, 'admin')).toBe(true);
    expect(meetsAccess(3, 'superAdmin')).toBe(false);
    expect(meetsAccess(4, 'superAdmin')).toBe(true);
  });

  it('gives every SWA role a level meets, and none to General', () => {
    expect(swaRolesFor(0)).toEqual([]);
    expect(swaRolesFor(1)).toEqual(['staff']);
    expect(swaRolesFor(2)).toEqual(['staff', 'contributor']);
    expect(swaRolesFor(3)).toEqual(['staff', 'contributor', 'admin']);
    expect(swaRolesFor(4)).toEqual(['staff', 'contributor', 'admin', 'superadmin']);
  });
});
