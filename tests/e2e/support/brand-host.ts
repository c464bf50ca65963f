/** The brands with a host of their own next to the default one (Learn4Life's). */
export type BrandHost = 'holston' | 'flexhigh';

/**
 * The app under test on a brand's own host (`holston.localhost`, …): a host shows its brand and offers
 * only its brand's charters. `baseURL` is the suite's address, on the default host.
 */
export function brandUrl(baseURL: string | undefined, brand: BrandHost): string {
  return (baseURL ?? 'http://localhost:4280').replace('localhost', `${brand}.localhost`);
}
