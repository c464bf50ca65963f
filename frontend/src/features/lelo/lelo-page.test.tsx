import type { LeloConfirmation, LeloPrefill, PublicLeloSession } from '@enroll/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inSpanishForEachTest } from '../../test/in-spanish.ts';
import { jsonReply, mockApi, type Reply } from '../../test/mock-api.ts';
import { withTextContent } from '../../test/with-text-content.ts';
import { leloDraftKey } from './lelo-storage.ts';
import {
  CENTERS,
  COMPLETE_DRAFT,
  KINGSPORT,
  LANCASTER,
  LELO_CONFIRMATION,
  LELO_PREFILL,
  ONE_BRAND_CENTERS,
  OPEN_SESSION,
  PERMALINK,
} from './test-utils/fixtures.ts';
import { answer, combobox, description, next, textbox } from './test-utils/queries.ts';
import {
  CENTERS_PATH,
  heading,
  openLeloWizard,
  renderLeloPage,
  SESSION_PATH,
  STAND_IN_STEPS,
  SUBMIT_PATH,
  setUpLeloPageTests,
  storeLeloDraft,
} from './test-utils/render-lelo-page.tsx';

const UUID = '6c1f8f0e-2a4b-4c7d-9e1f-3a5b7c9d1e2f';
const PREFILL_PATH = `/api/leloRegistration/${UUID}`;
const TEMPLATE = '<p>Thank you, Maria Lopez! See you at the learning center.</p>';

const PREFILL: LeloPrefill = {
  ...LELO_PREFILL,
  _uuid: UUID,
  courses: [{ id: 'course-english-10', course_name: 'English 10' }],
};

const CONFIRMATION: LeloConfirmation = {
  ...LELO_CONFIRMATION,
  courses: [
    { _id: 'course-english-10', course_name: 'English 10', credits: '5' },
    { _id: 'course-biology', course_name: 'Biology', credits: '10' },
  ],
  templateMessage: TEMPLATE,
};

function closed(gate: PublicLeloSession['gate']): PublicLeloSession {
  return { ...OPEN_SESSION, gate };
}

setUpLeloPageTests();

