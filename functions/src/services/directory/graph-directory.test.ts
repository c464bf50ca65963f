import { describe, expect, it } from 'vitest';
import { clientCredentialsToken, graphDirectory } from './graph-directory.ts';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(respond: (url: string) => unknown, calls: Call[]): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    return new Response(JSON.stringify(respond(url)), { status: 200 });
  }) as typeof fetch;
}

describe('clientCredentialsToken', () => {
  it('asks the tenant for a Graph token once and reuses it until shortly before expiry', async () => {
    const calls: Call[] = [];
    let time = 0;
    const token = clientCredentialsToken(
      { tenantId: 'tenant-1', clientId: 'client-1', clientSecret: 's3cret' },
      { fetch: fakeFetch(() => ({ access_token: 'tok', expires_in: 3600 }), calls), now: () => time },
    );
    expect(await token()).toBe('tok');
    time = 3_000_000;
    expect(await token()).toBe('tok');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://login.microsoftonline.com/tenant-1/oauth2/v2.0/token');
    const body = new URLSearchParams(String(calls[0]?.init?.body));
    expect(Object.fromEntries(body)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'client-1',
      client_secret: 's3cret',
      scope: 'https://graph.microsoft.com/.default',
    });
    time = 3_600_000;
    await token();
    expect(calls).toHaveLength(2);
  });
});

describe('graphDirectory', () => {
  it('searches users by name or e-mail and maps them to person search results', async () => {
    const calls: Call[] = [];
    const directory = graphDirectory(async () => 'tok', {
      fetch: fakeFetch(
        () => ({
          value: [
            {
              id: 'g-1',
              givenName: 'Dana',
              surname: 'Reyes',
              mail: 'Dana.Reyes@l4l.example',
              jobTitle: 'Registrar',
              companyName: 'Learn4Life',
              officeLocation: 'Lancaster',
            },
            { id: 'g-2', displayName: 'Room Booking', mail: null, userPrincipalName: null },
          ],
        }),
        calls,
      ),
    });
    expect(await directory.search('da"na')).toEqual([
      {
        FirstName: 'Dana',
        LastName: 'Reyes',
        EmailAddress: 'dana.reyes@l4l.example',
        Title: 'Registrar',
        Company: 'Learn4Life',
        Office: 'Lancaster',
        PersonID: 'g-1',
      },
    ]);
    const url = new URL(calls[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://graph.microsoft.com/v1.0/users');
    expect(url.searchParams.get('$search')).toBe('"displayName:da na" OR "mail:da na"');
    expect(calls[0]?.init?.headers).toEqual({ Authorization: 'Bearer tok', ConsistencyLevel: 'eventual' });
  });
});
