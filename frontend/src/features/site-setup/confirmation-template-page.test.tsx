import { DEFAULT_CONFIRMATION_TEXTS } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, type Reply } from '../../test/mock-api.ts';
import { ConfirmationTemplatePage } from './confirmation-template-page.tsx';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { openSetupScreen } from './test-utils/open-setup-screen.tsx';

// Quill needs a real browser's selection and layout: here a plain labelled text area stands in for
// it (the end-to-end test types into the real editor).
vi.mock('./rich-text-editor.tsx', () => ({
  default: ({ value, onChange, onBlur, labelledBy, editorRef }: RichTextEditorProps) => {
    editorRef.current = { insertText: (text: string) => onChange(`${value}${text}`) };
    return (
      <textarea
        aria-labelledby={labelledBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    );
  },
}));

afterEach(() => vi.unstubAllGlobals());

const SITE = 'a'.repeat(24);
const PATH = `/api/lelotemplate/flex/lelo-session-soon/${SITE}`;

const SCREEN = {
  page: <ConfirmationTemplatePage />,
  path: '/edit-confirmation/:charterId/:name/:courseId/:permalink/:id',
  route: `/edit-confirmation/flex/Flex%20High%20-%20Palmdale/${SITE}/fall-intersession-2027/lelo-session-soon`,
};

function open(read: unknown, { [PATH]: replies = [], ...others }: Record<string, Reply[]> = {}) {
  return openSetupScreen(SCREEN, PATH, read, replies, others);
}

const editor = async () =>
  (await screen.findByRole('textbox', { name: 'Confirmation message' })) as HTMLTextAreaElement;

describe('Confirmation Page Details', () => {
  it('previews the default text while empty, inserts a placeholder and creates the message', async () => {
    const { requests } = open(
      { templateMessage: '', templateMessageEs: '', exists: false },
      {
        '/api/lelotemplate': [
          (request) =>
            jsonReply(201, {
              templateMessage: (request.body as { templateMessage: string }).templateMessage,
              templateMessageEs: '',
              exists: true,
            }),
        ],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmation Page Details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Learning Center Options' }).getAttribute('href')).toBe(
      `/edit-courses/fall-intersession-2027/lelo-session-soon?site=${SITE}`,
    );
    await editor();
    expect(screen.getByTestId('confirmation-preview').textContent).toContain(DEFAULT_CONFIRMATION_TEXTS.en);
    fireEvent.change(await editor(), { target: { value: '<p><br></p>' } });
    expect(screen.getByTestId('confirmation-preview').textContent).toContain(DEFAULT_CONFIRMATION_TEXTS.en);
    fireEvent.change(await editor(), { target: { value: '<p>Welcome,&nbsp;</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert {{firstName}}' }));
    await waitFor(() =>
      expect(screen.getByTestId('confirmation-preview').textContent).toBe('Welcome,\u00a0{{firstName}}'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content saved successfully!')).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      charter_id: 'flex',
      siteId: SITE,
      LeloRegistrationProfile: 'lelo-session-soon',
      permaLink: 'fall-intersession-2027',
      learningCenters: 'Flex High - Palmdale',
      templateMessage: '<p>Welcome, </p>{{firstName}}',
      templateMessageEs: '',
    });
  });

  it('edits the Spanish message on its own tab, previews what a Spanish-speaking family sees and saves both', async () => {
    const { requests } = open(
      { templateMessage: '<p>Hi {{firstName}}</p>', templateMessageEs: '', exists: true },
      {
        [PATH]: [
          (request) => {
            const body = request.body as { templateMessage: string; templateMessageEs: string };
            return jsonReply(200, { ...body, exists: true });
          },
        ],
      },
    );
    expect((await editor()).value).toBe('<p>Hi {{firstName}}</p>');
    const tabs = screen.getByRole('tablist', { name: 'Message language' });
    expect(within(tabs).getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Español' }));
    const spanish = (await screen.findByRole('textbox', {
      name: 'Spanish confirmation message',
    })) as HTMLTextAreaElement;
    expect(screen.queryByRole('textbox', { name: 'Confirmation message' })).toBeNull();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      within(tabs).getByRole('tab', { name: 'Español' }).id,
    );
    // No Spanish message yet: the Spanish default text, then the English message under the note.
    const preview = () => screen.getByTestId('confirmation-preview').textContent;
    expect(preview()).toBe(
      'No Spanish message yet: Spanish-speaking families see the Spanish default text, then the English message under a note.' +
        DEFAULT_CONFIRMATION_TEXTS.es +
        'La escuela escribió el siguiente mensaje solo en inglés.' +
        'Hi {{firstName}}',
    );
    fireEvent.change(spanish, { target: { value: '<p>Hola,&nbsp;</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert {{firstName}}' }));
    await waitFor(() => expect(preview()).toBe('Hola,\u00a0{{firstName}}'));
    // The English tab still has its own message.
    fireEvent.click(within(tabs).getByRole('tab', { name: 'English' }));
    expect((await editor()).value).toBe('<p>Hi {{firstName}}</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content saved successfully!')).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      templateMessage: '<p>Hi {{firstName}}</p>',
      templateMessageEs: '<p>Hola, </p>{{firstName}}',
    });
  });

  it('opens the Spanish tab when the Spanish message is too long', async () => {
    const { requests } = open({
      templateMessage: '<p>Hi</p>',
      templateMessageEs: 'x'.repeat(20_001),
      exists: true,
    });
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Spanish confirmation message' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Español' }).getAttribute('aria-selected')).toBe('true');
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('updates a stored message with If-Match, and shows a 409 with Reload', async () => {
    const { requests } = open(
      { templateMessage: '<p>Hi {{firstName}}</p>', templateMessageEs: '', exists: true },
      {
        [PATH]: [
          jsonReply(409, {
            message: 'This template was changed by someone else. Please reload it and try again.',
          }),
          (request) =>
            jsonReply(200, {
              templateMessage: (request.body as { templateMessage: string }).templateMessage,
              exists: true,
            }),
        ],
      },
    );
    expect((await editor()).value).toBe('<p>Hi {{firstName}}</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This template was changed by someone else. Please reload it and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content saved successfully!')).toBeTruthy();
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.headers.get('If-Match'))).toEqual(['"v1"', '"v1"']);
  });

  it("says 'Error saving content:' with the server's message, else the unexpected-error text", async () => {
    open(
      { templateMessage: '', templateMessageEs: '', exists: false },
      { '/api/lelotemplate': [jsonReply(400, { message: 'Validation failed' }), new Error('')] },
    );
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving content: Validation failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error saving content: An unexpected error occurred while saving'),
    ).toBeTruthy();
  });
});
