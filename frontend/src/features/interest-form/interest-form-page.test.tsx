import { AGE_RANGES, birthDateBounds } from '@enroll/domain';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPITALS_OFFER_PAUSE_MS } from '../../components/form-fields/capitals-offer.tsx';
import { birthDateYearsAgo } from '../../components/form-fields/test-utils/birth-date.ts';
import { change, description } from '../../components/form-fields/test-utils/field-queries.ts';
import { NOTIFICATION_DURATION_MS } from '../../components/notification-banner/notification-banner.tsx';
import {
  mockApi,
  renderInterestPage,
  reply,
  stubResizeObserver,
} from './test-utils/render-interest-page.tsx';

const SUBMIT_PATH = '/api/enrollment/public';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function input(name: string | RegExp): HTMLInputElement {
  const element = screen.getByLabelText(name);
  if (!(element instanceof HTMLInputElement)) throw new Error(`${String(name)} is not an input`);
  return element;
}

function type(name: string | RegExp, value: string) {
  change(screen.getByLabelText(name), value);
}

function submitButton(): HTMLElement {
  return screen.getByRole('button', { name: /^submit/i });
}

function fieldMessage(name: string | RegExp): string {
  return description(screen.getByLabelText(name));
}

function fillAdult() {
  type(/^Student First Name/, 'maria');
  type(/^Student Last Name/, 'LOPEZ');
  type(/^Date of Birth/, birthDateYearsAgo(20));
  type(/^Email/, 'maria@example.com');
  type(/^Phone/, '5551234567');
  type(/^ZIP\/Postal Code/, '93534');
}

/** The Flex High form on screen with an adult's entry filled in. */
async function openFilledForm() {
  renderInterestPage({ host: 'flexhigh.localhost' });
  await screen.findByRole('heading', { level: 1, name: 'Student Information' });
  fillAdult();
}

/** The server's 400 for the ZIP code, its field error with the given code. */
function zipRefused(code: string) {
  return reply.json(400, {
    message: 'Validation failed',
    errors: [
      {
        field: 'zipCode',
        code,
        message: 'Please Provide a Valid Zip/Postal Code in the Following Format XXXXX',
      },
    ],
  });
}

