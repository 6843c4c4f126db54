import { type RunningSimulator, type SimulatorOptions, startSimulator } from '../../../electron/simulator';

/**
 * Plain-fetch helpers for the conformance tests: they talk to the simulator the way any third-party
 * client would, not through our upstream client.
 */
export type Answer = { status: number; headers: Headers; text: string; json: unknown };

export type Envelope = { ResultCode: number; ResultMessage: string | null; Data: unknown };

/** A small chain, limits off: tests about limits or scale pass their own options. */
export function startSmall(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  return startSimulator({ rateLimit: false, branches: 3, itemsPerBranch: 60, ...options });
}

export async function call(
  sim: RunningSimulator,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { headers?: Record<string, string>; body?: string | unknown; signal?: AbortSignal } = {},
): Promise<Answer> {
  const body =
    opts.body === undefined
      ? undefined
      : typeof opts.body === 'string'
        ? opts.body
        : JSON.stringify(opts.body);
  const init: RequestInit = { method, headers: { 'Content-Type': 'application/json', ...opts.headers } };
  if (body !== undefined) init.body = body;
  if (opts.signal) init.signal = opts.signal;
  const res = await fetch(`${sim.baseUrl}${path}`, init);
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export function getTokenRaw(sim: RunningSimulator, headers: Record<string, string>, body?: string | unknown) {
  return call(sim, 'POST', '/GetToken', body === undefined ? { headers } : { headers, body });
}

export async function login(sim: RunningSimulator): Promise<string> {
  const { accessToken, username, password } = sim.credentials;
  const a = await getTokenRaw(sim, { AccessToken: accessToken }, { Username: username, Password: password });
  const env = envelope(a);
  const first = Array.isArray(env.Data) ? env.Data[0] : undefined;
  if (a.status !== 200 || typeof first?.Token !== 'string')
    throw new Error(`login failed: ${a.status} ${a.text}`);
  return first.Token;
}

export function post(sim: RunningSimulator, token: string, path: string, body: unknown): Promise<Answer> {
  return call(sim, 'POST', path, { headers: { Token: token }, body });
}

export function envelope(a: Answer): Envelope {
  const j = a.json;
  if (typeof j !== 'object' || j === null || Array.isArray(j))
    throw new Error(`not an envelope: ${a.text.slice(0, 200)}`);
  const rec: Record<string, unknown> = { ...j };
  if (typeof rec.ResultCode !== 'number') throw new Error(`no ResultCode: ${a.text.slice(0, 200)}`);
  return {
    ResultCode: rec.ResultCode,
    ResultMessage: typeof rec.ResultMessage === 'string' ? rec.ResultMessage : null,
    Data: rec.Data,
  };
}

/** Data of a successful envelope as an array of records. */
export function records(a: Answer): Record<string, unknown>[] {
  const env = envelope(a);
  if (a.status !== 200 || env.ResultCode !== 200)
    throw new Error(`call failed: ${a.status} ${a.text.slice(0, 300)}`);
  if (!Array.isArray(env.Data)) throw new Error('Data is not an array');
  return env.Data.map((r: unknown) => (typeof r === 'object' && r !== null ? { ...r } : {}));
}
