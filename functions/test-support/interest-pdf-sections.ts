/**
 * Tests only: every section of the Interest Form PDF, in the order it prints them, as the PDF of a
 * minor's entry with another mailing address has them (an adult's has no Parent Information, an entry
 * whose mailing address is the same no Mailing Address).
 */
export const INTEREST_PDF_ALL_SECTIONS = [
  'Learning Center Information',
  'Student Information',
  'Parent Information',
  'Contact Information',
  'Physical Address',
  'Mailing Address',
] as const;
