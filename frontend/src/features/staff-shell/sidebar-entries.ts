import {
  businessToday,
  LEVEL_ADMIN,
  LEVEL_CONTRIBUTOR,
  type PermissionLevel,
  sessionGate,
} from '@enroll/domain';
import type { SessionSummary } from '../../api/sessions/get-sessions.ts';
import { isAtLeast } from '../../staff-session/is-at-least.ts';

export type SidebarSectionKey = 'viewEntries' | 'newEntry' | 'setup';

export interface SidebarLink {
  /** Stable id (tests, React keys). */
  id: string;
  to: string;
  /** Key in the `staffShell` namespace's `links`. */
  labelKey: string;
  labelValues?: Record<string, string>;
  /** A count shown beside the label (and in the link's name) when above 0. */
  count?: number;
}

export interface SidebarSection {
  key: SidebarSectionKey;
  links: SidebarLink[];
}

/**
 * The sidebar: View Entries for every signed-in member, with Possible duplicates (and the count of
 * open sets, `duplicateSets`) for Contributor and up; New Entry (with one 'Add {session name}' link
 * per session open for enrollment today) and Setup for Contributor and up; App Permissions and
 * Orientation Settings within Setup for Admin and up.
 */
export function sidebarSections(
  level: PermissionLevel,
  sessions: readonly SessionSummary[],
  today: string = businessToday(),
  duplicateSets = 0,
): SidebarSection[] {
  const sections: SidebarSection[] = [
    {
      key: 'viewEntries',
      links: [
        { id: 'interests', to: '/interest-forms', labelKey: 'interests' },
        { id: 'primary-enrollments', to: '/registration-forms', labelKey: 'primaryEnrollments' },
        { id: 'secondary-enrollments', to: '/lelo-forms', labelKey: 'secondaryEnrollments' },
        { id: 'scheduled-orientations', to: '/scheduled-orientations', labelKey: 'scheduledOrientations' },
      ],
    },
  ];
  if (!isAtLeast(level, LEVEL_CONTRIBUTOR)) return sections;
  sections[0]?.links.push({
    id: 'possible-duplicates',
    to: '/duplicates',
    labelKey: 'possibleDuplicates',
    count: duplicateSets,
  });
  sections.push({
    key: 'newEntry',
    links: [
      { id: 'add-interest', to: '/add-interest', labelKey: 'addInterest' },
      { id: 'add-registration', to: '/add-registration', labelKey: 'addPrimaryRegistration' },
      // Only the sessions families can register for today: an 'Add …' of a closed one leads nowhere.
      ...sessions
        .filter((session) => sessionGate(session, today).open)
        .map((session) => ({
          id: `add-session-${session._id}`,
          to: `/forms/${encodeURIComponent(session.permalink)}`,
          labelKey: 'addSession',
          labelValues: { name: session.name },
        })),
    ],
  });
  sections.push({
    key: 'setup',
    links: [
      ...(isAtLeast(level, LEVEL_ADMIN)
        ? [
            { id: 'app-permissions', to: '/permissions', labelKey: 'appPermissions' },
            { id: 'orientation-settings', to: '/orientation-settings', labelKey: 'orientationSettings' },
            { id: 'access-log', to: '/access-log', labelKey: 'accessLog' },
          ]
        : []),
      { id: 'session-setup', to: '/intersession', labelKey: 'sessionSetup' },
    ],
  });
  return sections;
}
