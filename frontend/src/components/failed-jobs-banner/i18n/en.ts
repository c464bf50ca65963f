/** English texts of the dashboard's failed-jobs warning (namespace `failedJobsBanner`). */
export const enFailedJobsBanner = {
  banner_one: '{{count}} failed job needs attention.',
  banner_other: '{{count}} failed jobs need attention.',
  review: 'Review failed jobs',
} as const;
