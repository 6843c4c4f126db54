import { bareClient } from '../lib/bare-client';
import { LATENCY_MS, REAL_LIMITS, sleep } from '../lib/core-app';
import { startRemoteSimulator } from '../lib/remote-simulator';

export type NaiveSample = { wallMs: number; records: number; requests: number; throttled: number };

/**
 * The baseline of row 1: what a user with a spreadsheet and an API runner does. Gets a token, then
 * sends each changed code in its own UpdateIntegrationCode request, one after the other; a 429 is
 * waited out for its Retry-After and sent again (nothing is lost, which is generous to it).
 */
export async function naiveSample(records: number): Promise<NaiveSample> {
  const sim = await startRemoteSimulator({
    branches: 1,
    itemsPerBranch: [Math.max(records, 100)],
    historyDays: 1,
    latencyMs: LATENCY_MS,
    rateLimit: REAL_LIMITS,
  });
  try {
    const post = await bareClient(sim);
    const ids = (await sim.control.items('B01')).slice(0, records).map((it) => it.ItemId);
    await sleep(1_200);
    await sim.control.resetLogs();
    const t0 = performance.now();
    for (const id of ids) {
      for (;;) {
        const res = await post('/UpdateIntegrationCode', {
          branch: 'B01',
          data: [{ ItemId: id, IntegrationCode: `NV${id}` }],
        });
        await res.arrayBuffer();
        if (res.status !== 429) break;
        await sleep(Number(res.headers.get('retry-after') ?? '1') * 1000);
      }
    }
    const wallMs = performance.now() - t0;
    const log = await sim.control.requests();
    return { wallMs, records, requests: log.length, throttled: log.filter((r) => r.status === 429).length };
  } finally {
    await sim.close();
  }
}
