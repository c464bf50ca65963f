import { ParentCustodySection } from '../../../components/registration-sections/parent-custody-section.tsx';
import { sectionStep } from './section-step.tsx';

/** Parent Custody Information: the submit step of the short flow. */
const ParentCustodyStep = sectionStep('parentCustody', ParentCustodySection, 'stack');

export default ParentCustodyStep;
