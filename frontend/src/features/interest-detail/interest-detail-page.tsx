/** Placeholder while the screen is built (issue 10); replaced by the screen itself. */
export function InterestDetailPage() {
  return <h1>Request Information</h1>;
}
