import { makeStyles, mergeClasses, Spinner, type SpinnerProps } from '@fluentui/react-components';

/** How long a loading spinner's ring stays still before it starts to turn. */
const SPINNER_STILL_MS = 1000;

const still = { animationDelay: `${SPINNER_STILL_MS}ms`, animationFillMode: 'backwards' } as const;

const useStyles = makeStyles({
  // Fluent's Spinner turns its ring and the ring's tail with CSS animations (the tail's two halves
  // inherit the tail's). Each starts a second late, held at its first frame meanwhile ('backwards'), so
  // the ring turns on from where it stood, without a jump.
  still: {
    '& .fui-Spinner__spinner': still,
    '& .fui-Spinner__spinnerTail': still,
  },
});

/**
 * Fluent's Spinner, for what the family waits on (a page, a step, a list): its ring stays still for its
 * first second, then turns. A wait that ends within the second needs no motion to say something is
 * happening (the label says it), and a turning ring costs a new frame every 16 ms from the phone's
 * compositor while the page's own code is still arriving and starting: in the bench's browser, which
 * composites on the CPU, the prerendered 'Loading...' of a wizard took that CPU from the page's main
 * thread, whose blocking time was more than twice what it is with the ring still (docs/performance.md,
 * "The turning spinner"). A longer wait sees the usual turning ring. Spinners that answer a press (a
 * Submit's) turn at once.
 */
export function LoadingSpinner({ className, ...props }: SpinnerProps) {
  const styles = useStyles();
  return <Spinner {...props} className={mergeClasses(styles.still, className)} />;
}
