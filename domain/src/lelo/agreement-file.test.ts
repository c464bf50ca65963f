import { describe, expect, it } from 'vitest';
import { agreementTimestamp, brandNameOfLearningCenter, signedAgreementFileName } from './agreement-file.ts';

describe('signedAgreementFileName', () => {
  const now = new Date(2026, 0, 5, 9, 7);
  it('stamps yymmdd_hhmm', () => {
    expect(agreementTimestamp(now)).toBe('260105_0907');
    expect(agreementTimestamp(new Date(2026, 11, 31, 23, 59))).toBe('261231_2359');
  });
  it('joins the permalink, the names and the stamp', () => {
    expect(signedAgreementFileName('summer-2026', 'Lopez', 'Ana', now)).toBe(
      'summer-2026_Lopez_Ana_260105_0907.pdf',
    );
  });
  it('keeps accented letters without their accents', () => {
    expect(signedAgreementFileName('summer-2026', 'Peña', 'José', now)).toBe(
      'summer-2026_Pena_Jose_260105_0907.pdf',
    );
    expect(signedAgreementFileName('x', 'Núñez Çelik', 'Zoë', now)).toBe('x_NunezCelik_Zoe_260105_0907.pdf');
  });
  it('keeps path characters out', () => {
    expect(signedAgreementFileName('x', '../De La Cruz', 'Ana/Maria', now)).toBe(
      'x_DeLaCruz_AnaMaria_260105_0907.pdf',
    );
  });
});

describe('brandNameOfLearningCenter', () => {
  it('takes the part before the first hyphen, trimmed', () => {
    expect(brandNameOfLearningCenter('Learn4Life - Lancaster - East')).toBe('Learn4Life');
    expect(brandNameOfLearningCenter('  Solo  ')).toBe('Solo');
  });
});
