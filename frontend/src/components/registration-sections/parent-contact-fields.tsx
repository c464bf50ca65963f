import { PHONE_TYPES } from '@enroll/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EmailField } from '../form-fields/email-field.tsx';
import { NameFields } from '../form-fields/name-fields.tsx';
import { PhoneField } from '../form-fields/phone-field.tsx';
import { RadioField } from '../form-fields/yes-no-field.tsx';
import { usePeopleFormStyles } from './address/people-form-styles.ts';
import './i18n/register-people.ts';

const PHONE_TYPE_OPTIONS = PHONE_TYPES.map((type) => ({ value: type, label: type }));

/** Each parent's fields (pg… and pg2…) and the texts of their labels ('parent.…', 'parent2.…'). */
const PARENTS = {
  parent1: { prefix: 'pg', labels: 'parent' },
  parent2: { prefix: 'pg2', labels: 'parent2' },
} as const;

/**
 * A parent's first and last names, e-mail, phone and phone type; the browser fills each parent from
 * an autofill section of its own. The names and the phone type are always required, the e-mail and
 * phone unless `contactRequired` is false.
 */
export function ParentContactFields({
  parent,
  contactRequired = true,
}: {
  parent: keyof typeof PARENTS;
  contactRequired?: boolean;
}) {
  const { t } = useTranslation('registrationPeople');
  const layout = usePeopleFormStyles();
  const { prefix, labels } = PARENTS[parent];
  return (
    <>
      <div className={layout.pair}>
        <NameFields
          first={{ name: `${prefix}FirstName`, label: t(`${labels}.firstName`) }}
          last={{ name: `${prefix}LastName`, label: t(`${labels}.lastName`) }}
          autofill={`section-${parent}`}
        />
      </div>
      <div className={layout.pair}>
        <EmailField
          name={`${prefix}PrimaryEmail`}
          label={t(`${labels}.email`)}
          required={contactRequired}
          autoComplete={`section-${parent} email`}
        />
        <PhoneField
          name={`${prefix}PrimaryPhone`}
          label={t(`${labels}.phone`)}
          required={contactRequired}
          autoComplete={`section-${parent} tel-national`}
        />
      </div>
      <RadioField
        name={`${prefix}PrimaryPhoneType`}
        label={t(`${labels}.phoneType`)}
        options={PHONE_TYPE_OPTIONS}
        required
      />
    </>
  );
}
