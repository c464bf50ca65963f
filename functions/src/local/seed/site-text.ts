import type { OrientationDate, SitePerson } from '@enroll/domain';
import type { SitePeople } from './site-row.ts';

// Fictional staff names, combined deterministically per site.
const FIRST_NAMES = [
  'Maria',
  'James',
  'Angela',
  'Robert',
  'Denise',
  'Marcus',
  'Yolanda',
  'Kevin',
  'Teresa',
  'Anthony',
  'Monica',
  'Daniel',
  'Rosa',
  'Brian',
  'Lauren',
  'Victor',
] as const;
const LAST_NAMES = [
  'Alvarado',
  'Bennett',
  'Castellanos',
  'Dawson',
  'Escobedo',
  'Fletcher',
  'Guerrero',
  'Hollis',
  'Ibarra',
  'Jennings',
  'Kowalczyk',
  'Lindqvist',
  'Montoya',
  'Nakamura',
  'Ortega',
  'Prescott',
] as const;

function personName(index: number, salt: number): string {
  const first = FIRST_NAMES[(index + salt) % FIRST_NAMES.length] ?? 'Alex';
  const last = LAST_NAMES[(index * 7 + salt * 3 + 3) % LAST_NAMES.length] ?? 'Morgan';
  return `${first} ${last}`;
}

export function sitePeople(kind: SitePeople, index: number): SitePerson[] {
  const coordinator: SitePerson = {
    role: 'Enrollment Coordinator',
    category: 'STAFF',
    name: personName(index, 5),
  };
  switch (kind) {
    case 'principal':
      return [{ role: 'Principal', category: 'ADMINISTRATION', name: personName(index, 0) }, coordinator];
    case 'leadership':
      return [coordinator, { role: 'principal', category: 'LEADERSHIP', name: personName(index, 0) }];
    case 'none':
      return [];
  }
}

export function aboutText(brandName: string, label: string, city: string): string {
  return (
    `${brandName} - ${label} is a tuition-free public charter school serving students in ${city} and nearby ` +
    'communities. Students meet one-on-one with their teachers and follow a flexible schedule that fits ' +
    'around work and family.'
  );
}

export function moreAboutText(label: string): string {
  return (
    `Our ${label} learning center offers small-group classes, tutoring and career pathways. ` +
    'Counselors help every student plan for graduation, college and a career. ' +
    'Enrollment is open all year, and families are welcome to visit any weekday.'
  );
}

const ORIENTATION_DAYS = [
  '2026-12-02',
  '2026-12-09',
  '2026-12-16',
  '2027-01-06',
  '2027-01-13',
  '2027-01-20',
  '2027-01-27',
] as const;

const ORIENTATION_TIMES = [
  { start_time: '10:00 AM', end_time: '11:30 AM' },
  { start_time: '5:30 PM', end_time: '7:00 PM' },
] as const;

/** Three upcoming orientation dates, rotating through the pool by site. */
export function orientationDates(index: number): OrientationDate[] {
  const times = ORIENTATION_TIMES[index % ORIENTATION_TIMES.length] ?? ORIENTATION_TIMES[0];
  const dates: OrientationDate[] = [];
  for (let step = 0; step < 3; step += 1) {
    const date = ORIENTATION_DAYS[(index + step * 2) % ORIENTATION_DAYS.length] ?? ORIENTATION_DAYS[0];
    dates.push({ date, ...times });
  }
  return dates.sort((a, b) => a.date.localeCompare(b.date));
}
