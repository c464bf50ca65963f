import { MailingAddressSection } from '../../../components/registration-sections/physical-address-section.tsx';
import { sectionStep } from './section-step.tsx';

/** Mailing Address (the flow shows it only when the mailing address differs from the physical one). */
const MailingAddressStep = sectionStep('mailingAddress', MailingAddressSection, 'people');

export default MailingAddressStep;
