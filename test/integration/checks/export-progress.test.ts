import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChecksRepo } from '../../../electron/core/checks/checks-repo';
import { checksHandlers } from '../../../electron/core/checks/handlers';
import type { DomainDeps } from '../../../electron/core/domain-deps';
import { toErrorShape } from '../../../electron/core/errors';
import { openDatabase } from '../../../electron/core/store/database';
import { createMappingStore } from '../../../electron/core/store/mapping-store';
import type { UpstreamClient } from '../../../electron/core/upstream/types';
import type { RunningSimulator } from '../../../electron/simulator';
import { addDays, businessToday } from '../../../shared/business-dates';
import { events } from '../../../shared/contract';
import { checksMethods } from '../../../shared/contract/checks';
import type { ExportProgress } from '../../../shared/domain/check';
import { DEFAULT_SETTINGS } from '../../../shared/domain/connection';
import { clientFor, NOW, startSim } from './harness';

/**
 * A named checks export reports how far it has come (checks written of all, the file's bytes so
 * far) as 'checks.exportProgress' events, and checks.cancel stops it mid-way: the call fails as
 * cancelled and no file is handed over. Real parts: the simulator's checks, stored by a load, and
 * the core worker.
 */
let sim: RunningSimulator;
let client: UpstreamClient;
let handlers: ReturnType<typeof checksHandlers>;
let onEvent: (event: string, payload: unknown) => void = () => undefined;
let refs: { branch: string; id: number; businessDate: string }[];

// Starting the worker from TypeScript sources compiles its modules first: seconds on a busy machine.
const SLOW = { timeout: 120_000 };

beforeAll(async () => {
  sim = await startSim();
  client = clientFor(sim);
  const db = openDatabase(join(mkdtempSync(join(tmpdir(), 'mcm-export-p-')), 'store.sqlite'));
  const deps: DomainDeps = {
    connection: { client: () => client, key: () => 'profile-1', label: () => 'Test', readOnly: () => false },
    emit: (event, payload) => onEvent(event, payload),
    settings: () => DEFAULT_SETTINGS,
    now: () => NOW,
  };
  handlers = checksHandlers(deps, { checks: createChecksRepo(db), mapping: createMappingStore(db) });
  const today = businessToday(NOW);
  const loaded = await handlers['checks.load'](
    checksMethods['checks.load'].input.parse({
      requestId: 'load',
      branches: ['B01', 'B02'],
      from: addDays(today, -8),
      to: addDays(today, -2),
    }),
  );
  refs = loaded.rows.map((r) => ({ branch: r.branch, id: r.id, businessDate: r.businessDate }));
}, SLOW.timeout);
afterAll(async () => {
  await client.close();
  await sim.close();
});

/** The export progress events of requestId, checked against the contract's event schema. */
function follow(requestId: string): ExportProgress[] {
  const seen: ExportProgress[] = [];
  onEvent = (event, payload) => {
    if (event !== 'checks.exportProgress') return;
    const p = events['checks.exportProgress'].parse(payload);
    if (p.requestId === requestId) seen.push(p);
  };
  return seen;
}

const exportInput = (requestId: string, format: 'csv' | 'xlsx') =>
  checksMethods['checks.export'].input.parse({ requestId, checkIds: refs, format, part: 'lines' });

describe('checks export progress and cancel', SLOW, () => {
  it.each(['csv', 'xlsx'] as const)(
    '%s: checks and bytes only grow, up to the whole file',
    async (format) => {
      const seen = follow(`e-${format}`);
      const file = await handlers['checks.export'](exportInput(`e-${format}`, format));
      const size = Buffer.from(file.base64, 'base64').length;
      expect(refs.length).toBeGreaterThan(1_000);
      expect(seen.length).toBeGreaterThan(3);
      expect(seen.every((p) => p.checksTotal === refs.length)).toBe(true);
      for (let i = 1; i < seen.length; i++) {
        const [before, now] = [seen[i - 1], seen[i]];
        expect(now?.checksDone).toBeGreaterThanOrEqual(before?.checksDone ?? 0);
        expect(now?.bytes).toBeGreaterThanOrEqual(before?.bytes ?? 0);
      }
      // Some reports fall while the file is being written: neither nothing nor everything yet.
      expect(seen.some((p) => p.checksDone > 0 && p.checksDone < refs.length && p.bytes > 0)).toBe(true);
      expect(seen.at(-1)).toMatchObject({ checksDone: refs.length, bytes: size });
    },
  );

  it.each(['csv', 'xlsx'] as const)(
    '%s: cancel mid-way fails as cancelled and hands no file over',
    async (format) => {
      const requestId = `c-${format}`;
      const seen: ExportProgress[] = [];
      onEvent = (event, payload) => {
        if (event !== 'checks.exportProgress') return;
        const p = events['checks.exportProgress'].parse(payload);
        seen.push(p);
        // Cancelled from the first report that says checks were written, as the Cancel button does.
        if (p.checksDone > 0 && seen.filter((s) => s.checksDone > 0).length === 1) {
          void handlers['checks.cancel']({ requestId });
        }
      };
      const error = await handlers['checks.export'](exportInput(requestId, format)).then(
        () => null,
        (e: unknown) => toErrorShape(e),
      );
      expect(error).toMatchObject({ code: 'cancelled', messageId: 'task.cancelled', retryable: true });
      const reported = seen.length;
      expect(seen.some((p) => p.checksDone === refs.length)).toBe(false);

      // The stopped worker is replaced: the next export runs whole, and nothing more of the
      // cancelled one is reported.
      const again = follow('after');
      const file = await handlers['checks.export'](exportInput('after', format));
      expect(Buffer.from(file.base64, 'base64').length).toBe(again.at(-1)?.bytes);
      expect(seen).toHaveLength(reported);
    },
  );
});
