/** Placeholder while the screen is built (issue 10); replaced by the screen itself. */
export function AddInterestPage() {
  return <h1>Add Interest</h1>;
}
