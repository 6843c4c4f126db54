import { describe, expect, it } from 'vitest';
import { runServiceCheck } from '../../../electron/core/service-check';
import { createLimiter } from '../../../electron/core/throttle/limiter';
import { createUpstreamClient } from '../../../electron/core/upstream';
import { startSimulator } from '../../../electron/simulator';

// The service check over real HTTP, its token expired on the service (the simulator's control API)
// after the client signed in: like every other call, it renews the refused token once and asks
// again, never reusing the token the service just refused.
const NOW = new Date('2025-03-15T12:30:00Z');

describe.each(['standard', 'envelope-errors'] as const)('the service check after a 401 (%s)', (dialect) => {
  it('renews the refused token once and answers every call', async () => {
    const sim = await startSimulator({
      dialect,
      rateLimit: false,
      branches: 2,
      itemsPerBranch: 30,
      historyDays: 12,
      now: NOW,
    });
    const client = createUpstreamClient({
      baseUrl: sim.baseUrl,
      username: sim.credentials.username,
      credentials: async () => ({
        accessToken: sim.credentials.accessToken,
        password: sim.credentials.password,
      }),
      limiter: createLimiter({ perSecond: 100_000, perMinute: 1_000_000 }),
      sleep: async () => undefined,
      now: () => sim.control.now(),
    });
    try {
      await client.authenticate();
      const expired = await fetch(`${sim.baseUrl}/__sim/expire-tokens`, { method: 'POST' });
      expect(expired.status).toBe(200);

      const { report, samples } = await runServiceCheck(client, { now: () => sim.control.now() });
      const calls = [
        samples.branches,
        samples.unknownBranch,
        samples.items,
        samples.checksSame,
        samples.checksNext,
      ];
      expect(calls.map((c) => c?.failed ?? null)).toEqual([null, null, null, null, null]);
      expect(samples.branches?.answer?.status).toBe(200);
      expect(report.detected.endDate).toBe('inclusive');
      const tokens = sim.control.requests.filter((r) => r.path === '/GetToken');
      expect(tokens).toHaveLength(2);
      // One refusal, of the call after the expiry (in envelope-errors a ResultCode 401 inside an
      // HTTP 200); the retry went out with the new token and was answered.
      const branches = sim.control.requests.filter((r) => r.path === '/GetBranches');
      expect(branches.map((r) => r.status)).toEqual(dialect === 'standard' ? [401, 200] : [200, 200]);
      expect(sim.control.requests.filter((r) => r.status === 401 && r.path !== '/GetBranches')).toEqual([]);
    } finally {
      await client.close();
      await sim.close();
    }
  });
});
