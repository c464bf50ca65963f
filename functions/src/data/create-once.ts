import type { ContainerName } from './containers.ts';
import { container } from './cosmos-client.ts';

export function isCosmosStatus(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/**
 * Stores a new document. When one with the same id exists (a repeated request with the same
 * Idempotency-Key maps to the same id), nothing is written and the stored one is returned.
 */
export async function createOnce<T extends { id: string }>(
  name: ContainerName,
  document: T,
): Promise<{ document: T; created: boolean }> {
  try {
    await container(name).items.create(document);
    return { document, created: true };
  } catch (error) {
    if (!isCosmosStatus(error, 409)) throw error;
    const { resource } = await container(name).item(document.id, document.id).read<T>();
    if (!resource) throw error;
    return { document: resource, created: false };
  }
}
