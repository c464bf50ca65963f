import { describe, expect, it } from 'vitest';
import { formatSiteHours } from '../location/site.ts';
import { clockTimeIn, minutesOfTime, weekdayIn } from './clock-time.ts';

describe('clock times', () => {
  it('reads both stored time styles and refuses others', () => {
    expect(minutesOfTime('5:30 PM')).toBe(17 * 60 + 30);
    expect(minutesOfTime('12:00AM')).toBe(0);
    expect(minutesOfTime('13:00 PM')).toBeNull();
    expect(minutesOfTime('noon')).toBeNull();
  });

  it("writes a stored time through the language's formatter", () => {
    expect(clockTimeIn('8:00 AM', 'es')).toBe('8:00 a. m.');
    expect(clockTimeIn('09:00AM', 'es')).toBe('9:00 a. m.');
    expect(clockTimeIn('4:30 PM', 'es')).toBe('4:30 p. m.');
    expect(clockTimeIn('12:00PM', 'es')).toBe('12:00 p. m.');
    expect(clockTimeIn('8:00 AM', 'en')).toBe('8:00 AM');
    expect(clockTimeIn('09:00AM', 'en')).toBe('9:00 AM');
    expect(clockTimeIn('12:00AM', 'en')).toBe('12:00 AM');
  });

  it('uses plain spaces only, whatever the runtime puts there', () => {
    expect(clockTimeIn('10:30 PM', 'es')).not.toMatch(/[\u00a0\u202f]/);
    expect(clockTimeIn('10:30 PM', 'en')).not.toMatch(/[\u00a0\u202f]/);
  });

  it('shows a time it cannot read as stored', () => {
    expect(clockTimeIn('noon', 'es')).toBe('noon');
    expect(clockTimeIn('', 'es')).toBe('');
  });

  it('names a stored English weekday in the language, another text as stored', () => {
    expect(weekdayIn('Monday', 'es')).toBe('lunes');
    expect(weekdayIn('wednesday', 'es')).toBe('miércoles');
    expect(weekdayIn('Sunday', 'es')).toBe('domingo');
    expect(weekdayIn('Friday', 'en')).toBe('Friday');
    expect(weekdayIn('Weekdays', 'es')).toBe('Weekdays');
  });
});

describe('formatSiteHours', () => {
  const hours = { start_day: 'Monday', end_day: 'Friday', start_time: '8:00 AM', end_time: '4:00 PM' };

  it('writes the hours in English and in Spanish', () => {
    expect(formatSiteHours(hours)).toBe('Monday - Friday from 8:00 AM - 4:00 PM');
    expect(formatSiteHours(hours, 'en')).toBe('Monday - Friday from 8:00 AM - 4:00 PM');
    expect(formatSiteHours(hours, 'es')).toBe('De lunes a viernes, de 8:00 a. m. a 4:00 p. m.');
    expect(formatSiteHours({ ...hours, start_time: '09:00AM', end_time: '03:30PM' }, 'es')).toBe(
      'De lunes a viernes, de 9:00 a. m. a 3:30 p. m.',
    );
  });

  it('is empty for a site without hours', () => {
    expect(formatSiteHours({ ...hours, start_day: '' }, 'es')).toBe('');
    expect(formatSiteHours({ ...hours, start_time: '' }, 'en')).toBe('');
  });
});
