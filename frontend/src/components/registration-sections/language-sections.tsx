import {
  ALL_ENGLISH_HOME_LANGUAGES,
  HOME_LANGUAGE_FIELDS,
  LANGUAGES,
  type RegistrationDraft,
  type RegistrationVariant,
} from '@enroll/domain';
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SelectField } from '../form-fields/select-field.tsx';
import { QuestionGroup, useBackgroundStyles } from './question-group.tsx';
import './i18n/register-background.ts';

const ENGLISH = 'English';

/** Fills the four home-language answers with English and drops their messages. */
function useSetAllToEnglish() {
  const { setValue, clearErrors } = useFormContext<RegistrationDraft>();
  return () => {
    for (const field of HOME_LANGUAGE_FIELDS) {
      setValue(field, ALL_ENGLISH_HOME_LANGUAGES[field], { shouldDirty: true });
    }
    // English is one of the list, so the four answers are valid now: their messages go at once.
    clearErrors([...HOME_LANGUAGE_FIELDS]);
  };
}

/**
 * Primary Language (required). Choosing English fills the four home-language answers with English, so
 * the Home Language Survey starts answered and the short flow, which has no survey step, still stores
 * them; other languages leave them as they are.
 */
export function PrimaryLanguageSection({ variant }: { variant: RegistrationVariant }) {
  const { t } = useTranslation('registrationBackground');
  const setAllToEnglish = useSetAllToEnglish();
  return (
    <SelectField
      name="primaryLanguage"
      label={t('primaryLanguage.primaryLanguage')}
      options={LANGUAGES}
      required
      hint={variant === 'long' ? t('primaryLanguage.englishHint') : undefined}
      onValueChange={(language) => {
        if (language === ENGLISH) setAllToEnglish();
      }}
    />
  );
}

/**
 * Home Language Survey: the four home-language answers, all required, and 'Set all to English', which
 * fills the four at once (the domain's ALL_ENGLISH_HOME_LANGUAGES).
 */
export function HomeLanguageSurveySection() {
  const { t } = useTranslation('registrationBackground');
  const styles = useBackgroundStyles();
  const setAllToEnglish = useSetAllToEnglish();
  const [allEnglish, setAllEnglish] = useState(false);
  return (
    <>
      <div className={styles.actions}>
        <Button
          type="button"
          appearance="secondary"
          onClick={() => {
            setAllToEnglish();
            setAllEnglish(true);
          }}
        >
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
              if (value !== ENGLISH) setAllEnglish(false);
            }}
          />
        ))}
      </QuestionGroup>
    </>
  );
}
