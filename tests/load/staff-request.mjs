// A call to the local Functions host as a staff member, as the edge would forward it
// (tests/support/staff-auth.ts): the edge key and the signed-in principal.

/** The base64 principal header of a staff member signed in with `email`. */
export function principalHeader(email) {
  const principal = {
    identityProvider: 'aad',
    userId: `test-${email}`,
    userDetails: email,
    userRoles: ['anonymous', 'authenticated'],
  };
  return Buffer.from(JSON.stringify(principal), 'utf8').toString('base64');
}

/** `path` on the host at `functionsUrl` as `email`; a request with a body sends it as JSON. */
export function staffFetch(functionsUrl, email, path, init = {}) {
  return fetch(`${functionsUrl}${path}`, {
    ...init,
    headers: {
      'x-enrollment-edge-key': process.env.EDGE_KEY ?? '',
      'x-ms-client-principal': principalHeader(email),
      Origin: new URL(functionsUrl).origin,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
}
