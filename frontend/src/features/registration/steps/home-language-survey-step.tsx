import { ALL_ENGLISH_HOME_LANGUAGES, HOME_LANGUAGE_FIELDS, LANGUAGES } from '@enroll/domain';
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { registerMessages } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';
import { QuestionGroup, useBackgroundStyles } from './background-question-group.tsx';
import { registrationBackgroundEn } from './i18n/en-background.ts';

registerMessages('registrationBackground', registrationBackgroundEn);

/**
 * Home Language Survey (long flow): the four home-language answers, all required, and 'Set all to
 * English', which fills the four at once (the domain's ALL_ENGLISH_HOME_LANGUAGES).
 */
const HomeLanguageSurveyStep: RegistrationStepComponent = () => {
  const { t } = useTranslation('registrationBackground');
  const layout = useStepLayoutStyles();
  const styles = useBackgroundStyles();
  const form = useStepForm('homeLanguageSurvey');
  const [allEnglish, setAllEnglish] = useState(false);
  const setAllToEnglish = () => {
    for (const field of HOME_LANGUAGE_FIELDS) {
      form.setValue(field, ALL_ENGLISH_HOME_LANGUAGES[field], { shouldDirty: true });
    }
    // English is one of the list, so the four answers are valid now: their messages go at once.
    form.clearErrors([...HOME_LANGUAGE_FIELDS]);
    setAllEnglish(true);
  };
  return (
    <WizardForm form={form} className={layout.stack}>
      <div className={styles.actions}>
        <Button type="button" appearance="secondary" onClick={setAllToEnglish}>
          {t('homeLanguageSurvey.setAllToEnglish')}
        </Button>
        <p className={styles.status} role="status">
          {allEnglish ? t('homeLanguageSurvey.setAllToEnglishDone') : ''}
        </p>
      </div>
      <QuestionGroup legend={t('homeLanguageSurvey.legend')}>
        {HOME_LANGUAGE_FIELDS.map((field) => (
          <SelectField
            key={field}
            name={field}
            label={t(`homeLanguageSurvey.${field}`)}
            options={LANGUAGES}
            required
            onValueChange={(value) => {
              if (value !== 'English') setAllEnglish(false);
            }}
          />
        ))}
      </QuestionGroup>
    </WizardForm>
  );
};

export default HomeLanguageSurveyStep;
