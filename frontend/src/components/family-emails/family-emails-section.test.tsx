import type { RecordFamilyEmail, RecordFamilyEmails } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, mockApi, stubResizeObserver } from '../../test/mock-api.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { FamilyEmailsSection } from './family-emails-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const SENT: RecordFamilyEmail = {
  mailId: 'registration-r1',
  kind: 'registration',
  state: 'sent',
  at: '2026-03-07T18:05:00.000Z',
  attempts: 1,
};
const FAILED: RecordFamilyEmail = {
  mailId: 'orientation-r1-abc',
  kind: 'orientation',
  state: 'failed',
  at: '2026-03-08T17:00:00.000Z',
  attempts: 5,
};
const PATH = '/api/registration/r1/family-emails';

function renderSection(
  canResend: boolean,
  emails: RecordFamilyEmail[],
  resend = jsonReply(202, { ...FAILED, state: 'pending' }),
) {
  stubResizeObserver();
  const page: RecordFamilyEmails = { emails };
  const api = mockApi({ [PATH]: [jsonReply(200, page)], [`${PATH}/resend`]: [resend] });
  renderWithProviders(<FamilyEmailsSection entity="registration" id="r1" canResend={canResend} />);
  return api;
}

describe('E-mails to the Family', () => {
  it('lists each mail with its state and time; a failed one is a warning with Resend E-mail', async () => {
    renderSection(true, [FAILED, SENT]);
    const list = await screen.findByRole('list', { name: 'E-mails to the family' });
    const lines = within(list)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Orientation e-mail: Could not be sent (5 tries) · 03/08/2026 10:00 AMResend E-mail',
      'Registration confirmationSent · 03/07/2026 10:05 AM',
    ]);
    expect(screen.getByRole('button', { name: 'Resend E-mail: Orientation e-mail' })).toBeTruthy();
  });

  it('resends a failed mail, says so, and shows it being sent', async () => {
    const { requests } = renderSection(true, [FAILED]);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend E-mail: Orientation e-mail' }));
    expect(await screen.findByText('The e-mail is queued to be sent to the family again.')).toBeTruthy();
    const posted = requests.find((request) => request.method === 'POST');
    expect(posted).toMatchObject({ url: `${PATH}/resend`, body: { mailId: FAILED.mailId } });
  });

  it('shows the server’s words when it refuses', async () => {
    renderSection(
      true,
      [FAILED],
      jsonReply(409, {
        message: 'This e-mail was sent or is being sent: there is nothing to send again.',
        code: 'familyEmail.notResendable',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Resend E-mail: Orientation e-mail' }));
    expect(
      await screen.findByText('This e-mail was sent or is being sent: there is nothing to send again.'),
    ).toBeTruthy();
  });

  it('offers no Resend to a User', async () => {
    renderSection(false, [FAILED]);
    await screen.findByRole('list', { name: 'E-mails to the family' });
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
  });

  it('says when no e-mail to the family is recorded', async () => {
    renderSection(true, []);
    await waitFor(() => expect(screen.getByText('No e-mail to the family is recorded yet.')).toBeTruthy());
  });
});
