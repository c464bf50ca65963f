import { configure } from '@testing-library/react';
// Staff pages rendered alone, without the staff routes that bring their validation messages in the app.
import '../i18n/staff-validation-messages.ts';

/**
 * The front end's unit tests render whole pages (Fluent, react-hook-form, mocked fetch), and a wizard's
 * next step is a lazy chunk that Vite transforms on first import. On a loaded two-core CI machine that
 * first import can take several seconds, and a long render can push the poll past the deadline even
 * though the element is there (a CI run failed that way at 5 s). 15 s still fails a test waiting for
 * something that never comes, well inside the 30 s test timeout.
 */
configure({ asyncUtilTimeout: 15_000 });
