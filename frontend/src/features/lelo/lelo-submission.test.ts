import type { FieldError } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import {
  draftFromPrefill,
  errorsOnNoStep,
  leloSubmissionBody,
  levelOfServerErrors,
} from './lelo-submission.ts';
import { COMPLETE_DRAFT, LELO_PREFILL, PERMALINK, SIGNATURE } from './test-utils/fixtures.ts';

function error(field: string): FieldError {
  return { field, code: 'lelo.fields.required', message: 'Please fill out all required fields' };
}

describe('leloSubmissionBody', () => {
  it("sends the whole draft with the permalink and the family's language, but not the wizard's copy of includeNCAA", () => {
    const { includeNcaa: _includeNcaa, ...submitted } = COMPLETE_DRAFT;
    const body = leloSubmissionBody({ ...COMPLETE_DRAFT, permalink: '' }, PERMALINK, 'es');
    expect(body).toEqual({ ...submitted, permalink: PERMALINK, language: 'es' });
    expect(body).not.toHaveProperty('includeNcaa');
  });

  it('leaves out a mailing address typed before the answer became Yes, keeps it on No', () => {
    const typed = { mailingStreet: 'Po Box 1', mailingCity: 'Palmdale', mailingState: 'CA', mailingZip: '9' };
    expect(leloSubmissionBody({ ...COMPLETE_DRAFT, ...typed }, PERMALINK, 'en')).toMatchObject({
      mailingStreet: '',
      mailingCity: '',
      mailingState: '',
      mailingZip: '',
    });
    expect(
      leloSubmissionBody({ ...COMPLETE_DRAFT, ...typed, isMailingAddressTheSame: 'No' }, PERMALINK, 'en'),
    ).toMatchObject(typed);
  });

  it("leaves out the parent's details and signature for a 'Self 18+' student", () => {
    const body = leloSubmissionBody(
      { ...COMPLETE_DRAFT, pgRelationshipToStudent: 'Self 18+' },
      PERMALINK,
      'en',
    );
    expect(body).toMatchObject({
      pgRelationshipToStudent: 'Self 18+',
      pgFirstName: '',
      pgPrimaryEmail: '',
      parentSignature: '',
      parentName: '',
      parentSignatureDate: '',
      studentSignature: SIGNATURE,
    });
  });
});

describe('draftFromPrefill', () => {
  const prefill = LELO_PREFILL;

  it("takes the pre-registration's own location, also when its center offers no courses", () => {
    const location = {
      charter: prefill.charter,
      charter_id: 'charter-l4l',
      learningCenter: 'Learn4Life - Lancaster',
      siteId: prefill.siteId,
    };
    expect(draftFromPrefill(prefill)).toMatchObject(location);
    const notOffered = draftFromPrefill({ ...prefill, locationResolved: false });
    expect(notOffered).toMatchObject({ ...location, firstName: 'Maria' });
  });
});

describe('levelOfServerErrors', () => {
  it('finds the first walked step showing a refused field', () => {
    expect(levelOfServerErrors(COMPLETE_DRAFT, [error('zip'), error('studentEmail')])).toBe(1);
    expect(levelOfServerErrors(COMPLETE_DRAFT, [error('courses.1.id')])).toBe(5);
    expect(levelOfServerErrors(COMPLETE_DRAFT, [error('pgRelationshipToStudent')])).toBe(2);
    expect(levelOfServerErrors(COMPLETE_DRAFT, [error('parentSignature')])).toBe(6);
    expect(levelOfServerErrors(COMPLETE_DRAFT, [error('siteId')])).toBe(0);
  });

  it('skips the mailing step when it is not walked, and has no step for the permalink', () => {
    expect(levelOfServerErrors(COMPLETE_DRAFT, [error('mailingZip')])).toBeNull();
    expect(
      levelOfServerErrors({ ...COMPLETE_DRAFT, isMailingAddressTheSame: 'No' }, [error('mailingZip')]),
    ).toBe(4);
    expect(levelOfServerErrors(COMPLETE_DRAFT, [error('permalink')])).toBeNull();
    expect(errorsOnNoStep([error('permalink'), error('zip')])).toEqual([error('permalink')]);
  });
});
