import { screen, within } from '@testing-library/react';
import { renderStaffPage } from '../../../staff-session/test-utils/render-staff-page.tsx';
import { RegistrationDetailPage } from '../registration-detail-page.tsx';
import { type FakeRegistrationApi, fakeRegistrationApi, REGISTRATION_ID } from './fake-registration-api.ts';

export type StaffLevel = 1 | 2 | 3 | 4;

/** The detail page of the fake's registration, signed in at `level` (an Admin by default). */
export function renderDetail(fake: FakeRegistrationApi = fakeRegistrationApi(), level: StaffLevel = 3) {
  const view = renderStaffPage(<RegistrationDetailPage />, {
    path: '/registration-forms/:id',
    route: `/registration-forms/${REGISTRATION_ID}`,
    api: fake.routes,
    user: { level },
  });
  return { ...view, fake };
}

/** A button by its exact text (role queries over the long summary are slow in jsdom). */
export const button = (name: string) => screen.findByText(name, { selector: 'button' });

/** The summary is there (by its heading). */
export const loaded = () => screen.findByText('Student Information', { selector: 'h2' });

/** The detail's buttons once the orientation is scheduled (processing level 2), for a Contributor or above. */
export const ORIENTATION_SCHEDULED_BUTTONS = [
  'Edit Form',
  'Reschedule Orientation',
  'Add Special Programs',
  'Terminate Registration',
  'Export to PDF',
];

/** The names of the detail's buttons, in order. */
export function buttonNames(): string[] {
  return within(screen.getByTestId('detail-actions'))
    .getAllByRole('button')
    .map((element) => element.textContent ?? '');
}

/** The progress bar's step states ('done', 'current', 'todo'), read even while a modal hides the page. */
export function progressStates(): (string | null)[] {
  return Array.from(screen.getByTestId('registration-progress').querySelectorAll('li')).map((step) =>
    step.getAttribute('data-state'),
  );
}
