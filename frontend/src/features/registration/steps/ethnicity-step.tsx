import { EthnicitySection } from '../../../components/registration-sections/ethnicity-section.tsx';
import { sectionStep } from './section-step.tsx';

/** Ethnicity: the Hispanic or Latino question and the primary race category (both required). */
const EthnicityStep = sectionStep('ethnicity', EthnicitySection, 'stack');

export default EthnicityStep;
