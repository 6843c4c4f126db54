import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CONN, type Harness, newCode, startHarness } from './harness';

const CHILD = fileURLToPath(new URL('./fixtures/mapping-child.ts', import.meta.url));

let h: Harness | undefined;
let child: ChildProcess | undefined;
afterEach(async () => {
  child?.kill('SIGKILL');
  child = undefined;
  await h?.close();
  h = undefined;
});

/** Starts the child on the harness's store; calls `onLine` with each JSON line until it returns true. */
function runChild(
  harness: Harness,
  env: Record<string, string>,
  killWhen: (line: Record<string, unknown>) => boolean,
) {
  const seen: Record<string, unknown>[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      SIM_URL: harness.sim.baseUrl,
      SIM_USER: harness.sim.credentials.username,
      SIM_KEY: harness.sim.credentials.accessToken,
      SIM_PASS: harness.sim.credentials.password,
      DB_FILE: harness.file,
      CONN,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc = child;
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  return new Promise<{ seen: Record<string, unknown>[]; killed: boolean }>((resolve, reject) => {
    let killed = false;
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      const o = JSON.parse(line) as Record<string, unknown>;
      seen.push(o);
      if (!killed && killWhen(o)) {
        killed = true;
        proc.kill('SIGKILL');
      }
    });
    proc.on('exit', (code, signal) => {
      if (signal === 'SIGKILL' || code === 0) resolve({ seen, killed });
      else reject(new Error(`child exited with ${code}: ${stderr.slice(-2000)}`));
    });
  });
}

describe('kill -9', () => {
  it('a process killed between batches leaves a submission that resume finishes exactly', async () => {
    h = await startHarness({ itemsPerBranch: 80 });
    const branch = h.sim.control.branchCodes()[0]!;
    const before = new Map(h.sim.control.items(branch).map((it) => [it.ItemId, it.IntegrationCode]));
    const view = await h.engine.loadItems(branch);
    const targets = view.items.slice(0, 60);
    h.engine.editDraft(
      branch,
      targets.map((it) => ({ itemId: it.itemId, code: newCode(it.itemId, 'X') })),
    );
    // The parent steps aside; the child owns the store until it dies.
    await h.engine.close();
    h.db.close();
    h.sim.control.addFault({ kind: 'latency', path: '/UpdateIntegrationCode', value: 150 });

    const { killed } = await runChild(
      h,
      { MODE: 'submit', BRANCH: branch, BATCH: '10' },
      (o) => typeof o.recordsDone === 'number' && o.recordsDone >= 20,
    );
    expect(killed).toBe(true);
    h.sim.control.clearFaults();
    await h.reopen();

    const [summary] = h.engine.journalList({ branch });
    expect(summary?.state).toMatch(/partial|failed/);
    const entry = h.engine.journalGet(summary!.id);
    expect(entry.batches.filter((b) => b.status === 'ok').length).toBeGreaterThanOrEqual(2);
    expect(entry.batches.some((b) => b.status !== 'ok')).toBe(true);

    const done = await h.engine.resume(summary!.id).done;
    expect(done.state).toBe('done');
    expect(done.records.every((r) => r.status === 'verified')).toBe(true);
    const wanted = new Set(targets.map((t) => t.itemId));
    for (const it of h.sim.control.items(branch)) {
      expect(it.IntegrationCode).toBe(
        wanted.has(it.ItemId) ? newCode(it.ItemId, 'X') : before.get(it.ItemId),
      );
    }
  });

  it('every draft edit acknowledged before a kill -9 is still there', async () => {
    h = await startHarness({ itemsPerBranch: 300 });
    const branch = h.sim.control.branchCodes()[0]!;
    const view = await h.engine.loadItems(branch);
    await h.engine.close();
    h.db.close();
    const ids = view.items.map((it) => it.itemId);

    const { seen, killed } = await runChild(
      h,
      { MODE: 'edits', BRANCH: branch, ITEM_IDS: ids.join(',') },
      (o) => typeof o.saved === 'number' && o.saved === ids[100],
    );
    expect(killed).toBe(true);
    await h.reopen();
    const acknowledged = seen.filter((o) => typeof o.saved === 'number').map((o) => o.saved as number);
    expect(acknowledged.length).toBeGreaterThanOrEqual(101);
    const draft = new Map(h.engine.draft(branch).map((e) => [e.itemId, e.code]));
    for (const id of acknowledged) expect(draft.get(id)).toBe(`KILL${id}`);
  });
});
