/** Program codes in the order the finder and the site page show them. */
export const PROGRAM_ORDER = ['CTE', 'CLMI', 'WIOA', 'HOPE'] as const;
export type ProgramCode = (typeof PROGRAM_ORDER)[number];

export const PROGRAM_LABELS: Record<ProgramCode, string> = {
  CTE: 'Career Technical Education (CTE)',
  CLMI: 'CLMI Fellowship (CLMI)',
  WIOA: 'WIOA',
  HOPE: 'HOPE',
};

export interface ProgramBrandLink {
  brandName: string;
  url: string;
}

export interface ProgramType {
  id: string;
  name: ProgramCode;
  brand: ProgramBrandLink[];
}

export interface SiteProgram {
  name: ProgramCode;
  label: string;
  url: string | null;
}

/**
 * The programs a site shows for a brand: only those whose brand list holds the brand, in the order
 * CTE, CLMI, WIOA, HOPE, with the brand's link when it has one.
 */
export function programsForBrand(
  programTypes: readonly { name: string; brand: readonly ProgramBrandLink[] }[],
  brandName: string,
): SiteProgram[] {
  const result: SiteProgram[] = [];
  for (const code of PROGRAM_ORDER) {
    const program = programTypes.find((candidate) => candidate.name === code);
    const link = program?.brand.find((entry) => entry.brandName.toLowerCase() === brandName.toLowerCase());
    if (link) result.push({ name: code, label: PROGRAM_LABELS[code], url: link.url || null });
  }
  return result;
}