beforeEach(() => {
  stubResizeObserver();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  // A test that took the browser offline leaves the query client's online state as it found it.
  onlineManager.setOnline(true);
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('interest form: fields', () => {
  it('shows the Parent Information section only for a birth date making the student 4 to 17', async () => {
    mockApi({});
    renderInterestPage();
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    expect(screen.queryByRole('heading', { name: 'Parent Information' })).toBeNull();

    for (const [age, shown] of [
      [10, true],
      [4, true],
      [17, true],
      [18, false],
      [3, false],
      [30, false],
    ] as const) {
      type(/^Date of Birth/, birthDateYearsAgo(age));
      const heading = screen.queryByRole('heading', { name: 'Parent Information' });
      expect({ age, shown: heading !== null }).toEqual({ age, shown });
      if (shown) {
        expect(screen.getByRole('combobox', { name: /^Relationship to Student/ })).toBeTruthy();
        expect(input(/^Parent First Name/)).toBeTruthy();
        expect(input(/^Parent Last Name/)).toBeTruthy();
        const options = within(screen.getByRole('combobox', { name: /^Relationship to Student/ }))
          .getAllByRole('option')
          .map((option) => option.textContent);
        expect(options.slice(1)).toEqual(['Parent', 'Guardian', 'Caregiver']);
      }
    }
  });

  it('formats the phone, keeps only ZIP digits and keeps names as they are typed', async () => {
    mockApi({});
    renderInterestPage();
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    const phone = input(/^Phone/);
    expect(phone.placeholder).toBe('XXX-XXX-XXXX');
    // No length limit: a longer paste ('+1 (661) 555-0134') is formatted whole, not cut first.
    expect(phone.hasAttribute('maxlength')).toBe(false);
    expect(phone.inputMode).toBe('tel');
    type(/^Phone/, '5551234567');
    expect(phone.value).toBe('555-123-4567');
    type(/^Phone/, '1 (555) 123-4567');
    expect(phone.value).toBe('555-123-4567');
    type(/^Phone/, '5551');
    expect(phone.value).toBe('555-1');

    const zip = input(/^ZIP\/Postal Code/);
    expect(zip.placeholder).toBe('XXXXX');
    expect(zip.inputMode).toBe('numeric');
    type(/^ZIP\/Postal Code/, '93a53-4999');
    expect(zip.value).toBe('93534');

    type(/^Student First Name/, 'mARIA');
    expect(input(/^Student First Name/).value).toBe('mARIA');
    type(/^Student Last Name/, 'de la Cruz');
    expect(input(/^Student Last Name/).value).toBe('de la Cruz');
    expect(input(/^Student First Name/).maxLength).toBe(50);
    expect(input(/^Email/).maxLength).toBe(60);
    // The picker offers the birth dates of ages 4 to 50 only.
    expect(input(/^Date of Birth/).max).toBe(birthDateYearsAgo(4));
    expect(input(/^Date of Birth/).min).toBe(birthDateBounds(AGE_RANGES.interest).earliest);
  });

  it('formats a pasted phone as a whole', async () => {
    mockApi({});
    renderInterestPage();
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    const phone = input(/^Phone/);
    for (const pasted of ['(661) 555-0134', '+1 661 555 0134', '1-661-555-0134', '661.555.0134']) {
      fireEvent.change(phone, { target: { value: '' } });
      fireEvent.paste(phone, { clipboardData: { getData: () => pasted } });
      expect({ pasted, value: phone.value }).toEqual({ pasted, value: '661-555-0134' });
    }
    // The whole text in one change (a browser that fills the field) is formatted the same way.
    fireEvent.change(phone, { target: { value: '+1 (661) 555-0134' } });
    expect(phone.value).toBe('661-555-0134');
  });

  it('offers the capitalised form of a name typed in lower case once the typing rests, keeps it after the field is left, and writes it on a click', async () => {
    mockApi({});
    renderInterestPage();
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    const first = input(/^Student First Name/);
    fireEvent.focus(first);
    fireEvent.change(first, { target: { value: 'maría josé de la cruz' } });
    // Not while the family is still typing.
    expect(screen.queryByRole('button', { name: /^Use “/ })).toBeNull();
    // Once the typing rests, still in the field.
    const offer = await screen.findByRole('button', { name: 'Use “María José de la Cruz”' });
    expect(first.value).toBe('maría josé de la cruz');
    // Leaving the field keeps it.
    fireEvent.blur(first);
    expect(screen.getByRole('button', { name: 'Use “María José de la Cruz”' })).toBe(offer);
    fireEvent.click(offer);
    expect(first.value).toBe('María José de la Cruz');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Use “/ })).toBeNull());

    // A name in mixed case is the family's own spelling: no offer, however long the typing rests.
    vi.useFakeTimers();
    try {
      const last = input(/^Student Last Name/);
      fireEvent.focus(last);
      fireEvent.change(last, { target: { value: 'McDonald' } });
      act(() => vi.advanceTimersByTime(2 * CAPITALS_OFFER_PAUSE_MS));
      expect(last.value).toBe('McDonald');
      expect(screen.queryByRole('button', { name: /^Use “/ })).toBeNull();
      fireEvent.blur(last);
      act(() => vi.advanceTimersByTime(2 * CAPITALS_OFFER_PAUSE_MS));
      expect(screen.queryByRole('button', { name: /^Use “/ })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('interest form: attempt while invalid', () => {
  it('shows the banner, marks every required field invalid with its message and focuses the first', async () => {
    mockApi({});
    renderInterestPage();
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    const button = submitButton();
    // Submit never looks disabled to a parent; the click explains what is missing.
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('submit-message')).toBeNull();

    fireEvent.click(button);

    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'Please Fill All The Required Fields',
    );
    for (const name of [
      /^Student First Name/,
      /^Student Last Name/,
      /^Email/,
      /^Phone/,
      /^ZIP\/Postal Code/,
    ]) {
      expect(input(name).getAttribute('aria-invalid')).toBe('true');
      expect(fieldMessage(name)).toBe('This field is required.');
    }
    expect(input(/^Date of Birth/).getAttribute('aria-invalid')).toBe('true');
    expect(fieldMessage(/^Date of Birth/)).toBe('Please Provide a Valid Date of Birth');
    expect(document.activeElement).toBe(input(/^Student First Name/));
  });

  it('shows the exact messages for a wrong email, phone, ZIP and age, and asks a minor for the parent', async () => {
    mockApi({});
    renderInterestPage();
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    type(/^Email/, 'maria@');
    type(/^Phone/, '555123');
    type(/^ZIP\/Postal Code/, '935');
    type(/^Date of Birth/, birthDateYearsAgo(2));
    await waitFor(() => expect(fieldMessage(/^Email/)).toBe('Please provide a valid email address'));
    expect(fieldMessage(/^Phone/)).toBe(
      'Please Provide a Valid Phone Number in the Following Format XXX-XXX-XXXX',
    );
    expect(fieldMessage(/^ZIP\/Postal Code/)).toBe(
      'Please Provide a Valid Zip/Postal Code in the Following Format XXXXX',
    );
    const outside = 'The student must be 4 to 50 years old. Please check the date of birth.';
    expect(fieldMessage(/^Date of Birth/)).toBe(outside);

    type(/^Date of Birth/, birthDateYearsAgo(51));
    await waitFor(() => expect(fieldMessage(/^Date of Birth/)).toBe(outside));
    type(/^Date of Birth/, '1925-01-01');
    await waitFor(() => expect(fieldMessage(/^Date of Birth/)).toBe(outside));
    type(/^Date of Birth/, birthDateYearsAgo(-1));
    await waitFor(() =>
      expect(fieldMessage(/^Date of Birth/)).toBe('The date of birth cannot be after today.'),
    );

    fillAdult();
    type(/^Date of Birth/, birthDateYearsAgo(15));
    fireEvent.click(submitButton());
    await screen.findByTestId('notification-banner');
    const relationship = screen.getByRole('combobox', { name: /^Relationship to Student/ });
    expect(relationship.getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Parent First Name/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Parent Last Name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(relationship);
  });
});

describe('interest form: the message beside Submit', () => {
  afterEach(() => vi.useRealTimers());

  it('stays beside Submit after the 5-second banner and goes once the form is valid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({});
    renderInterestPage({ host: 'flexhigh.localhost' });
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    type(/^Student First Name/, 'maria');
    fireEvent.click(submitButton());

    const message = await screen.findByTestId('submit-message');
    expect(message.textContent).toBe('Please Fill All The Required Fields');
    expect(message.getAttribute('role')).toBe('alert');
    expect(submitButton().getAttribute('aria-describedby')).toBe(message.id);
    expect(submitButton().hasAttribute('aria-disabled')).toBe(false);
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'Please Fill All The Required Fields',
    );

    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS));
    await waitFor(() => expect(screen.queryByTestId('notification-banner')).toBeNull());
    expect(screen.getByTestId('submit-message')).toBe(message);

    // Part of the fix is not enough; the same element stays (no second announcement).
    type(/^Student Last Name/, 'lopez');
    type(/^Date of Birth/, birthDateYearsAgo(20));
    expect(screen.getByTestId('submit-message')).toBe(message);

    type(/^Email/, 'maria@example.com');
    type(/^Phone/, '5551234567');
    type(/^ZIP\/Postal Code/, '93534');
    await waitFor(() => expect(screen.queryByTestId('submit-message')).toBeNull());
    expect(submitButton().hasAttribute('aria-describedby')).toBe(false);

    // A field broken again without a new attempt does not bring it back.
    type(/^Email/, 'maria@');
    await waitFor(() => expect(fieldMessage(/^Email/)).toBe('Please provide a valid email address'));
    expect(screen.queryByTestId('submit-message')).toBeNull();
  });

  it("shows it for the server's field errors too", async () => {
    mockApi({
      [SUBMIT_PATH]: [zipRefused('invalid')],
    });
    await openFilledForm();
    expect(screen.queryByTestId('submit-message')).toBeNull();
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('submit-message')).textContent).toBe(
      'Please Fill All The Required Fields',
    );
    type(/^ZIP\/Postal Code/, '93535');
    await waitFor(() => expect(screen.queryByTestId('submit-message')).toBeNull());
  });
});

