/** Longest wait for the release: Fluent's focus manager (tabster) lifts it 250 ms after a dialog goes. */
const RELEASE_LIMIT_MS = 1000;

const isHidden = (element: HTMLElement) => element.getAttribute('aria-hidden') === 'true';

/**
 * Runs `then` once no modal dialog hides the app from screen readers any more (#root without
 * `aria-hidden`), at the latest after a second. A closing dialog's focus manager lifts that attribute
 * on a 250 ms timer; a page that navigates away sooner can unmount the manager with the timer pending,
 * and the next page would stay hidden from screen readers (and from role queries). Returns a cancel.
 */
export function whenModalReleased(then: () => void): () => void {
  const root = document.getElementById('root');
  if (root === null || !isHidden(root)) {
    then();
    return () => undefined;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new MutationObserver(() => {
    if (!isHidden(root)) finish();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['aria-hidden'] });
  const timer = setTimeout(finish, RELEASE_LIMIT_MS);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}
