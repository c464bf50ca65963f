/** Characters that make a spreadsheet read a text cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as a spreadsheet may show it: text starting with = + - @, a tab or a carriage return is
 * prefixed with a single quote, as OWASP recommends, so Excel shows it as text and never runs it
 * (e.g. a student named '=HYPERLINK("…")'). Other texts are returned as they are.
 */
export function safeCellText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CellValue = string | number | null;

/** Numbers and empty cells pass; every text goes through safeCellText. */
export function safeCell(value: CellValue | undefined): CellValue {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? safeCellText(value) : value;
}
