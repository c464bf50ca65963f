import type { PermissionLevel } from '@enroll/domain';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { cellTextsOf, staffRowOf } from '../../components/staff-table/test-utils/staff-rows.ts';
import { jsonReply, type Reply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { renderStaffPage } from './render-staff-page.tsx';

/** A staff list test's row: the list's default row with the test's overrides. */
export function rowBuilder<Row>(defaults: Row): (overrides?: Partial<Row>) => Row {
  return (overrides = {}) => ({ ...defaults, ...overrides });
}

/** Where a staff list page is rendered from: the page, its GET's path, its address and its first answer. */
export interface StaffListHarness {
  page: ReactElement;
  /** The list's GET (without the query), answered with the replies. */
  api: string;
  route: string;
  /** The list's answer when a test gives none: a staffListPage of the test's rows. */
  firstPage: unknown;
  /** The answers to the page's other requests (e.g. the sessions a filter lists). */
  more?: Record<string, Reply[]>;
}

/**
 * A list page's tests' tools. `render`: signed in at `level`, the list's GET answered with `replies`
 * (the first page by default), opened at `at` (the list's address by default), with the harness's
 * and the test's (`others`) answers to the other requests; the file's fetch stub is undone after each
 * test. `addressOnClicking`: clicks the list view's row of a name (once the table is shown) and
 * answers the address it opened. `cellsOf`: the texts of the cells of a name's row.
 */
export function staffListTest({ page, api, route, firstPage, more = {} }: StaffListHarness) {
  afterEach(() => vi.unstubAllGlobals());
  const render = (
    level: Exclude<PermissionLevel, 0>,
    replies: Reply[] = [jsonReply(200, firstPage)],
    at = route,
    others: Record<string, Reply[]> = {},
  ) => renderStaffPage(page, { route: at, user: { level }, api: { ...more, ...others, [api]: replies } });
  const addressOnClicking = async (name: string): Promise<string> => {
    await screen.findByRole('table');
    fireEvent.click(staffRowOf(name));
    return currentLocation();
  };
  const cellsOf = (name: string) => cellTextsOf(staffRowOf(name));
  return { render, addressOnClicking, cellsOf };
}
