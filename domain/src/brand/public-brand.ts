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
}

/** The public projection of a stored brand; every key is copied by name, so a new stored field stays private. */
export function toPublicBrand(brand: Brand): PublicBrand {
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
  };
}
