import { AGREEMENT_TRANSLATION_MAX_LENGTH, type AgreementTranslationSetup } from '@enroll/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { withEtag } from '../../test/lelo-entry-fixture.ts';
import { jsonReply, type Reply } from '../../test/mock-api.ts';
import { AgreementTranslationPage } from './agreement-translation-page.tsx';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { openSetupScreen } from './test-utils/open-setup-screen.tsx';

// Quill needs a real browser's selection and layout: here a plain labelled text area stands in for
// it (the end-to-end test types into the real editor).
vi.mock('./rich-text-editor.tsx', () => ({
  default: ({ value, onChange, onBlur, labelledBy, describedBy }: RichTextEditorProps) => (
    <textarea
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  ),
}));

afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/charters/holston/agreement-translation';
const BACK = '/edit-courses/fall-intersession-2027/lelo-session-soon?charter=holston';
const ENGLISH =
  '<h2>Master Agreement: Holston Valley Academy</h2><p>The student agrees to complete the coursework.</p>' +
  '<ul><li>Meet the teacher</li><li>Turn in work</li></ul>';
const TRANSLATED: AgreementTranslationSetup = {
  english: ENGLISH,
  spanish: '<p>El estudiante se compromete a completar el trabajo.</p>',
  outdated: false,
  updatedAt: '2027-03-04T17:05:00.000Z',
  updatedBy: 'contributor@learn4life.example',
};

function open(
  read: AgreementTranslationSetup,
  replies: Reply[] = [],
  route = `/agreement-translation/holston?back=${encodeURIComponent(BACK)}`,
) {
  const setupScreen = {
    page: <AgreementTranslationPage />,
    path: '/agreement-translation/:charterId',
    route,
  };
  return openSetupScreen(setupScreen, PATH, read, replies, {
    '/api/charters': [
      jsonReply(200, [
        { _id: 'flex', name: 'Flex High Charter School', abbreviation: 'FHCS' },
        { _id: 'holston', name: 'Holston Valley Academy', abbreviation: 'HVA' },
      ]),
    ],
  });
}

const editor = async () =>
  (await screen.findByRole('textbox', { name: 'Spanish translation' })) as HTMLTextAreaElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const savedTo = (request: { body: unknown }) => request.body;

