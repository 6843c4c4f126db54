import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startSimulator } from '../../../electron/simulator';
import { decodeReply, type MethodName } from '../../../shared/contract';
import { BRIDGE_SECRET_HEADER, Reply, rpcPath } from '../../../shared/contract/bridge';
import type { JournalEntry, JournalSummary } from '../../../shared/domain/mapping';
import { childEnv } from '../../support/child-env';
import { eventually } from '../../support/eventually';
import { ROOT } from './cli-process';
import { createRng } from './rng';
import { draftRows, integrityProblems, journalProblems, openStore, receivedSet } from './store-check';

/**
 * kill -9 of the app's core as the browser preview runs it (a process of its own, driven over its
 * HTTP bridge exactly like the page drives it): during a draft edit of thousands of codes, or while
 * the submission of that draft is being sent. After each kill the preview starts again on the same
 * data folder, the user enters the credentials again (the preview keeps secrets for the session
 * only), and resumes from the history. Checks as for the CLI: the store opens and is intact, the
 * journal obeys its rules, a draft edit is all or nothing, and the service ends in the intended
 * state.
 */
export type PreviewCrashOptions = {
  kills: number;
  records: number;
  seed: number;
  updateLatencyMs: number;
  log?: (line: string) => void;
};

export type PreviewKill = {
  round: number;
  phase: 'draft-edit' | 'submit';
  atMs: number;
  draftRows: number;
  problems: string[];
};

export type PreviewCrashReport = {
  options: Omit<PreviewCrashOptions, 'log'>;
  calibration: { editMs: number; submitMs: number };
  kills: PreviewKill[];
  rounds: { round: number; resumes: number; resubmits: number; problems: string[] }[];
  problems: string[];
  durationMs: number;
};

const CHILD = join(ROOT, 'test/reliability/support/preview-child.ts');
const PROFILE = 'Crash test';

type Running = { proc: ChildProcess; url: string; secret: string };

