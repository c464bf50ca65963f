/**
 * The part of NCRONTAB (the six-field schedules of Azure's timer trigger) the local host needs:
 * `{second} {minute} {hour} {day} {month} {day of week}`, each field `*`, a number, a range `a-b`, a
 * step `*\/n`, `a-b/n` or `a/n`, or a comma list of those; Sunday is 0. Times are UTC, as Azure reads a
 * schedule without WEBSITE_TIME_ZONE (which Linux plans do not offer). Month and day names, and a
 * schedule restricting both the day of the month and the day of the week (NCRONTAB and cron disagree on
 * what that means), are refused rather than read one way.
 */

interface FieldSpec {
  name: string;
  min: number;
  max: number;
}

/** The six fields in their order. */
const FIELDS = [
  { name: 'second', min: 0, max: 59 },
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 6 },
] as const satisfies readonly FieldSpec[];

export interface NcrontabSchedule {
  /** The first instant strictly after `after` (whole seconds) the schedule names. */
  nextAfter(after: Date): Date;
}

function fail(schedule: string, why: string): never {
  throw new Error(`Timer schedule "${schedule}": ${why}`);
}

function parseNumber(schedule: string, text: string, spec: FieldSpec): number {
  if (!/^\d+$/.test(text)) fail(schedule, `"${text}" is not a number (the ${spec.name} field)`);
  const value = Number(text);
  if (value < spec.min || value > spec.max)
    fail(schedule, `${value} is outside ${spec.min}-${spec.max} (the ${spec.name} field)`);
  return value;
}

/** The values one field allows, and whether it allows them all (`*`). */
function parseField(schedule: string, text: string, spec: FieldSpec): { values: Set<number>; any: boolean } {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText, extra] = part.split('/');
    if (extra !== undefined) fail(schedule, `"${part}" has two steps (the ${spec.name} field)`);
    const step = stepText === undefined ? 1 : parseNumber(schedule, stepText, { ...spec, min: 1 });
    let from: number;
    let to: number;
    if (range === '*') {
      from = spec.min;
      to = spec.max;
    } else if (range.includes('-')) {
      const [low = '', high = ''] = range.split('-');
      from = parseNumber(schedule, low, spec);
      to = parseNumber(schedule, high, spec);
      if (from > to) fail(schedule, `"${range}" runs backwards (the ${spec.name} field)`);
    } else {
      from = parseNumber(schedule, range, spec);
      // `a/n` is every n-th from a to the end of the field.
      to = stepText === undefined ? from : spec.max;
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return { values, any: text === '*' };
}

const DAY_MS = 86_400_000;
/** Far enough for any schedule that names a real date (29 February comes within 8 years). */
const SEARCH_DAYS = 366 * 8;

/** Parses a six-field NCRONTAB schedule; throws with the reason when it is not one this host reads. */
export function parseNcrontab(schedule: string): NcrontabSchedule {
  const texts = schedule.trim().split(/\s+/);
  if (texts.length !== FIELDS.length)
    fail(schedule, `${texts.length} fields, NCRONTAB has 6 (second minute hour day month day-of-week)`);
  const [seconds, minutes, hours, days, months, weekdays] = [
    parseField(schedule, texts[0] ?? '', FIELDS[0]),
    parseField(schedule, texts[1] ?? '', FIELDS[1]),
    parseField(schedule, texts[2] ?? '', FIELDS[2]),
    parseField(schedule, texts[3] ?? '', FIELDS[3]),
    parseField(schedule, texts[4] ?? '', FIELDS[4]),
    parseField(schedule, texts[5] ?? '', FIELDS[5]),
  ];
  if (!days.any && !weekdays.any)
    fail(schedule, 'a day of the month together with a day of the week is not supported');
  const sorted = (field: { values: Set<number> }) => [...field.values].sort((a, b) => a - b);
  const times = { seconds: sorted(seconds), minutes: sorted(minutes), hours: sorted(hours) };

  /** The first time of day (seconds since midnight) at or after `from` the schedule allows, or null. */
  function firstTimeFrom(from: number): number | null {
    for (const hour of times.hours) {
      for (const minute of times.minutes) {
        for (const second of times.seconds) {
          const time = hour * 3600 + minute * 60 + second;
          if (time >= from) return time;
        }
      }
    }
    return null;
  }

  return {
    nextAfter(after: Date): Date {
      const start = Math.floor(after.getTime() / 1000) * 1000 + 1000;
      const firstDay = Math.floor(start / DAY_MS) * DAY_MS;
      for (let index = 0; index <= SEARCH_DAYS; index += 1) {
        const day = new Date(firstDay + index * DAY_MS);
        if (
          !months.values.has(day.getUTCMonth() + 1) ||
          !days.values.has(day.getUTCDate()) ||
          !weekdays.values.has(day.getUTCDay())
        )
          continue;
        const time = firstTimeFrom(index === 0 ? (start - firstDay) / 1000 : 0);
        if (time !== null) return new Date(day.getTime() + time * 1000);
      }
      return fail(schedule, 'names no date');
    },
  };
}
