import type { LeloLearningCenterChoice } from '@enroll/domain';

/** The choices of the host's brand: a family on one brand's site is offered that brand's charters only. */
export function ofBrand(
  choices: readonly LeloLearningCenterChoice[],
  brandKey: string,
): LeloLearningCenterChoice[] {
  return choices.filter((choice) => choice.brandKey === brandKey);
}

/** The charters of the choices, once each, in the order the API gives them (by charter then name). */
export function chartersOf(choices: readonly LeloLearningCenterChoice[]): string[] {
  return [...new Set(choices.map((choice) => choice.charter))];
}

export function centersOf(
  choices: readonly LeloLearningCenterChoice[],
  charter: string,
): LeloLearningCenterChoice[] {
  return choices.filter((choice) => choice.charter === charter);
}

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export interface LocationQuery {
  charter: string | null;
  learningCenter: string | null;
  /** ?site={siteId} of the landing page's 'Expanded Learning Registration' link. */
  site?: string | null;
}

export type LocationPick =
  | { kind: 'center'; choice: LeloLearningCenterChoice }
  | { kind: 'charter'; charter: string }
  | null;

/**
 * What the address names among the choices: ?site= a learning center by its site id (the landing
 * page's link), else ?learningCenter= a learning center by its site id or name (within the named
 * charter when there is one), else ?charter= a charter by its name or id. A center not among the
 * choices (not offered in the session, or another brand's) picks nothing.
 */
export function pickFromQuery(
  choices: readonly LeloLearningCenterChoice[],
  query: LocationQuery,
): LocationPick {
  const { charter, learningCenter, site } = query;
  const bySite = site ? choices.find((candidate) => candidate.siteId === site.trim()) : undefined;
  if (bySite) return { kind: 'center', choice: bySite };
  const inCharter = (choice: LeloLearningCenterChoice) =>
    !charter || same(choice.charter, charter) || choice.charter_id === charter.trim();
  if (learningCenter) {
    const choice = choices.find(
      (candidate) =>
        inCharter(candidate) &&
        (candidate.siteId === learningCenter.trim() || same(candidate.learningCenterName, learningCenter)),
    );
    if (choice) return { kind: 'center', choice };
  }
  if (charter) {
    const choice = choices.find(inCharter);
    if (choice) return { kind: 'charter', charter: choice.charter };
  }
  return null;
}