export async function runPreviewCrashCampaign(options: PreviewCrashOptions): Promise<PreviewCrashReport> {
  const log = options.log ?? (() => undefined);
  const rng = createRng(options.seed);
  const started = Date.now();
  const sim = await startSimulator({
    rateLimit: false,
    branches: 1,
    itemsPerBranch: Math.ceil(options.records * 1.1),
    historyDays: 1,
    seed: options.seed,
  });
  sim.control.addFault({ kind: 'latency', path: '/UpdateIntegrationCode', value: options.updateLatencyMs });
  const branch = sim.control.branchCodes()[0] ?? 'B01';
  const dataDir = mkdtempSync(join(tmpdir(), 'mcm-preview-crash-'));
  const storeFile = join(dataDir, 'store.sqlite');
  const report: PreviewCrashReport = {
    options: {
      kills: options.kills,
      records: options.records,
      seed: options.seed,
      updateLatencyMs: options.updateLatencyMs,
    },
    calibration: { editMs: 0, submitMs: 0 },
    kills: [],
    rounds: [],
    problems: [],
    durationMs: 0,
  };
  let app: Running | null = null;

  const boot = async (): Promise<Running> => {
    const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: ROOT,
      env: childEnv({ DATA_DIR: dataDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    proc.stderr?.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    const line = await new Promise<string>((ok, fail) => {
      const rl = createInterface({ input: proc.stdout as NodeJS.ReadableStream });
      rl.once('line', ok);
      proc.once('exit', (code) => fail(new Error(`preview exited (${code}): ${stderr.slice(-1500)}`)));
    });
    const { url, secret } = JSON.parse(line) as { url: string; secret: string };
    return { proc, url, secret };
  };
  const kill = async (r: Running) => {
    if (r.proc.exitCode === null && r.proc.signalCode === null) {
      const gone = new Promise((ok) => r.proc.once('exit', ok));
      r.proc.kill('SIGKILL');
      await gone;
    }
  };
  const call = async <T>(method: MethodName, input?: unknown): Promise<T> => {
    if (!app) throw new Error('the preview is not running');
    const res = await fetch(new URL(rpcPath(method), app.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [BRIDGE_SECRET_HEADER]: app.secret },
      body: JSON.stringify({ input }),
    });
    const reply = decodeReply(method, Reply.parse(await res.json()));
    if (!reply.ok) throw new Error(`${method}: ${reply.error.code} ${reply.error.message}`);
    return reply.data as T;
  };
  /** What a user does after the app restarted: enter the credentials again and connect. */
  const connect = async () => {
    const profiles = await call<{ id: string; name: string }[]>('profiles.list');
    const existing = profiles.find((p) => p.name === PROFILE);
    const saved = await call<{ id: string }>('profiles.save', {
      ...(existing ? { id: existing.id } : {}),
      name: PROFILE,
      baseUrl: sim.baseUrl,
      username: sim.credentials.username,
      accessToken: sim.credentials.accessToken,
      password: sim.credentials.password,
    });
    await call('connection.connect', { profileId: saved.id });
  };
  const waitFinal = async (id: string): Promise<JournalEntry> => {
    let e: JournalEntry | undefined;
    await eventually(
      async () => {
        e = await call<JournalEntry>('journal.get', { id });
        return e.state !== 'running' && e.state !== 'verifying';
      },
      `submission ${id} to end`,
      // Far above a submission of the soak's size under its limits.
      600_000,
    );
    return e as JournalEntry;
  };
  const roundEdits = (round: number) => {
    const items = sim.control.items(branch);
    const chosen = [...items].sort(() => rng.next() - 0.5).slice(0, options.records);
    const mapped = new Set(
      chosen
        .filter((i) => i.IntegrationCode !== '')
        .slice(0, Math.round(options.records / 100))
        .map((i) => i.ItemId),
    );
    const edits = chosen.map((i) => ({
      itemId: i.ItemId,
      code: mapped.has(i.ItemId) ? '' : `P${round}C${i.ItemId}`,
    }));
    return { edits, before: new Map(items.map((i) => [i.ItemId, i.IntegrationCode])) };
  };
  const submit = async () =>
    (
      await call<{ submissionId: string }>('mapping.submit', {
        branch,
        confirmClears: true,
        conflicts: {},
        batchSize: 500,
      })
    ).submissionId;

  try {
    app = await boot();
    await connect();
    // Round 0 calibrates: how long a draft edit and a submission of this size take here.
    {
      const { edits } = roundEdits(0);
      await call('items.load', { branch, refresh: true });
      let t = Date.now();
      await call('draft.edit', { branch, edits });
      report.calibration.editMs = Date.now() - t;
      t = Date.now();
      const done = await waitFinal(await submit());
      report.calibration.submitMs = Date.now() - t;
      if (done.state !== 'done') throw new Error(`calibration submission ended ${done.state}`);
      log(
        `preview calibration: draft edit of ${options.records} in ${report.calibration.editMs} ms, submission in ${report.calibration.submitMs} ms`,
      );
    }

    for (let round = 1; report.kills.length < options.kills; round++) {
      const { edits, before } = roundEdits(round);
      const intended = new Map(edits.map((e) => [e.itemId, e.code]));
      const expected = new Map(before);
      for (const [id, code] of intended) expected.set(id, code);
      const roundStart = new Date().toISOString();
      const rec = { round, resumes: 0, resubmits: 0, problems: [] as string[] };
      await call('items.load', { branch, refresh: true });

      // The kill: half the time while the draft edit is being written, else while sending.
      const phase = rng.chance(0.3) ? 'draft-edit' : 'submit';
      const running = app;
      const t0 = Date.now();
      if (phase === 'draft-edit') {
        const pending = call('draft.edit', { branch, edits }).catch(() => undefined);
        await new Promise((r) => setTimeout(r, Math.floor(rng.next() * report.calibration.editMs * 1.2)));
        await kill(running);
        await pending;
      } else {
        await call('draft.edit', { branch, edits });
        await submit();
        await new Promise((r) => setTimeout(r, Math.floor(rng.next() * report.calibration.submitMs)));
        await kill(running);
      }
      app = null;
      const atMs = Date.now() - t0;

      // Right after the kill, before anything else opens the store.
      const st = openStore(storeFile);
      const problems: string[] = [];
      let rows = 0;
      try {
        problems.push(...integrityProblems(st.db));
        problems.push(
          ...journalProblems(st.store, { settled: false, received: receivedSet(sim.control.updates) }),
        );
        const draft = draftRows(st.db).filter((d) => d.branch === branch);
        rows = draft.length;
        for (const d of draft)
          if (intended.get(d.itemId) !== d.code) problems.push(`draft of ${d.itemId} holds "${d.code}"`);
        // One edit call is one transaction: all of it or none of it, never part.
        if (phase === 'draft-edit' && rows !== 0 && rows !== edits.length)
          problems.push(`a draft edit was cut: ${rows} of ${edits.length} rows`);
      } finally {
        st.close();
      }
      report.kills.push({ round, phase, atMs, draftRows: rows, problems });
      report.problems.push(...problems.map((p) => `round ${round} kill (${phase}): ${p}`));
      log(
        `  kill -9 preview at ${atMs} ms (${phase}): draft ${rows} rows${problems.length ? ` PROBLEMS: ${problems.join('; ')}` : ''}`,
      );

      // Restart, sign in again, finish from the history.
      app = await boot();
      await connect();
      for (let step = 0; step < 10; step++) {
        const list = await call<JournalSummary[]>('journal.list', { branch });
        const mine = list.filter((e) => e.startedAt >= roundStart);
        const newest = mine[0];
        if (newest?.state === 'done') break;
        if (
          newest &&
          (newest.state === 'partial' || newest.state === 'failed' || newest.state === 'cancelled')
        ) {
          rec.resumes++;
          await call('mapping.resume', { submissionId: newest.id });
          await waitFinal(newest.id);
          continue;
        }
        if (newest && (newest.state === 'running' || newest.state === 'verifying')) {
          await waitFinal(newest.id);
          continue;
        }
        // Nothing journaled: the draft (all of it, or nothing) is submitted again.
        rec.resubmits++;
        const draft = (await call<{ draft: unknown[] }>('items.load', { branch, refresh: true })).draft;
        if (draft.length === 0) await call('draft.edit', { branch, edits });
        await waitFinal(await submit());
      }

      const server = new Map(sim.control.items(branch).map((i) => [i.ItemId, i.IntegrationCode]));
      const wrong = [...expected].filter(([id, code]) => server.get(id) !== code).length;
      if (wrong > 0) rec.problems.push(`${wrong} items on the service differ from the intended state`);
      const view = await call<{ draft: unknown[] }>('items.load', { branch });
      if (view.draft.length > 0) rec.problems.push(`${view.draft.length} draft edits left after the round`);
      report.rounds.push(rec);
      report.problems.push(...rec.problems.map((p) => `round ${round}: ${p}`));
      log(
        `preview round ${round}: ${rec.resumes} resume(s), ${rec.resubmits} resubmit(s), ${rec.problems.length} problem(s) — kills ${report.kills.length}/${options.kills}`,
      );
      if (rec.problems.length > 0) break;
    }
    // The journal once everything settled, from a closed app.
    if (app) await kill(app);
    app = null;
    const st = openStore(storeFile);
    try {
      report.problems.push(...integrityProblems(st.db));
      report.problems.push(
        ...journalProblems(st.store, { settled: true, received: receivedSet(sim.control.updates) }).map(
          (p) => `final: ${p}`,
        ),
      );
    } finally {
      st.close();
    }
  } finally {
    if (app) await kill(app);
    await sim.close();
    rmSync(dataDir, { recursive: true, force: true });
    report.durationMs = Date.now() - started;
  }
  return report;
}
