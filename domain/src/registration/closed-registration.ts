import type { RegistrationStatus } from './registration-record.ts';

/** The statuses after which a registration is closed: no edit, no student match, not in the regular list. */
export const CLOSED_REGISTRATION_STATUSES = [
  'Enrollment Complete',
  'Enrollment Terminated',
] as const satisfies readonly RegistrationStatus[];

/** Whether a registration in this status is closed (complete or terminated). */
export function isClosedRegistration(status: string): boolean {
  return (CLOSED_REGISTRATION_STATUSES as readonly string[]).includes(status);
}

/**
 * The staff registration list's views as Cosmos SQL conditions on the stored status: 'completed' and
 * 'terminated' show one closed status each; every other view (the regular list and its age toggles)
 * shows the registrations `isClosedRegistration` calls open.
 */
export function registrationViewSql(view: string, field = 'c.status'): string[] {
  if (!/^c(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(field))
    throw new Error(`registrationViewSql: "${field}" is not a document path`);
  if (view === 'completed') return [`${field} = 'Enrollment Complete'`];
  if (view === 'terminated') return [`${field} = 'Enrollment Terminated'`];
  return CLOSED_REGISTRATION_STATUSES.map((status) => `${field} != '${status}'`);
}
