import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../../electron/core/store/database';
import { type RunningSimulator, startSimulator } from '../../../electron/simulator';
import { type CliExit, type CliProcess, runCliToEnd, startCli } from './cli-process';
import { createRng, type Rng } from './rng';
import { draftRows, integrityProblems, journalProblems, openStore, receivedSet } from './store-check';

/**
 * kill -9 of the real `menumap apply` at random moments, against an in-process simulator over real
 * HTTP, each kill followed by the resume path the CLI offers (`menumap history` to find the entry,
 * `menumap resume ID`, or `menumap apply` again when nothing was journaled yet). The resume itself
 * may be killed again. After every kill and at the end of every round the server, the journal, the
 * drafts and the store file are checked. Shared by the quick test (a few kills, in `npm test`) and
 * the soak (`npm run soak`, 50+ kills).
 */

export type CrashOptions = {
  /** Kills to reach (the campaign runs rounds until it has them). */
  kills: number;
  /** Records per apply (the mapping file's rows). */
  records: number;
  /** Explicit clears among them (sent with --allow-clear): deletions must survive crashes exactly. */
  clears: number;
  seed: number;
  /** Added to every UpdateIntegrationCode answer: widens the sending window the kills aim at. */
  updateLatencyMs: number;
  batchSize: number;
  /** Chance that a resume is killed too. */
  killResumeChance: number;
  log?: (line: string) => void;
};

export type KillPhase = 'before-journal' | 'sending' | 'verifying' | 'finished';

export type KillRecord = {
  round: number;
  command: 'apply' | 'resume';
  /** ms after the process started. */
  atMs: number;
  trigger: 'time' | 'progress';
  phase: KillPhase;
  /** Batches answered (journal) when it died, of all. */
  batchesOk: number;
  batches: number;
  problems: string[];
};

export type RoundRecord = {
  round: number;
  kills: number;
  resumes: number;
  reapplies: number;
  /** Records the service received in this round (resends of a batch in flight count twice). */
  recordsReceived: number;
  problems: string[];
};

export type CrashReport = {
  options: Omit<CrashOptions, 'log'>;
  calibrationMs: number;
  kills: KillRecord[];
  rounds: RoundRecord[];
  /** Every broken rule, after a kill or at the end of a round. Must be empty. */
  problems: string[];
  durationMs: number;
};

type Target = { itemId: number; code: string };

