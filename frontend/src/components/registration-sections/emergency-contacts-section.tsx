import { PARENT_RELATIONSHIPS_WITHOUT_SELF, type RegistrationDraft } from '@enroll/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStepLayoutStyles } from '../form-fields/field-styles.ts';
import { NameFields } from '../form-fields/name-fields.tsx';
import { PhoneField } from '../form-fields/phone-field.tsx';
import { SelectField } from '../form-fields/select-field.tsx';
import { YesNoField } from '../form-fields/yes-no-field.tsx';
import { QuestionGroup, useBackgroundStyles } from './question-group.tsx';
import './i18n/register-background.ts';

const CONTACTS = [1, 2] as const;

/**
 * The relationship choices: the guardian relationships without 'Self 18+' (the domain takes any text,
 * so a value from elsewhere, e.g. a staff edit, is kept as an extra choice).
 */
function relationshipOptions(current: string): readonly string[] {
  const value = current.trim();
  if (value === '' || (PARENT_RELATIONSHIPS_WITHOUT_SELF as readonly string[]).includes(value))
    return PARENT_RELATIONSHIPS_WITHOUT_SELF;
  return [...PARENT_RELATIONSHIPS_WITHOUT_SELF, value];
}

/** One emergency contact: first and last name, phone, relationship and pickup authorisation, all required. */
function EmergencyContact({ n }: { n: (typeof CONTACTS)[number] }) {
  const { t } = useTranslation('registrationBackground');
  const layout = useStepLayoutStyles();
  const { getValues } = useFormContext<RegistrationDraft>();
  const relationship = `emergencyContact${n}Relationship` as const;
  return (
    <QuestionGroup legend={t('emergencyContacts.legend', { n })}>
      <div className={layout.pair}>
        <NameFields
          first={{ name: `emergencyContact${n}FirstName`, label: t('emergencyContacts.firstName') }}
          last={{ name: `emergencyContact${n}LastName`, label: t('emergencyContacts.lastName') }}
          autofill="off"
        />
        <PhoneField
          name={`emergencyContact${n}Phone`}
          label={t('emergencyContacts.phone')}
          required
          autoComplete="off"
        />
        <SelectField
          name={relationship}
          label={t('emergencyContacts.relationship')}
          options={relationshipOptions(getValues(relationship))}
          required
        />
      </div>
      <YesNoField
        name={`authorizedForPickup${n}`}
        label={t('emergencyContacts.authorizedForPickup')}
        required
      />
    </QuestionGroup>
  );
}

/** Emergency Contacts: two contacts, every field required, valid phones. */
export function EmergencyContactsSection() {
  const { t } = useTranslation('registrationBackground');
  const styles = useBackgroundStyles();
  return (
    <>
      <p className={styles.description}>{t('emergencyContacts.intro')}</p>
      {CONTACTS.map((n) => (
        <EmergencyContact key={n} n={n} />
      ))}
    </>
  );
}
