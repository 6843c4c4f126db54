import type { SimulatorOptions } from '../../../electron/simulator/types';
import { enumerateDays } from '../../../shared/business-dates';
import { bareClient } from '../lib/bare-client';
import { LATENCY_MS, REAL_LIMITS, sleep } from '../lib/core-app';
import { rateFloorMs } from '../lib/floor';
import { startRemoteSimulator } from '../lib/remote-simulator';

export type OneDaySample = {
  /** What the service itself took for each day's request, from its arrival to its answer (its log). */
  serverMs: number[];
  /** The least wall time those requests allow, one after the other, under the rate limits. */
  floorMs: number;
};

/**
 * Row 3's yardstick at the server's own times: the days of a range asked one request per day (the
 * app's way before ranges), by a bare client that reads nothing, against a fresh simulator like the
 * cold runs'. Each request's time is what the simulator took for it (the configured latency plus
 * building that day's answer), so the floor holds a per-day client to what this server can do, as
 * row 1's floor at the server's own times does.
 */
export async function oneDayRequests(
  simOptions: SimulatorOptions,
  branch: string,
  from: string,
  to: string,
): Promise<OneDaySample> {
  const sim = await startRemoteSimulator({ latencyMs: LATENCY_MS, rateLimit: REAL_LIMITS, ...simOptions });
  try {
    const post = await bareClient(sim);
    await sleep(1_200);
    await sim.control.resetLogs();
    for (const day of enumerateDays(from, to)) {
      // The simulator's end_date is inclusive: start = end asks for exactly that day.
      const res = await post('/GetChecks', { start_date: day, end_date: day, branch });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GetChecks ${day}: HTTP ${res.status}`);
      // Paced like the app's limiter, so that no answer is a 429.
      await sleep(1_000 / REAL_LIMITS.perSecond);
    }
    const serverMs = (await sim.control.requests())
      .filter((r) => r.path === '/GetChecks')
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
      .map((r) => Date.parse(r.at) - Date.parse(r.receivedAt));
    return { serverMs, floorMs: rateFloorMs(serverMs.length, serverMs, REAL_LIMITS) };
  } finally {
    await sim.close();
  }
}
