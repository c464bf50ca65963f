/** Placeholder while the screen is built (issue 10); replaced by the screen itself. */
export function EditInterestPage() {
  return <h1>Edit Interest</h1>;
}
