import { addDaysIso, businessToday, type OrientationDate, type SitePerson } from '@enroll/domain';
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

/** The same texts as the school would write them in Spanish, beside the English ones. */
export function aboutTextEs(brandName: string, label: string, city: string): string {
  return (
    `${brandName} - ${label} es una escuela chárter pública y gratuita para estudiantes de ${city} y las ` +
    'comunidades cercanas. Los estudiantes se reúnen individualmente con sus maestros y siguen un horario ' +
    'flexible que se adapta al trabajo y a la familia.'
  );
}

export function moreAboutTextEs(label: string): string {
  return (
    `Nuestro centro de aprendizaje ${label} ofrece clases en grupos pequeños, tutorías y trayectorias ` +
    'profesionales. Los consejeros ayudan a cada estudiante a planificar su graduación, la universidad y una ' +
    'carrera. La inscripción está abierta todo el año y las familias pueden visitarnos cualquier día entre semana.'
  );
}

/** Orientations fall on Wednesdays and Saturdays (UTC weekday numbers). */
const ORIENTATION_WEEKDAYS = new Set([3, 6]);
const ORIENTATION_POOL_SIZE = 7;

/**
 * The next Wednesdays and Saturdays after `today` (YYYY-MM-DD): the seeded dates follow the seed day,
 * so the demo sites always offer upcoming orientations, whenever the stack starts.
 */
export function orientationDayPool(today: string): string[] {
  const days: string[] = [];
  for (let offset = 1; days.length < ORIENTATION_POOL_SIZE; offset += 1) {
    const day = addDaysIso(today, offset);
    if (ORIENTATION_WEEKDAYS.has(new Date(`${day}T00:00:00Z`).getUTCDay())) days.push(day);
  }
  return days;
}

const ORIENTATION_TIMES = [
  { start_time: '10:00 AM', end_time: '11:30 AM' },
  { start_time: '5:30 PM', end_time: '7:00 PM' },
] as const;

/** Three upcoming orientation dates after `today`, rotating through the pool by site. */
export function orientationDates(index: number, today: string = businessToday()): OrientationDate[] {
  const pool = orientationDayPool(today);
  const times = ORIENTATION_TIMES[index % ORIENTATION_TIMES.length] ?? ORIENTATION_TIMES[0];
  const dates: OrientationDate[] = [];
  for (let step = 0; step < 3; step += 1) {
    const date = pool[(index + step * 2) % pool.length] ?? today;
    dates.push({ date, ...times });
  }
  return dates.sort((a, b) => a.date.localeCompare(b.date));
}
