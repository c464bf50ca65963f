import type { PublicBrand } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client.ts';

/** The spec's wizard brand lookup: 3 tries, 100 ms apart, then 'Error loading brand information.'. */
export const BRAND_LOAD_ATTEMPTS = 3;
export const BRAND_RETRY_DELAY_MS = 100;

/** GET /api/brands: every brand with its registration variant. */
export function getBrands(): Promise<PublicBrand[]> {
  return apiFetch<PublicBrand[]>('/api/brands');
}

export function useBrands() {
  return useQuery({
    queryKey: ['brands'],
    queryFn: getBrands,
    retry: BRAND_LOAD_ATTEMPTS - 1,
    retryDelay: BRAND_RETRY_DELAY_MS,
    staleTime: 5 * 60_000,
  });
}
