import { PHONE_TYPES, requiresStudentContact } from '@enroll/domain';
import type { Translate } from '../../i18n/use-translation.ts';
import { EmailField } from '../form-fields/email-field.tsx';
import { PhoneField } from '../form-fields/phone-field.tsx';
import { RadioField } from '../form-fields/yes-no-field.tsx';

const PHONE_TYPE_OPTIONS = PHONE_TYPES.map((type) => ({ value: type, label: type }));

/**
 * The student's own e-mail, phone and phone type, required from 18 (`requiresStudentContact`) and
 * optional, with a hint saying why, for a younger student: the registration's and the secondary
 * enrollment's student step alike. Each names them in its own catalog under the same keys.
 */
export function StudentContactFields({
  age,
  t,
  pairClassName,
}: {
  /** The student's age on the business day; null while the birth date is not a date. */
  age: number | null;
  /**
   * The caller's texts: student.email, student.phone and student.phoneType label the fields;
   * student.contactOptional is the hint under the e-mail and phone while they are optional (a minor:
   * the parent is the contact).
   */
  t: Translate;
  /** The class that sets the e-mail and the phone side by side on a wide screen. */
  pairClassName: string;
}) {
  const required = requiresStudentContact(age);
  const hint = required ? undefined : t('student.contactOptional');
  return (
    <>
      <div className={pairClassName}>
        <EmailField name="studentEmail" label={t('student.email')} required={required} hint={hint} />
        <PhoneField name="studentPrimaryPhone" label={t('student.phone')} required={required} hint={hint} />
      </div>
      <RadioField
        name="studentPrimaryPhoneType"
        label={t('student.phoneType')}
        options={PHONE_TYPE_OPTIONS}
        required={required}
      />
    </>
  );
}
