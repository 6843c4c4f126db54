import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, toErrorShape } from '../../../electron/core/errors';
import {
  type CatalogueProduct,
  exportChecks,
  exportMapping,
  readCatalogue,
  readMappingFile,
} from '../../../electron/core/files';
import { suggest } from '../../../electron/core/matching';
import { createWorkerPool, type WorkerPool } from '../../../electron/core/workers';
import type { Check, CheckLine } from '../../../shared/domain/check';
import { realisticSet } from './fixtures/realistic';
import type { TestJobs } from './fixtures/test-jobs';

let pool: WorkerPool<TestJobs>;
// Starting a worker from TypeScript sources compiles its modules with tsx first; on a busy
// two-core machine that alone can take seconds.
const SLOW = { timeout: 60_000 };

beforeAll(() => {
  pool = createWorkerPool<TestJobs>({ entry: new URL('./fixtures/test-worker.ts', import.meta.url) });
});
afterAll(async () => {
  await pool.close();
});

/** The rejection of a promise that must reject. */
async function rejection(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
}

describe('same results as calling the functions directly', SLOW, () => {
  const { items, products } = realisticSet(2_000, { unmapped: true });

  it('suggest on a realistic menu and catalogue', async () => {
    const direct = suggest(items, products, { limit: 3 });
    expect(direct.length).toBeGreaterThan(1_000);
    expect(await pool.run('suggest', items, products, { limit: 3 })).toEqual(direct);
  });

  it.each(['csv', 'xlsx'] as const)('a mapping file round trip (%s)', async (format) => {
    const mapped = realisticSet(1_000).items;
    const ignored = new Set(mapped.slice(0, 50).map((it) => it.itemId));
    const bytes = await pool.run('exportMapping', mapped, ignored, format);
    expect(bytes).toBeInstanceOf(Uint8Array);
    const rows = await pool.run('readMappingFile', bytes.slice(), `mapping.${format}`);
    expect(rows).toHaveLength(mapped.length);
    expect(rows).toEqual(await readMappingFile(bytes, `mapping.${format}`));
    expect(rows).toEqual(await readMappingFile(await exportMapping(mapped, ignored, format), `m.${format}`));
    expect(rows[0]).toMatchObject({ itemId: String(mapped[0]?.itemId), ignored: true });
  });

  it('a catalogue', async () => {
    const csv = `Code,Name,Group\n${products
      .slice(0, 300)
      .map((p) => `${p.code},"${p.name}",${p.group}`)
      .join('\n')}\n`;
    const bytes = new TextEncoder().encode(csv);
    const fromWorker = await pool.run('readCatalogue', bytes.slice(), 'catalogue.csv');
    expect(fromWorker).toEqual(await readCatalogue(bytes, 'catalogue.csv'));
    expect(fromWorker).toEqual(products.slice(0, 300) satisfies CatalogueProduct[]);
  });

  it('a checks export (byte for byte in CSV)', async () => {
    const checks = [sampleCheck(5001), sampleCheck(5002)];
    for (const part of ['checks', 'lines', 'payments'] as const) {
      expect(await pool.run('exportChecks', checks, 'csv', part)).toEqual(
        await exportChecks(checks, 'csv', part),
      );
    }
    const xlsx = await pool.run('exportChecks', checks, 'xlsx', 'checks');
    expect([...xlsx.subarray(0, 2)]).toEqual([0x50, 0x4b]); // a zip package
  });

  it('a bad file rejects with the same AppError bad_file and message', async () => {
    const bad = new TextEncoder().encode('this is not a spreadsheet');
    const direct = await rejection(readMappingFile(bad, 'menu.xlsx'));
    const viaWorker = await rejection(pool.run('readMappingFile', bad.slice(), 'menu.xlsx'));
    expect(direct).toBeInstanceOf(AppError);
    expect(viaWorker).toBeInstanceOf(AppError);
    expect(toErrorShape(viaWorker)).toEqual(toErrorShape(direct));
    expect(toErrorShape(viaWorker).code).toBe('bad_file');

    const noColumns = new TextEncoder().encode('Foo,Bar\n1,2\n');
    expect(toErrorShape(await rejection(pool.run('readCatalogue', noColumns.slice(), 'c.csv')))).toEqual(
      toErrorShape(await rejection(readCatalogue(noColumns, 'c.csv'))),
    );
  });
});

