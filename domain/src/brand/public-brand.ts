import type { Brand, BrandColors, RegistrationVariant } from './brands.ts';

/** A brand as GET /api/brands serves it: the stored settings, the registration variant among them. */
export interface PublicBrand {
  key: string;
  brandName: string;
  domain: string;
  hostPatterns: string[];
  brandIcon: string;
  brandLogo: string;
  brandPhoto: string;
  colors: BrandColors;
  variant: RegistrationVariant;
  /** Where the brand's families open the app (its own domain in Azure): the links staff copy for them. */
  publicUrl: string;
}

/**
 * The public projection of a stored brand and its public address; every key is copied by name, so a
 * new stored field stays private.
 */
export function toPublicBrand(brand: Brand, publicUrl: string): PublicBrand {
  return {
    key: brand.key,
    brandName: brand.brandName,
    domain: brand.domain,
    hostPatterns: brand.hostPatterns,
    brandIcon: brand.brandIcon,
    brandLogo: brand.brandLogo,
    brandPhoto: brand.brandPhoto,
    colors: brand.colors,
    variant: brand.registrationVariant,
    publicUrl,
  };
}