describe('interest form: submit', () => {
  it('sends the form with an Idempotency-Key and shows the Learn4Life confirmation', async () => {
    const { requests } = mockApi({ [SUBMIT_PATH]: [reply.created()] });
    renderInterestPage({ url: '/interest?campaign=spring-fair', host: 'learn4life.localhost' });
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    fillAdult();
    expect(submitButton().hasAttribute('aria-disabled')).toBe(false);

    fireEvent.click(submitButton());

    const heading = await screen.findByRole('heading', { level: 1, name: 'Info Kit Sent!' });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText('Thanks for requesting your Learn4Life Info Kit—check your inbox shortly!'),
    ).toBeTruthy();
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    expect(links.map((link) => link.textContent)).toEqual([
      'Explore our programs (opens in a new tab)',
      'Read student stories (opens in a new tab)',
      'Chat with a team member (opens in a new tab)',
    ]);
    expect(screen.queryByText("You're All Set!")).toBeNull();
    expect(screen.getByTestId('interest-confirmation-email').textContent).toBe(
      'We sent your Info Kit to maria@example.com, with a link to start the registration.',
    );
    // No learning center: the registration (which needs one) is not offered.
    expect(screen.queryByTestId('start-registration')).toBeNull();

    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post?.url).toBe(SUBMIT_PATH);
    expect(post?.headers.get('Idempotency-Key')).toMatch(UUID);
    // The names as typed ('maria', 'LOPEZ'): nothing re-cases them.
    expect(post?.body).toEqual({
      studentFirstName: 'maria',
      studentLastName: 'LOPEZ',
      birthDate: birthDateYearsAgo(20),
      parentRelationship: '',
      parentFirstName: '',
      parentLastName: '',
      primaryEmail: 'maria@example.com',
      phone: '555-123-4567',
      zipCode: '93534',
      campaign: 'spring-fair',
      language: 'en',
    });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('sends a name in mixed case exactly as typed', async () => {
    const { requests } = mockApi({ [SUBMIT_PATH]: [reply.created()] });
    await openFilledForm();
    type(/^Student First Name/, 'María José');
    type(/^Student Last Name/, 'McDonald');
    fireEvent.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: "You're All Set!" });
    const [post] = requests.filter((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ studentFirstName: 'María José', studentLastName: 'McDonald' });
  });

  it('shows the generic confirmation on another brand, with the leave warning off', async () => {
    mockApi({ [SUBMIT_PATH]: [reply.created()] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderInterestPage({ host: 'flexhigh.localhost' });
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    expect(screen.getByTestId('interest-intro').textContent).toContain('Flex High');
    fillAdult();
    fireEvent.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: "You're All Set!" })).toBeTruthy();
    expect(screen.getByText('Thank you, your submission has been received.')).toBeTruthy();
    expect(screen.getByText('A team member will reach out to you within one business day.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeTruthy();
    expect(screen.getByTestId('interest-confirmation-email').textContent).toBe(
      'We sent an e-mail to maria@example.com with the next steps and a link to start the registration.',
    );
    expect(screen.queryByTestId('start-registration')).toBeNull();
    expect(screen.queryByText('Info Kit Sent!')).toBeNull();
    await act(() => router.navigate('/'));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends one request for a double click', async () => {
    const { requests } = mockApi({ [SUBMIT_PATH]: [reply.created()] });
    await openFilledForm();
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: "You're All Set!" });
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says the connection was lost when a send gets no answer, keeps what was typed and sends it again with the same Idempotency-Key', async () => {
    const { requests } = mockApi({ [SUBMIT_PATH]: [reply.networkError(), reply.created()] });
    await openFilledForm();
    fireEvent.click(submitButton());

    expect((await screen.findByTestId('connection-lost')).textContent).toBe(
      'The connection was lost. Your form will be sent when you are back online.',
    );
    expect(screen.getByTestId('connection-lost').closest('[role="status"]')?.getAttribute('aria-live')).toBe(
      'polite',
    );
    expect(input(/^Student First Name/).value).toBe('maria');
    expect(submitButton().getAttribute('aria-busy')).toBe('true');

    // Tried again on its own (the first retry comes after a second), without a second press.
    await screen.findByRole('heading', { level: 1, name: "You're All Set!" }, { timeout: 5_000 });
    const keys = requests
      .filter((request) => request.method === 'POST')
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByTestId('connection-lost')).toBeNull();
  });

  it('offline at submit: says so at once, sends nothing, then sends the form once when the browser is back online', async () => {
    const { requests } = mockApi({ [SUBMIT_PATH]: [reply.created()] });
    await openFilledForm();
    act(() => window.dispatchEvent(new Event('offline')));
    fireEvent.click(submitButton());

    expect(await screen.findByTestId('connection-lost')).toBeTruthy();
    fireEvent.click(submitButton());
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(input(/^Email/).value).toBe('maria@example.com');

    act(() => window.dispatchEvent(new Event('online')));
    await screen.findByRole('heading', { level: 1, name: "You're All Set!" });
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it("puts the server's field errors on the fields", async () => {
    mockApi({
      [SUBMIT_PATH]: [zipRefused('interest.zip.invalid')],
    });
    await openFilledForm();
    fireEvent.click(submitButton());

    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'Please Fill All The Required Fields',
    );
    expect(fieldMessage(/^ZIP\/Postal Code/)).toBe(
      'Please Provide a Valid Zip/Postal Code in the Following Format XXXXX',
    );
    expect(input(/^ZIP\/Postal Code/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(/^ZIP\/Postal Code/));
  });
});

