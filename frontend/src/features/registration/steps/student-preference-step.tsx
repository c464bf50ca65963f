import { StudentPreferenceSection } from '../../../components/registration-sections/student-preference-section.tsx';
import { sectionStep } from './section-step.tsx';

/** Student Preference (short flow): preferred name and pronouns. */
const StudentPreferenceStep = sectionStep('studentPreference', StudentPreferenceSection, 'people');

export default StudentPreferenceStep;
