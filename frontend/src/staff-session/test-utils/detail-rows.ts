import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The value shown beside `label` in the detail section titled `sectionName`; '(no such row)' when none. */
export function detailRowValue(sectionName: string, label: string): string {
  const section = screen.getByText(sectionName, { selector: 'h2' }).closest('section');
  if (!section) return '(no such section)';
  const term = Array.from(section.querySelectorAll('dt')).find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? '(no such row)';
}

/** Each detail section shows these rows: `{ section title: { label: value } }`. */
export function expectDetailRows(sections: Record<string, Record<string, string>>): void {
  for (const [sectionName, rows] of Object.entries(sections))
    for (const [label, value] of Object.entries(rows))
      expect(detailRowValue(sectionName, label), `${sectionName}: ${label}`).toBe(value);
}
