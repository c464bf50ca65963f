// The registration steps' domain schemas, a chunk of its own with zod: `use-step-form.ts` loads it
// when the browser is idle after the first step shows, or at the first check (issue 16).
export { registrationStepSchema } from '@enroll/domain';
