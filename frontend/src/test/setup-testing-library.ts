import { cleanup, configure } from '@testing-library/react';
import { afterAll } from 'vitest';

/*
 * The test files of a worker share one page and the libraries loaded from node_modules (the project
 * runs them without isolation: React and Fluent load once per worker, not once per file).
 * tests/support/setup-shared-worker.ts, the setup file before this one, reloads the app's own modules
 * for each file and gives back the environment values, mocks and timers; this one adds the page.
 */
// Staff pages rendered alone, without the staff routes that bring their validation messages in the app.
await import('../i18n/staff-validation-messages.ts');

/**
 * The front end's unit tests render whole pages (Fluent, react-hook-form, mocked fetch), and a wizard's
 * next step is a lazy chunk that Vite transforms on first import. On a loaded two-core CI machine that
 * first import can take several seconds, and a long render can push the poll past the deadline even
 * though the element is there (a CI run failed that way at 5 s). 15 s still fails a test waiting for
 * something that never comes, well inside the 30 s test timeout.
 */
configure({ asyncUtilTimeout: 15_000 });

/** Each file leaves the shared page as it found it. */
afterAll(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = '';
});
