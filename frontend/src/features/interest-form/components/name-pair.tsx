import { NAME_MAX_LENGTH } from '@enroll/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';
import type { BindField } from '../field-binding.ts';
import { useSectionStyles } from './form-styles.ts';
import { FormTextField } from './form-text-field.tsx';

/**
 * Each person's first and last name fields. The parent fills in their own names (the browser may
 * offer them), never the student's (it would offer the parent's own names for the child).
 */
const PEOPLE = {
  student: [
    { name: 'studentFirstName', autoComplete: 'off' },
    { name: 'studentLastName', autoComplete: 'off' },
  ],
  parent: [
    { name: 'parentFirstName', autoComplete: 'given-name' },
    { name: 'parentLastName', autoComplete: 'family-name' },
  ],
} as const;

/** A person's first and last names side by side, both required, with the offer of capitals. */
export function NamePair({ field, person }: { field: BindField; person: keyof typeof PEOPLE }) {
  const { t } = useTranslation('interestForm');
  const sections = useSectionStyles();
  return (
    <div className={sections.pair}>
      {PEOPLE[person].map(({ name, autoComplete }) => (
        <FormTextField
          key={name}
          field={field(name)}
          label={t(`fields.${name}`)}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete={autoComplete}
          offerCapitals
        />
      ))}
    </div>
  );
}
