export type Secrets = { accessToken: string; password: string };

/**
 * Where secrets live. The host provides it: Electron's safeStorage vault in the app
 * (electron/platform/), memory in the browser preview and in tests, the environment in the CLI.
 * The core asks for secrets only to call /GetToken and never passes them anywhere else.
 */
export interface SecretVault {
  /** False when the OS has no secret store: secrets are then kept for this session only. */
  readonly persistent: boolean;
  get(profileId: string): Promise<Secrets | null>;
  /** Stores (or, when not persistent, keeps in memory); returns where they ended up. */
  set(profileId: string, secrets: Secrets): Promise<'stored' | 'session'>;
  delete(profileId: string): Promise<void>;
  status(profileId: string): Promise<'stored' | 'session' | 'missing'>;
}

export type DemoService = {
  baseUrl: string;
  username: string;
  secrets: Secrets;
  /**
   * The demo service's own rate limits, which its client then keeps to (and the status bar shows);
   * absent = it keeps the real service's.
   */
  limits?: { perSecond: number; perMinute: number };
  close(): Promise<void>;
};

/** A started demo simulator as the core sees it, kept to the rate limits it was started with. */
export function demoService(
  sim: { baseUrl: string; credentials: Secrets & { username: string } },
  limits: DemoService['limits'] | false,
  close: () => Promise<void>,
): DemoService {
  const { accessToken, username, password } = sim.credentials;
  const service = { baseUrl: sim.baseUrl, username, secrets: { accessToken, password }, close };
  return limits ? { ...service, limits } : service;
}
