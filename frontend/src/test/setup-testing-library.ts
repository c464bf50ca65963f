import { configure } from '@testing-library/react';

/**
 * The front end's unit tests render whole pages (Fluent, react-hook-form, mocked fetch). On a loaded
 * two-core CI machine a findBy… can need more than Testing Library's 1 s default; 5 s keeps a test
 * that fails waiting for something that never comes, and does not fail one that is only slow.
 */
configure({ asyncUtilTimeout: 5000 });
