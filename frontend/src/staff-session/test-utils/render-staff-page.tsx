import {
  LEVEL_SUPER_ADMIN,
  type PermissionLevel,
  permissionLevelName,
  type StaffProfile,
} from '@enroll/domain';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { mockApi, type Reply, stubResizeObserver } from '../../test/mock-api.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { StaffUserProvider } from '../staff-session.tsx';

/** The seeded staff member of each level (names as in functions/src/local/seed/staff-seed.ts). */
const SEEDED: Record<Exclude<PermissionLevel, 0>, Pick<StaffProfile, 'name' | 'email'>> = {
  1: { name: 'Uma Patel', email: 'user@learn4life.example' },
  2: { name: 'Carmen Liu', email: 'contributor@learn4life.example' },
  3: { name: 'Adrian Mendoza', email: 'admin@learn4life.example' },
  4: { name: 'Sasha Okafor', email: 'superadmin@learn4life.example' },
};

/**
 * A signed-in staff member for tests: a Super Admin unless `overrides` say otherwise. The level's
 * name, the seeded person of that level and the charter access follow `level` unless given.
 */
export function staffUser(overrides: Partial<StaffProfile> = {}): StaffProfile {
  const level = overrides.level ?? LEVEL_SUPER_ADMIN;
  const superAdmin = level === LEVEL_SUPER_ADMIN;
  return {
    ...(level === 0 ? { name: 'Glen Harper', email: 'general@learn4life.example' } : SEEDED[level]),
    level,
    levelName: permissionLevelName(level),
    charterAssignments: superAdmin
      ? []
      : [{ _id: 'charter-sierra-valley', name: 'Sierra Valley Learning Academy' }],
    allCharterAccess: superAdmin,
    ...overrides,
  };
}

export interface RenderStaffPageOptions {
  /** The signed-in member (see `staffUser`); a Super Admin by default. */
  user?: Partial<StaffProfile>;
  /** The router's starting address. */
  route?: string;
  /** The page's route pattern (e.g. '/lelo-forms/:id'), when it reads parameters; other paths render nothing. */
  path?: string;
  /** Answers for fetch by path (test/mock-api.ts); any other request fails the test. */
  api?: Record<string, Reply[]>;
}

/**
 * Renders a staff page inside the app's providers (renderWithProviders) with a fake staff session
 * holding `user`, and fetch replaced by the mock API. Returns the render result, the query client and
 * the requests made. `currentLocation()` of test/render-with-providers.tsx reads where it navigated.
 */
export function renderStaffPage(ui: ReactElement, options: RenderStaffPageOptions = {}) {
  const { user, route = options.path ?? '/', path, api = {} } = options;
  stubResizeObserver();
  const { requests, fetchMock } = mockApi(api);
  const page = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const view = renderWithProviders(<StaffUserProvider user={staffUser(user)}>{page}</StaffUserProvider>, {
    route,
  });
  return { ...view, requests, fetchMock };
}
