import type { PersonSearchResult } from '@enroll/domain';

type Fetch = typeof fetch;

/** Gives a Microsoft Graph access token (application permission User.Read.All). */
export type GraphTokenProvider = () => Promise<string>;

const GRAPH_SCOPE = 'https://graph.microsoft.com/.default';
const GRAPH_USERS = 'https://graph.microsoft.com/v1.0/users';
const RESULT_LIMIT = 25;
const EXPIRY_MARGIN_MS = 60_000;

interface TokenResponse {
  access_token?: unknown;
  expires_in?: unknown;
}

/**
 * A client-credentials token for Graph from an app registration's secret, kept until a minute before
 * it expires.
 */
export function clientCredentialsToken(
  settings: { tenantId: string; clientId: string; clientSecret: string },
  options: { fetch?: Fetch; now?: () => number } = {},
): GraphTokenProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { token: string; expires: number } | undefined;
  return async () => {
    if (cached && cached.expires > now()) return cached.token;
    const response = await doFetch(
      `https://login.microsoftonline.com/${encodeURIComponent(settings.tenantId)}/oauth2/v2.0/token`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          scope: GRAPH_SCOPE,
        }).toString(),
      },
    );
    if (!response.ok) throw new Error(`Graph token request failed with HTTP ${response.status}`);
    const body = (await response.json()) as TokenResponse;
    if (typeof body.access_token !== 'string') throw new Error('Graph token response has no access_token');
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    cached = { token: body.access_token, expires: now() + seconds * 1000 - EXPIRY_MARGIN_MS };
    return cached.token;
  };
}

interface GraphUser {
  id?: string | null;
  givenName?: string | null;
  surname?: string | null;
  displayName?: string | null;
  mail?: string | null;
  userPrincipalName?: string | null;
  jobTitle?: string | null;
  companyName?: string | null;
  officeLocation?: string | null;
}

function toPerson(user: GraphUser): PersonSearchResult {
  const [first = '', ...rest] = (user.displayName ?? '').split(' ');
  return {
    FirstName: user.givenName ?? first,
    LastName: user.surname ?? rest.join(' '),
    EmailAddress: (user.mail ?? user.userPrincipalName ?? '').toLowerCase(),
    Title: user.jobTitle ?? '',
    Company: user.companyName ?? '',
    Office: user.officeLocation ?? '',
    PersonID: user.id ?? '',
  };
}

/** `$search` takes quoted terms: quotes and backslashes in the text would end the term early. */
function searchTerm(text: string): string {
  return text.replace(/["\\]/g, ' ').trim();
}

/**
 * The directory port on Microsoft Graph: people whose display name or e-mail matches the text
 * (`$search` needs the ConsistencyLevel: eventual header). Accounts without an e-mail are left out.
 */
export function graphDirectory(token: GraphTokenProvider, options: { fetch?: Fetch } = {}) {
  const doFetch = options.fetch ?? fetch;
  return {
    async search(text: string): Promise<PersonSearchResult[]> {
      const term = searchTerm(text);
      if (term === '') return [];
      const query = new URLSearchParams({
        $search: `"displayName:${term}" OR "mail:${term}"`,
        $select:
          'id,givenName,surname,displayName,mail,userPrincipalName,jobTitle,companyName,officeLocation',
        $top: String(RESULT_LIMIT),
      });
      const response = await doFetch(`${GRAPH_USERS}?${query.toString()}`, {
        headers: { Authorization: `Bearer ${await token()}`, ConsistencyLevel: 'eventual' },
      });
      if (!response.ok) throw new Error(`Graph user search failed with HTTP ${response.status}`);
      const body = (await response.json()) as { value?: GraphUser[] };
      return (body.value ?? []).map(toPerson).filter((person) => person.EmailAddress !== '');
    },
  };
}
