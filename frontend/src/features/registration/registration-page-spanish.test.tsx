import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inSpanishForEachTest } from '../../test/in-spanish.ts';
import { SITE_ID, siteOf } from './test-utils/fixtures.ts';
import {
  mockApi,
  renderRegistrationPage,
  reply,
  setUpRegistrationPageTests,
  siteReplies,
} from './test-utils/render-registration-page.tsx';

inSpanishForEachTest();
setUpRegistrationPageTests();

describe('registration page in Spanish', { timeout: 30_000 }, () => {
  it('opens the first step of the real wizard with the welcome and the step name in Spanish', async () => {
    mockApi(siteReplies());
    renderRegistrationPage({ url: `/register?site=${SITE_ID}&lang=es` });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Información del estudiante' },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('registration-welcome').textContent).toMatch(
      /Está inscribiendo al estudiante en /,
    );
    expect(screen.getByTestId('wizard-progress').textContent).toMatch(/ · Información del estudiante$/);
    // The step's own code loads when first shown.
    expect(
      await screen.findByRole('textbox', { name: /^Nombre del estudiante/ }, { timeout: 20_000 }),
    ).toBeTruthy();
  });

  it("says 'No pudimos cargar la información de la escuela.' when the brands cannot be loaded", async () => {
    mockApi({
      [`/api/sites/${SITE_ID}`]: [reply.json(200, siteOf('Learn4Life'))],
      '/api/brands': [reply.serverError(), reply.serverError(), reply.serverError(), reply.serverError()],
    });
    renderRegistrationPage({ url: `/register?site=${SITE_ID}&lang=es` });
    expect((await screen.findByTestId('brand-load-failed', {}, { timeout: 20_000 })).textContent).toContain(
      'No pudimos cargar la información de la escuela.',
    );
  });
});
