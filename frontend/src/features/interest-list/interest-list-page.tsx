/** Placeholder while the screen is built (issue 10); replaced by the screen itself. */
export function InterestListPage() {
  return <h1>Interest Forms</h1>;
}
