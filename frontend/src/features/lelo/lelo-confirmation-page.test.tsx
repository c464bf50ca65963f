import { DEFAULT_CONFIRMATION_TEXTS, type LeloConfirmation } from '@enroll/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inSpanishForEachTest } from '../../test/in-spanish.ts';
import { saveLeloConfirmation } from './lelo-storage.ts';
import { renderLeloPage, setUpLeloPageTests } from './test-utils/render-lelo-page.tsx';

const UUID = '3f6c0d1e-8d1b-4a4e-9a55-0c1f4f8b2a77';

const CONFIRMATION: LeloConfirmation = {
  id: 'session-1_entry',
  _uuid: UUID,
  firstName: 'Lucía',
  lastName: 'de la Cruz',
  charter: 'Learn4Life',
  learningCenter: 'Learn4Life - Lancaster',
  courses: [{ _id: 'course-english-10', course_name: 'English 10', credits: '5' }],
  templateMessage: null,
  templateLanguage: 'es',
  familyEmailed: true,
};

setUpLeloPageTests();

/** The page as a reload of /response-lelo shows the tab's last confirmation. */
async function show(confirmation: Partial<LeloConfirmation>) {
  saveLeloConfirmation({ ...CONFIRMATION, ...confirmation });
  renderLeloPage('/response-lelo');
  return screen.findByTestId('lelo-confirmation');
}

const messageOf = () => screen.getByTestId('lelo-confirmation-message');

describe('the secondary enrollment confirmation in Spanish', () => {
  inSpanishForEachTest();

  it('gives the Spanish default text, the number once, what happens next and a link home', async () => {
    const page = await show({});
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('¡Gracias, Lucía de la Cruz!');
    expect(within(page).getByText('Número de inscripción')).toBeTruthy();
    expect(screen.getByTestId('lelo-registration-id').textContent).toBe(UUID);
    expect(messageOf().textContent).toBe(DEFAULT_CONFIRMATION_TEXTS.es);
    const next = screen.getByTestId('lelo-confirmation-next');
    expect(within(next).getByRole('heading', { level: 2, name: 'Próximos pasos' })).toBeTruthy();
    expect(next.textContent).toContain(
      'Un miembro del personal del centro de aprendizaje se comunicará con usted para comenzar los cursos.',
    );
    expect(next.textContent).toContain('una copia en PDF del acuerdo que firmó');
    expect(within(page).getByRole('link', { name: 'Ir a la página principal' }).getAttribute('href')).toBe(
      '/',
    );
    // Nothing of the page is left in English.
    expect(page.textContent).not.toMatch(/Registration|Thank you|What happens|home page|You are considered/);
    expect(page.textContent?.split(UUID)).toHaveLength(2);
  });

  it("shows the school's Spanish message in place of the default text", async () => {
    await show({ templateMessage: '<p>¡Le esperamos el lunes, Lucía!</p>' });
    expect(messageOf().textContent).toBe('¡Le esperamos el lunes, Lucía!');
    expect(messageOf().querySelector('[lang]')).toBeNull();
  });

  it('puts a message written only in English after the Spanish default text, under a note, marked English', async () => {
    await show({ templateMessage: '<p>Bring your ID on Monday.</p>', templateLanguage: 'en' });
    const paragraphs = [...messageOf().querySelectorAll('p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual([
      DEFAULT_CONFIRMATION_TEXTS.es,
      'La escuela escribió el siguiente mensaje solo en inglés.',
      'Bring your ID on Monday.',
    ]);
    expect(screen.getByText('Bring your ID on Monday.').closest('[lang]')?.getAttribute('lang')).toBe('en');
  });

  it('does not list the number again when the message gives it', async () => {
    const page = await show({ templateMessage: `<p>Su número de inscripción es ${UUID}.</p>` });
    expect(screen.queryByTestId('lelo-registration-id')).toBeNull();
    expect(within(page).queryByText('Número de inscripción')).toBeNull();
    expect(page.textContent?.split(UUID)).toHaveLength(2);
    expect(messageOf().textContent).toBe(`Su número de inscripción es ${UUID}.`);
  });

  it('promises no e-mail when the site sends none to the family', async () => {
    await show({ familyEmailed: false });
    const next = screen.getByTestId('lelo-confirmation-next');
    expect(next.textContent).not.toContain('correo electrónico');
    expect(next.textContent).toContain('Guarde su número de inscripción');
  });
});

describe('the secondary enrollment confirmation in English', () => {
  it('gives the English message alone, what happens next and a link home', async () => {
    const page = await show({ templateMessage: '<p>See you Monday, Lucía!</p>', templateLanguage: 'en' });
    expect(messageOf().textContent).toBe('See you Monday, Lucía!');
    expect(screen.getByTestId('lelo-registration-id').textContent).toBe(UUID);
    expect(within(page).getByRole('heading', { level: 2, name: 'What happens next' })).toBeTruthy();
    expect(screen.getByTestId('lelo-confirmation-next').textContent).toContain(
      'a PDF copy of the agreement you signed',
    );
    expect(within(page).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
