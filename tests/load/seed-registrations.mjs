// Registrations for the memory scripts: copies of the demo registrations (every answer field of the
// wizard, about 5 KB each), each with its own id, dates and student.
import { randomUUID } from 'node:crypto';

export const FIRST_NAMES = [
  'Ana',
  'Luis',
  'Maya',
  'Noah',
  'Sofia',
  'Ethan',
  'Isabella',
  'Mateo',
  'Camila',
  'Liam',
];

/** A copy's own ids (`{prefix}NNNNNN`) and dates: ten minutes apart from 2024-01-01 by `index`. */
export function registrationCopyIds(prefix, index) {
  const id = `${prefix}${String(index).padStart(6, '0')}`;
  const created = new Date(Date.UTC(2024, 0, 1) + index * 600_000).toISOString();
  return { id, _id: id, _uuid: randomUUID(), createdAt: created, updatedAt: created, submittedAt: created };
}

/**
 * Creates `rows` submitted registrations `mem-registration-NNNNNN` (16 writers at a time) through the
 * bundled app (`container`, `withRegistrationListKeys`, `demoRegistrationDocuments`); `extra` fields go
 * on each. Returns the seconds it took.
 */
export async function seedMemoryRegistrations(app, rows, extra = {}) {
  const templates = app.demoRegistrationDocuments(new Date().toISOString().slice(0, 10));
  const registrations = app.container('registrations');
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < rows) {
        const index = next;
        next += 1;
        const { listKeys: _listKeys, ...template } = templates[index % templates.length];
        await registrations.items.create(
          app.withRegistrationListKeys({
            ...template,
            ...registrationCopyIds('mem-registration-', index),
            status: 'Enrollment Submitted',
            firstName: FIRST_NAMES[index % FIRST_NAMES.length],
            lastName: `Garcia${index % 97}`,
            studentEmail: `student${index}@example.com`,
            ...extra,
          }),
        );
      }
    }),
  );
  return (performance.now() - started) / 1000;
}