describe('Agreement Translation', () => {
  it('shows the English agreement as its paragraphs beside the stored Spanish text, and saves with If-Match', async () => {
    const { requests } = open(TRANSLATED, [
      (request) =>
        withEtag(
          {
            ...TRANSLATED,
            spanish: (request.body as { spanish: string }).spanish,
            updatedAt: '2027-03-05T18:00:00.000Z',
          },
          '"v2"',
        ),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agreement Translation' })).toBeTruthy();
    expect(await screen.findByText('Holston Valley Academy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Learning Center Options' }).getAttribute('href')).toBe(
      BACK,
    );
    const english = screen.getByRole('region', { name: 'English agreement' });
    expect(english.getAttribute('lang')).toBe('en');
    expect([...english.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
      'Master Agreement: Holston Valley Academy',
      'The student agrees to complete the coursework.',
      '• Meet the teacher',
      '• Turn in work',
    ]);
    expect(english.querySelector('textarea, [contenteditable]')).toBeNull();
    expect((await editor()).value).toBe(TRANSLATED.spanish);
    expect((await editor()).closest('[lang]')?.getAttribute('lang')).toBe('es');
    expect(screen.queryByTestId('agreement-outdated')).toBeNull();
    expect(screen.getByTestId('agreement-last-saved').textContent).toMatch(
      /^Last saved 03\/0[45]\/2027 \d{1,2}:05 [AP]M by contributor@learn4life\.example\.$/,
    );

    fireEvent.change(await editor(), { target: { value: '<p>Hola,&nbsp;familia</p>' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Translation saved.')).toBeTruthy();
    // The next save starts from the version just saved.
    fireEvent.change(await editor(), { target: { value: '<p>Hola otra vez</p>' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(2));
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.headers.get('If-Match'))).toEqual(['"v1"', '"v2"']);
    expect(puts.map(savedTo)).toEqual([
      { spanish: '<p>Hola, familia</p>' },
      { spanish: '<p>Hola otra vez</p>' },
    ]);
  });

  it('warns that families see the English text while the translation is outdated', async () => {
    open({ ...TRANSLATED, outdated: true });
    expect((await screen.findByTestId('agreement-outdated')).textContent).toBe(
      'The English agreement changed after this translation was saved. Families see the English text until the translation is reviewed and saved again.',
    );
    expect(saveButton().disabled).toBe(false);
  });

  it('says when the charter has no English agreement and does not save', async () => {
    const { requests } = open({
      english: '',
      spanish: '',
      outdated: false,
      updatedAt: null,
      updatedBy: null,
    });
    expect(
      await screen.findByText(
        'This charter has no English agreement in the course catalog, so there is nothing to translate yet.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'English agreement' })).toBeNull();
    expect(screen.getByTestId('agreement-last-saved').textContent).toBe('No translation saved yet.');
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(saveButton());
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('removes the translation when saved blank', async () => {
    const { requests } = open(TRANSLATED, [
      withEtag({ ...TRANSLATED, spanish: '', updatedAt: null, updatedBy: null }, '"v2"'),
    ]);
    fireEvent.change(await editor(), { target: { value: '<p><br></p>' } });
    fireEvent.click(saveButton());
    expect(
      await screen.findByText('Translation removed: Spanish-speaking families see the English text.'),
    ).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ spanish: '<p><br></p>' });
    expect(screen.getByTestId('agreement-last-saved').textContent).toBe('No translation saved yet.');
  });

  it("shows a 409 with Reload, which reads the translation again; other failures give the server's message", async () => {
    const conflict = 'This translation was changed by someone else. Please reload it and try again.';
    open(TRANSLATED, [
      jsonReply(409, { message: conflict, code: 'agreementTranslation.conflict' }),
      withEtag({ ...TRANSLATED, spanish: '<p>Texto de otra persona</p>' }, '"v3"'),
      jsonReply(400, { message: 'Validation failed' }),
    ]);
    fireEvent.change(await editor(), { target: { value: '<p>Mi texto</p>' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText(conflict)).toBeTruthy();
    // What was typed stays until Reload.
    expect((await editor()).value).toBe('<p>Mi texto</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(async () => expect((await editor()).value).toBe('<p>Texto de otra persona</p>'));
    expect(screen.queryByText(conflict)).toBeNull();
    fireEvent.click(saveButton());
    expect(await screen.findByText('Error saving the translation: Validation failed')).toBeTruthy();
  });

  it('refuses a text over the limit with the field message, sending nothing', async () => {
    const { requests } = open(TRANSLATED);
    fireEvent.change(await editor(), {
      target: { value: `<p>${'a'.repeat(AGREEMENT_TRANSLATION_MAX_LENGTH)}</p>` },
    });
    fireEvent.click(saveButton());
    expect(await screen.findByText('The translation can be at most 50,000 characters.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('goes back to the sessions when opened without a Learning Center Options address', async () => {
    open(TRANSLATED, [], '/agreement-translation/holston?back=https%3A%2F%2Fexample.com');
    expect((await screen.findByRole('link', { name: 'Go Back' })).getAttribute('href')).toBe('/intersession');
  });

  it("says a charter it cannot read (another charter's, or none) does not exist", async () => {
    renderStaffPage(<AgreementTranslationPage />, {
      path: '/agreement-translation/:charterId',
      route: '/agreement-translation/flex',
      user: { level: 2 },
      api: {
        '/api/charters/flex/agreement-translation': [jsonReply(404, { message: 'No such charter.' })],
        '/api/charters': [jsonReply(200, [])],
      },
    });
    expect(await screen.findByText('This charter does not exist.')).toBeTruthy();
  });
});
