import type { ProgramType } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { cachedLoader } from './read-cache.ts';

const allProgramTypes = cachedLoader(async () => {
  const { resources } = await container('programTypes').items.readAll<ProgramType>().fetchAll();
  return resources;
});

export function listProgramTypes(): Promise<ProgramType[]> {
  return allProgramTypes.get();
}
