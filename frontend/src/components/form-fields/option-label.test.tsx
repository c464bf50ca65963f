import {
  BIRTH_COUNTRIES,
  EDUCATION_LEVELS,
  GENDERS,
  GUARDIAN_RELATIONSHIPS,
  LANGUAGES,
  LELO_GRADES,
  LELO_PREVIOUSLY_ENROLLED,
  LELO_YES_NO,
  LIVING_SITUATIONS,
  PARENT_RELATIONSHIPS,
  PHONE_TYPES,
  PRONOUNS,
  RACES,
  US_STATES,
} from '@enroll/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/language.ts';
import { loadAllMessages } from '../../i18n/translate.ts';
import { EnglishOnly } from '../../i18n/use-language.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { referenceLabelsEs } from './i18n/reference-es.ts';
import { optionLabel } from './option-label.ts';
import { SelectField } from './select-field.tsx';
import { optionLabelMap } from './spanish-option-labels.ts';
import { FormHarness } from './test-utils/form-harness.tsx';
import { RadioField } from './yes-no-field.tsx';

/** Every list a family reads its options from, as the forms store them. */
const FAMILY_LISTS = {
  relationships: GUARDIAN_RELATIONSHIPS,
  'interest relationships': PARENT_RELATIONSHIPS,
  'living situations': LIVING_SITUATIONS,
  languages: LANGUAGES,
  'education levels': EDUCATION_LEVELS,
  genders: GENDERS,
  pronouns: PRONOUNS,
  races: RACES,
  'phone types': PHONE_TYPES,
  states: US_STATES.map(([, name]) => name),
  grades: LELO_GRADES,
  'previously enrolled': LELO_PREVIOUSLY_ENROLLED,
  'yes/no': LELO_YES_NO,
} satisfies Record<string, readonly string[]>;

beforeAll(() => loadAllMessages('es'));
afterEach(() => applyLanguage('en'));

describe('reference list labels', () => {
  const spanish = optionLabelMap(referenceLabelsEs);

  it.each(Object.entries(FAMILY_LISTS))('every value of %s has a Spanish label', (_name, values) => {
    for (const value of values) {
      expect(spanish.get(value)?.trim(), value).toBeTruthy();
      expect(optionLabel(value, 'es')).toBe(spanish.get(value));
    }
  });

  it('translates the words of the lists, not only copies them', () => {
    expect(optionLabel('Self 18+', 'es')).toBe('Yo mismo(a) (18 años o más)');
    expect(optionLabel('Parent', 'es')).toBe('Padre o madre');
    expect(optionLabel('Mother', 'es')).toBe('Madre');
    expect(optionLabel('Shelter', 'es')).toBe('Albergue o refugio');
    expect(optionLabel('Spanish', 'es')).toBe('Español');
    expect(optionLabel('Decline to State', 'es')).toBe('Prefiere no responder');
    expect(optionLabel('Female', 'es')).toBe('Femenino');
    expect(optionLabel('Cell', 'es')).toBe('Celular');
    expect(optionLabel('Unsure', 'es')).toBe('No lo sé');
    expect(optionLabel('New York', 'es')).toBe('Nueva York');
    // Most labels differ from the English; the same word is allowed only for names and numbers.
    const unchanged = [...spanish].filter(([value, label]) => value === label).map(([value]) => value);
    expect(unchanged.length).toBeLessThan(spanish.size / 3);
  });

  it('gives a value found in several lists the same label in each (a select looks it up by value)', () => {
    const seen = new Map<string, string>();
    for (const [list, labels] of Object.entries(referenceLabelsEs)) {
      for (const [value, label] of Object.entries(labels)) {
        expect(seen.get(value) ?? label, `${value} in ${list}`).toBe(label);
        seen.set(value, label);
      }
    }
  });

  it('names every country of birth in Spanish through its ISO code', () => {
    for (const country of BIRTH_COUNTRIES) {
      const label = optionLabel(country, 'es');
      expect(label, country).toMatch(/^\p{Lu}/u);
      expect(label, country).not.toMatch(/^[A-Z]{2}$/);
    }
    expect(optionLabel('United States of America', 'es')).toBe('Estados Unidos');
    expect(optionLabel('Mexico', 'es')).toBe('México');
    expect(optionLabel('Germany', 'es')).toBe('Alemania');
    expect(optionLabel("Côte d'Ivoire", 'es')).toBe('Costa de Marfil');
  });

  it('leaves English and any other text as it is', () => {
    expect(optionLabel('Mother', 'en')).toBe('Mother');
    expect(optionLabel('Lancaster Learning Center', 'es')).toBe('Lancaster Learning Center');
  });
});

interface Values {
  relationship: string;
  gender: string;
  country?: string;
}

function renderFields(wrap: (children: ReactElement) => ReactElement = (children) => children) {
  const onValues = vi.fn<(values: Values) => void>();
  renderWithProviders(
    <Suspense fallback={<p>Loading</p>}>
      {wrap(
        <FormHarness<Values>
          defaultValues={{ relationship: '', gender: '' }}
          requiredMessages={{ relationship: 'required' }}
          onValues={onValues}
        >
          <SelectField name="relationship" label="Relationship" options={PARENT_RELATIONSHIPS} required />
          <RadioField
            name="gender"
            label="Gender"
            options={GENDERS.map((gender) => ({ value: gender, label: gender }))}
          />
        </FormHarness>,
      )}
    </Suspense>,
  );
  return onValues;
}

describe('option labels in the shared fields', () => {
  it('shows Spanish labels and submits the English values', async () => {
    applyLanguage('es');
    const onValues = renderFields();
    const select = (await screen.findByRole('combobox', { name: /Relationship/ })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Seleccione una opción',
      'Padre o madre',
      'Tutor(a)',
      'Cuidador(a)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeTruthy();

    const parent = [...select.options].find((option) => option.text === 'Padre o madre');
    fireEvent.change(select, { target: { value: parent?.value } });
    fireEvent.click(screen.getByRole('radio', { name: 'Femenino' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(onValues).toHaveBeenLastCalledWith({ relationship: 'Parent', gender: 'Female' }),
    );
  });

  it('shows a list of places in Spanish, in the Spanish order, the United States first', async () => {
    applyLanguage('es');
    renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <FormHarness<Values> defaultValues={{ relationship: '', gender: '', country: '' }}>
          <SelectField name="country" label="Country" options={BIRTH_COUNTRIES} places />
        </FormHarness>
      </Suspense>,
    );
    const select = (await screen.findByRole('combobox', { name: /Country/ })) as HTMLSelectElement;
    const texts = [...select.options].map((option) => option.text);
    expect(texts.slice(0, 3)).toEqual(['Seleccione una opción', 'Estados Unidos', 'Afganistán']);
    expect(texts.indexOf('Alemania')).toBeLessThan(texts.indexOf('Angola'));
    expect(texts.indexOf('República Dominicana')).toBeGreaterThan(texts.indexOf('Perú'));
    const germany = [...select.options].find((option) => option.text === 'Alemania');
    expect(germany?.value).toBe('Germany');
  });

  it('stays English on a staff screen while the public pages are in Spanish', async () => {
    applyLanguage('es');
    renderFields((children) => <EnglishOnly>{children}</EnglishOnly>);
    const select = (await screen.findByRole('combobox', { name: /Relationship/ })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Select one',
      'Parent',
      'Guardian',
      'Caregiver',
    ]);
    expect(screen.getByRole('radio', { name: 'Female' })).toBeTruthy();
  });
});
