import { BRAND_SEED, type Brand } from '@enroll/domain';

/** A `brands` container document: the domain's brand record with the brand key as its id. */
export interface BrandDocument extends Omit<Brand, 'key'> {
  id: string;
  key: string;
}

export function brandDocuments(): BrandDocument[] {
  return BRAND_SEED.map((brand) => ({ id: brand.key, ...brand }));
}

export function brandByKey(key: string): Brand {
  const found = BRAND_SEED.find((brand) => brand.key === key);
  if (!found) throw new Error(`Unknown brand key in seed data: ${key}`);
  return found;
}
