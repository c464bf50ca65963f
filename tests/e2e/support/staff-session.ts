import type { Page } from '@playwright/test';

/** The seeded staff (functions/src/local/seed/staff-seed.ts, docs/operations.md "Signing in locally"). */
export const STAFF_EMAILS = {
  superAdmin: 'superadmin@learn4life.example',
  admin: 'admin@learn4life.example',
  contributor: 'contributor@learn4life.example',
  user: 'user@learn4life.example',
  general: 'general@learn4life.example',
} as const;

/** The Static Web Apps roles the roles function gives each level (what the emulator form asks for). */
export const STAFF_ROLES = {
  superAdmin: ['staff', 'contributor', 'admin', 'superadmin'],
  admin: ['staff', 'contributor', 'admin'],
  contributor: ['staff', 'contributor'],
  user: ['staff'],
  general: [],
} as const satisfies Record<keyof typeof STAFF_EMAILS, readonly string[]>;

export type StaffKey = keyof typeof STAFF_EMAILS;

const APP_URL = process.env.APP_URL ?? 'http://localhost:4280';

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
      value: Buffer.from(JSON.stringify(principal), 'utf8').toString('base64'),
      url: APP_URL,
    },
  ]);
}

/** Signs in as the seeded member of `key`, with the roles of their level. */
export async function signInAsSeeded(page: Page, key: StaffKey): Promise<void> {
  await signInAs(page, STAFF_EMAILS[key], STAFF_ROLES[key]);
}
