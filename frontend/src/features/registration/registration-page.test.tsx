import {
  emptyRegistrationDraft,
  REGISTRATION_STEP_TITLES,
  REGISTRATION_STEPS,
  type RegistrationDraft,
  type RegistrationTextField,
  validationMessagesEn,
} from '@enroll/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../../components/form-fields/text-field.tsx';
import { WizardForm } from '../../components/wizard/wizard-form.tsx';
import type { Reply } from '../../test/mock-api.ts';
import { PUBLIC_BRANDS } from '../../test/public-brands-fixture.ts';
import { registrationEn } from './i18n/en.ts';
import { registrationStorageKey } from './registration-query.ts';
import type { StoredRegistration } from './registration-storage.ts';
import type { RegistrationStepComponent, StepComponents } from './step-types.ts';
import { SITE_ID, siteOf } from './test-utils/fixtures.ts';
import {
  DRAFT_KEY,
  mockApi,
  type RecordedRequest,
  renderRegistrationPage,
  reply,
  setUpRegistrationPageTests,
  siteReplies,
  storeRegistrationDraft,
} from './test-utils/render-registration-page.tsx';
import { useStepForm } from './use-step-form.ts';

const UUID = '3f0b7a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const SITE_PATH = `/api/sites/${SITE_ID}`;
const SUBMIT_PATH = '/api/registration/public';
const PREFILL_PATH = `/api/enrollment/public/${UUID}`;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A stand-in step: the real step's form hook with one text field of the draft. */
function fieldStep(field: RegistrationTextField, label: string): RegistrationStepComponent {
  return function TestStep({ step }) {
    const form = useStepForm(step);
    return (
      <WizardForm form={form}>
        <TextField name={field} label={label} />
      </WizardForm>
    );
  };
}

const TEST_STEPS: StepComponents = {
  studentInformation: fieldStep('firstName', 'First Name'),
  studentPreference: fieldStep('studentName', 'Preferred Name'),
  physicalAddress: fieldStep('street', 'Street'),
  emergencyContacts: fieldStep('emergencyContact1FirstName', 'Contact 1 First Name'),
};

const VALID_CONTACTS: Partial<RegistrationDraft> = {
  emergencyContact1FirstName: 'Ana',
  emergencyContact1LastName: 'Lopez',
  emergencyContact1Phone: '661-555-0134',
  emergencyContact1Relationship: 'Aunt',
  authorizedForPickup1: 'yes',
  emergencyContact2FirstName: 'Luis',
  emergencyContact2LastName: 'Lopez',
  emergencyContact2Phone: '661-555-0135',
  emergencyContact2Relationship: 'Uncle',
  authorizedForPickup2: 'no',
};

