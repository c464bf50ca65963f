/** /registration-forms: being built (issue 11, registration list). */
export function RegistrationListPage() {
  return <h1>Registration Forms</h1>;
}
