import { HomeSurveySection } from '../../../components/registration-sections/yes-no-sections.tsx';
import { sectionStep } from './section-step.tsx';

/** Home Survey (long flow): computer and internet access at home, both required. */
const HomeSurveyStep = sectionStep('homeSurvey', HomeSurveySection, 'stack');

export default HomeSurveyStep;
