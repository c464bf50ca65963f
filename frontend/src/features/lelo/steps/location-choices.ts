import type { LeloLearningCenterChoice } from '@enroll/domain';

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
}

export type LocationPick =
  | { kind: 'center'; choice: LeloLearningCenterChoice }
  | { kind: 'charter'; charter: string }
  | null;

/**
 * What ?charter= and ?learningCenter= name among the choices: a learning center by its site id or
 * name (within the named charter when there is one), else a charter by its name or id.
 */
export function pickFromQuery(
  choices: readonly LeloLearningCenterChoice[],
  query: LocationQuery,
): LocationPick {
  const { charter, learningCenter } = query;
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