function input(label: string): HTMLInputElement {
  const element = screen.getByLabelText(label);
  if (!(element instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  return element;
}

setUpRegistrationPageTests();

describe('registration page: address and brand', () => {
  it('sends /register without a site to the location finder', async () => {
    mockApi({});
    const { router } = renderRegistrationPage({ url: '/register' });
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("tries the brand lookup 3 times 100 ms apart, then offers 'Try Again', which works", async () => {
    const { requests } = mockApi({
      [SITE_PATH]: [reply.json(200, siteOf('Learn4Life'))],
      '/api/brands': [
        reply.serverError(),
        reply.networkError(),
        reply.serverError(),
        reply.json(200, PUBLIC_BRANDS),
      ],
    });
    renderRegistrationPage({ url: `/register?site=${SITE_ID}`, stepComponents: TEST_STEPS });
    expect(screen.getByText('Loading brand information...')).toBeTruthy();

    expect(await screen.findByText('Error loading brand information.')).toBeTruthy();
    expect(requests.filter((request) => request.url === '/api/brands')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Information' })).toBeTruthy();
    expect(requests.filter((request) => request.url === '/api/brands')).toHaveLength(4);
  });

  it("shows 'Invalid Site ID' for an unknown site", async () => {
    mockApi({ '/api/sites/nope': [reply.notFound()], '/api/brands': [reply.json(200, PUBLIC_BRANDS)] });
    renderRegistrationPage({ url: '/register?site=nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Site ID' })).toBeTruthy();
    expect(
      screen.getByText('The site ID "nope" is not valid. Please check the URL and try again.'),
    ).toBeTruthy();
  });

  it('welcomes with the charter and site, shows the brand logo and titles the page with the brand', async () => {
    mockApi(siteReplies('Stanza Academy'));
    renderRegistrationPage({ url: `/register?site=${SITE_ID}`, stepComponents: TEST_STEPS });
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    const welcome = screen.getByTestId('registration-welcome').textContent ?? '';
    expect(welcome).toContain('Welcome to Antelope Valley Learning Academy!');
    expect(welcome).toContain('You are registering for Stanza Academy - Lancaster.');
    expect(screen.getByRole('img', { name: 'Stanza Academy home' }).getAttribute('src')).toBe(
      '/brands/stanza/logo.svg',
    );
    await waitFor(() => expect(document.title).toBe('Stanza Academy | Enrollments'));
  });

  it("uses the brand's variant: 11 steps with the spec's counters for a short brand", async () => {
    storeRegistrationDraft();
    mockApi(siteReplies('Holston'));
    renderRegistrationPage({ url: `/register?site=${SITE_ID}`, stepComponents: TEST_STEPS });
    const title = await screen.findByRole('heading', { level: 1, name: 'Student Preference (2/11)' });
    const progress = document.getElementById(title.getAttribute('aria-describedby') ?? '');
    expect(progress?.textContent).toBe('Step 2 of 11');
    // The visible line names the step once, without the spec title's own '(2/11)'.
    expect(screen.getByTestId('wizard-progress').textContent).toBe('Step 2 of 11 · Student Preference');
    // The welcome box belongs to the first step only.
    expect(screen.queryByTestId('registration-welcome')).toBeNull();
  });

  it("shows 'Step 1 of 15 · Student Information' and the welcome box on the first step", async () => {
    mockApi(siteReplies());
    renderRegistrationPage({ url: `/register?site=${SITE_ID}`, stepComponents: TEST_STEPS });
    const title = await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    const line = screen.getByTestId('wizard-progress');
    expect(line.textContent).toBe('Step 1 of 15 · Student Information');
    // Seen, not read twice: the heading says the name, its description the counter.
    expect(line.getAttribute('aria-hidden')).toBe('true');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Student Information', description: 'Step 1 of 15' }),
    ).toBe(title);
    expect(screen.getByTestId('registration-welcome')).toBeTruthy();

    fireEvent.change(input('First Name'), { target: { value: 'Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    // The stand-in student step checks the whole rule set: it stays, welcome and line unchanged.
    expect(await screen.findByText('Please fill out the required fields')).toBeTruthy();
    expect(screen.getByTestId('wizard-progress').textContent).toBe('Step 1 of 15 · Student Information');
    expect(screen.getByTestId('registration-welcome')).toBeTruthy();
  });
});

describe('registration page: the draft', () => {
  it('restores the draft and the level from sessionStorage after a reload, never using localStorage', async () => {
    const key = DRAFT_KEY;
    storeRegistrationDraft({ draft: { ...emptyRegistrationDraft(), street: '123 Main St' }, level: 2 });
    mockApi(siteReplies());
    const first = renderRegistrationPage({ url: `/register?site=${SITE_ID}`, stepComponents: TEST_STEPS });
    await screen.findByRole('heading', { level: 1, name: 'Physical Address' });
    expect(input('Street').value).toBe('123 Main St');

    fireEvent.change(input('Street'), { target: { value: '456 Oak Ave' } });
    await waitFor(() => expect(window.sessionStorage.getItem(key)).toContain('456 Oak Ave'), {
      timeout: 1000,
    });
    first.unmount();

    renderRegistrationPage({ url: `/register?site=${SITE_ID}`, stepComponents: TEST_STEPS });
    await screen.findByRole('heading', { level: 1, name: 'Physical Address' });
    expect(input('Street').value).toBe('456 Oak Ave');
    expect(window.localStorage.length).toBe(0);
  });

  it('stores what was typed a moment before the tab is reloaded', async () => {
    const key = DRAFT_KEY;
    storeRegistrationDraft({ level: 2 });
    mockApi(siteReplies());
    renderRegistrationPage({ url: `/register?site=${SITE_ID}`, stepComponents: TEST_STEPS });
    await screen.findByRole('heading', { level: 1, name: 'Physical Address' });
    fireEvent.change(input('Street'), { target: { value: '789 Pine St' } });
    expect(window.sessionStorage.getItem(key)).not.toContain('789 Pine St');
    // No render or effect runs any more once the page is going away: the save must reach the storage itself.
    fireEvent(window, new Event('pagehide'));
    const stored = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as StoredRegistration;
    expect(stored.draft.street).toBe('789 Pine St');
    expect(stored.level).toBe(2);
    expect(stored.idempotencyKey).toBe('key-12345678');
  });

  it('keeps what was typed when going back and forward', async () => {
    storeRegistrationDraft();
    mockApi(siteReplies('Holston'));
    renderRegistrationPage({ url: `/register?site=${SITE_ID}`, stepComponents: TEST_STEPS });
    await screen.findByRole('heading', { level: 1, name: 'Student Preference (2/11)' });
    expect(screen.queryByTestId('registration-welcome')).toBeNull();
    fireEvent.change(input('Preferred Name'), { target: { value: 'Mari' } });
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    // Back on the first step, the welcome box is there again.
    expect(screen.getByTestId('registration-welcome')).toBeTruthy();
    expect(screen.getByTestId('wizard-progress').textContent).toBe('Step 1 of 11 · Student Information');
    fireEvent.change(input('First Name'), { target: { value: 'Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    // The stand-in student step checks the whole student rule set, so it stays with the message.
    expect(await screen.findByText('Please fill out the required fields')).toBeTruthy();
    expect(input('First Name').value).toBe('Maria');
  });

  it('pre-fills a fresh draft from the interest link, naming the site when the link does not', async () => {
    let release: () => void = () => undefined;
    const prefillReady = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      ...siteReplies(),
      [PREFILL_PATH]: [
        async () => {
          await prefillReady;
          return reply.json(200, {
            studentFirstName: 'Maria',
            studentLastName: 'Lopez',
            birthDate: '2000-01-01',
            primaryEmail: 'maria@example.com',
            phone: '661-555-0134',
            parentFirstName: '',
            parentLastName: '',
            parentRelationship: '',
            zipCode: '93534',
            learningCenterId: SITE_ID,
          });
        },
      ],
    });
    renderRegistrationPage({ url: `/register-interest?uuid=${UUID}`, stepComponents: TEST_STEPS });
    expect(await screen.findByText('Loading existing information...')).toBeTruthy();
    release();
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    expect(input('First Name').value).toBe('Maria');
  });

  it('starts empty when the interest link is unknown', async () => {
    mockApi({ ...siteReplies(), [PREFILL_PATH]: [reply.notFound()] });
    renderRegistrationPage({
      url: `/register-interest?uuid=${UUID}&site=${SITE_ID}`,
      stepComponents: TEST_STEPS,
    });
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    expect(input('First Name').value).toBe('');
  });

  it.each([
    ['without', `/register-interest?uuid=${UUID}`],
    ['with', `/register-interest?uuid=${UUID}&site=${SITE_ID}`],
  ])(
    "says the registration was submitted, pre-filling nothing, when the link's interest is enrolled (%s a site)",
    async (_, url) => {
      mockApi({
        ...siteReplies(),
        [PREFILL_PATH]: [
          reply.json(409, {
            message: validationMessagesEn['interest.enrolled'],
            code: 'interest.enrolled',
          }),
        ],
      });
      renderRegistrationPage({ url, stepComponents: TEST_STEPS });
      await screen.findByRole('heading', { level: 1, name: 'Registration already submitted' });
      expect(screen.getByRole('alert').textContent).toBe(
        'This registration has already been submitted. Please contact your learning center to make a change.',
      );
      expect(screen.getByRole('link', { name: 'Find a location' }).getAttribute('href')).toBe('/');
      expect(screen.queryByLabelText('First Name')).toBeNull();
    },
  );

  it('says the link has expired and offers a fresh registration or a new request at its learning center', async () => {
    mockApi({
      ...siteReplies(),
      [PREFILL_PATH]: [
        reply.json(410, {
          message: validationMessagesEn['interest.link.expired'],
          code: 'interest.link.expired',
        }),
      ],
    });
    renderRegistrationPage({
      url: `/register-interest?uuid=${UUID}&site=${SITE_ID}`,
      stepComponents: TEST_STEPS,
    });
    await screen.findByRole('heading', { level: 1, name: 'This link has expired' });
    expect(screen.getByRole('alert').textContent).toBe(
      'This link has expired. Links from a request for information work for 60 days.',
    );
    expect(screen.getByRole('link', { name: 'Start the registration' }).getAttribute('href')).toBe(
      `/register?site=${SITE_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Request information again' }).getAttribute('href')).toBe(
      `/interest?site=${SITE_ID}`,
    );
    expect(screen.queryByLabelText('First Name')).toBeNull();
  });

  it('sends an expired link without a learning center to the finder from the expired page', async () => {
    mockApi({
      ...siteReplies(),
      [PREFILL_PATH]: [reply.json(410, { message: 'expired', code: 'interest.link.expired' })],
    });
    renderRegistrationPage({ url: `/register-interest?uuid=${UUID}`, stepComponents: TEST_STEPS });
    await screen.findByRole('heading', { level: 1, name: 'This link has expired' });
    expect(screen.getByRole('link', { name: 'Find a learning center' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('First Name')).toBeNull();
  });

  it('warns before leaving a step', async () => {
    mockApi(siteReplies());
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderRegistrationPage({
      url: `/register?site=${SITE_ID}`,
      stepComponents: TEST_STEPS,
    });
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    await act(() => router.navigate('/'));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to leave?');
    expect(screen.getByRole('heading', { level: 1, name: 'Student Information' })).toBeTruthy();
  });
});

describe('registration page: submit', () => {
  const key = registrationStorageKey({ site: SITE_ID, uuid: UUID });
  const atLastStep = (draft: Partial<RegistrationDraft> = {}) =>
    storeRegistrationDraft(
      {
        draft: { ...emptyRegistrationDraft(), ...VALID_CONTACTS, ...draft },
        level: 14,
        idempotencyKey: 'a7d1c0e2-5b8f-4c3a-9e6d-1f2b3c4d5e6f',
      },
      key,
    );

  /** The page open on the last step of a stored draft, the server answering the submits in turn. */
  const openLastStep = async (answers: Reply[], draft: Partial<RegistrationDraft> = {}) => {
    atLastStep(draft);
    const api = mockApi({ ...siteReplies(), [SUBMIT_PATH]: answers });
    renderRegistrationPage({
      url: `/register-interest?uuid=${UUID}&site=${SITE_ID}`,
      stepComponents: TEST_STEPS,
    });
    await screen.findByRole('heading', { level: 1, name: 'Emergency Contacts' });
    return api;
  };

  /** The Idempotency-Key of each submit sent. */
  const submitKeys = (requests: RecordedRequest[]) =>
    requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.headers.get('Idempotency-Key'));

  it('submits once with the idempotency key, thanks the family and clears the draft', async () => {
    const { requests } = await openLastStep([reply.json(201, { id: 'registration-1', _uuid: UUID })], {
      firstName: 'Maria',
    });
    expect(screen.getByTestId('wizard-progress').textContent).toBe('Step 15 of 15 · Emergency Contacts');
    expect(screen.queryByTestId('registration-welcome')).toBeNull();
    expect(screen.getByRole('button', { name: 'Update previous information' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next step' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Thank you! Your registration has been successfully completed. One of our team members will reach out to you within one business day.',
      }),
    ).toBeTruthy();
    // The thank-you stands alone: no welcome box, no progress line.
    expect(screen.queryByTestId('registration-welcome')).toBeNull();
    expect(screen.queryByTestId('wizard-progress')).toBeNull();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get('Idempotency-Key')).toBe('a7d1c0e2-5b8f-4c3a-9e6d-1f2b3c4d5e6f');
    expect(posts[0]?.body).toMatchObject({
      firstName: 'Maria',
      site: SITE_ID,
      uuid: UUID,
      ...VALID_CONTACTS,
    });
    expect(window.sessionStorage.getItem(key)).toBeNull();
  });

  it('takes the family to the first step the server found fault with, showing its errors', async () => {
    const { requests } = await openLastStep([
      reply.json(400, {
        message: 'Validation failed',
        errors: [{ field: 'firstName', code: 'required', message: 'This field is required.' }],
      }),
      reply.json(201, { id: 'registration-1', _uuid: UUID }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    expect(screen.getByText('Please fill out the required fields')).toBeTruthy();
    const firstName = input('First Name');
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('reuses the idempotency key when a failed submit is tried again', async () => {
    const { requests } = await openLastStep([
      reply.json(503, { message: 'Service unavailable' }),
      reply.json(201, { id: 'registration-1', _uuid: UUID }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'Error submitting the form. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Emergency Contacts' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByTestId('registration-thank-you');
    expect(submitKeys(requests)).toEqual([
      'a7d1c0e2-5b8f-4c3a-9e6d-1f2b3c4d5e6f',
      'a7d1c0e2-5b8f-4c3a-9e6d-1f2b3c4d5e6f',
    ]);
  });

  it('says the connection was lost on the submit step and sends the form again on its own, with the same key', async () => {
    const { requests } = await openLastStep([
      reply.networkError(),
      reply.json(201, { id: 'registration-1', _uuid: UUID }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('connection-lost')).textContent).toBe(
      'The connection was lost. Your form will be sent when you are back online.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Emergency Contacts' })).toBeTruthy();
    expect(screen.queryByTestId('notification-banner')).toBeNull();

    // The first retry comes a second later, without a press.
    await screen.findByTestId('registration-thank-you', {}, { timeout: 5_000 });
    expect(submitKeys(requests)).toEqual([
      'a7d1c0e2-5b8f-4c3a-9e6d-1f2b3c4d5e6f',
      'a7d1c0e2-5b8f-4c3a-9e6d-1f2b3c4d5e6f',
    ]);
  });

  it('gives a fresh draft its own idempotency key, saved with it', async () => {
    mockApi(siteReplies());
    renderRegistrationPage({ url: `/register?site=${SITE_ID}`, stepComponents: TEST_STEPS });
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    const saved: unknown = JSON.parse(
      window.sessionStorage.getItem(registrationStorageKey({ site: SITE_ID, uuid: null })) ?? 'null',
    );
    expect(saved).toMatchObject({ level: 0, idempotencyKey: expect.stringMatching(UUID_PATTERN) });
  });
});

describe('registration catalog', () => {
  it("names every step as the domain's tables do", () => {
    for (const variant of ['short', 'long'] as const) {
      const titles: Record<string, string> = registrationEn.stepTitles[variant];
      expect(REGISTRATION_STEPS[variant].map((step) => titles[step])).toEqual([
        ...REGISTRATION_STEP_TITLES[variant],
      ]);
    }
  });
});
