import * as z from 'zod/mini';
import { recordIdField } from '../shared/id-fields.ts';
import { LOCATION_QUERY_MAX_LENGTH } from './location-query.ts';

/** The staff modal 'Site search by zip' offers these radii (miles); 20 is chosen first. */
export const STAFF_SITE_RADII = [5, 10, 15, 20, 25, 50, 100] as const;
export const STAFF_SITE_DEFAULT_RADIUS = 20;

/**
 * GET /api/staff/sites: exactly one of `zip` (with `radius`), `q` (text over name, charter and
 * address) or `charterId` (every site of one charter, for the Edit Interest pickers). Only sites of
 * the caller's charters are answered (a Super Admin's: all).
 */
export const staffSiteSearchSchema = z
  .object({
    zip: z.optional(z.string().check(z.trim(), z.regex(/^\d{5}$/, 'interest.zip.invalid'))),
    radius: z._default(
      z.enum(
        STAFF_SITE_RADII.map(String) as [`${(typeof STAFF_SITE_RADII)[number]}`, ...string[]],
        'location.radius.invalid',
      ),
      String(STAFF_SITE_DEFAULT_RADIUS),
    ),
    q: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'location.query.invalid'),
          z.maxLength(LOCATION_QUERY_MAX_LENGTH, 'location.query.invalid'),
        ),
    ),
    charterId: z.optional(recordIdField()),
  })
  .check(
    z.refine(
      (value) => [value.zip, value.q, value.charterId].filter((part) => part !== undefined).length === 1,
      { message: 'location.search.oneOf', path: ['zip'] },
    ),
  );
export type StaffSiteSearch = z.output<typeof staffSiteSearchSchema>;

/** One row of the staff site modals and pickers. */
export interface StaffSiteOption {
  id: string;
  name: string;
  charter: { id: string; name: string };
  /** One line: street, city, state ZIP. */
  address: string;
  /** Miles from the ZIP code searched; only on a zip search (sorted by it, nearest first). */
  distance?: number;
}

/** Whether untrusted JSON (a form's site kept in the tab) is a site option: its ids, names and address. */
export function isStaffSiteOption(value: unknown): value is StaffSiteOption {
  if (typeof value !== 'object' || value === null) return false;
  const charter: unknown = Reflect.get(value, 'charter');
  return (
    typeof Reflect.get(value, 'id') === 'string' &&
    typeof Reflect.get(value, 'name') === 'string' &&
    typeof Reflect.get(value, 'address') === 'string' &&
    typeof charter === 'object' &&
    charter !== null &&
    typeof Reflect.get(charter, 'id') === 'string' &&
    typeof Reflect.get(charter, 'name') === 'string'
  );
}