describe('the pool', SLOW, () => {
  it('keeps one warm worker across jobs and runs concurrent calls in order', async () => {
    const first = await pool.run('threadId');
    const answers = await Promise.all([1, 2, 3, 4].map((n) => pool.run('byteLength', new Uint8Array(n))));
    expect(answers).toEqual([1, 2, 3, 4]);
    expect(await pool.run('threadId')).toBe(first);
  });

  it('moves byte arrays instead of copying them, both ways', async () => {
    const bytes = new Uint8Array(1024).fill(9);
    const back = await pool.run('bytes', bytes);
    expect(bytes.byteLength).toBe(0); // transferred to the worker
    expect(back.byteLength).toBe(1024);
    expect(back.every((b) => b === 9)).toBe(true);
  });

  it('brings back AppErrors whole, and other errors under their own name', async () => {
    const e = await rejection(pool.run('appError', 'read_only', 'Read-only profile.', true, 'profile p1'));
    expect(e).toBeInstanceOf(AppError);
    expect(toErrorShape(e)).toEqual({
      code: 'read_only',
      message: 'Read-only profile.',
      retryable: true,
      detail: 'profile p1',
    });
    expect(toErrorShape(await rejection(pool.run('abort'))).code).toBe('cancelled');
    const unknown = await rejection(pool.run('nope' as 'threadId'));
    expect(toErrorShape(unknown).code).toBe('internal');
    expect(unknown).toHaveProperty('message', 'Unknown worker job "nope".');
  });

  it('rejects a result that cannot cross threads, and carries on', async () => {
    expect(await rejection(pool.run('uncloneable'))).toHaveProperty('name', 'DataCloneError');
    expect(await pool.run('byteLength', new Uint8Array(3))).toBe(3);
  });

  it('rejects a job whose worker exits, and the next job gets a new worker', async () => {
    const before = await pool.run('threadId');
    const crashed = rejection(pool.run('exit', 3));
    const queued = pool.run('byteLength', new Uint8Array(5));
    const e = await crashed;
    expect(e).toBeInstanceOf(AppError);
    expect(toErrorShape(e)).toMatchObject({ code: 'internal', retryable: true });
    expect(toErrorShape(e).detail).toContain('code 3');
    // The job queued behind the crash still runs, on a fresh worker.
    expect(await queued).toBe(5);
    const after = await pool.run('threadId');
    expect(after).not.toBe(before);
  });

  it('rejects a job whose worker dies of an uncaught exception, and recovers', async () => {
    const before = await pool.run('threadId');
    expect(toErrorShape(await rejection(pool.run('throwLater'))).code).toBe('internal');
    expect(await pool.run('threadId')).not.toBe(before);
    const { items, products } = realisticSet(200, { unmapped: true });
    expect(await pool.run('suggest', items, products, { limit: 2 })).toEqual(
      suggest(items, products, { limit: 2 }),
    );
  });

  it('close() stops the worker: running and queued jobs reject as cancelled; a later job starts anew', async () => {
    const before = await pool.run('threadId');
    const running = rejection(pool.run('hang'));
    const queued = rejection(pool.run('threadId'));
    await pool.close();
    expect(toErrorShape(await running)).toMatchObject({ code: 'cancelled', retryable: true });
    expect(toErrorShape(await queued).code).toBe('cancelled');
    expect(await pool.run('threadId')).not.toBe(before);
  });

  it('runWith: what the job reports arrives before its answer, in order', async () => {
    const seen: unknown[] = [];
    expect(await pool.runWith('count', { onProgress: (v) => seen.push(v) }, 5)).toBe(5);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    // A job run without hooks reports to no one.
    expect(await pool.run('count', 3)).toBe(3);
  });

  it('runWith: aborting stops the running job (new worker after) and drops a queued one', async () => {
    const before = await pool.run('threadId');
    const running = new AbortController();
    const queued = new AbortController();
    const stopped: unknown[] = [];
    const reported = new Promise<void>((resolve) => {
      void rejection(
        pool.runWith('count', { signal: running.signal, onProgress: () => resolve() }, 2, true),
      ).then((e) => stopped.push(e));
    });
    const dropped = rejection(pool.runWith('threadId', { signal: queued.signal }));
    const after = pool.run('threadId');
    queued.abort();
    expect(toErrorShape(await dropped)).toMatchObject({ code: 'cancelled', messageId: 'task.cancelled' });
    await reported;
    running.abort();
    // The job behind the stopped one runs, on a fresh worker.
    expect(await after).not.toBe(before);
    expect(toErrorShape(stopped[0])).toMatchObject({
      code: 'cancelled',
      retryable: true,
      messageId: 'task.cancelled',
    });
    // Aborted before it is asked: never runs.
    expect(
      toErrorShape(await rejection(pool.runWith('threadId', { signal: AbortSignal.abort() }))).code,
    ).toBe('cancelled');
  });

  it('rejects every job clearly when the worker cannot start', async () => {
    const broken = createWorkerPool<TestJobs>({
      entry: new URL('./fixtures/missing-worker.mjs', import.meta.url),
    });
    try {
      const e = await rejection(broken.run('threadId'));
      expect(e).toBeInstanceOf(AppError);
      expect(toErrorShape(await rejection(broken.run('threadId'))).code).toBe('internal');
    } finally {
      await broken.close();
    }
  });
});

const line = (name: string, over: Partial<CheckLine> = {}): CheckLine => ({
  itemId: 10,
  itemNo: '100',
  name,
  integrationCode: 'ADK1',
  quantity: 1,
  unitPrice: 250,
  total: 250,
  condiments: [],
  extra: {},
  ...over,
});

function sampleCheck(id: number): Check {
  return {
    branch: 'B01',
    id,
    checkNumber: id - 5000,
    businessDate: '2024-05-01T00:00:00',
    kind: 'sale',
    state: 'Closed',
    isReturn: false,
    info: 'Masa 4 - Ahmet',
    outletInfo: 'Salon',
    officialReceiptNumber: 'F-000123',
    tableNo: '4',
    orderType: 'Dine in',
    address: null,
    fiscal: null,
    invoice: null,
    lines: [
      line('Adana Dürüm', { condiments: [line('Acılı', { itemId: 11, integrationCode: '', total: 0 })] }),
      line('Ayran', {
        itemId: 12,
        itemNo: '300',
        integrationCode: 'AY1',
        quantity: 2,
        unitPrice: 30,
        total: 60,
      }),
    ],
    discounts: [{ type: 'Discount', name: 'Personel', amount: 10, extra: {} }],
    payments: [{ paymentType: 'Nakit', amount: 300, extra: {} }],
    totals: { items: 310, discounts: 10, payments: 300 },
    reconciles: true,
    extra: {},
  };
}
