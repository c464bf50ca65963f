import { PhysicalAddressSection } from '../../../components/registration-sections/physical-address-section.tsx';
import { sectionStep } from './section-step.tsx';

/** Physical Address (see PhysicalAddressSection). */
const PhysicalAddressStep = sectionStep('physicalAddress', PhysicalAddressSection, 'people');

export default PhysicalAddressStep;
