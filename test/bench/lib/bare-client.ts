import type { RemoteSimulator } from './remote-simulator';

/** POSTs a JSON body to the service with the session token, as a hand-made API call would. */
export type BarePost = (path: string, body: unknown) => Promise<Response>;

/**
 * The bench's baselines talk to the simulator without the app's client: a token from GetToken,
 * then plain fetch calls carrying it. Nothing is read but what the caller reads.
 */
export async function bareClient(sim: RemoteSimulator): Promise<BarePost> {
  const send = (path: string, headers: Record<string, string>, body: unknown) =>
    fetch(`${sim.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const { accessToken, username, password } = sim.credentials;
  const tokenRes = await send(
    '/GetToken',
    { AccessToken: accessToken },
    { Username: username, Password: password },
  );
  const token = ((await tokenRes.json()) as { Data: { Token: string }[] }).Data[0]?.Token ?? '';
  return (path, body) => send(path, { Token: token }, body);
}
