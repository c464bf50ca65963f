import { LEVEL_ADMIN, LEVEL_CONTRIBUTOR, LEVEL_USER, type PermissionLevel } from '@enroll/domain';
import { isAtLeast } from '../../staff-session/is-at-least.ts';

export type DashboardTileKey =
  | 'interestEntries'
  | 'primaryEnrollments'
  | 'secondaryEnrollments'
  | 'scheduledOrientations'
  | 'addInterestForm'
  | 'addRegistrationForm'
  | 'appPermissions';

export interface DashboardTile {
  key: DashboardTileKey;
  to: string;
  minLevel: PermissionLevel;
}

/** The seven dashboard tiles, in order, with the lowest level that sees each. */
const TILES: readonly DashboardTile[] = [
  { key: 'interestEntries', to: '/interest-forms', minLevel: LEVEL_USER },
  { key: 'primaryEnrollments', to: '/registration-forms', minLevel: LEVEL_USER },
  { key: 'secondaryEnrollments', to: '/lelo-forms', minLevel: LEVEL_USER },
  { key: 'scheduledOrientations', to: '/scheduled-orientations', minLevel: LEVEL_USER },
  { key: 'addInterestForm', to: '/add-interest', minLevel: LEVEL_CONTRIBUTOR },
  { key: 'addRegistrationForm', to: '/add-registration', minLevel: LEVEL_CONTRIBUTOR },
  { key: 'appPermissions', to: '/permissions', minLevel: LEVEL_ADMIN },
];

/** The tiles a member of `level` sees. */
export function dashboardTiles(level: PermissionLevel): DashboardTile[] {
  return TILES.filter((tile) => isAtLeast(level, tile.minLevel));
}
