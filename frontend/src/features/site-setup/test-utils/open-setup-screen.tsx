import type { ReactElement } from 'react';
import { renderStaffPage } from '../../../staff-session/test-utils/render-staff-page.tsx';
import { withEtag } from '../../../test/lelo-entry-fixture.ts';
import type { Reply } from '../../../test/mock-api.ts';

/** A setup screen opened by a Contributor at `route` (its router path `path`). */
interface SetupScreen {
  page: ReactElement;
  path: string;
  route: string;
}

/**
 * Opens a setup screen whose API address `apiPath` first answers `read` with ETag "v1", then
 * `replies` in turn; `others` answers the other addresses the screen asks.
 */
export function openSetupScreen(
  { page, path, route }: SetupScreen,
  apiPath: string,
  read: unknown,
  replies: readonly Reply[] = [],
  others: Record<string, Reply[]> = {},
) {
  return renderStaffPage(page, {
    path,
    route,
    user: { level: 2 },
    api: { [apiPath]: [withEtag(read, '"v1"'), ...replies], ...others },
  });
}
