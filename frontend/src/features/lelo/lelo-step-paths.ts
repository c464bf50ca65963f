/**
 * The addresses of the wizard's steps 2-7 (step 1 is /forms/{permalink}[/{uuid}]). A module of its own
 * with no imports: the app's route table (in the first load of every page) lists them too, and must not
 * carry the domain's step table with them.
 */
export const LELO_STEP_PATHS = [
  '/leloStudent',
  '/leloStudent1',
  '/leloStudent2',
  '/leloStudent3',
  '/leloStudent4',
  '/leloStudent5',
] as const;
