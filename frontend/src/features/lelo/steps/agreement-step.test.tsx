import { createHash } from 'node:crypto';
import { businessToday, longDate } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAKE_SIGNATURE_PNG } from '../../../components/signature-pad/test-utils/mock-canvas.ts';
import { inSpanishForEachTest } from '../../../test/in-spanish.ts';
import type { Reply } from '../../../test/mock-api.ts';
import { withTextContent } from '../../../test/with-text-content.ts';
import { renderAgreementStep, setUpSignaturePads, submit } from '../test-utils/render-agreement-step.tsx';
import { jsonReply, type RenderLeloStepOptions } from '../test-utils/render-lelo-step.tsx';
import { AGREEMENT_PATH, ART, ENGLISH_9, LANCASTER_DRAFT } from './classes/offering-fixture.ts';

const AGREEMENT_HTML =
  '<p>I agree to attend <strong>every class</strong>.</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>';

const CHOSEN = {
  ...LANCASTER_DRAFT,
  firstName: 'maria',
  lastName: 'de la cruz',
  pgRelationshipToStudent: 'Mother',
  pgFirstName: 'Ana',
  pgLastName: 'Lopez',
  gradeLevel: '9',
  courses: [
    { id: ENGLISH_9._id, course_name: 'English 9A', ncaa: true },
    { id: ART._id, course_name: 'Art A', ncaa: false },
  ],
  understood1: true,
};

const ENGLISH_AGREEMENT = {
  master_agreement_description: AGREEMENT_HTML,
  language: 'en',
  untranslated: false,
};

function renderAgreement(
  options: Partial<RenderLeloStepOptions> = {},
  agreement: Reply = jsonReply(200, { data: [ENGLISH_AGREEMENT] }),
) {
  return renderAgreementStep(CHOSEN, agreement, options);
}

setUpSignaturePads();

