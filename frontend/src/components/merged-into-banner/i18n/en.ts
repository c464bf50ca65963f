/** English texts of the 'Merged into' banner (namespace `mergedIntoBanner`; staff screens are English only). */
export const enMergedIntoBanner = {
  text: 'This record was merged into {{kind}} on {{date}}. It is kept as it was and can no longer be edited.',
  open: 'Open the {{kind}}',
} as const;
