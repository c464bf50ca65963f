/** English texts of the public pages' header (namespace `brandHeader`). */
export const enBrandHeader = {
  /** The logo links home: its text names where it goes. */
  logoAlt: '{{brandName}} home',
} as const;