describe('Agreement (7/7)', () => {
  it("shows the charter's agreement as plain paragraphs in a focusable scrolling region", async () => {
    const view = renderAgreement();
    expect(screen.getByText('Agreement Loading...')).toBeTruthy();
    const region = await screen.findByRole('region', { name: 'Master agreement' });
    expect(region.tabIndex).toBe(0);
    expect(region.getAttribute('lang')).toBe('en');
    expect(Array.from(region.querySelectorAll('p'), (paragraph) => paragraph.textContent)).toEqual([
      'I agree to attend every class.',
    ]);
    expect(region.innerHTML).not.toMatch(/onerror|<script|<img|<strong/);
    const agreementRequest = view.requests.find((request) => request.url.startsWith(AGREEMENT_PATH));
    expect(agreementRequest?.url).toBe(
      `${AGREEMENT_PATH}?charter_id=${LANCASTER_DRAFT.charter_id}&language=en`,
    );
  });

  it('draws nothing under the agreement while it loads, so the signature pads never move under a finger', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    renderAgreement({}, () => pending);
    expect(screen.getByText('Agreement Loading...')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /^Student Signature/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /I have read and understand the agreement/ })).toBeNull();
    // The frame's buttons wait too (they would jump down the screen as the text arrived).
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit', hidden: true })).toBeTruthy();
    answer(jsonReply(200, { data: [ENGLISH_AGREEMENT] }));
    expect(await screen.findByRole('group', { name: /^Student Signature/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: /^Parent\/Guardian Signature/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Master agreement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it("says 'Error loading the Agreement content.' when it cannot be loaded", async () => {
    renderAgreement({}, jsonReply(500, { message: 'down' }));
    const message = await screen.findByText('Error loading the Agreement content.', undefined, {
      timeout: 3000,
    });
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('region', { name: 'Master agreement' })).toBeNull();
    // The family can still sign: the rest of the step is there under the message.
    expect(screen.getByRole('group', { name: /^Student Signature/ })).toBeTruthy();
  });

  it("says 'No agreement available for this course.' when the charter has none", async () => {
    renderAgreement({}, jsonReply(200, { data: [] }));
    expect(await screen.findByText('No agreement available for this course.')).toBeTruthy();
  });

  it('treats an empty editor value as no agreement', async () => {
    renderAgreement(
      {},
      jsonReply(200, { data: [{ ...ENGLISH_AGREEMENT, master_agreement_description: '<p><br></p>' }] }),
    );
    expect(await screen.findByText('No agreement available for this course.')).toBeTruthy();
  });

  it('keeps the SHA-256 of the paragraphs it displayed in the draft, the digest the server checks', async () => {
    const view = renderAgreement();
    await screen.findByRole('region', { name: 'Master agreement' });
    const expected = createHash('sha256').update('I agree to attend every class.', 'utf8').digest('hex');
    await waitFor(() => expect(view.draft().agreementSha256Shown).toBe(expected));
  });

  it('sends the SHA-256 of no text when no agreement is displayed', async () => {
    const view = renderAgreement(
      { draft: { agreementSha256Shown: 'a'.repeat(64) } },
      jsonReply(200, { data: [] }),
    );
    expect(await screen.findByText('No agreement available for this course.')).toBeTruthy();
    const empty = createHash('sha256').update('', 'utf8').digest('hex');
    await waitFor(() => expect(view.draft().agreementSha256Shown).toBe(empty));
  });

  it('asks to draw the signatures again on a form resumed from a saved link, until they are drawn', async () => {
    const note = 'Signatures are not saved with a form kept for later. Please draw your signatures again.';
    renderAgreement({ signaturesToRedraw: true });
    expect(await screen.findByText(note)).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: /I have read and understand the agreement/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it('lists the picked courses with their credits', async () => {
    renderAgreement();
    const courses = await screen.findByRole('region', { name: 'Your courses' });
    await waitFor(() =>
      expect(
        within(courses)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['English 9A (Credits: 5)', 'Art A (Credits: 2.5)']),
    );
  });

  it('prefills the names as the family typed them and today as the dates', async () => {
    const view = renderAgreement();
    const today = businessToday();
    await waitFor(() =>
      expect(view.draft()).toMatchObject({
        studentName: 'maria de la cruz',
        studentSignatureDate: today,
        parentName: 'Ana Lopez',
        parentSignatureDate: today,
      }),
    );
    expect((screen.getByRole('textbox', { name: /^Student Name/ }) as HTMLInputElement).value).toBe(
      'maria de la cruz',
    );
    // The day signed is today, the day the server records: shown written out, not edited.
    const date = screen.getByLabelText(/^Student Signature Date/) as HTMLInputElement;
    expect(date.value).toBe(longDate(today, 'en'));
    expect(date.readOnly).toBe(true);
  });

  it('keeps a name the family already typed and keeps what is typed as typed', async () => {
    renderAgreement({ draft: { studentName: 'Mary Cruz' } });
    const name = (await screen.findByRole('textbox', { name: /^Student Name/ })) as HTMLInputElement;
    expect(name.value).toBe('Mary Cruz');
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'mary jane cruz' } });
    expect(name.value).toBe('mary jane cruz');
    // Once the typing rests in the field, the capitalised form is offered; it stays when the field
    // is left, and it is written only when chosen.
    const offer = await screen.findByRole('button', { name: 'Use “Mary Jane Cruz”' });
    expect(name.value).toBe('mary jane cruz');
    fireEvent.blur(name);
    fireEvent.click(offer);
    expect(name.value).toBe('Mary Jane Cruz');
    expect(name.maxLength).toBe(50);
  });

  it('asks for the understanding and both signatures before submitting', async () => {
    const view = renderAgreement();
    await screen.findByRole('region', { name: 'Master agreement' });
    submit();
    expect((await screen.findByTestId('wizard-invalid-message')).textContent).toBe(
      'Please fill out all required fields',
    );
    const student = screen.getByRole('group', { name: /^Student Signature/ });
    const parent = screen.getByRole('group', { name: /^Parent\/Guardian Signature/ });
    expect(student.getAttribute('aria-invalid')).toBe('true');
    expect(parent.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(student.parentElement as HTMLElement).getByText('Please fill out all required fields'),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('checkbox', { name: /I have read and understand the agreement/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(view.submits).toBe(0);
  });

  it('hides the parent section for an adult student (Self 18+) and submits with the student alone', async () => {
    const view = renderAgreement({
      draft: {
        pgRelationshipToStudent: 'Self 18+',
        pgFirstName: '',
        pgLastName: '',
        studentSignature: FAKE_SIGNATURE_PNG,
      },
    });
    await screen.findByRole('region', { name: 'Master agreement' });
    expect(screen.queryByRole('group', { name: /^Parent\/Guardian Signature/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Parent\/Guardian Name/ })).toBeNull();
    expect(screen.getByRole('group', { name: /^Student Signature/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and understand the agreement/ }));
    submit();
    await waitFor(() => expect(view.submits).toBe(1));
    expect(view.draft()).toMatchObject({
      understood2: true,
      studentSignature: FAKE_SIGNATURE_PNG,
      parentName: '',
    });
  });

  it('submits once both have signed, keeping the signatures in the draft', async () => {
    const view = renderAgreement({
      draft: { studentSignature: FAKE_SIGNATURE_PNG, parentSignature: FAKE_SIGNATURE_PNG, understood2: true },
    });
    await screen.findByRole('region', { name: 'Master agreement' });
    submit();
    await waitFor(() => expect(view.submits).toBe(1));
    expect(view.draft()).toMatchObject({
      studentSignature: FAKE_SIGNATURE_PNG,
      parentSignature: FAKE_SIGNATURE_PNG,
    });
  });
});

describe('Agreement (7/7) in Spanish', () => {
  inSpanishForEachTest();

  it("shows the school's Spanish text, asking for it in Spanish", async () => {
    const view = renderAgreement(
      {},
      jsonReply(200, {
        data: [
          { master_agreement_description: '<p>Acepto asistir.</p>', language: 'es', untranslated: false },
        ],
      }),
    );
    const region = await screen.findByRole('region', { name: 'Acuerdo general' });
    expect(region.textContent).toBe('Acepto asistir.');
    expect(region.getAttribute('lang')).toBe('es');
    expect(screen.queryByTestId('lelo-agreement-language')).toBeNull();
    const agreementRequest = view.requests.find((request) => request.url.startsWith(AGREEMENT_PATH));
    expect(agreementRequest?.url).toContain('&language=es');
  });

  it("reads in Spanish around the school's English text when it gave no translation, with the signature pads' controls", async () => {
    renderAgreement({}, jsonReply(200, { data: [{ ...ENGLISH_AGREEMENT, untranslated: true }] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Acuerdo (7/7)' })).toBeTruthy();
    const region = await screen.findByRole('region', { name: 'Acuerdo general' });
    expect(region.textContent).toContain('I agree to attend every class.');
    expect(region.getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('lelo-agreement-language').textContent).toBe(
      'La escuela no proporcionó una traducción al español de este acuerdo; se muestra en inglés.',
    );
    expect(screen.getByRole('checkbox', { name: /^He leído y entiendo el acuerdo/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Sus cursos' })).toBeTruthy();
    expect(await screen.findByText(withTextContent('English 9A (Créditos: 5)'))).toBeTruthy();
    // A course is named in Spanish where the school wrote a Spanish name, else in English, marked so.
    expect(screen.getByText(withTextContent('Arte A (Créditos: 2.5)'))).toBeTruthy();
    expect(screen.getByText('Arte A').getAttribute('lang')).toBe('es');
    expect(screen.getByText('English 9A').getAttribute('lang')).toBe('en');
    for (const pad of ['Firma del estudiante', 'Firma del padre, madre o tutor']) {
      const group = screen.getByRole('group', { name: new RegExp(`^${pad}`) });
      expect(within(group).getByRole('img', { name: 'Firme con el dedo o con el mouse' })).toBeTruthy();
      expect(within(group).getByRole('button', { name: `Borrar la ${pad.toLowerCase()}` }).textContent).toBe(
        'Borrar',
      );
      expect(within(group).getByRole('button', { name: 'Prefiero escribir mi firma' })).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: /^Nombre del estudiante/ })).toBeTruthy();
    expect(screen.getByLabelText(/^Fecha de la firma del padre, madre o tutor/)).toBeTruthy();
  });
});
