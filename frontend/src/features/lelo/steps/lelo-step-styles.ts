import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';

const useStyles = makeStyles({
  // One column that may shrink below its content: a select with a long option is as wide as the
  // screen on a phone instead of pushing the page sideways.
  form: { gridTemplateColumns: 'minmax(0, 1fr)' },
  pair: { alignItems: 'start' },
  select: { gridTemplateColumns: 'minmax(0, 1fr)' },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The layout of the Lelo steps 1-5: the shared step stack in one shrinkable column, pairs from 768 px. */
export function useLeloStepStyles() {
  const layout = useStepLayoutStyles();
  const styles = useStyles();
  return {
    form: mergeClasses(layout.stack, styles.form),
    pair: mergeClasses(layout.pair, styles.pair),
    select: styles.select,
    note: styles.note,
  };
}

/** The options of a radio or select from a list whose texts are also the stored values. */
export function optionsOf(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}
