import type { Site } from '@enroll/domain';
import { SITE_SEED } from './sites-seed.ts';

/**
 * The seeded sites taken a charter at a time (first site of each charter, then the second …), so
 * demo rows placed at indexes 0, 1, 2 … fall on every charter and every seeded staff member sees a
 * few of their own.
 */
export function sitesByCharter(): Site[] {
  const byCharter = new Map<string, Site[]>();
  for (const site of SITE_SEED) {
    const list = byCharter.get(site.charter.id) ?? [];
    list.push(site);
    byCharter.set(site.charter.id, list);
  }
  const lists = [...byCharter.values()];
  const spread: Site[] = [];
  for (let index = 0; spread.length < SITE_SEED.length; index += 1) {
    for (const list of lists) {
      const site = list[index];
      if (site) spread.push(site);
    }
  }
  return spread;
}

/** A birth date `age` years and a month before today: the birthday has passed, whatever the day. */
export function birthDateFor(age: number, today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year - age, month - 2, Math.min(day, 28)));
  return date.toISOString().slice(0, 10);
}
