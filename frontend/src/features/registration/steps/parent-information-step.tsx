import { ParentInformationSection } from '../../../components/registration-sections/parent-information-section.tsx';
import { sectionStep } from './section-step.tsx';

/** Parent Information (long flow) / Parent 1 Information (short flow). */
const ParentInformationStep = sectionStep('parentInformation', ParentInformationSection, 'people');

export default ParentInformationStep;