export async function runCrashCampaign(options: CrashOptions): Promise<CrashReport> {
  const { log: logOption, ...settings } = options;
  const log = logOption ?? (() => undefined);
  const rng = createRng(options.seed);
  const started = Date.now();
  const sim = await startSimulator({
    rateLimit: false,
    branches: 1,
    // A tenth more items than the file names: untouched items must stay untouched.
    itemsPerBranch: Math.ceil(options.records * 1.1),
    historyDays: 1,
    seed: options.seed,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'mcm-crash-'));
  const storeFile = join(dataDir, 'store.sqlite');
  const env = {
    POS_BASE_URL: sim.baseUrl,
    POS_ACCESS_TOKEN: sim.credentials.accessToken,
    POS_USERNAME: sim.credentials.username,
    POS_PASSWORD: sim.credentials.password,
    MENUMAP_DATA_DIR: dataDir,
  };
  const branch = sim.control.branchCodes()[0] ?? 'B01';
  sim.control.addFault({ kind: 'latency', path: '/UpdateIntegrationCode', value: options.updateLatencyMs });

  const report: CrashReport = {
    options: settings,
    calibrationMs: 0,
    kills: [],
    rounds: [],
    problems: [],
    durationMs: 0,
  };
  const applyArgs = (file: string) => [
    'apply',
    '--branch',
    branch,
    '--file',
    file,
    '--allow-clear',
    '--batch-size',
    String(options.batchSize),
  ];

  try {
    // Round 0 calibrates: an apply left alone, to learn how long one takes on this machine.
    {
      const { file } = writeRoundFile(sim, branch, dataDir, 0, options, rng);
      const t0 = Date.now();
      const exit = await runCliToEnd(applyArgs(file), env);
      report.calibrationMs = Date.now() - t0;
      if (exit.code !== 0)
        throw new Error(`calibration apply failed (${exit.code}): ${exit.stderr.slice(-1500)}`);
      log(`calibration: one apply of ${options.records} records takes ${report.calibrationMs} ms`);
    }

    for (let round = 1; report.kills.length < options.kills; round++) {
      const { file, targets, before } = writeRoundFile(sim, branch, dataDir, round, options, rng);
      const expected = new Map(before);
      for (const t of targets) expected.set(t.itemId, t.code);
      const intended = new Map(targets.map((t) => [t.itemId, t.code]));
      const updatesMark = sim.control.updates.length;
      const roundStart = new Date().toISOString();
      const rec: RoundRecord = {
        round,
        kills: 0,
        resumes: 0,
        reapplies: 0,
        recordsReceived: 0,
        problems: [],
      };

      // The apply, killed at a random moment (re-drawn if it finished first).
      let killed = false;
      for (let tries = 0; !killed && tries < 5; tries++) {
        const outcome = await runAndMaybeKill(
          applyArgs(file),
          env,
          rng,
          report.calibrationMs,
          options.batchSize,
          options.records,
          true,
        );
        if (outcome.killed) {
          killed = true;
          const k = afterKill(round, 'apply', outcome);
          report.kills.push(k);
          rec.kills++;
        } else if (outcome.exit.code !== 0) {
          rec.problems.push(`apply exited ${outcome.exit.code}: ${outcome.exit.stderr.slice(-500)}`);
          break;
        } else {
          // It finished before the kill: undo nothing, just aim again next round.
          break;
        }
      }

      // Resume until the service holds the intended state; a resume may be killed again.
      for (let step = 0; step < 20; step++) {
        const pending = pendingEntry(roundStart);
        let outcome: KillOutcome;
        if (pending === 'done') break;
        const killThis = rng.chance(options.killResumeChance) && report.kills.length < options.kills;
        if (pending === null) {
          rec.reapplies++;
          outcome = await runAndMaybeKill(
            applyArgs(file),
            env,
            rng,
            report.calibrationMs,
            options.batchSize,
            options.records,
            killThis,
          );
        } else {
          rec.resumes++;
          outcome = await runAndMaybeKill(
            ['resume', pending],
            env,
            rng,
            report.calibrationMs * 0.8,
            options.batchSize,
            options.records,
            killThis,
          );
        }
        if (outcome.killed) {
          report.kills.push(afterKill(round, pending === null ? 'apply' : 'resume', outcome));
          rec.kills++;
          continue;
        }
        if (outcome.exit.code !== 0) {
          rec.problems.push(
            `${pending === null ? 'apply' : 'resume'} exited ${outcome.exit.code}: ${outcome.exit.stderr.slice(-800)}`,
          );
          break;
        }
      }

      // The round's end state.
      const server = new Map(sim.control.items(branch).map((i) => [i.ItemId, i.IntegrationCode]));
      let wrong = 0;
      for (const [id, code] of expected) if (server.get(id) !== code) wrong++;
      if (wrong > 0) rec.problems.push(`${wrong} items on the service differ from the intended state`);
      const sent = sim.control.updates.slice(updatesMark).flatMap((u) => u.records);
      rec.recordsReceived = sent.length;
      for (const r of sent) {
        const want = r.ItemId === undefined ? undefined : intended.get(r.ItemId);
        if (want === undefined) rec.problems.push(`record for ItemId ${r.ItemId} sent, not in the file`);
        else if (want !== r.IntegrationCode)
          rec.problems.push(`ItemId ${r.ItemId} sent "${r.IntegrationCode}", file says "${want}"`);
      }
      const s = openStore(storeFile);
      try {
        rec.problems.push(...integrityProblems(s.db));
        rec.problems.push(
          ...journalProblems(s.store, { settled: true, received: receivedSet(sim.control.updates) }),
        );
        const left = draftRows(s.db).filter((d) => d.branch === branch);
        if (left.length > 0) rec.problems.push(`${left.length} draft edits left after the round completed`);
        const latest = newestSince(s.db, roundStart);
        if (!latest) rec.problems.push('no submission was journaled in this round');
        else if (latest.state !== 'done') rec.problems.push(`the round's last submission is ${latest.state}`);
      } finally {
        s.close();
      }
      report.rounds.push(rec);
      report.problems.push(...rec.problems.map((p) => `round ${round}: ${p}`));
      log(
        `round ${round}: ${rec.kills} kill(s), ${rec.resumes} resume(s), ${rec.reapplies} re-apply(ies), ` +
          `${rec.recordsReceived} records received, ${rec.problems.length} problem(s) — kills so far ${report.kills.length}/${options.kills}`,
      );
      if (rec.problems.length > 0) break;

      function afterKill(r: number, command: 'apply' | 'resume', outcome: Killed): KillRecord {
        const st = openStore(storeFile);
        try {
          const problems = [
            ...integrityProblems(st.db),
            ...journalProblems(st.store, { settled: false, received: receivedSet(sim.control.updates) }),
          ];
          for (const d of draftRows(st.db)) {
            if (d.branch !== branch) continue;
            if (intended.get(d.itemId) !== d.code)
              problems.push(
                `draft of ${d.itemId} holds "${d.code}", the file says "${intended.get(d.itemId)}"`,
              );
            if (before.get(d.itemId) !== d.base)
              problems.push(`draft of ${d.itemId} has base "${d.base}", was "${before.get(d.itemId)}"`);
          }
          const phase = phaseOf(st, roundStart);
          const k: KillRecord = {
            round: r,
            command,
            atMs: outcome.atMs,
            trigger: outcome.trigger,
            ...phase,
            problems,
          };
          report.problems.push(
            ...problems.map((p) => `round ${r} kill (${command} at ${outcome.atMs} ms): ${p}`),
          );
          log(
            `  kill -9 ${command} at ${outcome.atMs} ms (${outcome.trigger}): ${phase.phase} ${phase.batchesOk}/${phase.batches}${problems.length ? ` PROBLEMS: ${problems.join('; ')}` : ''}`,
          );
          return k;
        } finally {
          st.close();
        }
      }
    }
  } finally {
    await sim.close();
    report.durationMs = Date.now() - started;
    rmSync(dataDir, { recursive: true, force: true });
  }
  return report;

  /** The id of this round's newest submission that still needs sending or verifying; 'done'; or null. */
  function pendingEntry(since: string): string | 'done' | null {
    const s = openStore(storeFile);
    try {
      const newest = newestSince(s.db, since);
      if (!newest) return null;
      if (newest.state === 'done') return 'done';
      return newest.id;
    } finally {
      s.close();
    }
  }
}

