import { PARENT_RELATIONSHIPS } from '@enroll/domain';
import { NameFields } from '../../../components/form-fields/name-fields.tsx';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLevelStyles } from './level-styles.ts';
import { useLevelForm } from './use-level-form.ts';

/** Level 1 (minors only): the parent or guardian. */
export function ParentLevel() {
  const { t } = useTranslation('addInterest');
  const styles = useLevelStyles();
  const form = useLevelForm('parent');
  return (
    <WizardForm form={form} className={styles.stack}>
      <SelectField
        name="parentRelationship"
        label={t('fields.parentRelationship')}
        options={PARENT_RELATIONSHIPS}
        required
      />
      <div className={styles.pair}>
        <NameFields
          first={{ name: 'parentFirstName', label: t('fields.parentFirstName') }}
          last={{ name: 'parentLastName', label: t('fields.parentLastName') }}
          autofill="off"
        />
      </div>
    </WizardForm>
  );
}
