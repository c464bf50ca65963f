import type { FamilyLanguage } from '../shared/family-language.ts';

/** Program codes in the order the finder and the site page show them. */
export const PROGRAM_ORDER = ['CTE', 'CLMI', 'WIOA', 'HOPE'] as const;
export type ProgramCode = (typeof PROGRAM_ORDER)[number];

export const PROGRAM_LABELS: Record<ProgramCode, string> = {
  CTE: 'Career Technical Education (CTE)',
  CLMI: 'CLMI Fellowship (CLMI)',
  WIOA: 'WIOA',
  HOPE: 'HOPE',
};

/** The same names for Spanish readers: the descriptive part translated, the program's code kept. */
const PROGRAM_LABELS_ES: Record<ProgramCode, string> = {
  CTE: 'Educación Técnica Profesional (CTE)',
  CLMI: 'Beca CLMI (CLMI)',
  WIOA: 'WIOA',
  HOPE: 'HOPE',
};

/** A program's name in the reader's language (the site pages and the Info Kit e-mail both use it). */
export function siteProgramLabel(code: ProgramCode, language: FamilyLanguage = 'en'): string {
  return (language === 'es' ? PROGRAM_LABELS_ES : PROGRAM_LABELS)[code];
}

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
 * CTE, CLMI, WIOA, HOPE, with the brand's link when it has one, labelled in the reader's language.
 */
export function programsForBrand(
  programTypes: readonly { name: string; brand: readonly ProgramBrandLink[] }[],
  brandName: string,
  language: FamilyLanguage = 'en',
): SiteProgram[] {
  const result: SiteProgram[] = [];
  for (const code of PROGRAM_ORDER) {
    const program = programTypes.find((candidate) => candidate.name === code);
    const link = program?.brand.find((entry) => entry.brandName.toLowerCase() === brandName.toLowerCase());
    if (link) result.push({ name: code, label: siteProgramLabel(code, language), url: link.url || null });
  }
  return result;
}
