/** PLACEHOLDER: the /scheduled-orientations screen of issue 12 replaces this. */
export function ScheduledOrientationsPage() {
  return <h1>Scheduled Orientations</h1>;
}
