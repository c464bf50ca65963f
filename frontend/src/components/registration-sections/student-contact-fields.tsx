import { PHONE_TYPES, requiresStudentContact } from '@enroll/domain';
import { EmailField } from '../form-fields/email-field.tsx';
import { PhoneField } from '../form-fields/phone-field.tsx';
import { RadioField } from '../form-fields/yes-no-field.tsx';

const PHONE_TYPE_OPTIONS = PHONE_TYPES.map((type) => ({ value: type, label: type }));

export interface StudentContactLabels {
  email: string;
  phone: string;
  phoneType: string;
  /** Under the e-mail and phone while they are optional (a minor: the parent is the contact). */
  optional: string;
}

/**
 * The student's own e-mail, phone and phone type, required from 18 (`requiresStudentContact`) and
 * optional, with a hint saying why, for a younger student: the registration's and the secondary
 * enrollment's student step alike.
 */
export function StudentContactFields({
  age,
  labels,
  pairClassName,
}: {
  /** The student's age on the business day; null while the birth date is not a date. */
  age: number | null;
  labels: StudentContactLabels;
  /** The class that sets the e-mail and the phone side by side on a wide screen. */
  pairClassName: string;
}) {
  const required = requiresStudentContact(age);
  const hint = required ? undefined : labels.optional;
  return (
    <>
      <div className={pairClassName}>
        <EmailField name="studentEmail" label={labels.email} required={required} hint={hint} />
        <PhoneField name="studentPrimaryPhone" label={labels.phone} required={required} hint={hint} />
      </div>
      <RadioField
        name="studentPrimaryPhoneType"
        label={labels.phoneType}
        options={PHONE_TYPE_OPTIONS}
        required={required}
      />
    </>
  );
}
