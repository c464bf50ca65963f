import type { InterestFieldName, InterestValues } from './interest-form-values.ts';

/** What one input needs from the form: its value, its message key and its handlers. */
export interface FieldBinding<Value extends string = string> {
  name: InterestFieldName;
  value: Value;
  error: string | undefined;
  onChange: (value: Value) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
}

export type TextFieldName = Exclude<InterestFieldName, 'parentRelationship'>;

export type BindField = <Name extends InterestFieldName>(name: Name) => FieldBinding<InterestValues[Name]>;
