import type { VersionedRegistration } from '../../../api/registrations/get-registration.ts';

/** What the detail gives each dialog that changes a registration. */
export interface RegistrationDialogProps {
  /** The registration as the detail last read or saved it (its ETag goes with every write). */
  registration: VersionedRegistration;
  onClose: () => void;
  /** After the change was stored. */
  onSaved: () => void;
  /** Reads the registration again after a 409. */
  onReload: () => Promise<unknown>;
}
