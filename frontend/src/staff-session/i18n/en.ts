/** English texts of the staff session (namespace `staffAuth`). */
export const enStaffAuth = {
  loadingProfile: 'Loading your profile...',
  loadFailed: 'We could not load your profile. Please try again.',
} as const;
