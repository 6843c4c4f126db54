import { expect, test } from 'vitest';
import type { RunningTeamServer } from '../../electron/server/start';
import { startTeam, type Team } from './support/team-server';

/**
 * Two team server processes on one database are one vendor user: their reads share one budget kept
 * in PostgreSQL on the database's clock. The simulator keeps the vendor's real limits (10/s and
 * 60/min per user) and counts every 429 it answers; the figures asserted are its counts, never a
 * duration.
 */
async function hammer(team: Team, second: RunningTeamServer, perServer: number) {
  await team.addUser('ayse', 'viewer');
  await team.addUser('mehmet', 'viewer');
  // Desktops wait as long as the budget makes them (the minute window), well past the default.
  const desktops = [
    team.desktop('ayse', { url: team.server.url, timeoutMs: 150_000 }),
    team.desktop('mehmet', { url: second.url, timeoutMs: 150_000 }),
  ];
  await Promise.all(desktops.map((d) => d.authenticate()));
  const reads = desktops.flatMap((d) => Array.from({ length: perServer }, () => d.getBranches()));
  const settled = await Promise.allSettled(reads);
  const requests = team.sim.control.requests;
  return {
    ok: settled.filter((r) => r.status === 'fulfilled').length,
    branchReads: requests.filter((r) => r.path === '/GetBranches' && r.status === 200).length,
    signIns: requests.filter((r) => r.path === '/GetToken').length,
    throttled: requests.filter((r) => r.status === 429).length,
  };
}

test('two server processes hammering reads stay within 10 a second: 0 throttled', async () => {
  const team = await startTeam({ rateLimit: { perSecond: 10, perMinute: 60 } });
  const second = await team.another();
  const r = await hammer(team, second, 20);
  expect(r).toEqual({ ok: 40, branchReads: 40, signIns: 2, throttled: 0 });
});

test('two server processes hammering reads stay within 60 a minute: 0 throttled', async () => {
  const team = await startTeam({ rateLimit: { perSecond: 10, perMinute: 60 } });
  const second = await team.another();
  // 66 reads and two vendor sign-ins: more than a minute's budget, so the minute window is used.
  const r = await hammer(team, second, 33);
  expect(r).toEqual({ ok: 66, branchReads: 66, signIns: 2, throttled: 0 });
}, 240_000);

test('a server restarted at once keeps counting the sends of the one before it: 0 throttled', async () => {
  const team = await startTeam({ rateLimit: { perSecond: 10, perMinute: 60 } });
  await team.addUser('ayse', 'viewer');
  // The process that takes over is up before the first stops (as a service manager's restart is
  // quick): it has no memory of the first one's sends, only the database has.
  const next = await team.another();
  const before = team.desktop('ayse', { timeoutMs: 150_000 });
  const after = team.desktop('ayse', { url: next.url, timeoutMs: 150_000 });
  await Promise.all([before.authenticate(), after.authenticate()]);
  await Promise.all(Array.from({ length: 9 }, () => before.getBranches()));
  await team.server.close();
  await Promise.all(Array.from({ length: 10 }, () => after.getBranches()));
  const requests = team.sim.control.requests;
  expect(requests.filter((r) => r.path === '/GetBranches' && r.status === 200)).toHaveLength(19);
  expect(requests.filter((r) => r.status === 429)).toHaveLength(0);
});
