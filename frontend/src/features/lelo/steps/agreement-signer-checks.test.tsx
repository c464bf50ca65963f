import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FAKE_SIGNATURE_PNG,
  type mockCanvas,
} from '../../../components/signature-pad/test-utils/mock-canvas.ts';
import { renderAgreementStep, setUpSignaturePads, submit } from '../test-utils/render-agreement-step.tsx';
import { jsonReply, type RenderLeloStepOptions } from '../test-utils/render-lelo-step.tsx';
import { LANCASTER_DRAFT } from './classes/offering-fixture.ts';

const TOO_SMALL = 'The signature is too small. Please sign your name across the box.';
const WIDTH = 300;
const HEIGHT = 100;

/** The student and parent as steps 2 and 3 have them, and the step filled in but for the student's signature. */
const SIGNING = {
  ...LANCASTER_DRAFT,
  firstName: 'María José',
  lastName: 'de la Cruz',
  pgRelationshipToStudent: 'Mother',
  pgFirstName: 'Ana',
  pgLastName: 'Lopez',
  understood2: true,
  studentName: 'María José de la Cruz',
  parentName: 'Ana Lopez',
  parentSignature: FAKE_SIGNATURE_PNG,
};

/** The pixels the mocked canvas gives back: transparent, with `ink` black ones. */
function pixels(ink: number) {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let pixel = 0; pixel < ink; pixel += 1) data.set([0, 0, 0, 255], pixel * 4);
  return { data, width: WIDTH, height: HEIGHT };
}

function renderAgreement(options: Partial<RenderLeloStepOptions> = {}) {
  return renderAgreementStep(
    SIGNING,
    jsonReply(200, {
      data: [{ master_agreement_description: '<p>I agree.</p>', language: 'en', untranslated: false }],
    }),
    options,
  );
}

/** A stroke on the student's pad, the canvas answering `ink` pixels and its own PNG. */
function drawStudentSignature(canvas: ReturnType<typeof mockCanvas>, ink: number, dataUrl: string) {
  Object.assign(canvas.context, { getImageData: vi.fn(() => pixels(ink)) });
  canvas.toDataURL.mockReturnValue(dataUrl);
  const group = screen.getByRole('group', { name: /^Student Signature/ });
  const pad = within(group).getByRole('img');
  fireEvent.mouseDown(pad, { which: 1, button: 0, clientX: 10, clientY: 10 });
  fireEvent.mouseMove(pad, { which: 1, button: 0, clientX: 40, clientY: 30 });
  fireEvent.mouseUp(document, { which: 1, button: 0, clientX: 40, clientY: 30 });
  return group;
}

const canvas = setUpSignaturePads();

describe('Agreement (7/7): what makes a signature', () => {
  it('refuses a drawing with too little ink before sending, and takes it once the signer signs properly', async () => {
    const view = renderAgreement();
    await screen.findByRole('region', { name: 'Master agreement' });
    const group = drawStudentSignature(canvas(), 119, 'data:image/png;base64,dG9vU21hbGw=');
    submit();
    expect(await within(group.parentElement as HTMLElement).findByText(TOO_SMALL)).toBeTruthy();
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(view.submits).toBe(0);

    drawStudentSignature(canvas(), 120, 'data:image/png;base64,c2lnbmVk');
    await waitFor(() => expect(within(group.parentElement as HTMLElement).queryByText(TOO_SMALL)).toBeNull());
    submit();
    await waitFor(() => expect(view.submits).toBe(1));
    expect(view.draft().studentSignature).toBe('data:image/png;base64,c2lnbmVk');
  });

  it("refuses typed names that are not the student's and the parent's, with a message on each", async () => {
    const view = renderAgreement({
      draft: { studentSignature: FAKE_SIGNATURE_PNG, studentName: 'Maria Cruz', parentName: 'Pedro Lopez' },
    });
    await screen.findByRole('region', { name: 'Master agreement' });
    submit();
    const student = await screen.findByRole('textbox', { name: /^Student Name/ });
    await waitFor(() => expect(student.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText("Please type the student's first and last name as given in Student Information."),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Please type the parent's or guardian's first and last name as given in Parent or Guardian Information.",
      ),
    ).toBeTruthy();
    expect(view.submits).toBe(0);
  });

  it('takes the names without accents or capitals, and with the middle name left out', async () => {
    const view = renderAgreement({
      draft: {
        middleName: 'Guadalupe',
        studentSignature: FAKE_SIGNATURE_PNG,
        studentName: 'maria jose DE LA CRUZ',
        parentName: 'ana lopez',
      },
    });
    await screen.findByRole('region', { name: 'Master agreement' });
    submit();
    await waitFor(() => expect(view.submits).toBe(1));
  });
});
