import * as z from 'zod/mini';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * The signed-in user as Static Web Apps describes them, in the x-ms-client-principal header the API
 * reads and in GET /.auth/me the browser reads. `userDetails` is the e-mail address for Entra ID.
 * Anything without a provider, id and details is no principal at all.
 */
export const clientPrincipalSchema = z.object({
  identityProvider: text(100),
  userId: text(200),
  userDetails: text(320),
  userRoles: z._default(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100)), []),
});
export type ClientPrincipal = z.output<typeof clientPrincipalSchema>;

/** GET /.auth/me (Static Web Apps): the signed-in principal, or null for nobody. */
export interface AuthMeResponse {
  clientPrincipal: ClientPrincipal | null;
}
