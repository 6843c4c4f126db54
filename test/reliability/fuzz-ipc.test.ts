import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { exportMapping } from '../../electron/core/files';
import { contract, type MethodName, methodNames } from '../../shared/contract';
import { Reply } from '../../shared/contract/bridge';
import { AppErrorShape } from '../../shared/domain/errors';
import type { Item } from '../../shared/domain/item';
import { eventually } from '../support/eventually';
import { ok as data, startTestCore, type TestCore } from './support/core';
import { FUZZ_RUNS, FUZZ_SEED, recordFigures } from './support/fuzz-figures';
import { inputArbitrary, type Pools } from './support/schema-arbitrary';

/**
 * Every IPC handler through dispatch(), the one wrapper Electron's IPC, the preview's bridge and
 * the tests share: payloads generated from each method's own input schema (so most get past
 * validation and reach the handler, with branch codes, item ids and submission ids the running app
 * knows), near misses, and garbage. Whatever arrives: an answer inside the method's output schema,
 * or a refusal in the one error shape with a readable message, never an internal error, never an
 * unhandled rejection. The app runs connected to a small demo with items, drafts, a journal entry,
 * checks and a catalogue, so the handlers have real state to work on.
 *
 * MCM_FUZZ_RUNS sets the cases per method (default 300 here; docs/RELIABILITY.md reports 10,000).
 */

let app: TestCore;
let pools: Pools;
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  app = await startTestCore({ keepEvents: false });
  data(await app.call('demo.start'));
  const branches = ['B01', 'B02', 'B03'];
  const items: Item[] = [];
  for (const branch of branches) {
    items.push(...data<{ items: Item[] }>(await app.call('items.load', { branch })).items);
  }
  const ids = items.map((i) => i.itemId);
  data(
    await app.call('draft.edit', {
      branch: 'B01',
      edits: ids.slice(0, 4).map((id) => ({ itemId: id, code: `FZ${id}` })),
    }),
  );
  const { submissionId } = data<{ submissionId: string }>(
    await app.call('mapping.submit', { branch: 'B01', confirmClears: false, conflicts: {} }),
  );
  await eventually(async () => {
    const entry = data<{ state: string }>(await app.call('journal.get', { id: submissionId }));
    return entry.state !== 'running' && entry.state !== 'verifying';
  }, 'the submission to end');
  const today = app.demo()?.control.now().toISOString().slice(0, 10) ?? '2025-01-01';
  const day = (n: number) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10);
  const dates = [day(0), day(1), day(2), day(4)];
  data(await app.call('checks.load', { requestId: 'setup', branches: ['B01'], from: day(1), to: day(0) }));
  const mappingCsv = Buffer.from(await exportMapping(items.slice(0, 12), new Set(), 'csv')).toString(
    'base64',
  );
  const mappingXlsx = Buffer.from(await exportMapping(items.slice(0, 12), new Set(), 'xlsx')).toString(
    'base64',
  );
  const catalogue = Buffer.from('Code,Name,Group\nP1,Adana Dürüm,Kebap\nP2,Ayran,İçecek\n').toString(
    'base64',
  );
  data(
    await app.call('catalogue.import', {
      file: { fileName: 'cat.csv', mimeType: 'text/csv', base64: catalogue },
    }),
  );
  const profiles = data<{ id: string }[]>(await app.call('profiles.list')).map((p) => p.id);
  pools = {
    byName: {
      branch: [...branches, 'B99'],
      source: branches,
      targets: branches,
      branches,
      itemId: ids,
      itemIds: ids,
      id: [submissionId, ...profiles, 'nope'],
      submissionId: [submissionId, 'nope'],
      profileId: [...profiles, 'nope'],
      requestId: ['r1', 'r2', 'setup'],
      from: dates,
      to: dates,
      date: dates,
      days: [1, 2, 3],
      code: ['', 'ABC123', 'bad code!', ' X1 ', 'Ç1'],
      fileName: ['mapping.csv', 'mapping.xlsx', 'catalogue.csv', 'x.txt', 'old.xls'],
      mimeType: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ''],
      base64: [mappingCsv, mappingXlsx, catalogue, '', '!!!not base64', 'UEsDBAAAAA=='],
    },
    mostly: ['from', 'to', 'date'],
  };
}, 120_000);

afterAll(async () => {
  await app?.close();
  process.off('unhandledRejection', onUnhandled);
});

/** Refusals a user can act on: never the catch-all, never a leaked object or stack. */
function expectClearRefusal(method: string, error: AppErrorShape) {
  expect(AppErrorShape.safeParse(error).success).toBe(true);
  expect(error.code, `${method}: ${error.message}`).not.toBe('internal');
  expect(error.message.length).toBeGreaterThan(5);
  expect(error.message.length).toBeLessThan(1000);
  expect(error.message).not.toMatch(/\[object |\n\s+at /);
}

// Last, each in its own run: they end the connection the other methods are fuzzed against.
const DISRUPTIVE: MethodName[] = ['connection.disconnect', 'profiles.delete', 'connection.connect'];

describe('fuzz: every IPC handler through dispatch', () => {
  const order = [...methodNames.filter((m) => !DISRUPTIVE.includes(m)), ...DISRUPTIVE];

  test.each(order)(
    '%s answers its contract or refuses clearly',
    async (method) => {
      const status = data<{ mode: string }>(await app.call('app.status'));
      if (status.mode !== 'connected') data(await app.call('demo.start'));
      // A draft to preview, submit and export (earlier methods may have sent or discarded it).
      const b01 = data<{ items: Item[] }>(await app.call('items.load', { branch: 'B01' })).items;
      data(
        await app.call('draft.edit', {
          branch: 'B01',
          edits: b01.slice(4, 6).map((i) => ({ itemId: i.itemId, code: `FY${i.itemId}` })),
        }),
      );
      const tally = { answered: 0, refused: {} as Record<string, number> };
      await fc.assert(
        fc.asyncProperty(inputArbitrary(contract[method].input, pools), async (payload) => {
          const reply = await app.call(method, payload);
          expect(Reply.safeParse(reply).success).toBe(true);
          if (reply.ok) {
            // app.call decoded the wire form through the contract (a failure would be 'internal'
            // below); the result must be a value of the method's output, which encodes again.
            expect(z.safeEncode(contract[method].output as z.ZodType, reply.data).success).toBe(true);
            tally.answered++;
          } else {
            expectClearRefusal(method, reply.error);
            tally.refused[reply.error.code] = (tally.refused[reply.error.code] ?? 0) + 1;
          }
        }),
        { numRuns: FUZZ_RUNS, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
      );
      expect(unhandled).toEqual([]);
      recordFigures('ipc', method, { runs: FUZZ_RUNS, ...tally });
    },
    Math.max(60_000, FUZZ_RUNS * 200),
  );
});

describe('fixed cases the fuzzer found', () => {
  // Found by this suite: the range was checked only after every branch-day of it had been built,
  // so a date range spanning millennia took minutes and gigabytes, then failed as "internal"
  // (RangeError: Map maximum size exceeded) instead of being refused at once.
  test('checks.load refuses a range of millennia at once, with the limit in the message', async () => {
    if (data<{ mode: string }>(await app.call('app.status')).mode !== 'connected')
      data(await app.call('demo.start'));
    const reply = await app.call('checks.load', {
      requestId: 'huge',
      branches: ['B01', 'B02', 'B03', 'B04', 'B05'],
      from: '1000-01-01',
      to: '9999-12-31',
    });
    expect(reply).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    if (!reply.ok) expect(reply.error.message).toMatch(/^Choose at most 366 days at a time/);
  }, 30_000);
});
