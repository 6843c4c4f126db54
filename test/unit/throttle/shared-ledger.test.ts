import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { createLimiter } from '../../../electron/core/throttle/limiter';
import {
  LEDGER_FILE,
  openSharedLedger,
  type SharedLedger,
} from '../../../electron/core/throttle/shared-ledger';
import { createFakeClock } from './fake-clock';

/** The most requests found in any window of `windowMs` (sliding, half-open [t, t + windowMs)). */
function maxInWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let lo = 0;
  for (let hi = 0; hi < sorted.length; hi++) {
    while ((sorted[hi] ?? 0) - (sorted[lo] ?? 0) >= windowMs) lo++;
    best = Math.max(best, hi - lo + 1);
  }
  return best;
}

const dirs: string[] = [];
const ledgers: SharedLedger[] = [];
afterEach(() => {
  for (const l of ledgers.splice(0)) l.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function folder(): string {
  const d = mkdtempSync(join(tmpdir(), 'mcm-ledger-'));
  dirs.push(d);
  return d;
}
function ledgerIn(dir: string): SharedLedger {
  const l = openSharedLedger(dir);
  ledgers.push(l);
  return l;
}

const KEY = 'http://127.0.0.1:1\nuser';

describe('rate budget shared across processes (one ledger file, a connection per process)', () => {
  it('two limiters on one ledger stay together under 10/s and 60/min (fake clock)', async () => {
    const dir = folder();
    const clock = createFakeClock(1_700_000_000_000);
    // Two connections to one file, as two processes have.
    const a = createLimiter({ clock, marginMs: 0, shared: { ledger: ledgerIn(dir), key: KEY } });
    const b = createLimiter({ clock, marginMs: 0, shared: { ledger: ledgerIn(dir), key: KEY } });
    const times: number[] = [];
    const all = [...Array.from({ length: 45 }, () => a), ...Array.from({ length: 45 }, () => b)].map((l) =>
      l.acquire().then(() => times.push(clock.now())),
    );
    await clock.runAll();
    await Promise.all(all);
    expect(times).toHaveLength(90);
    expect(maxInWindow(times, 1000)).toBe(10);
    expect(maxInWindow(times, 60_000)).toBe(60);
    // Each sees the other's sends in its budget.
    expect(a.budget().perMinuteLeft).toBe(b.budget().perMinuteLeft);
  });

  it('a wait the service imposed on one process holds the other too', async () => {
    const dir = folder();
    const clock = createFakeClock(1_700_000_000_000);
    const a = createLimiter({ clock, marginMs: 0, shared: { ledger: ledgerIn(dir), key: KEY } });
    const b = createLimiter({ clock, marginMs: 0, shared: { ledger: ledgerIn(dir), key: KEY } });
    const start = clock.now();
    a.holdFor(3000);
    let at = 0;
    const p = b.acquire().then(() => {
      at = clock.now();
    });
    await clock.runAll();
    await p;
    expect(at - start).toBe(3000);
  });

  it('counts a request from when it left, not from when its slot was granted', async () => {
    const dir = folder();
    const clock = createFakeClock(1_700_000_000_000);
    const a = createLimiter({
      clock,
      marginMs: 0,
      perSecond: 1,
      shared: { ledger: ledgerIn(dir), key: KEY },
    });
    const b = createLimiter({
      clock,
      marginMs: 0,
      perSecond: 1,
      shared: { ledger: ledgerIn(dir), key: KEY },
    });
    const start = clock.now();
    await a.acquire();
    // A's request is held up in its own process (a cold start) and leaves 300 ms after its slot.
    await clock.advance(300);
    a.left();
    let at = 0;
    const p = b.acquire().then(() => {
      at = clock.now();
    });
    await clock.runAll();
    await p;
    expect(at - start).toBe(1300);
  });

  it('keeps other users and services apart', () => {
    const ledger = ledgerIn(folder());
    const w = { perSecond: 1, perMinute: 60, secondMs: 1000, minuteMs: 60_000 };
    expect(ledger.tryReserve(KEY, 1000, w)).toMatchObject({ taken: true });
    expect(ledger.tryReserve(KEY, 1001, w)).toEqual({ taken: false, at: 2000 });
    expect(ledger.tryReserve(`${KEY}2`, 1001, w)).toMatchObject({ taken: true });
  });

  it('a process killed while holding the ledger’s lock leaves no stale lock', async () => {
    const dir = folder();
    const ledger = ledgerIn(dir);
    // A real second process takes the write lock and is killed (SIGKILL) before it commits.
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const { DatabaseSync } = require('node:sqlite');
         const db = new DatabaseSync(${JSON.stringify(join(dir, LEDGER_FILE))});
         db.exec('PRAGMA busy_timeout = 2000');
         db.exec('BEGIN IMMEDIATE');
         db.exec("INSERT INTO sends (key, at) VALUES ('x', 1)");
         process.stdout.write('locked');
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    const w = { perSecond: 10, perMinute: 60, secondMs: 1000, minuteMs: 60_000 };
    // While it lives, its lock is real: another writer is refused (busy), the lock is not ignored.
    const probe = new DatabaseSync(join(dir, LEDGER_FILE));
    probe.exec('PRAGMA busy_timeout = 0');
    expect(() => probe.exec('BEGIN IMMEDIATE')).toThrow(/locked|busy/i);
    probe.close();
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    expect(ledger.tryReserve(KEY, 5000, w)).toMatchObject({ taken: true });
    expect(ledger.sendsSince(KEY, 0)).toEqual([5000]);
  }, 20_000);
});
