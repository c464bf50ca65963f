/** The staff registration form (Add Registration Form and the detail's edit form). */
export { StaffRegistrationForm, type StaffRegistrationFormProps } from './staff-registration-form.tsx';
