/** The `screen` the export log records for every secondary enrollment export (spec section 7). */
export const LELO_EXPORT_SCREEN = 'Secondary Enrollments Admin Screen';
