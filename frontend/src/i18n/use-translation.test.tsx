import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from './language.ts';
import { registerMessages } from './translate.ts';
import { useTranslation } from './use-translation.ts';

afterEach(() => applyLanguage('en'));

function Greeting({ namespace }: { namespace: string }) {
  // A hook before the translation's, and one after it (inside useTranslation): the order React checks.
  const [name] = useState('Ana');
  const { t } = useTranslation(namespace);
  return <p>{t('hello', { name })}</p>;
}

describe('useTranslation', () => {
  it('waits for a Spanish catalog and then shows it, also when React replays the suspended component', async () => {
    // The browser's failure this guards against ('Update hook called on initial render' when React
    // replayed a component whose catalog arrived while it rendered, and `use` was skipped on the
    // replay) needs a concurrent render that yields; tests/e2e/spanish-family-journey.spec.ts reloads
    // Spanish pages in Chromium for it. Here: a hook before and after `use`, suspended, then shown.
    registerMessages(
      't-hook-fast',
      { hello: 'Hello, {{name}}' },
      { es: () => Promise.resolve({ hello: 'Hola, {{name}}' }) },
    );
    applyLanguage('es');
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Greeting namespace="t-hook-fast" />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Hola, Ana')).toBeTruthy();
  });
});
