import type { StaffRegistrationMode, StaffRegistrationSection } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  DassInformationSection,
  EmergencyContactsSection,
  EthnicitySection,
  HealthConditionsSection,
  HomeLanguageSurveySection,
  HomeSurveySection,
  MailingAddressSection,
  MigrantEducationSection,
  Parent2InformationSection,
  ParentCustodySection,
  ParentInformationSection,
  PhysicalAddressSection,
  PreviousSchoolSection,
  PrimaryLanguageSection,
  QuestionGroup,
  ReleaseRequestsSection,
  StudentInformationSection,
  StudentPreferenceSection,
  usePeopleFormStyles,
} from '../registration-sections/index.ts';

const useStyles = makeStyles({
  section: { margin: 0, padding: 0, border: 0 },
  legend: {
    padding: 0,
    paddingBottom: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
});

interface SectionOptions {
  mode: StaffRegistrationMode;
  intercession: boolean;
  parent2Legend: string;
}

/**
 * The fields of one section as the staff form asks them: the long flow's
 * questions, with the preferred name and pronouns in Student Information and Parent 2 inside Parent
 * Information; intercession hides the suffix question, birth country and state, parent 2's education
 * and, in the edit form, the grade.
 */
function sectionFields(section: StaffRegistrationSection, options: SectionOptions): ReactNode {
  const { mode, intercession } = options;
  switch (section) {
    case 'studentInformation':
      return (
        <>
          <StudentInformationSection
            variant="long"
            intercession={intercession}
            showGrade={!(intercession && mode === 'edit')}
          />
          {!intercession && <StudentPreferenceSection />}
        </>
      );
    case 'parentInformation':
      return (
        <ParentInformationSection variant="long">
          <QuestionGroup legend={options.parent2Legend}>
            <Parent2InformationSection rules="staff" intercession={intercession} />
          </QuestionGroup>
        </ParentInformationSection>
      );
    case 'physicalAddress':
      return <PhysicalAddressSection variant="long" />;
    case 'mailingAddress':
      return <MailingAddressSection variant="long" />;
    case 'ethnicity':
      return <EthnicitySection />;
    case 'previousSchool':
      return <PreviousSchoolSection variant="long" />;
    case 'primaryLanguage':
      return <PrimaryLanguageSection variant="long" />;
    case 'homeLanguageSurvey':
      return <HomeLanguageSurveySection />;
    case 'migrantEducation':
      return <MigrantEducationSection />;
    case 'releaseRequests':
      return <ReleaseRequestsSection variant="long" />;
    case 'dassInformation':
      return <DassInformationSection />;
    case 'homeSurvey':
      return <HomeSurveySection />;
    case 'healthConditions':
      return <HealthConditionsSection followUpsRequired />;
    case 'parentCustody':
      return <ParentCustodySection />;
    case 'emergencyContacts':
      return <EmergencyContactsSection />;
  }
}

export interface StaffRegistrationSectionsProps {
  sections: readonly StaffRegistrationSection[];
  mode: StaffRegistrationMode;
  intercession: boolean;
}

/** The sections shown, each a fieldset named by its title. */
export function StaffRegistrationSections({ sections, mode, intercession }: StaffRegistrationSectionsProps) {
  const { t } = useTranslation('staffRegistrationForm');
  const layout = usePeopleFormStyles();
  const styles = useStyles();
  const options = { mode, intercession, parent2Legend: t('sections.parent2') };
  return (
    <>
      {sections.map((section) => (
        <fieldset key={section} className={`${layout.form} ${styles.section}`} data-section={section}>
          <legend className={styles.legend}>{t(`sections.${section}`)}</legend>
          {sectionFields(section, options)}
        </fieldset>
      ))}
    </>
  );
}
