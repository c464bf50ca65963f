/**
 * Query keys of the course setup screens. Saving an offering invalidates `all`: the learning center
 * list shows each center's course count, the offering screen its saved courses.
 */
export const courseSetupKeys = {
  all: ['staff', 'course-setup'] as const,
  /** GET /api/courses/setup/{sessionId}: the learning centers the caller may set up. */
  sites: (sessionId: string) => [...courseSetupKeys.all, 'sites', sessionId] as const,
  /** GET /api/courses/setup/{sessionId}/{siteId}: one center's offering. */
  offering: (sessionId: string, siteId: string) =>
    [...courseSetupKeys.all, 'offering', sessionId, siteId] as const,
  /** The catalog reads (GET /api/v1/config/...), which no setup write changes. */
  catalogOptions: (charterId: string) => ['staff', 'catalog', 'options', charterId] as const,
  catalogCourses: (filter: {
    charter_id: string;
    school_year: string;
    catalog_term: string;
    course_type: string;
  }) => ['staff', 'catalog', 'courses', filter] as const,
};
