import { longDate } from '@enroll/domain';
import { Input } from '@fluentui/react-components';
import { useLanguage } from '../../i18n/use-language.tsx';
import { useFormFieldStyles } from './field-styles.ts';
import { FormFieldFrame, useFormField } from './form-field.tsx';

interface ReadOnlyDateFieldProps {
  /** A date field of the draft (YYYY-MM-DD), set by the form, never typed. */
  name: string;
  label: string;
  required?: boolean;
}

/**
 * A date the family sees but does not edit (the day it signs), written out in the page's language
 * ('December 6, 2026', '6 de diciembre de 2026'): a native date input would show it in the browser's
 * own order, which reads one way in English and the other in Spanish.
 */
export function ReadOnlyDateField({ name, label, required = false }: ReadOnlyDateFieldProps) {
  const { field, message } = useFormField(name);
  const language = useLanguage();
  const styles = useFormFieldStyles();
  return (
    <FormFieldFrame label={label} required={required} message={message}>
      <Input
        readOnly
        ref={field.ref}
        name={field.name}
        value={longDate(String(field.value ?? ''), language)}
        className={styles.control}
      />
    </FormFieldFrame>
  );
}
