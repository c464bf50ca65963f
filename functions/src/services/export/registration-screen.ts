/** The `screen` the export log records for every primary registration export (Excel and PDF). */
export const REGISTRATION_EXPORT_SCREEN = 'Primary Enrollments Admin Screen';
