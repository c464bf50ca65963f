import { describe, expect, it } from 'vitest';
import type { SiteEnrollmentInfo } from '../location/site.ts';
import { interestEmailRecipients, interestFamilyRecipient } from './interest-email-recipients.ts';

function info(
  primary: 'Yes' | 'No',
  additional: 'Yes' | 'No',
  interestEmail: string[] = ['Staff@Example.com'],
): SiteEnrollmentInfo {
  return {
    about: '',
    moreAbout: '',
    programTypes: [],
    secondaryEnrollmentUrl: '',
    primaryEmailstatus: primary,
    addtionalEmailstatus: additional,
    interestEmail,
    registrationEmail: [],
  };
}

describe('interestEmailRecipients', () => {
  it('follows the two statuses', () => {
    expect(interestEmailRecipients('family@example.com', info('Yes', 'No'))).toEqual(['family@example.com']);
    expect(interestEmailRecipients('family@example.com', info('No', 'Yes'))).toEqual(['staff@example.com']);
    expect(
      interestEmailRecipients('family@example.com', info('Yes', 'Yes', ['a@x.org', ' ', 'b@x.org'])),
    ).toEqual(['family@example.com', 'a@x.org', 'b@x.org']);
    expect(interestEmailRecipients('family@example.com', info('No', 'No'))).toEqual([]);
  });
  it('sends to the family by default when the site has no data', () => {
    expect(interestEmailRecipients('family@example.com', null)).toEqual(['family@example.com']);
  });
});

describe('interestFamilyRecipient', () => {
  it("is the family's address in lower case when the center e-mails families, else null", () => {
    expect(interestFamilyRecipient('Family@Example.com', info('Yes', 'Yes'))).toBe('family@example.com');
    expect(interestFamilyRecipient('family@example.com', null)).toBe('family@example.com');
    expect(interestFamilyRecipient('family@example.com', info('No', 'Yes'))).toBeNull();
  });
});
