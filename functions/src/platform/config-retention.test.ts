import { afterEach, describe, expect, it } from 'vitest';
import { config } from './config.ts';

const NAMES = ['RETENTION_INTEREST_YEARS', 'RETENTION_TERMINATED_REGISTRATION_YEARS'] as const;
const saved = NAMES.map((name) => process.env[name]);

afterEach(() => {
  NAMES.forEach((name, index) => {
    const value = saved[index];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  });
});

describe('the retention settings', () => {
  it('are 3 years for interests and 5 for terminated registrations when unset or empty', () => {
    delete process.env.RETENTION_INTEREST_YEARS;
    process.env.RETENTION_TERMINATED_REGISTRATION_YEARS = ' ';
    expect(config.retentionInterestYears).toBe(3);
    expect(config.retentionTerminatedRegistrationYears).toBe(5);
  });

  it('read whole years from 1 to 100', () => {
    process.env.RETENTION_INTEREST_YEARS = '1';
    process.env.RETENTION_TERMINATED_REGISTRATION_YEARS = ' 100 ';
    expect(config.retentionInterestYears).toBe(1);
    expect(config.retentionTerminatedRegistrationYears).toBe(100);
  });

  it('refuse anything else, naming the setting, rather than purge on a guess', () => {
    for (const value of ['0', '-3', '2.5', '101', 'three', '3y']) {
      process.env.RETENTION_INTEREST_YEARS = value;
      expect(() => config.retentionInterestYears, value).toThrow(
        'RETENTION_INTEREST_YEARS must be a whole number of years from 1 to 100',
      );
    }
    process.env.RETENTION_TERMINATED_REGISTRATION_YEARS = '0';
    expect(() => config.retentionTerminatedRegistrationYears).toThrow(
      /^RETENTION_TERMINATED_REGISTRATION_YEARS/,
    );
  });
});
