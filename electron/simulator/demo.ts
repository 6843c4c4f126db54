import type { SimulatorOptions } from './types';

/**
 * The demo chain every host starts (Electron, preview, CLI --demo): the default chain with a
 * realistic branch-server latency and the service's real rate limits, so the demo feels like the
 * real thing and shows the throttle at work. No credentials here: each start draws its own
 * (credentials.ts), which the host hands to the demo profile in memory, so no one outside the
 * app can sign in to it.
 */
export const DEMO_SIMULATOR_OPTIONS: SimulatorOptions = {
  seed: 1,
  latencyMs: 80,
  rateLimit: { perSecond: 10, perMinute: 60 },
};