describe('interest form: site, draft, title and leave warning', () => {
  it("says 'Loading...' while the site is checked, then 'Invalid Site ID' for an unknown site", async () => {
    mockApi({ '/api/sites/nope123': [reply.notFound()] });
    renderInterestPage({ url: '/interest?site=nope123' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Site ID' })).toBeTruthy();
    expect(
      screen.getByText('The site ID "nope123" is not valid. Please check the URL and try again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^submit/i })).toBeNull();
  });

  it('names the charter and site in the welcome and titles the page with the charter brand', async () => {
    mockApi({
      '/api/sites/site-1': [
        reply.json(200, {
          id: 'site-1',
          name: 'Lancaster Center',
          charter: { name: 'Antelope Valley Learning Academy', brand: { brandName: 'Stanza Academy' } },
        }),
      ],
      [SUBMIT_PATH]: [reply.created()],
    });
    renderInterestPage({ url: '/interest?site=site-1&charter=avla', host: 'flexhigh.localhost' });
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    const intro = screen.getByTestId('interest-intro').textContent ?? '';
    expect(intro).toContain('Antelope Valley Learning Academy');
    expect(intro).toContain('Lancaster Center');
    await waitFor(() => expect(document.title).toBe('Stanza Academy | Enrollments'));

    fillAdult();
    fireEvent.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: "You're All Set!" });
    // The same address as the interest e-mail's link: the entry's uuid and its learning center.
    const start = screen.getByRole('link', { name: 'Start the registration now' });
    expect(start.getAttribute('href')).toBe(
      '/register-interest?uuid=3f0b7a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b&site=site-1',
    );
  });

  it('restores the draft from sessionStorage after a reload and never uses localStorage', async () => {
    mockApi({});
    const first = renderInterestPage({ url: '/interest?campaign=a' });
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    type(/^Student First Name/, 'maria');
    type(/^Phone/, '5551234567');
    await waitFor(() => expect(window.sessionStorage.length).toBe(1));
    first.unmount();

    renderInterestPage({ url: '/interest?campaign=a' });
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    expect(input(/^Student First Name/).value).toBe('maria');
    expect(input(/^Phone/).value).toBe('555-123-4567');
    expect(window.localStorage.length).toBe(0);
    cleanup();

    renderInterestPage({ url: '/interest?campaign=b' });
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    expect(input(/^Student First Name/).value).toBe('');
  });

  it('warns before leaving once something was typed, and titles the page with the host brand', async () => {
    mockApi({});
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderInterestPage({ host: 'learn4life.localhost' });
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    expect(document.title).toBe('Learn4Life | Enrollments');
    expect(screen.getByTestId('interest-intro').textContent).toContain('Info Kit');
    expect(screen.getByRole('button', { name: 'Charter School Enrollment Rights' })).toBeTruthy();

    await act(() => router.navigate('/'));
    expect(confirm).not.toHaveBeenCalled();
    await act(() => router.navigate('/interest'));

    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    type(/^Student First Name/, 'maria');
    await act(() => router.navigate('/'));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to leave?');
    expect(screen.getByRole('heading', { level: 1, name: 'Student Information' })).toBeTruthy();
  });
});
