import { toPublicBrand } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { listBrands } from '../../data/brands-repository.ts';
import { config } from '../../platform/config.ts';
import { ok, PUBLIC_CACHE } from '../../platform/http-responses.ts';

/** GET /api/brands: every brand with its host patterns, images, registration variant and public address. */
export async function getBrands() {
  const brands = await listBrands();
  return ok(
    brands.map((brand) => toPublicBrand(brand, config.publicUrlOf(brand.key))),
    PUBLIC_CACHE,
  );
}

registerHttp('brands-list', { route: 'brands', methods: ['GET'], access: 'public', handler: getBrands });
