/** /registration-forms/{id}: being built (issue 11, registration detail). */
export function RegistrationDetailPage() {
  return <h1>Enrollment Registration Form</h1>;
}
