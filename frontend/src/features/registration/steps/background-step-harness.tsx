import {
  emptyRegistrationDraft,
  levelOfStep,
  type PublicSite,
  type RegistrationDraft,
  type RegistrationStepKey,
  type RegistrationVariant,
} from '@enroll/domain';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach } from 'vitest';
import { NotificationProvider } from '../../../components/notification-banner/notification-banner.tsx';
import { RegistrationWizard } from '../components/registration-wizard.tsx';
import '../i18n/register.ts';
import { memoryRouter } from '../../../test/render-with-router.tsx';
import type { RegistrationStepComponent } from '../step-types.ts';

/*
 * Test helpers for the step components of this folder: one step inside the real wizard (draft,
 * forward button, step message), at its level of the variant. Not a test file itself.
 */

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

const TEST_SITE = { id: '64b7f0c2a1d3e4f5a6b7c8d9', name: 'Test PublicSite' } as PublicSite;

export interface RenderStepOptions {
  variant?: RegistrationVariant;
  draft?: Partial<RegistrationDraft>;
}

/** Renders `component` as `step` of the wizard of `variant`, starting from `draft`. */
export function renderStep(
  step: RegistrationStepKey,
  component: RegistrationStepComponent,
  { variant = 'long', draft = {} }: RenderStepOptions = {},
) {
  const level = levelOfStep(variant, step);
  if (level < 0) throw new Error(`${variant} flow has no ${step} step`);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const { element } = memoryRouter(
    `/register?site=${TEST_SITE.id}`,
    <Routes>
      <Route
        path="/register"
        element={
          <RegistrationWizard
            variant={variant}
            site={TEST_SITE}
            siteId={TEST_SITE.id}
            uuid={null}
            storageKey="registration-test"
            initial={{
              draft: { ...emptyRegistrationDraft(), ...draft },
              level,
              idempotencyKey: 'test-idempotency-key',
            }}
            stepComponents={{ [step]: component }}
          />
        }
      />
    </Routes>,
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <FluentProvider theme={webLightTheme}>
        <NotificationProvider>{element}</NotificationProvider>
      </FluentProvider>
    </QueryClientProvider>,
  );
}

/** Renders `component` as `step` (see renderStep), once its heading `title` shows. */
export async function openStep(
  step: RegistrationStepKey,
  component: RegistrationStepComponent,
  title: string,
  options: RenderStepOptions = {},
): Promise<HTMLElement> {
  renderStep(step, component, options);
  return screen.findByRole('heading', { name: title });
}

/** Forward: the wizard moves on to the step whose heading is `title`. */
export async function forwardTo(title: string): Promise<HTMLElement> {
  fireEvent.click(forwardButton());
  return screen.findByRole('heading', { name: title });
}

/** A yes/no question (a radio group named by its question). */
export function question(name: string | RegExp): HTMLElement {
  return screen.getByRole('radiogroup', { name });
}

export function answer(name: string | RegExp, value: 'Yes' | 'No'): void {
  fireEvent.click(within(question(name)).getByRole('radio', { name: value }));
}

export function choose(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function typeInto(label: string | RegExp, value: string): void {
  const element = screen.getByLabelText(label);
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}

export function fieldValue(label: string | RegExp): string {
  const element = screen.getByLabelText(label);
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  )
    return element.value;
  throw new Error(`${String(label)} is not a form control`);
}

/** The forward button of the step (or Submit on the submit step). */
export function forwardButton(): HTMLElement {
  return screen.getByRole('button', { name: /^(Next step|Submit)$/ });
}

/** The messages Fluent's Field shows under a control (read through aria-describedby). */
export function messageOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
