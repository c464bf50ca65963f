import { DefaultAzureCredential } from '@azure/identity';
import type { PersonSearchResult } from '@enroll/domain';
import { searchPeople } from '../../data/people-repository.ts';
import { config } from '../../platform/config.ts';
import { clientCredentialsToken, type GraphTokenProvider, graphDirectory } from './graph-directory.ts';

function graphToken(): GraphTokenProvider | null {
  const graph = config.graph;
  if (graph.managedIdentity) {
    const credential = new DefaultAzureCredential();
    return async () => {
      const token = await credential.getToken('https://graph.microsoft.com/.default');
      if (!token) throw new Error('No Graph token from the managed identity');
      return token.token;
    };
  }
  if (graph.tenantId && graph.clientId && graph.clientSecret) return clientCredentialsToken(graph);
  return null;
}

let directory: { search(text: string): Promise<PersonSearchResult[]> } | undefined;

/**
 * The organisation's people for 'Create User Permission': Microsoft Graph when configured
 * (GRAPH_* settings), otherwise the seeded `people` container.
 */
export function searchDirectory(text: string): Promise<PersonSearchResult[]> {
  if (!directory) {
    const token = graphToken();
    directory = token ? graphDirectory(token) : { search: searchPeople };
  }
  return directory.search(text);
}
