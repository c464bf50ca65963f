/** The `screen` the export log records for every interest export (Excel and PDF). */
export const INTEREST_EXPORT_SCREEN = 'Interest Forms Admin Screen';
