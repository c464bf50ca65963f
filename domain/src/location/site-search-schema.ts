import * as z from 'zod/mini';
import { DEFAULT_RADIUS_MILES, LOCATION_QUERY_MAX_LENGTH } from './location-query.ts';
import { stateCodeFromName, type UsStateCode } from './us-states.ts';

const queryText = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(LOCATION_QUERY_MAX_LENGTH, message));

/** Query of GET /api/sites: a brand and exactly one of zip, state or q. */
export const siteSearchSchema = z
  .object({
    brand: z.string().check(z.trim(), z.minLength(1, 'location.brand.required'), z.maxLength(100)),
    zip: z.optional(z.string().check(z.trim(), z.regex(/^\d{5}$/, 'location.query.invalid'))),
    state: z.optional(
      z.pipe(
        queryText('location.query.invalid'),
        z.transform((value, ctx): UsStateCode => {
          const code = stateCodeFromName(value);
          if (!code) {
            ctx.issues.push({ code: 'custom', message: 'location.query.invalid', input: value });
            return z.NEVER;
          }
          return code;
        }),
      ),
    ),
    q: z.optional(queryText('location.query.invalid')),
    radius: z._default(
      z.coerce
        .number('location.radius.invalid')
        .check(z.gte(1, 'location.radius.invalid'), z.lte(500, 'location.radius.invalid')),
      DEFAULT_RADIUS_MILES,
    ),
  })
  .check(
    z.refine((value) => [value.zip, value.state, value.q].filter((part) => part !== undefined).length === 1, {
      message: 'location.search.oneOf',
      path: ['zip'],
    }),
  );
export type SiteSearch = z.output<typeof siteSearchSchema>;
