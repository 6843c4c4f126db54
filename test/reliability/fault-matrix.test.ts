import { afterEach, describe, expect, test } from 'vitest';
import { AppError } from '../../electron/core/errors';
import type { SubmitOptions } from '../../electron/core/mapping/engine-submit';
import { startSimulator } from '../../electron/simulator';
import type { JournalEntry } from '../../shared/domain/mapping';
import { eventually } from '../support/eventually';
import { startProxy, withUnknownFields } from './support/decorating-proxy';
import { journalProblems, receivedSet } from './support/store-check';
import { codeFor, draftCodes, startWorld, type World, type WorldOptions } from './support/world';

/**
 * The fault matrix: every way the service and the network are known to fail, each against the
 * simulator's fault injection over real HTTP, each asserting the three things a user relies on:
 * what the service ends up holding, what the draft and the journal say, and the message shown.
 * Scenarios that end in a failed or partial submission are resumed to the exact intended state.
 */

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

async function world(opts: WorldOptions = {}): Promise<World> {
  const w = await startWorld(opts);
  cleanup.push(() => w.close());
  return w;
}

async function submit(w: World, opts: Partial<SubmitOptions> = {}): Promise<JournalEntry> {
  const started = await w.engine.submit(w.branch, { confirmClears: false, batchSize: 10, ...opts });
  return started.done;
}

async function errorOf(p: Promise<unknown> | (() => unknown)): Promise<AppError> {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected an AppError');
}

/** The service holds exactly `intended`, every item included (untouched ones unchanged). */
function expectServer(w: World, intended: Map<number, string>, branch = w.branch) {
  const now = w.codes(branch);
  const wrong = [...intended].filter(([id, code]) => now.get(id) !== code);
  expect(wrong, 'items whose code on the service differs from the intended one').toEqual([]);
}

function expectJournalConsistent(w: World) {
  expect(
    journalProblems(w.engine.store, { settled: true, received: receivedSet(w.sim.control.updates) }),
  ).toEqual([]);
}

/** The end every scenario must reach: all verified, service exact, draft empty, journal consistent. */
function expectDone(w: World, entry: JournalEntry, intended: Map<number, string>, records: number) {
  expect(entry.state).toBe('done');
  expect(entry.records).toHaveLength(records);
  expect(entry.records.every((r) => r.status === 'verified')).toBe(true);
  expect(entry.verification?.mismatches).toEqual([]);
  expectServer(w, intended);
  expect(w.engine.draft(w.branch)).toEqual([]);
  expectJournalConsistent(w);
}

const lastError = (w: World) => w.progress.at(-1)?.error;
const updateStatuses = (w: World) =>
  w.sim.control.requests.filter((r) => r.path === '/UpdateIntegrationCode').map((r) => r.status);

/** Arms a fault once the given number of records is done (i.e. for the next batch). */
function atRecords(w: World, done: number, arm: () => void) {
  let armed = false;
  w.onProgress.add((p) => {
    if (!armed && p.state === 'running' && p.recordsDone === done) {
      armed = true;
      arm();
    }
  });
}

