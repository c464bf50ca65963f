/** Focus and scroll helpers of the wizard shell (no React). */

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls the window to the top: smoothly, or at once when the person asked for reduced motion. */
export function scrollToTop(): void {
  if (typeof window.scrollTo !== 'function') return;
  window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Focuses the first field marked invalid (aria-invalid="true", which Fluent's Field sets on its control)
 * in document order inside `root`. A group (a radio group) gives the focus to its checked or first option.
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches(FOCUSABLE)
    ? invalid
    : (invalid.querySelector<HTMLElement>('input:checked:not([disabled])') ??
      invalid.querySelector<HTMLElement>(FOCUSABLE));
  if (!target) return false;
  target.focus();
  return true;
}
