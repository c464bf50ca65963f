/** Placeholder while the screen is built (issue 10); replaced by the screen itself. */
export function ContactNotePage() {
  return <h1>Add Contact Note</h1>;
}
