import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../../components/form-fields/text-field.tsx';
import { WizardForm } from '../../components/wizard/wizard-form.tsx';
import { registerMessages } from '../../i18n/translate.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.ts';
import { forgetEngagement } from '../../lib/when-engaged.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { inSpanishForEachTest } from '../../test/in-spanish.ts';
import type { RegistrationStepComponent, StepComponents } from './step-types.ts';
import { SITE_ID } from './test-utils/fixtures.ts';
import {
  PARENT,
  PREFERENCE,
  PREFERENCE_DRAFT,
  PREFERENCE_PARENT_STEPS,
} from './test-utils/preference-parent-steps.tsx';
import {
  mockApi,
  renderRegistrationPage,
  siteReplies,
  storeRegistrationDraft,
  stubBrowser,
} from './test-utils/render-registration-page.tsx';
import { useStepForm } from './use-step-form.ts';

/*
 * The code of the step Next leads to is fetched while the current one is filled (from the
 * family's first tap, key or focus on), so Next shows it without the 'Loading...' fallback. Holston is
 * a short (11-step) brand; the steps are lazy stand-ins whose loaders the test watches.
 */

/** Step 1: one field, checked with the Student Preference rules the stored draft passes. */
const FirstStep: RegistrationStepComponent = () => {
  const form = useStepForm('studentPreference');
  return (
    <WizardForm form={form}>
      <TextField name="firstName" label="First Name" />
    </WizardForm>
  );
};

function loaderOf(component: RegistrationStepComponent | undefined) {
  if (!component) throw new Error('no stand-in step');
  return vi.fn(() => Promise.resolve({ default: component }));
}

function lazySteps() {
  const loaders = {
    studentInformation: loaderOf(FirstStep),
    studentPreference: loaderOf(PREFERENCE_PARENT_STEPS.studentPreference),
    parentInformation: loaderOf(PREFERENCE_PARENT_STEPS.parentInformation),
    parent2Information: loaderOf(FirstStep),
  };
  const steps: StepComponents = {
    studentInformation: preloadableLazy(loaders.studentInformation),
    studentPreference: preloadableLazy(loaders.studentPreference),
    parentInformation: preloadableLazy(loaders.parentInformation),
    parent2Information: preloadableLazy(loaders.parent2Information),
  };
  return { loaders, steps };
}

/** Whether a text was ever added to the page while watched (a fallback shown for a moment counts). */
function watchForText(text: string) {
  let seen = false;
  const look = (records: MutationRecord[]) => {
    for (const record of records) {
      const nodes = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
      if (nodes.some((node) => node.textContent?.includes(text))) seen = true;
    }
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    seen: () => {
      look(observer.takeRecords());
      observer.disconnect();
      return seen;
    },
  };
}

function open(steps: StepComponents, level: number) {
  storeRegistrationDraft({ draft: PREFERENCE_DRAFT, level });
  mockApi(siteReplies('Holston'));
  return renderRegistrationPage({ url: `/register?site=${SITE_ID}`, stepComponents: steps });
}

beforeEach(() => {
  stubBrowser();
  window.sessionStorage.clear();
});

/** Resolves once the browser has run what was waiting for it to be idle. */
function idle() {
  return new Promise<void>((resolve) => whenIdle(resolve));
}

afterEach(() => {
  cleanup();
  forgetEngagement();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registration wizard: the next step is ready before Next', () => {
  it("fetches step 2 while step 1 is shown, and Next shows it without 'Loading...'", async () => {
    const { loaders, steps } = lazySteps();
    open(steps, 0);
    await screen.findByRole('heading', { level: 1, name: 'Student Information' });
    const field = await screen.findByLabelText('First Name');

    // Not while the family has not touched the page: the phone is still showing it.
    await idle();
    expect(loaders.studentPreference).not.toHaveBeenCalled();

    // Once they start filling the step: step 2's code is asked for, the steps further on are not.
    fireEvent.pointerDown(field);
    await waitFor(() => expect(loaders.studentPreference).toHaveBeenCalledTimes(1));
    expect(loaders.parentInformation).not.toHaveBeenCalled();
    expect(loaders.parent2Information).not.toHaveBeenCalled();

    const loading = watchForText('Loading...');
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await screen.findByRole('heading', { level: 1, name: PREFERENCE });
    expect(screen.getByLabelText('Preferred Name')).toBeTruthy();
    expect(loading.seen()).toBe(false);
    expect(loaders.studentPreference).toHaveBeenCalledTimes(1);

    // On step 2, step 3 is fetched in turn; Back's step 1 is in already (imported once).
    await waitFor(() => expect(loaders.parentInformation).toHaveBeenCalledTimes(1));
    expect(loaders.studentInformation).toHaveBeenCalledTimes(1);
    const next = watchForText('Loading...');
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await screen.findByRole('heading', { level: 1, name: PARENT });
    expect(screen.getByLabelText('Parent First Name')).toBeTruthy();
    expect(next.seen()).toBe(false);
  });

  it("fetches the step before too: Back from a resumed step shows it without 'Loading...'", async () => {
    const { loaders, steps } = lazySteps();
    open(steps, 2);
    fireEvent.focusIn(await screen.findByLabelText('Parent First Name'));
    await waitFor(() => expect(loaders.studentPreference).toHaveBeenCalledTimes(1));
    expect(loaders.parent2Information).toHaveBeenCalledTimes(1);
    expect(loaders.studentInformation).not.toHaveBeenCalled();

    const loading = watchForText('Loading...');
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    await screen.findByRole('heading', { level: 1, name: PREFERENCE });
    expect(screen.getByLabelText('Preferred Name')).toBeTruthy();
    expect(loading.seen()).toBe(false);
  });
});

describe('registration wizard in Spanish: the next step comes with its texts', () => {
  inSpanishForEachTest();
  beforeEach(() => window.localStorage.clear());

  it("loads the Spanish texts a step's code registers with its code, so Next shows no 'Cargando...'", async () => {
    // Step 2 stands in for a step whose module registers a namespace of its own (as the background
    // sections do): its Spanish catalog is a chunk of its own, asked for only once the code is in.
    const spanish = vi.fn(() => Promise.resolve({ greeting: 'Hola, familia' }));
    const SecondStep: RegistrationStepComponent = () => {
      const { t } = useTranslation('prefetchStandIn');
      return <p>{t('greeting')}</p>;
    };
    const secondLoader = vi.fn(() => {
      registerMessages('prefetchStandIn', { greeting: 'Hello, family' }, { es: spanish });
      return Promise.resolve({ default: SecondStep });
    });
    const steps: StepComponents = {
      studentInformation: preloadableLazy(loaderOf(FirstStep)),
      studentPreference: preloadableLazy(secondLoader),
    };
    open(steps, 0);
    const field = await screen.findByLabelText('First Name');
    await idle();
    expect(spanish).not.toHaveBeenCalled();

    fireEvent.pointerDown(field);
    await waitFor(() => expect(spanish).toHaveBeenCalledTimes(1));

    const loading = watchForText('Cargando...');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente paso' }));
    expect(await screen.findByText('Hola, familia')).toBeTruthy();
    expect(loading.seen()).toBe(false);
  });
});
