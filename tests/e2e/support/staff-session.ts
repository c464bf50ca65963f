import type { Page } from '@playwright/test';
import { APP_URL } from '../../support/local-stack.ts';
import { principalHeader, STAFF } from '../../support/staff-auth.ts';

/** A level of the seeded staff. */
export type StaffKey = keyof typeof STAFF;

/** The Static Web Apps roles the roles function gives each level (what the emulator form asks for). */
export const STAFF_ROLES = {
  superAdmin: ['staff', 'contributor', 'admin', 'superadmin'],
  admin: ['staff', 'contributor', 'admin'],
  contributor: ['staff', 'contributor'],
  user: ['staff'],
  general: [],
} as const satisfies Record<StaffKey, readonly string[]>;

/**
 * Signs the browser in as `email` with the SWA roles `roles`, the way the SWA CLI's emulator form does:
 * its `StaticWebAppsAuthCookie` (base64 of the client principal JSON, path /). The form itself loads
 * jQuery from a CDN, which the offline tests cannot reach.
 */
export async function signInAs(page: Page, email: string, roles: readonly string[]): Promise<void> {
  const principal = {
    identityProvider: 'aad',
    // A permission binds to the user id of its first sign-in (Entra gives a person one id per app): the
    // same id as the API tests' principals, which may have signed this person in first on the stack.
    userId: `test-${email.toLowerCase()}`,
    userDetails: email,
    userRoles: ['anonymous', 'authenticated', ...roles],
  };
  await page.context().addCookies([
    {
      name: 'StaticWebAppsAuthCookie',
      value: principalHeader(principal),
      url: APP_URL,
    },
  ]);
}

/** Signs in as the seeded member of `key`, with the roles of their level. */
export async function signInAsSeeded(page: Page, key: StaffKey): Promise<void> {
  await signInAs(page, STAFF[key], STAFF_ROLES[key]);
}
