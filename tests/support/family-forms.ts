import { randomUUID } from 'node:crypto';
import type { RegistrationDraft } from '@enroll/domain';
import { completeDraft } from '../../domain/test-support/registration-drafts.ts';
import { birthDateYearsAgo } from './dates.ts';

/** A family e-mail address no other test uses, so outbox and cap checks see only their own mail. */
export function uniqueFamilyEmail(prefix = 'family'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

/** A valid interest request for a 15-year-old (parent fields required), with its own e-mail address. */
export function minorInterestForm(overrides: Record<string, unknown> = {}) {
  return {
    studentFirstName: 'Ana',
    studentLastName: 'Lopez',
    birthDate: birthDateYearsAgo(15),
    parentRelationship: 'Parent',
    parentFirstName: 'Maria',
    parentLastName: 'Lopez',
    primaryEmail: uniqueFamilyEmail(),
    phone: '661-555-0134',
    zipCode: '93534',
    ...overrides,
  };
}

/** A complete registration draft of a 16-year-old, with its own student and parent addresses. */
export function minorRegistrationDraft(overrides: Partial<RegistrationDraft> = {}): RegistrationDraft {
  const tag = randomUUID().slice(0, 8);
  return completeDraft({
    birthDate: birthDateYearsAgo(16),
    studentEmail: `student.${tag}@example.com`,
    pgPrimaryEmail: `parent.${tag}@example.com`,
    ...overrides,
  });
}
