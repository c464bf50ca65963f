import type { TemplateTarget } from './api/template-path.ts';

/** A learning center of a charter in a session, as the setup screens address it. */
export interface SetupTarget extends TemplateTarget {
  permalink: string;
  /** The learning center's name (sent with each save; the server stores the site's own). */
  learningCenterName: string;
}

/** The scope fields every template save sends. */
export function templateScopeOf(target: SetupTarget) {
  return {
    charter_id: target.charterId,
    siteId: target.siteId,
    LeloRegistrationProfile: target.sessionId,
    permaLink: target.permalink,
    learningCenters: target.learningCenterName,
  };
}

/** The template screens' address parameters: /edit-confirmation/{charterId}/{name}/{courseId}/{permalink}/{id}. */
export function setupTargetOfParams(params: Record<string, string | undefined>): SetupTarget {
  return {
    charterId: params.charterId ?? '',
    learningCenterName: params.name ?? '',
    siteId: params.courseId ?? '',
    permalink: params.permalink ?? '',
    sessionId: params.id ?? '',
  };
}

/** Back to the Learning Center Options screen with this center chosen. */
export function optionsPathOf(target: Pick<SetupTarget, 'permalink' | 'sessionId' | 'siteId'>): string {
  return `/edit-courses/${encodeURIComponent(target.permalink)}/${encodeURIComponent(target.sessionId)}?site=${encodeURIComponent(target.siteId)}`;
}

/** The screens where a school writes a charter's Spanish texts: its agreement and its course names. */
export type CharterTranslation = 'agreement-translation' | 'course-names';

/**
 * A charter's translation screen; `back` is the Learning Center Options address its back link
 * returns to.
 */
export function charterTranslationPathOf(
  screen: CharterTranslation,
  charterId: string,
  back?: string,
): string {
  const path = `/${screen}/${encodeURIComponent(charterId)}`;
  return back ? `${path}?${new URLSearchParams({ back })}` : path;
}

/** 'Error saving content: {server message, else error message, else An unexpected error occurred while saving}'. */
export function saveErrorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}
