import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSpanishForEachTest } from '../../../test/in-spanish.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { useSubmitRegistration } from '../api/submit-registration.ts';
import { RegistrationThankYou } from '../components/registration-thank-you.tsx';
import Parent2InformationStep from './parent2-information-step.tsx';
import StudentInformationStep from './student-information-step.tsx';
import { birthDateYearsAgo, renderPeopleStep } from './test-utils/render-people-step.tsx';

// The thank-you's own namespace and the steps' ones are registered by the imports above.
inSpanishForEachTest();
afterEach(() => vi.unstubAllGlobals());

describe('registration steps in Spanish', { timeout: 20_000 }, () => {
  it('words the Student Information step in Spanish', () => {
    renderPeopleStep(StudentInformationStep, 'studentInformation', { variant: 'short' });
    expect(screen.getByRole('heading', { name: /Información del estudiante/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Nombre del estudiante/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Apellido del estudiante/ })).toBeTruthy();
    expect(
      screen.getByRole('radiogroup', { name: /^¿El nombre del estudiante lleva sufijo\?/ }),
    ).toBeTruthy();
    expect(screen.queryByText('Student First Name')).toBeNull();
  });

  it("takes 'No hay un segundo padre, madre o tutor' for a minor and moves on", async () => {
    const { moves, draft } = renderPeopleStep(Parent2InformationStep, 'parent2Information', {
      variant: 'short',
      draft: { birthDate: birthDateYearsAgo(15) },
    });
    expect(
      screen.getByRole('heading', { name: /Información del padre, madre o tutor 2 \(4\/11\)/ }),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Parentesco del padre, madre o tutor 2/ })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'No hay un segundo padre, madre o tutor' }));
    });
    expect(screen.getByText('No se necesita información de un segundo padre, madre o tutor.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Nombre del padre, madre o tutor 2/ })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('wizard-next'));
    });
    await waitFor(() => expect(moves).toEqual([4]));
    expect(draft().noSecondParent).toBe('yes');
  });
});

/** Submits once, as the wizard does, so the thank-you finds the stored registration's ID. */
function SubmittedThankYou() {
  const submission = useSubmitRegistration();
  const { mutate } = submission;
  useEffect(() => {
    mutate({
      body: { site: '64b7f0c2a1d3e4f5a6b7c8d9' } as Parameters<typeof mutate>[0]['body'],
      idempotencyKey: 'key-1',
    });
  }, [mutate]);
  return submission.isSuccess ? <RegistrationThankYou /> : null;
}

describe('registration thank-you', { timeout: 20_000 }, () => {
  it('says what happens next in Spanish and shows the registration ID once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ id: 'abc', _uuid: 'f3a1c2d4-0000-4000-8000-000000000001' }), {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderWithProviders(<SubmittedThankYou />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(
      '¡Gracias! Su inscripción se completó con éxito. Un miembro de nuestro equipo se comunicará con usted en un plazo de un día hábil.',
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('registration-id').textContent).toBe(
      'Su número de inscripción: f3a1c2d4-0000-4000-8000-000000000001',
    );
    expect(screen.getAllByText(/f3a1c2d4-0000-4000-8000-000000000001/)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Próximos pasos');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(/^Un miembro de nuestro equipo de inscripciones le llamará/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la página principal' }).getAttribute('href')).toBe('/');
  });

  it('leaves the ID out when there is no submission to read it from (a reload)', () => {
    renderWithProviders(<RegistrationThankYou />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^¡Gracias!/);
    expect(screen.queryByTestId('registration-id')).toBeNull();
  });
});
