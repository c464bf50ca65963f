import type { ReactNode } from 'react';
import { useEditFormStyles } from './edit-form-styles.ts';

export interface EditFormSectionProps {
  /** The section's name, its legend. */
  title: string;
  /**
   * The section's fields, laid out in the form's grid; with `grid={false}` they go in as they are
   * (a part that lays out its own fields).
   */
  children: ReactNode;
  grid?: boolean;
}

/** A section of a staff edit form: a fieldset named by its legend, its fields two to a row. */
export function EditFormSection({ title, children, grid = true }: EditFormSectionProps) {
  const styles = useEditFormStyles();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {grid ? <div className={styles.grid}>{children}</div> : children}
    </fieldset>
  );
}