function newestSince(db: Database, since: string): { id: string; state: string } | undefined {
  return db
    .prepare(
      'SELECT id, state FROM mapping_submissions WHERE started_at >= ? ORDER BY started_at DESC, rowid DESC LIMIT 1',
    )
    .get(since) as { id: string; state: string } | undefined;
}

function phaseOf(
  st: ReturnType<typeof openStore>,
  since: string,
): { phase: KillPhase; batchesOk: number; batches: number } {
  const row = newestSince(st.db, since);
  if (!row) return { phase: 'before-journal', batchesOk: 0, batches: 0 };
  const batches = st.store.journal.batches(row.id);
  const ok = batches.filter((b) => b.status === 'ok').length;
  const phase: KillPhase =
    row.state === 'done' || row.state === 'partial' || row.state === 'failed'
      ? ok === batches.length
        ? 'finished'
        : 'sending'
      : ok === batches.length
        ? 'verifying'
        : 'sending';
  return { phase, batchesOk: ok, batches: batches.length };
}

type Killed = { killed: true; atMs: number; trigger: 'time' | 'progress'; exit: CliExit };
type KillOutcome = Killed | { killed: false; exit: CliExit };

/**
 * Runs a CLI command and, when `kill` is set, kills it with SIGKILL either after a random delay
 * within `windowMs` or when its progress line reaches a random batch (half the time each), so kills
 * land both in start-up and file reading and inside the sending itself.
 */
async function runAndMaybeKill(
  args: string[],
  env: Record<string, string>,
  rng: Rng,
  windowMs: number,
  batchSize: number,
  records: number,
  kill: boolean,
): Promise<KillOutcome> {
  const proc: CliProcess = startCli(args, env);
  const t0 = Date.now();
  if (!kill) return { killed: false, exit: await proc.done };
  const trigger: 'time' | 'progress' = rng.chance(0.5) ? 'time' : 'progress';
  let fired = false;
  const fire = () => {
    if (fired || proc.exited) return;
    fired = true;
    proc.child.kill('SIGKILL');
  };
  let timer: NodeJS.Timeout | undefined;
  if (trigger === 'time') {
    timer = setTimeout(fire, Math.floor(rng.next() * windowMs));
  } else {
    const batches = Math.ceil(records / batchSize);
    const target = rng.int(1, batches);
    const jitter = rng.int(0, 40);
    proc.onStderrLine((line) => {
      const m = /batch (\d+) of (\d+)/.exec(line);
      if (m && Number(m[1]) >= target) setTimeout(fire, jitter);
      else if (/^verifying/.test(line) && target >= batches) setTimeout(fire, jitter);
    });
  }
  const exit = await proc.done;
  if (timer) clearTimeout(timer);
  const atMs = Date.now() - t0;
  return fired && exit.signal === 'SIGKILL' ? { killed: true, atMs, trigger, exit } : { killed: false, exit };
}

/**
 * A mapping file for one round: `records` items get a new code (tagged with the round), `clears`
 * of those that have a code get an explicit empty cell. Returns the codes before the round.
 */
function writeRoundFile(
  sim: RunningSimulator,
  branch: string,
  dir: string,
  round: number,
  options: CrashOptions,
  rng: Rng,
): { file: string; targets: Target[]; before: Map<number, string> } {
  const items = sim.control.items(branch);
  const before = new Map(items.map((i) => [i.ItemId, i.IntegrationCode]));
  // A different subset each round: the 10% left out changes, so "untouched stays untouched" is tested.
  const shuffled = [...items].sort(() => rng.next() - 0.5);
  const chosen = shuffled.slice(0, options.records);
  const mapped = chosen.filter((i) => i.IntegrationCode !== '');
  const clearIds = new Set(mapped.slice(0, options.clears).map((i) => i.ItemId));
  const targets: Target[] = chosen.map((i) => ({
    itemId: i.ItemId,
    code: clearIds.has(i.ItemId) ? '' : `R${round}C${i.ItemId}`,
  }));
  const lines = ['ItemId,ItemNo,IntegrationCode', ...targets.map((t) => `${t.itemId},,${t.code}`)];
  const file = join(dir, `round-${round}.csv`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return { file, targets, before };
}
