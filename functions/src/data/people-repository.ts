import type { PersonSearchResult } from '@enroll/domain';
import { queryAll } from './cosmos-client.ts';

/**
 * A `people` document: the local stand-in for the organisation's directory (Microsoft Graph in Azure).
 * `searchText` is first name, last name and e-mail in lower case.
 */
export interface StoredPerson extends PersonSearchResult {
  id: string;
  searchText: string;
}

export function personSearchText(
  person: Pick<PersonSearchResult, 'FirstName' | 'LastName' | 'EmailAddress'>,
) {
  return `${person.FirstName} ${person.LastName} ${person.EmailAddress}`.toLowerCase();
}

export const PEOPLE_SEARCH_LIMIT = 25;

/** People whose first name, last name or e-mail contains `text` (case-insensitive), by last name. */
export async function searchPeople(text: string): Promise<PersonSearchResult[]> {
  const resources = await queryAll<PersonSearchResult>('people', {
    query:
      'SELECT TOP @limit c.FirstName, c.LastName, c.EmailAddress, c.Title, c.Company, c.Office, c.PersonID ' +
      'FROM c WHERE CONTAINS(c.searchText, @text)',
    parameters: [
      { name: '@limit', value: PEOPLE_SEARCH_LIMIT },
      { name: '@text', value: text.trim().toLowerCase() },
    ],
  });
  return resources.sort(
    (a, b) => a.LastName.localeCompare(b.LastName) || a.FirstName.localeCompare(b.FirstName),
  );
}
