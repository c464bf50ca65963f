// The registration steps' domain schemas, a chunk of its own with zod: `use-step-form.ts` loads it
// once the family is using the page and the browser is idle, or at the first check.
export { registrationStepSchema } from '@enroll/domain';
