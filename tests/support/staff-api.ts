import type { Site } from '@enroll/domain';
import { beforeAll, expect } from 'vitest';
import { charterIdsOf, siteOf, siteOfNobody } from './interest-write-fixtures.ts';
import { type ApiResult, callAs, STAFF, upsertStaffSeed } from './staff-auth.ts';

/** What the staff write API tests (interests, registrations) share: their sites, calls and errors. */

/**
 * The seeded staff's charters: every one of the Admin's, and the first of the Contributor's (Flex
 * High) and of the User's (Sierra Valley), '' when they have none.
 */
export interface StaffCharters {
  adminCharters: string[];
  flexCharter: string;
  sierraCharter: string;
}

export async function staffCharters(): Promise<StaffCharters> {
  const adminCharters = await charterIdsOf(STAFF.admin);
  const [flexCharter = ''] = await charterIdsOf(STAFF.contributor);
  const [sierraCharter = ''] = await charterIdsOf(STAFF.user);
  return { adminCharters, flexCharter, sierraCharter };
}

/** Sites of the seeded staff's charters: two of the Contributor's (Flex High), one of the User's. */
export interface StaffWriteSites {
  flexSite: Site;
  flexSite2: Site;
  sierraSite: Site;
}

export async function staffWriteSites(): Promise<StaffWriteSites> {
  const { flexCharter: flex, sierraCharter: sierra } = await staffCharters();
  if (!flex || !sierra) throw new Error('seeded staff have no charters');
  return { flexSite: await siteOf(flex), flexSite2: await siteOf(flex, 1), sierraSite: await siteOf(sierra) };
}

/**
 * What `read` answers, read before the file's tests with the staff seeded (its first `beforeAll`):
 * the returned object has it from then on, as the tests use it.
 */
function seededBeforeFile<T extends object>(read: () => Promise<T>): T {
  const value = {} as T;
  beforeAll(async () => {
    await upsertStaffSeed();
    Object.assign(value, await read());
  });
  return value;
}

/** The staff seeded and `staffWriteSites` read before the file's tests. */
export function staffWriteSitesOfFile(): StaffWriteSites {
  return seededBeforeFile(staffWriteSites);
}

/** A PUT or DELETE of one record, with If-Match when `etag` is given (none: the 428 case). */
export function ifMatchCall(
  who: string,
  method: 'PUT' | 'DELETE',
  path: string,
  etag?: string,
  body?: unknown,
): Promise<ApiResult> {
  return callAs(who, path, {
    method,
    ...(body !== undefined ? { body } : {}),
    headers: etag ? { 'If-Match': etag } : {},
  });
}

export type FieldErrorsByField = Record<string, { code: string; message: string }>;

/** A 400's field errors by field. */
export function fieldErrorsOf(body: unknown): FieldErrorsByField {
  const { errors } = body as { errors: { field: string; code: string; message: string }[] };
  return Object.fromEntries(errors.map((error) => [error.field, error]));
}

/** The answer is a 400 refusing `field` with `code` and the `message` the family or staff member reads. */
export function expectFieldError(result: ApiResult, field: string, code: string, message: string): void {
  expect(result.status).toBe(400);
  expect(fieldErrorsOf(result.body)[field]).toEqual({ field, code, message });
}

/** A site of the Admin's Sierra Valley charter and one of a charter no seeded staff member has. */
export interface AdminAndOtherSites {
  sierraSite: Site;
  otherSite: Site;
  /** The Admin's first charter ('' when the Admin has none). */
  adminCharter: string;
}

export async function adminAndOtherSites(): Promise<AdminAndOtherSites> {
  const adminCharters = await charterIdsOf(STAFF.admin);
  const sierra = adminCharters.find((id) => id === 'sierra-valley') ?? adminCharters[0];
  if (!sierra) throw new Error('the seeded Admin has no charter');
  return {
    sierraSite: await siteOf(sierra),
    otherSite: await siteOfNobody(),
    adminCharter: adminCharters[0] ?? '',
  };
}

/** The staff seeded and `adminAndOtherSites` read before the file's tests. */
export function adminAndOtherSitesOfFile(): AdminAndOtherSites {
  return seededBeforeFile(adminAndOtherSites);
}