describe('fault matrix', () => {
  test('1. token expires mid-submit: renewed once, the submission finishes unnoticed', async () => {
    const w = await world();
    const { intended } = await draftCodes(w, 50, 'TE');
    w.sim.control.resetLogs();
    atRecords(w, 20, () => w.sim.control.expireTokens());

    const entry = await submit(w);
    expectDone(w, entry, intended, 50);
    expect(lastError(w)).toBeUndefined();
    // One batch met the 401; one renewal; that batch was then sent once more, and nothing twice.
    expect(w.count('/UpdateIntegrationCode', 401)).toBe(1);
    expect(w.count('/GetToken')).toBe(1);
    expect(w.sentRecords()).toHaveLength(50);
  });

  test('2. token rejected although not expired: a forgotten token renews; a refused one is named', async () => {
    const w = await world();
    const { intended, before } = await draftCodes(w, 30, 'TR');

    // a) The service restarted and forgot every token (real HTTP 401, "not valid"): one renewal.
    const port = new URL(w.sim.baseUrl).port;
    const codes = w.sim.control.items(w.branch);
    await w.sim.close();
    // The same sign-in: a simulator draws new credentials at each start unless given them.
    const restarted = await startSimulator({
      port: Number(port),
      rateLimit: false,
      branches: 2,
      itemsPerBranch: 60,
      ...w.sim.credentials,
    });
    cleanup.push(() => restarted.close());
    for (const i of codes) restarted.control.setCode(w.branch, i.ItemId, i.IntegrationCode);
    const view = await w.engine.loadItems(w.branch, { refresh: true });
    expect(view.source).toBe('live');
    expect(restarted.control.requests.map((r) => [r.path, r.status])).toEqual([
      ['/GetItemsIntegrationCode', 401],
      ['/GetToken', 200],
      ['/GetItemsIntegrationCode', 200],
    ]);

    // b) The service refuses even a fresh token for updates (rights revoked): nothing is sent.
    restarted.control.addFault({ kind: 'result-code', value: 401, path: '/UpdateIntegrationCode' });
    const failed = await (await w.engine.submit(w.branch, { confirmClears: false, batchSize: 10 })).done;
    expect(failed.state).toBe('failed');
    expect(failed.batches.map((b) => b.status)).toEqual(['failed', 'pending', 'pending']);
    const shown = failed.batches[0]?.error;
    expect(shown?.code).toBe('token_rejected');
    expect(shown?.retryable).toBe(false);
    expect(shown?.message).toBe(
      'The integration service refused the session token for the code update for branch B01, even a freshly issued one (HTTP 401). The user may not be allowed to do this; check its rights with the vendor.',
    );
    expect(lastError(w)?.code).toBe('token_rejected');
    const now = new Map(restarted.control.items(w.branch).map((i) => [i.ItemId, i.IntegrationCode]));
    expect([...before].every(([id, c]) => now.get(id) === c)).toBe(true);
    expect(w.engine.draft(w.branch)).toHaveLength(30);
    expect(restarted.control.updates).toHaveLength(0);

    // The rights come back: resume sends everything.
    restarted.control.clearFaults();
    const resumed = await w.engine.resume(failed.id).done;
    expect(resumed.state).toBe('done');
    const final = new Map(restarted.control.items(w.branch).map((i) => [i.ItemId, i.IntegrationCode]));
    expect([...intended].filter(([id, c]) => final.get(id) !== c)).toEqual([]);
    expect(w.engine.draft(w.branch)).toEqual([]);
    expect(
      journalProblems(w.engine.store, { settled: true, received: receivedSet(restarted.control.updates) }),
    ).toEqual([]);
  });

  test('3. a 429 storm is ridden out; one longer than the client waits is reported and resumed', async () => {
    const w = await world({ sim: { itemsPerBranch: 100 } });
    const { intended } = await draftCodes(w, 50, 'TS');
    w.sim.control.resetLogs();
    // Every request of the submission (the live read, 5 batches, the verification read) is refused
    // 4 times in a row and goes through on its 5th and last try.
    const storm = () => w.sim.control.addFault({ kind: 'throttle', value: 0, times: 4 });
    storm();
    // At each batch leaving (a progress event that announces a retry's wait is not one).
    w.onProgress.add((p) => {
      if (p.state === 'running' && !p.waiting && w.sim.control.faults().length === 0) storm();
    });
    const entry = await submit(w);
    w.onProgress.clear();
    expectDone(w, entry, intended, 50);
    expect(w.sim.control.requests.filter((r) => r.status === 429)).toHaveLength(4 * 7);
    expect(updateStatuses(w)).toEqual(Array.from({ length: 5 }, () => [429, 429, 429, 429, 200]).flat());
    expect(lastError(w)).toBeUndefined();

    // A storm that does not end: the batch is refused after 5 attempts, the rest waits.
    const second = await draftCodes(w, 30, 'TT', { from: 50 });
    atRecords(w, 10, () =>
      w.sim.control.addFault({ kind: 'throttle', value: 0, path: '/UpdateIntegrationCode' }),
    );
    const partial = await submit(w);
    expect(partial.state).toBe('partial');
    expect(partial.batches.map((b) => b.status)).toEqual(['ok', 'failed', 'pending']);
    expect(partial.batches[1]?.error).toEqual({
      code: 'throttled',
      message:
        'The integration service is limiting requests (HTTP 429) and still refused the code update for branch B01 after 5 attempts. Wait a minute and try again.',
      retryable: true,
      detail: expect.any(String),
      // The same facts as message codes, for the renderer to word in the user's language.
      messageId: 'upstream.rateLimited',
      params: { attempts: 5, branch: 'B01', op: 'update' },
      detailSaid: { id: 'detail.lastAnswer', params: { serverText: expect.any(String) } },
    });
    expect(w.engine.draft(w.branch)).toHaveLength(20);
    expectJournalConsistent(w);
    w.sim.control.clearFaults();
    const resumed = await w.engine.resume(partial.id).done;
    expectDone(w, resumed, second.intended, 30);
  });

  test('4. 503 on one batch: retried after a backoff, nothing lost, nothing shown', async () => {
    const waits: number[] = [];
    const w = await world({ client: { sleep: async (ms) => void waits.push(ms), random: () => 0 } });
    const { intended } = await draftCodes(w, 50, 'TF');
    w.sim.control.resetLogs();
    atRecords(w, 20, () =>
      w.sim.control.addFault({ kind: 'failing', path: '/UpdateIntegrationCode', times: 1 }),
    );
    const entry = await submit(w);
    expectDone(w, entry, intended, 50);
    expect(updateStatuses(w)).toEqual([200, 200, 503, 200, 200, 200]);
    expect(waits).toEqual([250]);
    expect(w.sentRecords()).toHaveLength(50);
    expect(lastError(w)).toBeUndefined();
  });

  test('5. a branch that answers after the client timeout: reported, and the late write is verified on resume', async () => {
    const w = await world({ client: { timeoutMs: 1000 } });
    const { intended, targets } = await draftCodes(w, 30, 'TO');
    w.sim.control.resetLogs();
    w.sim.control.addFault({ kind: 'latency', value: 3000, path: '/UpdateIntegrationCode', times: 1 });
    const failed = await submit(w);
    expect(failed.state).toBe('failed');
    expect(failed.batches.map((b) => b.status)).toEqual(['failed', 'pending', 'pending']);
    expect(failed.batches[0]?.error).toMatchObject({
      code: 'timeout',
      retryable: true,
      message: 'Branch B01 did not answer within 1 s; its server may be off or slow.',
    });
    // Not verified (the branch just proved unreachable): the draft keeps every edit.
    expect(failed.verification).toBeNull();
    expect(w.engine.draft(w.branch)).toHaveLength(30);
    expectJournalConsistent(w);

    // The hard case: the branch server did apply the batch after the client gave up.
    await eventually(() => w.count('/UpdateIntegrationCode', 200) === 1, 'the late answer');
    const late = w.codes();
    expect(targets.slice(0, 10).every((id) => late.get(id) === codeFor(id, 'TO'))).toBe(true);

    const resumed = await w.engine.resume(failed.id).done;
    expectDone(w, resumed, intended, 30);
    // The resend of the late batch carried the same absolute values: harmless.
    for (const r of w.sentRecords()) expect(r.IntegrationCode).toBe(codeFor(r.ItemId ?? -1, 'TO'));
  });

  test('6. a branch offline from the start: named in the message, nothing cached or sent, other branches fine', async () => {
    const w = await world({ client: { timeoutMs: 1000 } });
    const before = w.codes();
    w.sim.control.addFault({ kind: 'offline', branch: 'B01' });
    const branches = await w.engine.listBranches({ refresh: true });
    expect(branches.map((b) => b.code)).toEqual(['B01', 'B02']);

    const e = await errorOf(w.engine.loadItems('B01'));
    expect(e.code).toBe('timeout');
    expect(e.retryable).toBe(true);
    expect(e.message).toBe('Branch B01 did not answer within 1 s; its server may be off or slow.');
    const noDraft = await errorOf(() => w.engine.editDraft('B01', [{ itemId: 1, code: 'X1' }]));
    expect(noDraft.message).toBe('The items of branch B01 are not loaded yet. Open the branch first.');
    expect(w.engine.draft('B01')).toEqual([]);
    expect(w.engine.journalList()).toEqual([]);

    // The sister branch works meanwhile.
    const other = await draftCodes(w, 10, 'TB', { branch: 'B02' });
    const entry = await (await w.engine.submit('B02', { confirmClears: false })).done;
    expect(entry.state).toBe('done');
    expectServer(w, other.intended, 'B02');
    expectServer(w, before, 'B01');
    expect(w.sim.control.updates.every((u) => u.branch === 'B02')).toBe(true);
  });

  test('7. connection reset mid-answer: one cut is retried, a second is reported and resumed', async () => {
    const w = await world();
    const first = await draftCodes(w, 20, 'RA');
    atRecords(w, 10, () =>
      w.sim.control.addFault({ kind: 'reset', path: '/UpdateIntegrationCode', times: 1 }),
    );
    const entry = await submit(w);
    expectDone(w, entry, first.intended, 20);
    expect(lastError(w)).toBeUndefined();

    const second = await draftCodes(w, 20, 'RB', { from: 20 });
    atRecords(w, 10, () =>
      w.sim.control.addFault({ kind: 'reset', path: '/UpdateIntegrationCode', times: 2 }),
    );
    const partial = await submit(w);
    expect(partial.state).toBe('partial');
    expect(partial.batches[1]?.error).toMatchObject({
      code: 'network_down',
      retryable: true,
      message:
        'The connection to the integration service was cut off before the answer for the code update for branch B01 was complete.',
    });
    expectJournalConsistent(w);
    // The cut answers came after the service had applied the batch: on resume it is sent again.
    const resumed = await w.engine.resume(partial.id).done;
    expectDone(w, resumed, second.intended, 20);
    for (const r of w.sentRecords().filter((x) => x.IntegrationCode.startsWith('RB'))) {
      expect(second.targets).toContain(r.ItemId);
    }
  });

  test('8. an HTML error page: named as such, the batch is not applied, resume completes', async () => {
    const w = await world();
    const e0 = await (async () => {
      w.sim.control.addFault({ kind: 'html', path: '/GetItemsIntegrationCode', times: 1 });
      return errorOf(w.engine.loadItems(w.branch, { refresh: true }));
    })();
    expect(e0.code).toBe('bad_answer');
    expect(e0.message).toBe(
      'The integration service answered the items of branch B01 with a web page instead of data (HTTP 200). It may be down for maintenance, or the service address may be wrong.',
    );
    const { intended } = await draftCodes(w, 30, 'TH');
    atRecords(w, 10, () =>
      w.sim.control.addFault({ kind: 'html', path: '/UpdateIntegrationCode', times: 1 }),
    );
    const partial = await submit(w);
    expect(partial.state).toBe('partial');
    expect(partial.batches.map((b) => b.status)).toEqual(['ok', 'failed', 'pending']);
    expect(partial.batches[1]?.error?.code).toBe('bad_answer');
    expect(partial.batches[1]?.error?.message).toContain('with a web page instead of data');
    // Verified what was applied; the draft holds exactly what is not on the service yet.
    expect(partial.records.filter((r) => r.status === 'verified')).toHaveLength(10);
    expect(w.engine.draft(w.branch)).toHaveLength(20);
    expectJournalConsistent(w);
    const resumed = await w.engine.resume(partial.id).done;
    expectDone(w, resumed, intended, 30);
  });

  test('9. truncated JSON: reported as cut off; the service had applied it, so the draft drops it at once', async () => {
    const w = await world();
    w.sim.control.addFault({ kind: 'truncated', path: '/GetItemsIntegrationCode', times: 1 });
    const e0 = await errorOf(w.engine.loadItems(w.branch, { refresh: true }));
    expect(e0.code).toBe('bad_answer');
    expect(e0.message).toBe(
      'The answer for the items of branch B01 was cut off or is not valid JSON. Try again; if it keeps happening, the service is misbehaving.',
    );
    const { intended } = await draftCodes(w, 30, 'TJ');
    atRecords(w, 10, () =>
      w.sim.control.addFault({ kind: 'truncated', path: '/UpdateIntegrationCode', times: 1 }),
    );
    const partial = await submit(w);
    expect(partial.state).toBe('partial');
    expect(partial.batches[1]?.error?.message).toBe(
      'The answer for the code update for branch B01 was cut off or is not valid JSON. Try again; if it keeps happening, the service is misbehaving.',
    );
    // Batch 2 reached the service (its answer was cut): the re-read shows it, the draft lets it go.
    expect(w.engine.draft(w.branch)).toHaveLength(10);
    expectJournalConsistent(w);
    const resumed = await w.engine.resume(partial.id).done;
    expectDone(w, resumed, intended, 30);
  });

  test('10. ResultCode not 200 inside HTTP 200: the service’s message is shown, resume completes', async () => {
    const w = await world();
    const { intended } = await draftCodes(w, 30, 'RC');
    atRecords(w, 10, () =>
      w.sim.control.addFault({ kind: 'result-code', value: 500, path: '/UpdateIntegrationCode', times: 1 }),
    );
    const partial = await submit(w);
    expect(partial.state).toBe('partial');
    expect(partial.batches[1]?.error).toMatchObject({
      code: 'upstream_error',
      retryable: true,
      // The same words as an HTTP 500 (DESIGN rule 2); the detail says how it came.
      message:
        'The integration service failed while handling the code update for branch B01 (HTTP 500): “The server of branch B01 reported an error: the operation could not be completed.”.',
      detail: 'ResultCode 500 inside HTTP 200.',
    });
    expect(w.engine.draft(w.branch)).toHaveLength(20);
    const resumed = await w.engine.resume(partial.id).done;
    expectDone(w, resumed, intended, 30);
  });

  test('11. GetBranches as a bare array or an envelope, with Code or branchCode: the same usable list', async () => {
    for (const envelope of [false, true]) {
      for (const codeField of ['Code', 'branchCode'] as const) {
        const w = await world({
          sim: { branches: 3, itemsPerBranch: 5, branchesFormat: { envelope, codeField } },
        });
        const list = await w.engine.listBranches({ refresh: true });
        expect(
          list.map((b) => b.code),
          `${envelope} ${codeField}`,
        ).toEqual(['B01', 'B02', 'B03']);
        expect(list.every((b) => b.name !== '')).toBe(true);
        // Stored as read: the next answer comes from the store, and the codes work everywhere.
        expect((await w.engine.listBranches()).map((b) => b.code)).toEqual(['B01', 'B02', 'B03']);
        expect((await w.engine.loadItems('B03')).items).toHaveLength(5);
        // Nothing to show but the list: no error, no draft, nothing sent or journaled.
        expect(w.engine.draft('B03')).toEqual([]);
        expect(w.sim.control.updates).toHaveLength(0);
        expect(w.engine.journalList()).toEqual([]);
      }
    }
  });

  test('12. unknown fields everywhere are kept in extra, survive the store, and break nothing', async () => {
    let target = '';
    const proxy = await startProxy(
      () => target,
      (_path, body) => withUnknownFields(body),
    );
    cleanup.push(() => proxy.close());
    const w = await world({
      sim: { historyDays: 3 },
      baseUrl: (sim) => {
        target = sim.baseUrl;
        return proxy.baseUrl;
      },
    });

    const branches = await w.client.getBranches();
    expect(branches[0]?.extra).toMatchObject({ X_VendorRevision: 7, Nested_Extra: { kept: true } });
    const view = await w.engine.loadItems(w.branch, { refresh: true });
    expect(view.items[0]?.extra).toMatchObject({ X_VendorRevision: 7, x_note: 'vendor field at depth 2' });
    await w.reopen();
    const cached = await w.engine.loadItems(w.branch);
    expect(cached.source).toBe('cache');
    expect(cached.items[0]?.extra).toMatchObject({
      X_VendorRevision: 7,
      Nested_Extra: { list: [1, 'two', null] },
    });
    // Yesterday too: just after midnight, today has no sale yet.
    const now = w.sim.control.now();
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const { checks } = await w.client.getChecks({
      branch: w.branch,
      from: day(new Date(now.getTime() - 86_400_000)),
      to: day(now),
    });
    const sale = checks.find((c) => c.lines.length > 0 && c.payments.length > 0);
    expect(sale?.extra).toMatchObject({ X_VendorRevision: 7 });
    expect(sale?.lines[0]?.extra).toMatchObject({ X_VendorRevision: 7 });
    expect(sale?.payments[0]?.extra).toMatchObject({ X_VendorRevision: 7 });
    expect((await w.client.getReferenceList('orderTypes', w.branch))[0]?.extra).toMatchObject({
      X_VendorRevision: 7,
    });

    // Token record, envelopes and update results all carried them too.
    const { intended } = await draftCodes(w, 20, 'UF');
    const entry = await submit(w);
    expectDone(w, entry, intended, 20);
  });

  test('13. a record rejected in the middle of a batch: the rest applied, the refusal shown, the edit kept', async () => {
    const GHOST = { ItemId: 990_001, ItemNo: 'GHOST1', Name: 'Deleted on the POS', IntegrationCode: '' };
    let target = '';
    // The POS lists an item its update no longer accepts (deleted meanwhile): in the middle of the list.
    const proxy = await startProxy(
      () => target,
      (path, body) => {
        if (path !== '/GetItemsIntegrationCode' || typeof body !== 'object' || body === null) return body;
        const data = (body as { Data?: unknown }).Data;
        if (!Array.isArray(data)) return body;
        return { ...body, Data: [...data.slice(0, 5), GHOST, ...data.slice(5)] };
      },
    );
    cleanup.push(() => proxy.close());
    const w = await world({
      baseUrl: (sim) => {
        target = sim.baseUrl;
        return proxy.baseUrl;
      },
    });

    const before = w.codes();
    const view = await w.engine.loadItems(w.branch, { refresh: true });
    const targets = view.items.slice(0, 10).map((i) => i.itemId);
    expect(targets[5]).toBe(GHOST.ItemId);
    w.engine.editDraft(
      w.branch,
      targets.map((id) => ({ itemId: id, code: codeFor(id, 'RJ') })),
    );
    const entry = await submit(w);

    expect(entry.state).toBe('partial');
    expect(entry.batches).toHaveLength(1);
    expect(entry.batches[0]?.status).toBe('ok');
    expect(entry.batches[0]?.rejected).toEqual([
      { itemId: GHOST.ItemId, reason: `No item with ItemId ${GHOST.ItemId} in branch B01.` },
    ]);
    expect(entry.records.find((r) => r.itemId === GHOST.ItemId)?.status).toBe('rejected');
    expect(entry.records.filter((r) => r.status === 'verified')).toHaveLength(9);
    const intended = new Map(before);
    for (const id of targets) if (id !== GHOST.ItemId) intended.set(id, codeFor(id, 'RJ'));
    expectServer(w, intended);
    // The refused edit stays in the draft for the user to deal with; resume says why it cannot help.
    expect(w.engine.draft(w.branch).map((e) => e.itemId)).toEqual([GHOST.ItemId]);
    const e = await errorOf(() => w.engine.resume(entry.id));
    expect(e.message).toBe(
      'Nothing left to send: every batch was answered. 1 record(s) were rejected or differ after verification; fix them in the draft and submit again.',
    );
    expectJournalConsistent(w);
  });

  test('14. the server changes a code between preview and submit: nothing is sent until the user decides', async () => {
    const w = await world();
    const { targets, before } = await draftCodes(w, 6, 'CF');
    const preview = await w.engine.preview(w.branch);
    expect(preview.conflicts).toEqual([]);
    expect(preview.rows).toHaveLength(6);
    const [keep, overwrite] = targets as [number, number];
    w.sim.control.setCode(w.branch, keep, 'SOMEONE1');
    w.sim.control.setCode(w.branch, overwrite, 'SOMEONE2');
    w.sim.control.resetLogs();

    const e = await errorOf(w.engine.submit(w.branch, { confirmClears: false }));
    expect(e.code).toBe('invalid_input');
    expect(e.message).toMatch(
      /^2 item\(s\) were changed on the service since you edited them \(first: .+, now "SOMEONE1"\)\. Choose "keep server" or "overwrite" for each before submitting\.$/,
    );
    expect(w.sim.control.updates).toHaveLength(0);
    expect(w.engine.journalList()).toEqual([]);
    expect(w.engine.draft(w.branch)).toHaveLength(6);

    const entry = await submit(w, { conflicts: { [keep]: 'keep', [overwrite]: 'overwrite' } });
    const intended = new Map(before);
    for (const id of targets) intended.set(id, codeFor(id, 'CF'));
    intended.set(keep, 'SOMEONE1');
    expectDone(w, entry, intended, 5);
    expect(entry.records.find((r) => r.itemId === overwrite)).toMatchObject({
      before: 'SOMEONE2',
      after: `CF${overwrite}`,
    });
    expect(w.sentRecords().some((r) => r.ItemId === keep)).toBe(false);
  });

  test.each([
    { skewHours: -6, zoneHours: 14 },
    { skewHours: 6, zoneHours: 14 },
    { skewHours: -6, zoneHours: -10 },
    { skewHours: 6, zoneHours: -10 },
  ])(
    '15. clock skew of $skewHours h against a server at UTC$zoneHours h: two days of use without a single 401',
    async ({ skewHours, zoneHours }) => {
      const start = new Date('2025-03-03T06:00:00Z');
      let simNow = start.getTime();
      const clientNow = () => new Date(simNow + skewHours * 3_600_000);
      const w = await world({
        sim: { now: start, freezeClock: true, timezoneOffsetMinutes: zoneHours * 60, itemsPerBranch: 20 },
        client: { now: clientNow },
        engineNow: clientNow,
      });
      const steps = (50 * 60) / 20;
      for (let i = 0; i < steps; i++) {
        const view = await w.engine.loadItems(w.branch, { refresh: true });
        expect(view.source).toBe('live');
        w.sim.control.advanceClock(20 * 60_000);
        simNow += 20 * 60_000;
      }
      const { intended } = await draftCodes(w, 10, 'SK');
      const entry = await submit(w);
      expectDone(w, entry, intended, 10);
      // Renewed ahead of expiry every time (no 401), and not on every call (tokens live >= 1 h).
      expect(w.sim.control.requests.filter((r) => r.status === 401)).toEqual([]);
      const tokens = w.count('/GetToken');
      expect(tokens).toBeGreaterThanOrEqual(3);
      expect(tokens).toBeLessThanOrEqual(52);
      expect(entry.startedAt).toBe(clientNow().toISOString());
    },
  );

  test('16. a branch that goes offline after loading: reads answer from the store, marked stale; the draft is kept', async () => {
    const w = await world({ client: { timeoutMs: 1000 } });
    await draftCodes(w, 5, 'OF');
    w.sim.control.addFault({ kind: 'offline', branch: 'B01' });
    const view = await w.engine.loadItems(w.branch, { refresh: true });
    expect(view).toMatchObject({ source: 'cache', stale: true });
    expect(view.draft).toHaveLength(5);
    const e = await errorOf(w.engine.submit(w.branch, { confirmClears: false }));
    expect(e.message).toBe('Branch B01 did not answer within 1 s; its server may be off or slow.');
    expect(w.engine.draft(w.branch)).toHaveLength(5);
    expect(w.engine.journalList()).toEqual([]);
    expect(w.sim.control.updates).toHaveLength(0);
  });

  test('17. the whole service unreachable: the stored branches and items answer, stale, with the reason', async () => {
    const w = await world();
    await w.engine.listBranches({ refresh: true });
    await draftCodes(w, 3, 'ND');
    const before = w.codes();
    await w.sim.close();
    const branches = await w.engine.listBranches({ refresh: true });
    expect(branches.every((b) => b.stale)).toBe(true);
    const view = await w.engine.loadItems(w.branch, { refresh: true });
    expect(view).toMatchObject({ source: 'cache', stale: true });
    const e = await errorOf(w.engine.preview(w.branch));
    expect(e.code).toBe('network_down');
    expect(e.message).toMatch(
      /^Cannot reach the integration service at 127\.0\.0\.1:\d+\. Check the internet connection and the service address\.$/,
    );
    expect(w.engine.draft(w.branch)).toHaveLength(3);
    expect(before.size).toBe(60);
  });
  describe('18. an update answer that cannot be read per record never fails a batch the service applied', () => {
    /** A proxy whose UpdateIntegrationCode answers are reshaped by `reshape` (the service applied them). */
    async function reshapedWorld(
      reshape: (data: { ItemId: number; Success: boolean }[], w: () => World) => unknown,
    ) {
      let target = '';
      let current: World | null = null;
      const proxy = await startProxy(
        () => target,
        (path, body) => {
          if (path !== '/UpdateIntegrationCode' || typeof body !== 'object' || body === null) return body;
          const data = (body as { Data?: unknown }).Data;
          if (!Array.isArray(data) || !current) return body;
          const w = current;
          return { ...body, Data: reshape(data, () => w) };
        },
      );
      cleanup.push(() => proxy.close());
      const w = await world({
        baseUrl: (sim) => {
          target = sim.baseUrl;
          return proxy.baseUrl;
        },
      });
      current = w;
      return w;
    }

    test('a) Data: null, one record not held, the verification read fails once: nothing lost, then exact', async () => {
      let undone: { itemId: number; code: string } | null = null;
      let before = new Map<number, string>();
      const w = await reshapedWorld((data, world) => {
        const w = world();
        if (!undone) {
          // The service did not keep the first record of the first batch, and said only "processed".
          const first = data[0];
          if (first) {
            undone = { itemId: first.ItemId, code: before.get(first.ItemId) ?? '' };
            w.sim.control.setCode(w.branch, undone.itemId, undone.code);
          }
        } else {
          w.sim.control.addFault({
            kind: 'result-code',
            value: 404,
            path: '/GetItemsIntegrationCode',
            times: 1,
          });
        }
        return null;
      });
      const drafted = await draftCodes(w, 20, 'NU');
      before = drafted.before;
      const first = await submit(w);
      // Both batches were answered: none failed, every record "sent, outcome unknown".
      expect(first.batches.map((b) => b.status)).toEqual(['ok', 'ok']);
      expect(first.records.every((r) => r.status === 'sent')).toBe(true);
      expect(first.state).toBe('partial');
      // The verification could not run: the draft still holds every edit whose outcome is unknown.
      expect(w.engine.draft(w.branch)).toHaveLength(20);
      expectJournalConsistent(w);
      const resumed = await w.engine.resume(first.id).done;
      const lost = undone as { itemId: number; code: string } | null;
      expect(lost).not.toBeNull();
      // The verification decided: the draft keeps exactly the edit the service does not hold.
      expect(w.engine.draft(w.branch).map((e) => [e.itemId, e.code])).toEqual([
        [lost?.itemId, codeFor(lost?.itemId ?? 0, 'NU')],
      ]);
      expect(resumed.records.filter((r) => r.status === 'mismatch').map((r) => r.itemId)).toEqual([
        lost?.itemId,
      ]);
      expect(resumed.records.filter((r) => r.status === 'verified')).toHaveLength(19);
      expectServer(
        w,
        new Map([...drafted.intended].map(([id, code]) => [id, id === lost?.itemId ? lost.code : code])),
      );
    });

    test('c) the envelope-errors dialect (Data: null): verified, the draft keeps only the edit not held', async () => {
      const w = await world({ sim: { dialect: 'envelope-errors' } });
      const { targets, before, intended } = await draftCodes(w, 20, 'EE');
      const lost = targets[3] ?? 0;
      // Once the first batch is answered, the service turns out not to hold one of its records.
      atRecords(w, 10, () => w.sim.control.setCode(w.branch, lost, before.get(lost) ?? ''));
      const entry = await submit(w);
      expect(entry.batches.map((b) => b.status)).toEqual(['ok', 'ok']);
      expect(entry.records.filter((r) => r.status === 'verified')).toHaveLength(19);
      expect(entry.records.find((r) => r.itemId === lost)?.status).toBe('mismatch');
      expect(w.engine.draft(w.branch).map((e) => [e.itemId, e.code])).toEqual([[lost, codeFor(lost, 'EE')]]);
      expectServer(
        w,
        new Map([...intended].map(([id, code]) => [id, id === lost ? (before.get(id) ?? '') : code])),
      );
      expectJournalConsistent(w);
    });

    test('b) the vendor-tr per-record shape {ItemId: "1", IsSuccess: 1, ErrorMessage} is read, refusals too', async () => {
      let refused: number | null = null;
      let before = new Map<number, string>();
      const w = await reshapedWorld((data, world) =>
        data.map((r) => {
          // The service refused the first record it was sent (and so does not hold it).
          const no = refused === null || refused === r.ItemId;
          if (no) {
            refused = r.ItemId;
            world().sim.control.setCode(world().branch, r.ItemId, before.get(r.ItemId) ?? '');
          }
          return {
            ItemId: String(r.ItemId),
            IsSuccess: no ? 0 : 1,
            ErrorMessage: no ? 'Kod reddedildi' : null,
          };
        }),
      );
      const drafted = await draftCodes(w, 20, 'TR');
      before = drafted.before;
      const entry = await submit(w);
      expect(entry.batches.map((b) => [b.status, b.rejected.length])).toEqual([
        ['ok', 1],
        ['ok', 0],
      ]);
      expect(entry.batches[0]?.rejected[0]).toEqual({ itemId: refused, reason: 'Kod reddedildi' });
      expect(entry.records.filter((r) => r.status === 'verified')).toHaveLength(19);
      expect(w.engine.draft(w.branch).map((e) => e.itemId)).toEqual([refused]);
      expectJournalConsistent(w);
    });
  });
});
