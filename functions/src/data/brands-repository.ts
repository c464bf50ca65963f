import type { Brand } from '@enroll/domain';
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
  const wanted = brandName.toLowerCase();
  return (
    (await allBrands.get()).find(
      (brand) => brand.brandName.toLowerCase() === wanted || brand.key === wanted,
    ) ?? null
  );
}
