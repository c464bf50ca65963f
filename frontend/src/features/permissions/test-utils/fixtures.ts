import type {
  CharterOption,
  CharterRef,
  PermissionLevel,
  PersonSearchResult,
  UserPermission,
} from '@enroll/domain';
import { permissionLevelName } from '@enroll/domain';

/** A charter the tests choose from: its id is `charter-{slug}`. */
function charterOption(slug: string, name: string, abbreviation: string): CharterOption {
  return { _id: `charter-${slug}`, name, abbreviation };
}

export const SIERRA = charterOption('sierra-valley', 'Sierra Valley Learning Academy', 'SVLA');
export const PACIFIC = charterOption('pacific-coast', 'Pacific Coast Learning Academy', 'PCLA');
export const FLEX = charterOption('flex-high', 'Flex High Charter School', 'FHCS');
export const HOLSTON = charterOption('holston', 'Holston Valley Academy', 'HVA');

export const CHARTERS: CharterOption[] = [FLEX, HOLSTON, PACIFIC, SIERRA];

export function ref(charter: CharterOption): CharterRef {
  return { _id: charter._id, name: charter.name };
}

export function permission(
  id: string,
  name: string,
  level: PermissionLevel,
  charters: CharterOption[] = [],
): UserPermission {
  return {
    _id: id,
    name,
    azureID: `${name.toLowerCase().replace(' ', '.')}@learn4life.example`,
    charterAssignments: level === 4 ? [] : charters.map(ref),
    allCharterAccess: level === 4,
    userStatus: permissionLevelName(level),
    userLevel: level,
    personDbID: `P-${id}`,
    signInBoundAt: null,
    createdAt: '2026-01-05T16:00:00.000Z',
    updatedAt: '2026-01-05T16:00:00.000Z',
  };
}

export const SASHA = permission('u-sasha', 'Sasha Okafor', 4);
export const ADRIAN = permission('u-adrian', 'Adrian Mendoza', 3, [SIERRA, PACIFIC]);
export const CARMEN = permission('u-carmen', 'Carmen Liu', 2, [FLEX, HOLSTON]);
export const UMA = permission('u-uma', 'Uma Patel', 1, [SIERRA]);

export const USERS: UserPermission[] = [UMA, SASHA, CARMEN, ADRIAN];

export const DANA: PersonSearchResult = {
  FirstName: 'Dana',
  LastName: 'Reyes',
  EmailAddress: 'dana.reyes@learn4life.example',
  Title: 'Registrar',
  Company: 'Learn4Life',
  Office: 'Lancaster',
  PersonID: 'P-2001',
};
export const DANA_W: PersonSearchResult = {
  FirstName: 'Dana',
  LastName: 'Whitfield',
  EmailAddress: 'dana.whitfield@learn4life.example',
  Title: 'Attendance Clerk',
  Company: 'Learn4Life',
  Office: 'Ventura',
  PersonID: 'P-2011',
};
