/** Placeholder while issue 14 builds this screen (replaced by its feature's page). */
export function EditSessionPage() {
  return <p>Being built.</p>;
}
