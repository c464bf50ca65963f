import { BRAND_SEED, type PublicBrand, toPublicBrand } from '@enroll/domain';

/** GET /api/brands as a deployment answers it: the seeded brands, each on a domain of its own. */
export const PUBLIC_BRANDS: PublicBrand[] = BRAND_SEED.map((brand) =>
  toPublicBrand(brand, `https://enroll.${brand.domain}`),
);
