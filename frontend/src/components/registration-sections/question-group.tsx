import type { RegistrationDraft, RegistrationField } from '@enroll/domain';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FIELD_GROUP, FIELD_GROUP_LEGEND } from '../form-fields/field-styles.ts';

/** Shared layout of the later registration steps (Ethnicity to Emergency Contacts). */
export const useBackgroundStyles = makeStyles({
  fieldset: FIELD_GROUP,
  legend: {
    ...FIELD_GROUP_LEGEND,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground1,
  },
  description: { margin: 0, color: tokens.colorNeutralForeground2 },
  /** Follow-up fields of an answer, tied to their question by a line on the left. */
  followUp: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
    marginLeft: tokens.spacingHorizontalXS,
  },
  question: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  status: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface QuestionGroupProps {
  /** The group's name, read before each of its questions. */
  legend: string;
  /** A line under the legend (what the group is about). */
  description?: string;
  children: ReactNode;
  className?: string;
}

/** A fieldset with its legend: the questions of one topic, named as a group for screen readers. */
export function QuestionGroup({ legend, description, children, className }: QuestionGroupProps) {
  const styles = useBackgroundStyles();
  return (
    <fieldset className={mergeClasses(styles.fieldset, className)}>
      <legend className={styles.legend}>{legend}</legend>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </fieldset>
  );
}

/** Empties answers that are hidden again (a 'no' after a 'yes'), so no stale follow-up reaches the draft. */
export function clearFields(
  form: UseFormReturn<RegistrationDraft>,
  fields: readonly RegistrationField[],
): void {
  for (const field of fields) {
    if (form.getValues(field) !== '') form.setValue(field, '', { shouldDirty: true });
  }
  form.clearErrors([...fields]);
}
