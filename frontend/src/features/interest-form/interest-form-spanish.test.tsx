import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { birthDateYearsAgo } from '../../components/form-fields/test-utils/birth-date.ts';
import { change } from '../../components/form-fields/test-utils/field-queries.ts';
import { inSpanishForEachTest } from '../../test/in-spanish.ts';
import {
  mockApi,
  renderInterestPage,
  reply,
  stubResizeObserver,
} from './test-utils/render-interest-page.tsx';

/** Types into the field of that label and leaves it. */
function type(label: RegExp, value: string) {
  change(screen.getByLabelText(label), value);
}

const SUBMIT_PATH = '/api/enrollment/public';
const SITE = {
  id: 'site-1',
  name: 'Lancaster Center',
  charter: { name: 'Antelope Valley Learning Academy', brand: { brandName: 'Stanza Academy' } },
};

function fillAdultInSpanish() {
  type(/^Nombre del estudiante/, 'maría');
  type(/^Apellido del estudiante/, 'lópez');
  type(/^Fecha de nacimiento/, birthDateYearsAgo(20));
  type(/^Correo electrónico/, 'maria@example.com');
  type(/^Teléfono/, '5551234567');
  type(/^Código postal/, '93534');
}

inSpanishForEachTest();
beforeEach(() => {
  stubResizeObserver();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('interest form in Spanish', () => {
  it('asks in Spanish, sends language es and confirms naming the address and offering the registration', async () => {
    const { requests } = mockApi({
      '/api/sites/site-1': [reply.json(200, SITE)],
      [SUBMIT_PATH]: [reply.created()],
    });
    renderInterestPage({ url: '/interest?site=site-1', host: 'flexhigh.localhost' });
    await screen.findByRole('heading', { level: 1, name: 'Información del estudiante' });
    expect(screen.getByTestId('interest-intro').textContent).toContain(
      '¡Le damos la bienvenida a Antelope Valley Learning Academy!',
    );
    expect(screen.getByTestId('language-switch').textContent).toBe('English');
    expect(screen.getByRole('button', { name: 'Derechos de inscripción en escuelas chárter' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    // The rule's message beside Submit, in Spanish (the field messages come from the validation catalog).
    expect((await screen.findByTestId('submit-message')).textContent).toBe(
      'Por favor, complete todos los campos obligatorios',
    );

    fillAdultInSpanish();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('heading', { level: 1, name: '¡Todo listo!' })).toBeTruthy();
    expect(screen.getByText('Gracias, recibimos su información.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Próximos pasos' })).toBeTruthy();
    expect(screen.getByTestId('interest-confirmation-email').textContent).toBe(
      'Enviamos un correo electrónico a maria@example.com con los próximos pasos y un enlace para comenzar la inscripción.',
    );
    expect(screen.getByRole('link', { name: 'Comenzar la inscripción ahora' }).getAttribute('href')).toBe(
      '/register-interest?uuid=3f0b7a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b&site=site-1',
    );
    const post = requests.find((request) => request.method === 'POST');
    // The names as typed: nothing re-cases them.
    expect(post?.body).toMatchObject({
      studentFirstName: 'maría',
      studentLastName: 'lópez',
      language: 'es',
      site: 'site-1',
    });
  });

  it("shows Learn4Life's Info Kit confirmation in Spanish", async () => {
    mockApi({ [SUBMIT_PATH]: [reply.created()] });
    renderInterestPage({ url: '/interest', host: 'learn4life.localhost' });
    await screen.findByRole('heading', { level: 1, name: 'Información del estudiante' });
    expect(screen.getByTestId('interest-intro').textContent).toContain('Reciba su Info Kit gratuito');
    fillAdultInSpanish();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { level: 1, name: '¡Info Kit enviado!' })).toBeTruthy();
    expect(screen.getByTestId('interest-confirmation-email').textContent).toBe(
      'Enviamos su Info Kit a maria@example.com, con un enlace para comenzar la inscripción.',
    );
    expect(screen.getByRole('link', { name: /^Conozca nuestros programas/ }).textContent).toBe(
      'Conozca nuestros programas (se abre en una pestaña nueva)',
    );
    expect(screen.queryByTestId('start-registration')).toBeNull();
  });

  it('keeps what was typed when the family switches to English', async () => {
    mockApi({});
    renderInterestPage({ url: '/interest', host: 'flexhigh.localhost' });
    await screen.findByRole('heading', { level: 1, name: 'Información del estudiante' });
    const first = screen.getByLabelText(/^Nombre del estudiante/);
    fireEvent.focus(first);
    fireEvent.change(first, { target: { value: 'maría' } });
    // Once the typing rests in the field, the capitalised form is offered in Spanish, and only
    // written if chosen; it stays when the field is left.
    expect(await screen.findByRole('button', { name: 'Usar “María”' })).toBeTruthy();
    fireEvent.blur(first);
    type(/^Correo electrónico/, 'maria@example.com');
    expect(screen.getByRole('button', { name: 'Usar “María”' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-switch'));
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    expect(screen.getByLabelText(/^Student First Name/)).toHaveProperty('value', 'maría');
    fireEvent.click(await screen.findByRole('button', { name: 'Use “María”' }));
    expect(screen.getByLabelText(/^Student First Name/)).toHaveProperty('value', 'María');
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'maria@example.com');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('shows the rights modal in Spanish', async () => {
    mockApi({});
    renderInterestPage({ url: '/interest', host: 'flexhigh.localhost' });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Derechos de inscripción en escuelas chárter' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Derechos de inscripción en escuelas chárter' });
    expect(dialog.textContent).toContain('no puede desanimar a un estudiante a inscribirse');
    expect(dialog.textContent).toContain('antes de que se realice un sorteo de inscripción;');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});
