import type { LeloStepComponents } from './lelo-step-types.ts';
import AgreementStep from './steps/agreement-step.tsx';
import ClassesStep from './steps/classes-step.tsx';
import LocationStep from './steps/location-step.tsx';
import MailingAddressStep from './steps/mailing-address-step.tsx';
import ParentStep from './steps/parent-step.tsx';
import PhysicalAddressStep from './steps/physical-address-step.tsx';
import StudentStep from './steps/student-step.tsx';

/** Each step's component, in the wizard's order (loaded with the Lelo pages, one chunk). */
export const LELO_STEP_COMPONENTS: LeloStepComponents = {
  location: LocationStep,
  student: StudentStep,
  parent: ParentStep,
  physicalAddress: PhysicalAddressStep,
  mailingAddress: MailingAddressStep,
  classes: ClassesStep,
  agreement: AgreementStep,
};
