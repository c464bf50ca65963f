import { PreviousSchoolSection } from '../../../components/registration-sections/previous-school-section.tsx';
import { sectionStep } from './section-step.tsx';

/** Previous School Information (see PreviousSchoolSection). */
const PreviousSchoolStep = sectionStep('previousSchool', PreviousSchoolSection, 'stack');

export default PreviousSchoolStep;
