/** The fields of Graph `GET /me` that name the signed-in person. */
interface GraphMe {
  mail?: string | null;
  userPrincipalName?: string | null;
}

/**
 * Who a user's Microsoft Graph access token belongs to: Graph `GET /me` called with that token (Graph
 * tokens cannot be signature-checked by anyone but Graph, so asking Graph is the check). The person's
 * addresses in lower case (mail and userPrincipalName), or null when Graph refuses the token.
 * `baseUrl` is the Graph endpoint (`GRAPH_BASE_URL`), so a test can stand a local server in for it.
 */
export async function graphSignedInAddresses(accessToken: string, baseUrl: string): Promise<string[] | null> {
  const url = `${baseUrl.replace(/\/+$/, '')}/me?$select=mail,userPrincipalName`;
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw new Error(`Graph /me failed with HTTP ${response.status}`);
  const me = (await response.json()) as GraphMe;
  const addresses = [me.mail, me.userPrincipalName]
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => value.trim().toLowerCase());
  return addresses.length > 0 ? addresses : null;
}
