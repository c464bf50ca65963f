import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, putWithIfMatch, type Reply } from '../../test/mock-api.ts';
import { EmailTemplatePage } from './email-template-page.tsx';
import { openSetupScreen } from './test-utils/open-setup-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const SITE = 'b'.repeat(24);
const PATH = `/api/leloEmailTemplate/holston/lelo-session-soon/${SITE}`;
// What the API answers before any settings: both family addresses get the confirmation.
const NONE = { email: [], pgPrimaryEmail: true, studentEmail: true, exists: false };

const SCREEN = {
  page: <EmailTemplatePage />,
  path: '/edit-email-confirmation/:charterId/:name/:courseId/:permalink/:id',
  route: `/edit-email-confirmation/holston/Holston%20-%20Kingsport/${SITE}/fall-intersession-2027/lelo-session-soon`,
};

function open(read: unknown, { [PATH]: replies = [], ...others }: Record<string, Reply[]> = {}) {
  return openSetupScreen(SCREEN, PATH, read, replies, others);
}

const input = () => screen.getByRole('textbox', { name: /Notification email addresses/ }) as HTMLInputElement;
function type(text: string, key: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key });
}

describe('Email Notification Settings', () => {
  it('adds addresses on Enter and Space, refuses a bad one, drops empty ones, and creates the settings', async () => {
    const { requests } = open(NONE, {
      '/api/leloEmailTemplate': [(request) => jsonReply(201, { ...(request.body as object), exists: true })],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Notification Settings' }),
    ).toBeTruthy();
    expect(await screen.findByText('No addresses yet.')).toBeTruthy();
    const summary = screen.getByTestId('email-recipients-summary');
    expect(summary.textContent).toBe(
      "The family's confirmation and signed agreement go to the parent's and the student's email." +
        'The staff notification of each entry goes to: nobody (no address added).',
    );
    type('office@holston.example', 'Enter');
    type('  registrar@holston.example', ' ');
    type('   ', 'Enter');
    type('not-an-address', 'Enter');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(input().value).toBe('not-an-address');
    type('', 'Enter');
    expect(screen.getByText('office@holston.example')).toBeTruthy();
    expect(screen.getByText('registrar@holston.example')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('switch', { name: "Send the family's confirmation to the student's email" }),
    );
    expect(summary.textContent).toBe(
      "The family's confirmation and signed agreement go to the parent's email only." +
        'The staff notification of each entry goes to: office@holston.example, registrar@holston.example.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email notification setup saved successfully!')).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      charter_id: 'holston',
      siteId: SITE,
      LeloRegistrationProfile: 'lelo-session-soon',
      permaLink: 'fall-intersession-2027',
      learningCenters: 'Holston - Kingsport',
      email: ['office@holston.example', 'registrar@holston.example'],
      pgPrimaryEmail: true,
      studentEmail: false,
    });
  });

  it('removes an address and updates stored settings with If-Match', async () => {
    const stored = {
      email: ['a@holston.example', 'b@holston.example'],
      pgPrimaryEmail: true,
      studentEmail: true,
      exists: true,
    };
    const { requests } = open(stored, {
      [PATH]: [(request) => jsonReply(200, { ...(request.body as object), exists: true })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'a@holston.example Remove' }));
    await waitFor(() => expect(screen.queryByText('a@holston.example')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email notification settings updated successfully!')).toBeTruthy();
    const put = putWithIfMatch(requests, '"v1"');
    expect(put?.body).toMatchObject({
      email: ['b@holston.example'],
      pgPrimaryEmail: true,
      studentEmail: true,
    });
  });

  it("says 'Error saving content:' with the server's message, and offers Reload on a 409", async () => {
    open(NONE, {
      '/api/leloEmailTemplate': [
        jsonReply(500, { message: 'The store is down.' }),
        jsonReply(409, {
          message:
            'This learning center already has this template in the session. Please reload it and try again.',
        }),
      ],
    });
    await screen.findByText('No addresses yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving content: The store is down.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'This learning center already has this template in the session. Please reload it and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
