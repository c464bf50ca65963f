/** The `screen` the export log records for every secondary enrollment export. */
export const LELO_EXPORT_SCREEN = 'Secondary Enrollments Admin Screen';
