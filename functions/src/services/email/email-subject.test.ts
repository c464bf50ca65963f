import { brandForHost } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { signedTestRecord } from '../../../test-support/lelo-fixtures.ts';
import { singleLineSubject } from './email-subject.ts';
import { renderLeloNotification } from './render-lelo-email.ts';

const brand = brandForHost('');

describe('singleLineSubject', () => {
  it('turns CR, LF and other control characters into one space', () => {
    expect(singleLineSubject('New registration: Ana\r\nBcc: victim@example.com')).toBe(
      'New registration: Ana Bcc: victim@example.com',
    );
    expect(singleLineSubject('A\rB\nC\tD\u0000E\u007fF\u0085G\u2028H\u2029I')).toBe('A B C D E F G H I');
    expect(singleLineSubject('  \n Thank you   for your interest \r ')).toBe('Thank you for your interest');
  });

  it('keeps printable text as typed, accents and other scripts included', () => {
    expect(singleLineSubject('New secondary enrollment: José 张伟 Nguyễn')).toBe(
      'New secondary enrollment: José 张伟 Nguyễn',
    );
  });
});

describe('rendered subjects', () => {
  it('carry no line break from a typed name', () => {
    const record = { ...signedTestRecord(), firstName: 'Ana\r\nBcc: x@example.com', lastName: 'Lopez\n' };
    const email = renderLeloNotification({ record, brand, appUrl: 'http://localhost:4280' });
    expect(email.subject).toBe('New secondary enrollment: Ana Bcc: x@example.com Lopez');
  });
});
