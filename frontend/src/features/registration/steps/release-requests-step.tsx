import { ReleaseRequestsSection } from '../../../components/registration-sections/yes-no-sections.tsx';
import { sectionStep } from './section-step.tsx';

/** Release Requests: three in the short flow, six in the long flow. */
const ReleaseRequestsStep = sectionStep('releaseRequests', ReleaseRequestsSection, 'stack');

export default ReleaseRequestsStep;
