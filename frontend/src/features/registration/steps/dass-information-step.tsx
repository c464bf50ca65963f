import { DassInformationSection } from '../../../components/registration-sections/dass-information-section.tsx';
import { sectionStep } from './section-step.tsx';

/** DASS Information (long flow). */
const DassInformationStep = sectionStep('dassInformation', DassInformationSection, 'stack');

export default DassInformationStep;
