import { EmergencyContactsSection } from '../../../components/registration-sections/emergency-contacts-section.tsx';
import { sectionStep } from './section-step.tsx';

/** Emergency Contacts (long flow, the submit step). */
const EmergencyContactsStep = sectionStep('emergencyContacts', EmergencyContactsSection, 'stack');

export default EmergencyContactsStep;
