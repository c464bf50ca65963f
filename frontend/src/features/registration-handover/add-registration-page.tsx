/** Placeholder while the screen is built (issue 10); replaced by the screen itself. */
export function AddRegistrationPage() {
  return <h1>Add Registration Form</h1>;
}
