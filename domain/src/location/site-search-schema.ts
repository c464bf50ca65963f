import { z } from 'zod';
import { DEFAULT_RADIUS_MILES, LOCATION_QUERY_MAX_LENGTH } from './location-query.ts';
import { stateCodeFromName } from './us-states.ts';

/** Query of GET /api/sites: a brand and exactly one of zip, state or q. */
export const siteSearchSchema = z
  .object({
    brand: z.string().trim().min(1, 'location.brand.required').max(100),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'location.query.invalid')
      .optional(),
    state: z
      .string()
      .trim()
      .max(LOCATION_QUERY_MAX_LENGTH, 'location.query.invalid')
      .transform((value, ctx) => {
        const code = stateCodeFromName(value);
        if (!code) {
          ctx.addIssue({ code: 'custom', message: 'location.query.invalid' });
          return z.NEVER;
        }
        return code;
      })
      .optional(),
    q: z
      .string()
      .trim()
      .min(1, 'location.query.invalid')
      .max(LOCATION_QUERY_MAX_LENGTH, 'location.query.invalid')
      .optional(),
    radius: z.coerce
      .number('location.radius.invalid')
      .min(1, 'location.radius.invalid')
      .max(500, 'location.radius.invalid')
      .default(DEFAULT_RADIUS_MILES),
  })
  .refine((value) => [value.zip, value.state, value.q].filter((part) => part !== undefined).length === 1, {
    message: 'location.search.oneOf',
    path: ['zip'],
  });
export type SiteSearch = z.output<typeof siteSearchSchema>;
