import type { CharterOption } from '@enroll/domain';
import { queryAll } from './cosmos-client.ts';
import { cachedLoader } from './read-cache.ts';

interface StoredCharterOption {
  id: string;
  name: string;
  abbreviation?: string;
  active?: boolean;
}

// A dozen charters: read once a minute per instance.
const charters = cachedLoader(async () => {
  const resources = await queryAll<StoredCharterOption>(
    'charters',
    'SELECT c.id, c.name, c.abbreviation, c.active FROM c',
  );
  return resources.sort((a, b) => a.name.localeCompare(b.name));
});

function toOption(charter: StoredCharterOption): CharterOption {
  return { _id: charter.id, name: charter.name, abbreviation: charter.abbreviation ?? '' };
}

/** The active charters for the pickers, by name. */
export async function listCharterOptions(): Promise<CharterOption[]> {
  return (await charters.get()).filter((charter) => charter.active !== false).map(toOption);
}

/** Every charter (inactive ones too) by id: for checking the charters a permission names. */
export async function charterOptionsById(): Promise<Map<string, CharterOption>> {
  return new Map((await charters.get()).map((charter) => [charter.id, toOption(charter)]));
}
