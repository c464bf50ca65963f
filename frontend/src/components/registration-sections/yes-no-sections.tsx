import { LONG_FLOW_RELEASES, type RegistrationVariant, SHORT_FLOW_RELEASES } from '@enroll/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { YesNoField } from '../form-fields/yes-no-field.tsx';
import { QuestionGroup } from './question-group.tsx';
import './i18n/register-background.ts';

/**
 * Migrant Education: one required yes/no question. Its wizard step message, 'Please fill the all
 * required details', is the domain's stepMessageKey('migrantEducation'), shown by the wizard frame.
 */
export function MigrantEducationSection() {
  const { t } = useTranslation('registrationBackground');
  return (
    <YesNoField
      name="isPgEmployedInOneOrMoreAgriculturalOrFishingActivities"
      label={t('migrantEducation.isPgEmployedInOneOrMoreAgriculturalOrFishingActivities')}
      required
    />
  );
}

/**
 * Release Requests: the short flow asks three (text the student, text the parents, Google Apps for
 * Education), the long flow all six; every one asked is required.
 */
export function ReleaseRequestsSection({ variant }: { variant: RegistrationVariant }) {
  const { t } = useTranslation('registrationBackground');
  const fields = variant === 'short' ? SHORT_FLOW_RELEASES : LONG_FLOW_RELEASES;
  return (
    <QuestionGroup legend={t('releaseRequests.legend')}>
      {fields.map((field) => (
        <YesNoField key={field} name={field} label={t(`releaseRequests.${field}`)} required />
      ))}
    </QuestionGroup>
  );
}

/** Home Survey: computer and internet access at home, both required. */
export function HomeSurveySection() {
  const { t } = useTranslation('registrationBackground');
  return (
    <QuestionGroup legend={t('homeSurvey.legend')}>
      <YesNoField name="accessToComputerAtHome" label={t('homeSurvey.accessToComputerAtHome')} required />
      <YesNoField
        name="accessToTheInternetAtHome"
        label={t('homeSurvey.accessToTheInternetAtHome')}
        required
      />
    </QuestionGroup>
  );
}
