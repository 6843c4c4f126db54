import type { RunningTeamServer } from '../../electron/server/start';
import { putUser } from '../../electron/server/users';

export type VendorSecrets = { accessToken: string; username: string; password: string };

/**
 * What IT does once on a new team server: an admin signs in over HTTP, as a desktop would, and sets
 * the vendor connection with `PUT /team/vendor`.
 */
export async function setVendorConnection(
  server: RunningTeamServer,
  vendor: VendorSecrets & { baseUrl: string },
  admin = { name: 'boss', password: 'boss-pw-2026' },
): Promise<void> {
  await putUser(server.pool, admin.name, 'admin', admin.password);
  const signIn = await fetch(`${server.url}/GetToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', AccessToken: 'team' },
    body: JSON.stringify({ Username: admin.name, Password: admin.password }),
  });
  const token = String(((await signIn.json()) as { Data: { Token: string }[] }).Data[0]?.Token);
  const set = await fetch(`${server.url}/team/vendor`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', Token: token },
    body: JSON.stringify(vendor),
  });
  if (!set.ok) throw new Error(`the vendor connection was not set: ${set.status}`);
}
