import { describe, expect, it } from 'vitest';
import { agreementTimestamp, brandNameOfLearningCenter, signedAgreementFileName } from './agreement-file.ts';

describe('signedAgreementFileName', () => {
  // 9:07 in the morning in Los Angeles (the default enrollment time zone), 17:07 UTC.
  const now = new Date('2026-01-05T17:07:00Z');
  it('stamps yymmdd_hhmm on the enrollment time zone’s clocks, whatever the process’s zone', () => {
    expect(agreementTimestamp(now)).toBe('260105_0907');
    // Still New Year's Eve in California, already the next year in UTC.
    expect(agreementTimestamp(new Date('2027-01-01T07:59:00Z'))).toBe('261231_2359');
    // Daylight time: UTC-7.
    expect(agreementTimestamp(new Date('2026-07-01T00:30:00Z'))).toBe('260630_1730');
  });
  const id = '0b6f3a52-5d1e-4f0e-9a51-3c2b1d0e9f7a';
  it('joins the permalink, the names, the stamp and the entry id', () => {
    expect(signedAgreementFileName('summer-2026', 'Lopez', 'Ana', now, id)).toBe(
      `summer-2026_Lopez_Ana_260105_0907_${id}.pdf`,
    );
  });
  it('keeps accented letters without their accents', () => {
    expect(signedAgreementFileName('summer-2026', 'Peña', 'José', now, id)).toBe(
      `summer-2026_Pena_Jose_260105_0907_${id}.pdf`,
    );
    expect(signedAgreementFileName('x', 'Núñez Çelik', 'Zoë', now, id)).toBe(
      `x_NunezCelik_Zoe_260105_0907_${id}.pdf`,
    );
  });
  it('keeps the letters of other scripts, and two entries of one minute apart', () => {
    expect(signedAgreementFileName('x', '张', '伟', now, 'a')).toBe('x_张_伟_260105_0907_a.pdf');
    expect(signedAgreementFileName('x', 'Nguyễn', 'Արամ', now, 'a')).toBe('x_Nguyen_Արամ_260105_0907_a.pdf');
    expect(signedAgreementFileName('x', 'علي', 'محمد', now, 'a')).toBe('x_علي_محمد_260105_0907_a.pdf');
    expect(signedAgreementFileName('x', '张', '伟', now, 'a')).not.toBe(
      signedAgreementFileName('x', '李', '娜', now, 'b'),
    );
    expect(signedAgreementFileName('x', '😀', '😀', now, 'a')).toBe('x___260105_0907_a.pdf');
  });
  it('keeps path characters out', () => {
    expect(signedAgreementFileName('x', '../De La Cruz', 'Ana/Maria', now, '../id')).toBe(
      'x_DeLaCruz_AnaMaria_260105_0907_id.pdf',
    );
  });
});

describe('brandNameOfLearningCenter', () => {
  it('takes the part before the first hyphen, trimmed', () => {
    expect(brandNameOfLearningCenter('Learn4Life - Lancaster - East')).toBe('Learn4Life');
    expect(brandNameOfLearningCenter('  Solo  ')).toBe('Solo');
  });
});
