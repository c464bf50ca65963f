import { emptyLeloDraft } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { agreementPrefill } from './agreement-prefill.ts';

const TODAY = '2026-07-15';

describe('agreementPrefill', () => {
  it("fills the student's and the parent's names as typed (spaces tidied) and today's date", () => {
    const draft = {
      ...emptyLeloDraft(),
      firstName: 'maria',
      lastName: 'de  la cruz',
      pgRelationshipToStudent: 'Mother',
      pgFirstName: 'ana',
      pgLastName: 'LOPEZ',
    };
    expect(agreementPrefill(draft, TODAY)).toEqual({
      studentName: 'maria de la cruz',
      studentSignatureDate: TODAY,
      parentName: 'ana LOPEZ',
      parentSignatureDate: TODAY,
    });
  });

  it('leaves typed names and the parent of an adult student alone, and moves an older date to today', () => {
    const draft = {
      ...emptyLeloDraft(),
      firstName: 'Sam',
      lastName: 'Lee',
      studentName: 'Samuel Lee',
      studentSignatureDate: '2026-07-01',
      pgRelationshipToStudent: 'Self 18+',
    };
    expect(agreementPrefill(draft, TODAY)).toEqual({ studentSignatureDate: TODAY });
    expect(agreementPrefill({ ...draft, studentSignatureDate: TODAY }, TODAY)).toEqual({});
  });

  it('cuts a long name to 50 characters', () => {
    const draft = { ...emptyLeloDraft(), firstName: 'a'.repeat(40), lastName: 'b'.repeat(40) };
    expect(agreementPrefill(draft, TODAY).studentName).toHaveLength(50);
  });
});
