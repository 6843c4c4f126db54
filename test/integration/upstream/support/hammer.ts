import { createInterface } from 'node:readline';
import { createUpstreamClient } from '../../../../electron/core/upstream';

/**
 * One process of a user (as a `menumap` run is): signs in, says "ready", and on "go" sends N
 * GetBranches at once through the real client, then prints what it got. Used by
 * cross-process.test.ts, which starts two of these against one simulator.
 */
const env = process.env;
const client = createUpstreamClient({
  baseUrl: env.HAMMER_BASE_URL ?? '',
  username: env.HAMMER_USERNAME ?? '',
  credentials: async () => ({
    accessToken: env.HAMMER_ACCESS_TOKEN ?? '',
    password: env.HAMMER_PASSWORD ?? '',
  }),
  ...(env.HAMMER_BUDGET_DIR ? { budgetDir: env.HAMMER_BUDGET_DIR } : {}),
  // Never give up on a 429: the test counts them on the simulator's side.
  maxAttempts: 50,
});
await client.authenticate();
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim() !== 'go') continue;
  const n = Number(env.HAMMER_REQUESTS ?? '10');
  const results = await Promise.allSettled(Array.from({ length: n }, () => client.getBranches()));
  const failed = results.filter((r) => r.status === 'rejected').length;
  process.stdout.write(`${JSON.stringify({ ok: n - failed, failed })}\n`);
  break;
}
lines.close();
await client.close();
