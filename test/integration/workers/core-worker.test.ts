import { describe, expect, it } from 'vitest';
import { AppError, toErrorShape } from '../../../electron/core/errors';
import { exportMapping, readMappingFile } from '../../../electron/core/files';
import { suggest } from '../../../electron/core/matching';
import { inWorker, retainCoreWorker } from '../../../electron/core/workers';
import { realisticSet } from '../../unit/workers/fixtures/realistic';

// The app's own worker (core-worker.ts), as the mapping and checks handlers use it.
describe('the core worker', () => {
  it('answers like the functions themselves, and stops when its last holder lets go', async () => {
    const first = retainCoreWorker();
    const second = retainCoreWorker();
    const { items, products } = realisticSet(1_000, { unmapped: true });
    expect(await inWorker.suggest(items, products, { limit: 2 })).toEqual(
      suggest(items, products, { limit: 2 }),
    );

    const mapped = realisticSet(500).items;
    const bytes = await inWorker.exportMapping(mapped, new Set([mapped[1]?.itemId ?? 0]), 'xlsx');
    const direct = await readMappingFile(
      await exportMapping(mapped, new Set([mapped[1]?.itemId ?? 0]), 'xlsx'),
      'm.xlsx',
    );
    expect(await inWorker.readMappingFile(bytes, 'm.xlsx')).toEqual(direct);

    await first();
    await first(); // letting go twice counts once
    // Still held by the second holder: a running job is not stopped.
    expect(await inWorker.readCatalogue(new TextEncoder().encode('Code,Name\nP1,Ayran\n'), 'c.csv')).toEqual([
      { code: 'P1', name: 'Ayran', group: null },
    ]);
    const running = inWorker.suggest(items, products, { limit: 2 }).then(
      () => null,
      (e: unknown) => e,
    );
    await second();
    const stopped = await running;
    expect(stopped).toBeInstanceOf(AppError);
    expect(toErrorShape(stopped).code).toBe('cancelled');
    // Used again after everyone let go: a new worker starts.
    const bad = await inWorker.readMappingFile(new TextEncoder().encode('nothing'), 'x.xlsx').then(
      () => null,
      (e: unknown) => e,
    );
    expect(toErrorShape(bad).code).toBe('bad_file');
  }, 120_000);
});
