export const US_ZIP_PATTERN = /^\d{5}$/;

/** The interest form strips everything but digits from a ZIP code and keeps five. */
export function normalizeUsZipInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 5);
}
