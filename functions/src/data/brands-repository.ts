import { BRAND_SEED, type Brand, brandForHost, brandNamed } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { cachedLoader } from './read-cache.ts';

export interface StoredBrand extends Brand {
  id: string;
}

const allBrands = cachedLoader(async () => {
  const { resources } = await container('brands').items.readAll<StoredBrand>().fetchAll();
  return resources;
});

export function listBrands(): Promise<StoredBrand[]> {
  return allBrands.get();
}

export async function findBrandByName(brandName: string): Promise<StoredBrand | null> {
  return brandNamed(await allBrands.get(), brandName);
}

/**
 * The brand of a learning center's brand name: the stored one, else the seed's (before the brands are
 * loaded), else the default brand. What every e-mail about a family's entry is painted and linked as.
 */
export async function brandOfName(brandName: string): Promise<Brand> {
  return (await findBrandByName(brandName)) ?? brandNamed(BRAND_SEED, brandName) ?? brandForHost('');
}
