import { HomeLanguageSurveySection } from '../../../components/registration-sections/language-sections.tsx';
import { sectionStep } from './section-step.tsx';

/** Home Language Survey (long flow), with 'Set all to English'. */
const HomeLanguageSurveyStep = sectionStep('homeLanguageSurvey', HomeLanguageSurveySection, 'stack');

export default HomeLanguageSurveyStep;
