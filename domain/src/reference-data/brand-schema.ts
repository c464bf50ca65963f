import * as z from 'zod/mini';
import { type Brand, brandImagePaths } from '../brand/brands.ts';
import { optionalAppPathField, referenceKeyField, referenceTextField } from './reference-fields.ts';

const COLOR = /^#[0-9a-fA-F]{6}$/;
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

const color = z.string('required').check(z.trim(), z.regex(COLOR, 'reference.color.invalid'));

/**
 * A brand of the `brands` container as an operator writes it: the key (the document id and the
 * folder of its images), its name, domain, the host-name patterns that select it, its colours and its
 * registration variant. Image paths left empty are the brand folder's logo.svg, icon.svg and photo.svg.
 */
export const brandSchema = z.object({
  key: referenceKeyField(),
  brandName: referenceTextField(100),
  domain: z
    .string('required')
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'required'),
      z.regex(DOMAIN, 'reference.domain.invalid'),
    ),
  hostPatterns: z
    .array(z.string('required').check(z.trim(), z.toLowerCase(), z.minLength(1, 'required'), z.maxLength(60)))
    .check(z.minLength(1, 'required')),
  colors: z.object({ primary: color, primaryDark: color, accent: color }),
  brandLogo: optionalAppPathField(),
  brandIcon: optionalAppPathField(),
  brandPhoto: optionalAppPathField(),
  registrationVariant: z.enum(['short', 'long'], 'reference.variant.invalid'),
});
export type BrandInput = z.input<typeof brandSchema>;

/** The brand record of a checked row: empty image paths become the brand folder's files. */
export function brandOf(row: z.output<typeof brandSchema>): Brand {
  const images = brandImagePaths(row.key);
  return {
    ...row,
    brandLogo: row.brandLogo || images.brandLogo,
    brandIcon: row.brandIcon || images.brandIcon,
    brandPhoto: row.brandPhoto || images.brandPhoto,
  };
}
