import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useStepLayoutStyles } from '../../form-fields/field-styles.ts';

const useStyles = makeStyles({
  // One column that may shrink below its content: a select with a long option (living situations,
  // countries) is as wide as the screen on a phone instead of pushing the page sideways.
  form: { gridTemplateColumns: 'minmax(0, 1fr)' },
  // Side-by-side fields keep their own height (a hint or a radio group beside an input does not stretch it).
  pair: { alignItems: 'start' },
  cell: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0, alignContent: 'start' },
  // The same inside a select's Field (itself a grid): a native select is as wide as its longest option.
  select: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

/** The layout of the people and address steps: the shared step stack, one shrinkable column. */
export function usePeopleFormStyles() {
  const layout = useStepLayoutStyles();
  const styles = useStyles();
  return {
    ...layout,
    form: mergeClasses(layout.stack, styles.form),
    pair: mergeClasses(layout.pair, styles.pair),
    cell: styles.cell,
    select: styles.select,
  };
}