describe('Lelo entry: the session', () => {
  it('sends a session that has ended to /sessionExpired, which says Session Expired', async () => {
    mockApi({ [SESSION_PATH]: [jsonReply(200, closed({ open: false, reason: 'expired' }))] });
    const { router } = renderLeloPage(`/forms/${PERMALINK}`);
    expect(await heading('Session Expired')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/sessionExpired/${PERMALINK}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the uuid on the way to /sessionExpired and names the opening date of a session not open yet', async () => {
    mockApi({
      [SESSION_PATH]: [jsonReply(200, closed({ open: false, reason: 'notYetOpen', opensOn: '2027-09-01' }))],
    });
    const { router } = renderLeloPage(`/forms/${PERMALINK}/${UUID}`);
    expect(await heading('Enrollment Opening Soon')).toBeTruthy();
    expect(screen.getByText('Enrollment opens on 09/01/2027.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/sessionExpired/${PERMALINK}/${UUID}`);
  });

  it('treats an Inactive session as expired', async () => {
    mockApi({ [SESSION_PATH]: [jsonReply(200, closed({ open: false, reason: 'inactive' }))] });
    renderLeloPage(`/forms/${PERMALINK}`);
    expect(await heading('Session Expired')).toBeTruthy();
  });

  it('links back to the form from /sessionExpired when the session is open after all', async () => {
    mockApi({ [SESSION_PATH]: [jsonReply(200, OPEN_SESSION)] });
    renderLeloPage(`/sessionExpired/${PERMALINK}`);
    const link = await screen.findByRole('link', { name: 'Go to the enrollment form' });
    expect(link.getAttribute('href')).toBe(`/forms/${PERMALINK}`);
  });

  it('says so for an unknown permalink', async () => {
    mockApi({ '/api/sessions/nope': [jsonReply(404, { message: 'Not found' })] });
    renderLeloPage('/forms/nope');
    expect(await heading('Enrollment not found')).toBeTruthy();
  });
});

describe('Lelo entry: step 1', () => {
  it('offers the charters, then the centers of the chosen one, and carries the state to /leloStudent', async () => {
    const { router } = openLeloWizard(`/forms/${PERMALINK}`, {
      [CENTERS_PATH]: [jsonReply(200, ONE_BRAND_CENTERS)],
    });
    expect(await heading('Registration, Location (1/7)')).toBeTruthy();
    await screen.findByRole('combobox', { name: /^Charter/ });

    next();
    expect((await screen.findByTestId('wizard-invalid-message')).textContent).toBe(
      'Please fill out the required fields',
    );
    expect(description(combobox(/^Charter/))).toBe('Please fill out the required fields');

    fireEvent.change(combobox(/^Charter/), { target: { value: 'Holston' } });
    await waitFor(() => expect(combobox(/^Learning Center/).value).toBe(KINGSPORT.learningCenterName));
    next();
    expect(await heading('Student Information (2/7)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leloStudent');
    expect(router.state.historyAction).toBe('PUSH');
    // The spec's state, plus the wizard's own marks: which filling of the form this entry belongs to
    // (`attempt`, so Back after a submit finds its confirmation) and the step it was left from.
    expect(router.state.location.state).toEqual({
      permalink: PERMALINK,
      _uuid: null,
      relationship: '',
      _id: null,
      profile: OPEN_SESSION._id,
      attempt: expect.any(String),
      wizardFrom: 0,
    });
    const stored = JSON.parse(
      window.sessionStorage.getItem(leloDraftKey({ permalink: PERMALINK, uuid: null })) ?? '{}',
    );
    expect(stored.draft).toMatchObject({
      charter: 'Holston',
      charter_id: KINGSPORT.charter_id,
      learningCenter: KINGSPORT.learningCenterName,
      siteId: KINGSPORT.siteId,
    });
  });

  it('pre-fills the charter and learning center from ?charter= and ?learningCenter= (a site id)', async () => {
    mockApi({ [SESSION_PATH]: [jsonReply(200, OPEN_SESSION)], [CENTERS_PATH]: [jsonReply(200, CENTERS)] });
    renderLeloPage(`/forms/${PERMALINK}?charter=learn4life&learningCenter=${LANCASTER.siteId}`);
    await waitFor(() => expect(combobox(/^Learning Center/).value).toBe(LANCASTER.learningCenterName));
    expect(combobox(/^Charter/).value).toBe('Learn4Life');
  });

  it('pre-fills a pre-registration and shows its charter and center read-only', async () => {
    const { requests } = openLeloWizard(`/forms/${PERMALINK}/${UUID}`, {
      [PREFILL_PATH]: [jsonReply(200, PREFILL)],
    });
    expect(await heading('Registration, Location (1/7)')).toBeTruthy();
    const charter = combobox(/^Charter/);
    expect(charter.value).toBe('Learn4Life');
    expect(charter.disabled).toBe(true);
    expect(combobox(/^Learning Center/).value).toBe(LANCASTER.learningCenterName);
    expect(combobox(/^Learning Center/).disabled).toBe(true);
    expect(requests.some((request) => request.url === CENTERS_PATH)).toBe(false);

    next();
    expect(await heading('Student Information (2/7)')).toBeTruthy();
    expect(textbox(/^First Name/).value).toBe('Maria');
    expect(textbox(/^Last Name/).value).toBe('Lopez');
  });

  it("keeps step 1 of a pre-registration whose center offers no courses read-only, naming the school's phone, with no way on", async () => {
    const { requests } = openLeloWizard(`/forms/${PERMALINK}/${UUID}`, {
      [PREFILL_PATH]: [
        jsonReply(200, {
          ...PREFILL,
          locationResolved: false,
          schoolPhone: '661-555-0177',
        } satisfies LeloPrefill),
      ],
      [CENTERS_PATH]: [jsonReply(200, CENTERS)],
    });
    expect(await heading('Registration, Location (1/7)')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${LANCASTER.learningCenterName} offers no courses in this session, so this registration cannot be completed here. Please call your school at 661-555-0177.`,
    );
    const charter = combobox(/^Charter/);
    const center = combobox(/^Learning Center/);
    expect([charter.disabled, charter.value]).toEqual([true, LANCASTER.charter]);
    expect([center.disabled, center.value]).toEqual([true, LANCASTER.learningCenterName]);
    // No forward control, and the other centers are never even loaded.
    expect(screen.queryByRole('button', { name: 'Next step' })).toBeNull();
    expect(requests.some((request) => request.url === CENTERS_PATH)).toBe(false);
  });

  it('says a signed pre-registration (409) has already been signed', async () => {
    mockApi({
      [SESSION_PATH]: [jsonReply(200, OPEN_SESSION)],
      [PREFILL_PATH]: [jsonReply(409, { message: 'Signed', code: 'lelo.entry.locked' })],
    });
    renderLeloPage(`/forms/${PERMALINK}/${UUID}`);
    expect(await screen.findByText('This registration has already been signed.')).toBeTruthy();
    expect(screen.queryByTestId('wizard-step')).toBeNull();
  });

  it.each([404, 400])(
    'leaves the form empty and editable when the pre-registration fetch answers %i',
    async (status) => {
      mockApi({
        [SESSION_PATH]: [jsonReply(200, OPEN_SESSION)],
        [PREFILL_PATH]: [jsonReply(status, { message: 'Not found' })],
        [CENTERS_PATH]: [jsonReply(200, ONE_BRAND_CENTERS)],
      });
      renderLeloPage(`/forms/${PERMALINK}/${UUID}`);
      const charter = await screen.findByRole('combobox', { name: /^Charter/ });
      expect((charter as HTMLSelectElement).value).toBe('');
      expect((charter as HTMLSelectElement).disabled).toBe(false);
    },
  );
});

describe('Lelo wizard: moving between the steps', () => {
  it('alerts Something went wrong and goes back to the entry when step 3 has no charter_id', async () => {
    storeLeloDraft({ charter_id: '' });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { router } = openLeloWizard('/leloStudent1', { [CENTERS_PATH]: [jsonReply(200, CENTERS)] });
    expect(await heading('Registration, Location (1/7)')).toBeTruthy();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Something went wrong');
    expect(router.state.location.pathname).toBe(`/forms/${PERMALINK}`);
  });

  it('goes back to the entry with the uuid of a pre-registration', async () => {
    storeLeloDraft({ charter_id: '' }, { uuid: UUID, locked: true });
    vi.stubGlobal('alert', vi.fn());
    const { router } = openLeloWizard('/leloStudent4');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/forms/${PERMALINK}/${UUID}`));
  });

  it('alerts and goes home when a later step is opened with no wizard at all', async () => {
    mockApi({});
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { router } = renderLeloPage('/leloStudent2', { stepComponents: STAND_IN_STEPS });
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('Something went wrong');
    expect(router.state.location.pathname).toBe('/');
  });

  it("skips the mailing step when the mailing address is the same ('Yes' → /leloStudent4, back → /leloStudent2)", async () => {
    storeLeloDraft({ isMailingAddressTheSame: '' });
    const { router } = openLeloWizard('/leloStudent2');
    expect(await heading('Physical Address (4/7)')).toBeTruthy();
    answer(/^Is the mailing address the same\?/, 'Yes');
    next();
    expect(await heading('Registration for Classes (6/7)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leloStudent4');
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(await heading('Physical Address (4/7)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leloStudent2');
  });

  it("goes through the mailing step when it is not the same ('No' → /leloStudent3)", async () => {
    storeLeloDraft({ isMailingAddressTheSame: '' });
    const { router } = openLeloWizard('/leloStudent2');
    await heading('Physical Address (4/7)');
    answer(/^Is the mailing address the same\?/, 'No');
    next();
    expect(await heading('Mailing Address (5/7)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leloStudent3');
  });

  it('restores the step and what was typed after a reload and after the browser back button', async () => {
    storeLeloDraft({ firstName: '' });
    const first = openLeloWizard('/leloStudent');
    await heading('Student Information (2/7)');
    fireEvent.change(textbox(/^First Name/), { target: { value: 'rosa' } });
    fireEvent(window, new Event('pagehide'));
    first.unmount();

    const second = renderLeloPage('/leloStudent', { stepComponents: STAND_IN_STEPS });
    await heading('Student Information (2/7)');
    expect(textbox(/^First Name/).value).toBe('rosa');
    next();
    await heading('Parent or Guardian Information (3/7)');
    await act(() => second.router.navigate(-1));
    expect(await heading('Student Information (2/7)')).toBeTruthy();
    expect(textbox(/^First Name/).value).toBe('rosa');
  });

  it("asks 'Changes you made may not be saved.' before leaving the wizard, not between its steps", async () => {
    storeLeloDraft({});
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { router } = openLeloWizard('/leloStudent');
    await heading('Student Information (2/7)');
    next();
    await heading('Parent or Guardian Information (3/7)');
    expect(confirm).not.toHaveBeenCalled();
    await act(() => router.navigate('/'));
    expect(confirm).toHaveBeenCalledWith('Changes you made may not be saved.');
    expect(router.state.location.pathname).toBe('/leloStudent1');
  });
});

describe('Lelo wizard: the submit', () => {
  function submit() {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  }

  /** The stored draft's agreement step, the session and `api` answering, submitted. */
  async function submitAgreement(api: Record<string, Reply[]> = {}) {
    const view = openLeloWizard('/leloStudent5', api);
    await heading('Agreement (7/7)');
    submit();
    return view;
  }

  it("shows the 'Validation failed: ...' messages and calls no API when the location is incomplete", async () => {
    storeLeloDraft({ charter: '', learningCenter: '', siteId: '' });
    const { requests } = await submitAgreement();
    const alert = await screen.findByTestId('lelo-submit-messages');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(Array.from(alert.querySelectorAll('p'), (line) => line.textContent)).toEqual([
      'Validation failed: Charter is required',
      'Validation failed: Learning Center is required',
      'Validation failed: Site ID is required',
    ]);
    expect(requests.filter((request) => request.url === SUBMIT_PATH)).toHaveLength(0);
  });

  it('posts the whole draft, then shows the confirmation with the filled template, even after a reload', async () => {
    const key = storeLeloDraft({ isMailingAddressTheSame: 'Yes', mailingZip: '12' });
    let release: () => void = () => {};
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { requests, ...view } = await submitAgreement({
      [SUBMIT_PATH]: [
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(jsonReply(201, CONFIRMATION));
          }),
      ],
    });
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeTruthy();
    release();

    const thanks = await heading('Thank you, Maria Lopez!');
    expect(view.router.state.location.pathname).toBe('/response-lelo');
    // The focus moves to the confirmation's heading (an effect after it is drawn), read first by a
    // screen reader.
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(confirm).not.toHaveBeenCalled();
    const post = requests.find((request) => request.url === SUBMIT_PATH);
    expect(post?.method).toBe('POST');
    expect(post?.headers.get('Idempotency-Key')).toBe('key-0001');
    const { includeNcaa: _includeNcaa, ...submitted } = COMPLETE_DRAFT;
    expect(post?.body).toMatchObject({ ...submitted, permalink: PERMALINK, mailingZip: '' });
    expect(post?.body).not.toHaveProperty('includeNcaa');
    expect(screen.getByTestId('lelo-registration-id').textContent).toBe('0b6d2c1e');
    expect(screen.getByText('Learn4Life - Lancaster')).toBeTruthy();
    expect(screen.getByText(withTextContent('English 10 (5 credits)'))).toBeTruthy();
    expect(screen.getByText(withTextContent('Biology (10 credits)'))).toBeTruthy();
    expect(screen.getByTestId('lelo-confirmation-message').innerHTML).toBe(`<div>${TEMPLATE}</div>`);
    expect(window.sessionStorage.getItem(key)).toBeNull();

    view.unmount();
    renderLeloPage('/response-lelo');
    expect(await heading('Thank you, Maria Lopez!')).toBeTruthy();
    expect(screen.getByTestId('lelo-confirmation-message').innerHTML).toBe(`<div>${TEMPLATE}</div>`);
  });

  it('shows the default text when the site has no confirmation template', async () => {
    storeLeloDraft({});
    await submitAgreement({
      [SUBMIT_PATH]: [jsonReply(201, { ...CONFIRMATION, templateMessage: null })],
    });
    expect(await heading('Thank you, Maria Lopez!')).toBeTruthy();
    expect(screen.getByTestId('lelo-confirmation-message').textContent).toBe(
      'You are considered registered and there is nothing more you need to do unless you are contacted by the school for additional information. One of our staff members will contact you with instructions and information on how to start your course. They will also be able to answer any questions you may have. We look forward to working with you!',
    );
  });

  it('signs a pre-registration with PUT /api/leloRegistration/{uuid}', async () => {
    storeLeloDraft({}, { uuid: UUID, locked: true });
    const { requests } = await submitAgreement({
      [PREFILL_PATH]: [jsonReply(200, CONFIRMATION)],
    });
    expect(await heading('Thank you, Maria Lopez!')).toBeTruthy();
    const put = requests.find((request) => request.url === PREFILL_PATH);
    expect(put?.method).toBe('PUT');
    expect(put?.headers.get('Idempotency-Key')).toBe('key-0001');
  });

  it("signs a pre-registration with PUT even when its step 1 was the family's pick", async () => {
    storeLeloDraft({}, { uuid: UUID, locked: false, signs: true });
    const { requests } = await submitAgreement({
      [PREFILL_PATH]: [jsonReply(200, CONFIRMATION)],
    });
    expect(await heading('Thank you, Maria Lopez!')).toBeTruthy();
    expect(requests.find((request) => request.url === PREFILL_PATH)?.method).toBe('PUT');
    expect(requests.some((request) => request.url === SUBMIT_PATH && request.method === 'POST')).toBe(false);
  });

  it('goes back to the step of a field the server refused and shows its error there', async () => {
    storeLeloDraft({});
    const { router } = await submitAgreement({
      [SUBMIT_PATH]: [
        jsonReply(400, {
          message: 'Validation failed',
          errors: [
            { field: 'studentEmail', code: 'email.invalid', message: 'Please provide a valid email address' },
          ],
        }),
      ],
    });
    expect(await heading('Student Information (2/7)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leloStudent');
    expect(screen.getByTestId('wizard-invalid-message').textContent).toBe(
      'Please fill out all required fields',
    );
    await waitFor(() =>
      expect(description(textbox(/^Student Email/))).toContain('Please provide a valid email address'),
    );
  });

  it('says the pre-registration is already signed (409) instead of asking for a retry that cannot work', async () => {
    storeLeloDraft({}, { uuid: UUID, locked: true });
    const { router } = await submitAgreement({
      [PREFILL_PATH]: [jsonReply(409, { message: 'Locked', code: 'lelo.entry.locked' })],
    });
    expect(
      await screen.findByText('This registration has already been signed and cannot be changed.'),
    ).toBeTruthy();
    expect(screen.queryByText('Error submitting the form. Please try again.')).toBeNull();
    expect(router.state.location.pathname).toBe('/leloStudent5');
  });

  it("keeps everything and says 'Error submitting the form. Please try again.' when the submit fails", async () => {
    const key = storeLeloDraft({});
    const { router } = await submitAgreement({
      [SUBMIT_PATH]: [jsonReply(500, { message: 'Internal error', errorId: 'x' })],
    });
    expect(await screen.findByText('Error submitting the form. Please try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leloStudent5');
    const stored = JSON.parse(window.sessionStorage.getItem(key) ?? '{}');
    expect(stored.draft).toMatchObject({
      firstName: 'Maria',
      studentSignature: COMPLETE_DRAFT.studentSignature,
    });
    expect(stored.idempotencyKey).toBe('key-0001');
  });
});

describe('/response-lelo without a submit', () => {
  it('says there is nothing to confirm and links home', async () => {
    mockApi({});
    renderLeloPage('/response-lelo');
    expect(await heading('No registration to show')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('Lelo pages in Spanish', () => {
  inSpanishForEachTest();

  it('names an open session by its Spanish name on /sessionExpired', async () => {
    mockApi({ [SESSION_PATH]: [jsonReply(200, { ...OPEN_SESSION, nameEs: 'Intersesión de verano 2027' })] });
    renderLeloPage(`/sessionExpired/${PERMALINK}`);
    expect(await heading('Intersesión de verano 2027')).toBeTruthy();
  });

  it('writes the opening date of a session not open yet out in Spanish', async () => {
    mockApi({
      [SESSION_PATH]: [jsonReply(200, closed({ open: false, reason: 'notYetOpen', opensOn: '2027-09-01' }))],
    });
    renderLeloPage(`/forms/${PERMALINK}`);
    expect(await screen.findByText('La inscripción abre el 1 de septiembre de 2027.')).toBeTruthy();
  });

  it('submits in Spanish (the body says es) and confirms in Spanish with the default text', async () => {
    storeLeloDraft({});
    const { requests } = openLeloWizard('/leloStudent5', {
      [SUBMIT_PATH]: [jsonReply(201, { ...CONFIRMATION, templateMessage: null })],
    });
    await heading('Acuerdo (7/7)');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await heading('¡Gracias, Maria Lopez!')).toBeTruthy();
    expect(requests.find((request) => request.url === SUBMIT_PATH)?.body).toMatchObject({ language: 'es' });
    expect(screen.getByText('Recibimos su inscripción en los cursos.')).toBeTruthy();
    expect(screen.getByText('Número de inscripción')).toBeTruthy();
    expect(screen.getByText(withTextContent('English 10 (5 créditos)'))).toBeTruthy();
    expect(screen.getByTestId('lelo-confirmation-message').textContent).toBe(
      'Ya está inscrito y no necesita hacer nada más, a menos que la escuela se comunique con usted para pedirle más información. Un miembro de nuestro personal se pondrá en contacto con usted para darle las instrucciones y la información para comenzar su curso, y también podrá responder a sus preguntas. ¡Nos da mucho gusto trabajar con usted!',
    );
  });
});
