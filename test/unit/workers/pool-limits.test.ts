import { afterEach, describe, expect, it } from 'vitest';
import { AppError, toErrorShape } from '../../../electron/core/errors';
import {
  CORE_READ_TIME_LIMIT_MS,
  coreLimitError,
  coreTimeLimitMs,
} from '../../../electron/core/workers/core-pool';
import { createWorkerPool, type PoolTimers, type WorkerPool } from '../../../electron/core/workers/pool';
import type { LimitJobs } from './fixtures/limit-jobs';

// Starting a worker from TypeScript sources takes seconds on a busy two-core machine.
const SLOW = { timeout: 60_000 };
const entry = new URL('./fixtures/limit-worker.ts', import.meta.url);

/** Timers the test fires by hand: a time limit passes when the test says so, not after real time. */
function manualTimers() {
  type Timer = { callback: () => void; ms: number; cleared: boolean };
  const timers: Timer[] = [];
  let wake: (() => void) | null = null;
  const api: PoolTimers = {
    set(callback, ms) {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      wake?.();
      return timer;
    },
    clear(handle) {
      (handle as Timer).cleared = true;
    },
  };
  /** The next timer armed and not cleared (waits for the pool to arm it). */
  async function armed(): Promise<Timer> {
    for (;;) {
      const timer = timers.find((t) => !t.cleared);
      if (timer) return timer;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  }
  return { api, armed, timers };
}

async function rejection(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
}

let pool: WorkerPool<LimitJobs> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('every job has a time limit and a memory limit', SLOW, () => {
  it('a job that loops past its time limit fails with the limit, its worker is replaced, the next job runs', async () => {
    const clock = manualTimers();
    pool = createWorkerPool<LimitJobs>({
      entry,
      timeLimitMs: (kind) => (kind === 'spin' ? 90_000 : 5_000),
      timers: clock.api,
    });
    const before = await pool.run('threadId');
    // The finished job's timer was cleared: a job that answers in time is never stopped.
    expect(clock.timers.map((t) => t.cleared)).toEqual([true]);
    const spinning = rejection(pool.run('spin'));
    const queued = pool.run('threadId');
    const timer = await clock.armed();
    expect(timer.ms).toBe(90_000);
    timer.callback();
    const e = await spinning;
    expect(e).toBeInstanceOf(AppError);
    expect(toErrorShape(e)).toMatchObject({
      code: 'internal',
      messageId: 'task.tookTooLong',
      params: { seconds: 90 },
      message:
        'The task took longer than 90 s and was stopped: the file or the list is too large. Nothing was changed.',
    });
    // The job queued behind it runs on a new worker (the old one is still busy in its loop).
    const after = await queued;
    expect(after).not.toBe(before);
    expect(await pool.run('threadId')).toBe(after);
  });

  it("a file read stopped at its time limit names the file and what to do (the core's wording)", async () => {
    const clock = manualTimers();
    pool = createWorkerPool<LimitJobs>({
      entry,
      timeLimitMs: coreTimeLimitMs,
      limitError: coreLimitError,
      timers: clock.api,
    });
    const reading = rejection(pool.run('readMappingFile', new Uint8Array(8), 'menü.xlsx'));
    const timer = await clock.armed();
    expect(timer.ms).toBe(CORE_READ_TIME_LIMIT_MS);
    timer.callback();
    expect(toErrorShape(await reading)).toMatchObject({
      code: 'bad_file',
      messageId: 'file.readTookTooLong',
      params: { file: 'menü.xlsx', seconds: CORE_READ_TIME_LIMIT_MS / 1000 },
      message: `"menü.xlsx" took longer than ${CORE_READ_TIME_LIMIT_MS / 1000} s to read, so reading it was stopped. Keep only the columns needed, split it, or save it as CSV.`,
    });
    expect(typeof (await pool.run('threadId'))).toBe('number');
  });

  it('a job that passes the memory limit fails with the limit, and the next job gets a new worker', async () => {
    pool = createWorkerPool<LimitJobs>({ entry, resourceLimits: { maxOldGenerationSizeMb: 64 } });
    const before = await pool.run('threadId');
    const e = await rejection(pool.run('hog'));
    expect(toErrorShape(e)).toMatchObject({
      code: 'internal',
      messageId: 'task.outOfMemory',
      params: { mb: 64 },
      message:
        'The task needed more than 64 MB of memory and was stopped: the file or the list is too large. Nothing was changed.',
    });
    expect(await pool.run('threadId')).not.toBe(before);
  });

  it('the core worker: file reads get the shorter limit, and the file named when one passes it', () => {
    expect(coreTimeLimitMs('readMappingFile')).toBe(CORE_READ_TIME_LIMIT_MS);
    expect(coreTimeLimitMs('readCatalogue')).toBe(CORE_READ_TIME_LIMIT_MS);
    expect(coreTimeLimitMs('suggest')).toBeGreaterThan(CORE_READ_TIME_LIMIT_MS);
    // An export shows progress and can be cancelled: a slow PC's chain month must not be cut off.
    expect(coreTimeLimitMs('exportChecks')).toBeGreaterThan(coreTimeLimitMs('suggest'));
    const job = { kind: 'readCatalogue', args: [new Uint8Array(), 'C:\\data\\katalog.csv'] };
    expect(toErrorShape(coreLimitError(job, { limit: 'memory', mb: 2048 }))).toMatchObject({
      code: 'bad_file',
      messageId: 'file.readOutOfMemory',
      params: { file: 'katalog.csv', mb: 2048 },
    });
    expect(coreLimitError({ kind: 'suggest', args: [] }, { limit: 'time', seconds: 600 })).toBeUndefined();
  });
});
