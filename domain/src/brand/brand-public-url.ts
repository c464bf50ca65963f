import * as z from 'zod/mini';
import type { Brand } from './brands.ts';

/**
 * Where each brand's families open the app, as the deployment lists it: brand key → address
 * (`https://enroll.flexhigh.org`). The key `*` is a pattern for the brands not listed, `{brand}`
 * standing for the brand's key (the local stack's `http://{brand}.localhost:4280`).
 */
export type BrandPublicUrls = Readonly<Record<string, string>>;

const httpUrl = z.string().check(
  z.refine((value) => /^https?:\/\/[^/]+$/i.test(value.replace('{brand}', 'brand').replace(/\/$/, '')), {
    message: 'an address is http(s)://host, with no path',
  }),
);
const brandPublicUrlsSchema = z.record(z.string(), httpUrl);

/** Reads the BRAND_PUBLIC_URLS setting (a JSON object; empty means none); a bad value throws, naming the key. */
export function parseBrandPublicUrls(json: string): BrandPublicUrls {
  if (json.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('BRAND_PUBLIC_URLS is not JSON: it is an object of brand key → http(s)://host');
  }
  const parsed = brandPublicUrlsSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `BRAND_PUBLIC_URLS ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`.trim(),
    );
  }
  return parsed.data;
}

/** The public address of a brand: its own, else the pattern's, else `fallback` (the default address). */
export function brandPublicUrl(urls: BrandPublicUrls, brandKey: string, fallback: string): string {
  const address = urls[brandKey] ?? urls['*']?.replaceAll('{brand}', brandKey) ?? fallback;
  return address.replace(/\/+$/, '');
}

/** The brand a learning center's brand name (or a brand key) names, any casing; null when none does. */
export function brandNamed<B extends Pick<Brand, 'key' | 'brandName'>>(
  brands: readonly B[],
  name: string,
): B | null {
  const wanted = name.trim().toLowerCase();
  if (wanted === '') return null;
  return brands.find((brand) => brand.brandName.toLowerCase() === wanted || brand.key === wanted) ?? null;
}
