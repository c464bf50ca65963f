import { MigrantEducationSection } from '../../../components/registration-sections/yes-no-sections.tsx';
import { sectionStep } from './section-step.tsx';

/** Migrant Education (long flow): one required yes/no question. */
const MigrantEducationStep = sectionStep('migrantEducation', MigrantEducationSection, 'stack');

export default MigrantEducationStep;
