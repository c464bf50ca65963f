import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useWizard } from './wizard-context.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    gap: '4px',
    width: '100%',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  segment: {
    flex: '1 1 0',
    height: '8px',
    borderRadius: '4px',
    backgroundColor: tokens.colorNeutralBackground5,
  },
  done: { backgroundColor: tokens.colorBrandBackground },
  current: { backgroundColor: tokens.colorBrandBackgroundHover, height: '10px', marginTop: '-1px' },
});

interface StepProgressProps {
  /** Defaults to the wizard's level and step count. */
  level?: number;
  stepCount?: number;
  className?: string;
}

/**
 * A bar of one segment per step: done, current, to come. Purely visual (hidden from screen readers):
 * the step frame says 'Step 3 of 15' in words.
 */
export function StepProgress({ level, stepCount, className }: StepProgressProps) {
  const styles = useStyles();
  const wizard = useWizard();
  const current = level ?? wizard.level;
  const total = stepCount ?? wizard.stepCount;
  return (
    <ol className={mergeClasses(styles.bar, className)} aria-hidden data-testid="step-progress">
      {Array.from({ length: total }, (_unused, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments are the step numbers themselves
          key={index}
          data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
          className={mergeClasses(
            styles.segment,
            index < current && styles.done,
            index === current && styles.current,
          )}
        />
      ))}
    </ol>
  );
}
