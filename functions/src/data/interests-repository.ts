import type { InterestEntry } from '@enroll/domain';
import { container } from './cosmos-client.ts';

function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 409;
}

/**
 * Stores a new entry. When an entry with the same id exists (a repeated submit with the same
 * Idempotency-Key), nothing is written and the first entry is returned.
 */
export async function createInterestOnce(
  entry: InterestEntry,
): Promise<{ entry: InterestEntry; created: boolean }> {
  try {
    await container('interests').items.create(entry);
    return { entry, created: true };
  } catch (error) {
    if (!isConflict(error)) throw error;
    const { resource } = await container('interests').item(entry.id, entry.id).read<InterestEntry>();
    if (!resource) throw error;
    return { entry: resource, created: false };
  }
}

export async function findInterest(id: string): Promise<InterestEntry | null> {
  const { resource } = await container('interests').item(id, id).read<InterestEntry>();
  return resource ?? null;
}
