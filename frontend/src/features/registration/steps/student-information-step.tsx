import { StudentInformationSection } from '../../../components/registration-sections/student-information-section.tsx';
import { sectionStep } from './section-step.tsx';

/** Student Information (see StudentInformationSection). */
const StudentInformationStep = sectionStep('studentInformation', StudentInformationSection, 'people');

export default StudentInformationStep;
