import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createRedactor } from '../../electron/core/upstream/redact';
import { createSafeStorageVault, type Encryptor } from '../../electron/platform/vault';
import { DEFAULT_RENDERER_DIR, type RunningPreview, startPreview } from '../../electron/preview/server';
import { DEFAULT_CREDENTIALS, type RunningSimulator, startSimulator } from '../../electron/simulator';
import { decodeReply, type MethodName } from '../../shared/contract';
import { BRIDGE_SECRET_HEADER, EVENTS_PATH, Reply, rpcPath } from '../../shared/contract/bridge';
import { eventually } from '../support/eventually';
import { type RunningProxy, startProxy } from './support/decorating-proxy';

/**
 * Known secrets, a full flow, and a scan of everything the product writes or sends back:
 * - the renderer bundle (dist/renderer, as `npm test` builds it): no credential of any kind;
 * - the IPC traffic: every answer and every server-sent event of the browser preview's bridge,
 *   byte for byte as the page receives them, over real HTTP (the Electron IPC carries the same
 *   Reply objects: both go through dispatch()). The page's own view (DOM, storage) is scanned by the
 *   e2e suite (test/e2e/harness expectNoSecrets) in Chromium;
 * - every file under the data folder: the offline store (SQLite, WAL), the logs, anything else;
 * - the exports (CSV, and the cells of the XLSX unzipped);
 * - every error message and detail the user saw along the way;
 * - the vault: only a versioned ciphertext is stored.
 * The service in this flow is hostile: a proxy makes it echo the password, the AccessToken and the
 * session token in its error texts. Zero occurrences allowed, in any of the usual encodings.
 */

const SECRETS = { accessToken: 'AK-rel-secret-4c1e9b77', password: 'pw"rel{x}\\-secret-55' } as const;
const USERNAME = 'reliability-user';

/** The forms a secret may take once written somewhere. */
function variants(secret: string): string[] {
  return [
    secret,
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
    Buffer.from(secret).toString('base64').replace(/=+$/, ''),
    Buffer.from(secret).toString('base64url'),
    Buffer.from(secret).toString('hex'),
  ];
}

/** What a hostile service echoes: every secret in every form (issue 18, finding 4). */
function planted(secret: string): string {
  return variants(secret)
    .concat(Buffer.from(secret).toString('base64'), Buffer.from(secret).toString('hex').toUpperCase())
    .join(' | ');
}

function findLeaks(where: string, text: string, secrets: readonly string[]): string[] {
  const lower = text.toLowerCase();
  const leaks: string[] = [];
  for (const s of secrets) {
    for (const v of variants(s)) {
      if (v.length >= 6 && lower.includes(v.toLowerCase()))
        leaks.push(`${where}: "${s.slice(0, 4)}…" (as ${v === s ? 'is' : 'an encoded form'})`);
    }
  }
  return leaks;
}

let sim: RunningSimulator;
let proxy: RunningProxy;
let preview: RunningPreview;
let dataDir: string;
const sessionTokens = new Set<string>();
const answers: { method: string; status: number; body: string }[] = [];
let sse = '';
let sseAbort: AbortController;

async function call(method: MethodName, input?: unknown): Promise<Reply> {
  const res = await fetch(new URL(rpcPath(method), preview.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [BRIDGE_SECRET_HEADER]: preview.secret },
    body: JSON.stringify({ input }),
  });
  const body = await res.text();
  answers.push({ method, status: res.status, body });
  return decodeReply(method, Reply.parse(JSON.parse(body)));
}

async function must<T>(method: MethodName, input?: unknown): Promise<T> {
  const reply = await call(method, input);
  if (!reply.ok) throw new Error(`${method}: ${reply.error.code} ${reply.error.message}`);
  return reply.data as T;
}

beforeAll(async () => {
  if (!existsSync(join(DEFAULT_RENDERER_DIR, 'index.html'))) {
    throw new Error('dist/renderer is missing: run `npm run build:renderer` (npm test does) first.');
  }
  sim = await startSimulator({
    rateLimit: false,
    branches: 2,
    itemsPerBranch: 30,
    historyDays: 2,
    username: USERNAME,
    ...SECRETS,
  });
  // A service that repeats credentials back in its error texts, and whose tokens we collect.
  proxy = await startProxy(
    () => sim.baseUrl,
    (path, body) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
      const env = body as { ResultCode?: unknown; ResultMessage?: unknown; Data?: unknown };
      if (path === '/GetToken' && Array.isArray(env.Data)) {
        for (const t of env.Data) if (t && typeof t.Token === 'string') sessionTokens.add(t.Token);
      }
      if (env.ResultCode !== 200 && typeof env.ResultMessage === 'string') {
        const last = [...sessionTokens].at(-1) ?? '';
        return {
          ...env,
          // Encoded forms first: the shown message is cut, and they must fall inside what is shown.
          ResultMessage: `[${planted(SECRETS.password)} ${planted(SECRETS.accessToken)} ${last ? planted(last) : ''}] ${env.ResultMessage} [Password=${SECRETS.password} AccessToken=${SECRETS.accessToken} Token=${last}]`,
        };
      }
      return body;
    },
  );
  dataDir = await mkdtemp(join(tmpdir(), 'mcm-secrets-'));
  preview = await startPreview({ dataDir, version: 'secrets' });
  // The page's event stream, read as raw bytes like EventSource does.
  sseAbort = new AbortController();
  const stream = await fetch(new URL(`${EVENTS_PATH}?secret=${preview.secret}`, preview.url), {
    signal: sseAbort.signal,
  });
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>)
        sse += decoder.decode(chunk);
    } catch {
      // aborted at the end
    }
  })();
}, 60_000);

afterAll(async () => {
  sseAbort?.abort();
  await preview?.close();
  await proxy?.close();
  await sim?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const allSecrets = () => [SECRETS.accessToken, SECRETS.password, ...sessionTokens];

describe('secrets: zero occurrences', () => {
  test('the renderer bundle holds no credential (ours, the demo’s, or the test’s)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else files.push(p);
      }
    };
    walk(DEFAULT_RENDERER_DIR);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    const leaks = files.flatMap((f) =>
      findLeaks(f, readFileSync(f, 'latin1'), [
        DEFAULT_CREDENTIALS.accessToken,
        DEFAULT_CREDENTIALS.password,
        SECRETS.accessToken,
        SECRETS.password,
      ]),
    );
    expect(leaks).toEqual([]);
  });

  test('a full flow through the preview bridge, then every answer, event, file, export and message', async () => {
    // Sign in once with a wrong password (the error must not repeat either secret), then right:
    // the save tries the profile and refuses it.
    const refused = await call('profiles.save', {
      name: 'Wrong',
      baseUrl: proxy.baseUrl,
      username: USERNAME,
      accessToken: SECRETS.accessToken,
      password: 'definitely-wrong-pw',
    });
    expect(refused.ok).toBe(false);
    // Kept anyway ("Save without connecting"), so its secrets can be forgotten below.
    const wrong = await must<{ id: string }>('profiles.save', {
      name: 'Wrong',
      baseUrl: proxy.baseUrl,
      username: USERNAME,
      accessToken: SECRETS.accessToken,
      password: 'definitely-wrong-pw',
      untried: true,
    });
    const profile = await must<{ id: string; secrets: string }>('profiles.save', {
      name: 'Production',
      baseUrl: proxy.baseUrl,
      username: USERNAME,
      ...SECRETS,
    });
    expect(profile.secrets).toBe('session');
    await must('connection.connect', { profileId: profile.id });
    await must('app.status');
    await must('profiles.list');
    await must('branches.list', { refresh: true });
    const items = (await must<{ items: { itemId: number }[] }>('items.load', { branch: 'B01' })).items;
    await must('draft.edit', {
      branch: 'B01',
      edits: items.slice(0, 8).map((i) => ({ itemId: i.itemId, code: `S${i.itemId}` })),
    });
    await must('mapping.preview', { branch: 'B01' });
    const { submissionId } = await must<{ submissionId: string }>('mapping.submit', {
      branch: 'B01',
      confirmClears: false,
      conflicts: {},
      batchSize: 3,
    });
    await eventually(async () => {
      const e = await must<{ state: string }>('journal.get', { id: submissionId });
      return e.state !== 'running' && e.state !== 'verifying';
    }, 'the submission to end');
    await must('journal.list', {});
    const exports = [
      await must<{ base64: string }>('mapping.export', { branch: 'B01', format: 'csv' }),
      await must<{ base64: string }>('mapping.export', { branch: 'B01', format: 'xlsx' }),
    ];
    // Yesterday too: just after midnight, today has no check yet.
    const now = sim.control.now().getTime();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const checks = (
      await must<{ rows: { branch: string; id: number; businessDate: string }[] }>('checks.load', {
        requestId: 's',
        branches: ['B01'],
        from: day(now - 86_400_000),
        to: day(now),
      })
    ).rows;
    // Yesterday is a whole day of history, so there are always checks to export.
    expect(checks.length).toBeGreaterThan(0);
    const ids = checks.map((c) => ({ branch: c.branch, id: c.id, businessDate: c.businessDate }));
    exports.push(await must('checks.export', { checkIds: ids, format: 'csv' }));
    exports.push(await must('checks.export', { checkIds: ids, format: 'xlsx' }));
    // Failures whose server text carries the secrets (the proxy plants them).
    sim.control.addFault({ kind: 'result-code', value: 500, times: 1, path: '/GetItemsIntegrationCode' });
    expect((await call('items.load', { branch: 'B02', refresh: true })).ok).toBe(false);
    sim.control.addFault({ kind: 'html', times: 1, path: '/GetItemsIntegrationCode' });
    expect((await call('items.load', { branch: 'B02', refresh: true })).ok).toBe(false);
    expect((await call('items.load', { branch: 'NOPE', refresh: true })).ok).toBe(false);
    sim.control.expireTokens();
    await must('items.load', { branch: 'B02', refresh: true });
    await must('profiles.forgetSecrets', { id: wrong.id });
    await new Promise((r) => setTimeout(r, 100));

    expect(sessionTokens.size).toBeGreaterThanOrEqual(2);
    const errors = answers.map((a) => Reply.parse(JSON.parse(a.body))).filter((r) => !r.ok);
    expect(errors.length).toBeGreaterThanOrEqual(4);
    expect(sse).toContain('submit.progress');

    const places: [string, string][] = [
      ...answers.map((a): [string, string] => [`answer of ${a.method}`, a.body]),
      ['server-sent events', sse],
      ...errors.map((r): [string, string] => [
        'an error message',
        r.ok ? '' : `${r.error.message} ${r.error.detail ?? ''}`,
      ]),
    ];
    for (const [i, e] of exports.entries()) {
      const bytes = Buffer.from((e as { base64: string }).base64, 'base64');
      places.push([`export ${i}`, bytes.toString('latin1')]);
      if (bytes[0] === 0x50) places.push([`export ${i} (cells)`, await xlsxText(bytes)]);
    }
    // Every file the app wrote: store, WAL, logs, anything else.
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else places.push([`file ${p.slice(dataDir.length + 1)}`, readFileSync(p, 'latin1')]);
      }
    };
    walk(dataDir);
    expect(places.some(([w]) => w.includes('store.sqlite'))).toBe(true);
    expect(places.some(([w]) => w.includes('logs'))).toBe(true);

    const leaks = places.flatMap(([where, text]) => findLeaks(where, text, allSecrets()));
    expect(leaks).toEqual([]);
    // Requests: only profiles.save ever carried a secret (write-only, into the vault).
    const planted = answers.filter((a) => a.body.includes('[redacted]')).length;
    expect(planted).toBeGreaterThan(0);
  }, 120_000);

  test('a huge ResultMessage is cut before it is scrubbed, and a secret split by the cut is not shown in part', () => {
    const secrets = [SECRETS.accessToken, SECRETS.password, 'session-token-0123456789abcdef'];
    const redact = createRedactor(() => secrets);
    const huge = `${planted(SECRETS.password)} ${'Hata. '.repeat(2_000_000)}${SECRETS.accessToken}`;
    // Every replace the redactor runs is recorded with the length of the text it runs over: the
    // work must not grow with the message (12 MB here; 50 MB took 4.7 s and 2 GB).
    const lengths: number[] = [];
    const original = String.prototype.replace;
    const spy = vi.spyOn(String.prototype, 'replace').mockImplementation(function (this: string, ...args) {
      lengths.push(this.length);
      return Reflect.apply(original, this, args) as string;
    });
    let shown: string;
    try {
      shown = redact(huge);
    } finally {
      spy.mockRestore();
    }
    expect(lengths.length).toBeGreaterThan(0);
    expect(Math.max(...lengths)).toBeLessThan(10_000);
    expect(shown.length).toBeLessThanOrEqual(300);
    expect(findLeaks('huge message', shown, secrets)).toEqual([]);
    // A secret straddling the cut, after white space the message collapses: no part of it shows.
    for (let pad = 1_000; pad < 1_600; pad++) {
      const out = redact(`${' '.repeat(pad)}${SECRETS.accessToken} ${'x'.repeat(20_000)}`);
      expect(out.includes(SECRETS.accessToken.slice(0, 6)), `${pad}: ${out}`).toBe(false);
    }
  });

  test('the scan finds what it looks for (a planted leak in a log is caught)', () => {
    expect(findLeaks('x', `log line pw=${JSON.stringify(SECRETS.password)}`, [SECRETS.password])).not.toEqual(
      [],
    );
    expect(
      findLeaks('x', Buffer.from(SECRETS.accessToken).toString('base64'), [SECRETS.accessToken]),
    ).not.toEqual([]);
  });

  test('the stored vault holds only a versioned ciphertext', async () => {
    const written = new Map<string, unknown>();
    // A fake OS cipher: reversible, and nothing like the plaintext or its usual encodings.
    const key = Buffer.from('0123456789abcdef0123456789abcdef');
    const xor = (b: Buffer) => Buffer.from(b.map((x, i) => x ^ (key[i % key.length] ?? 0) ^ 0xa5));
    const encryptor: Encryptor = {
      isAvailable: async () => true,
      backend: () => 'gnome_libsecret',
      encrypt: async (plain) => xor(Buffer.from(plain)),
      decrypt: async (cipher) => ({ result: xor(cipher).toString(), shouldReEncrypt: false }),
    };
    const vault = await createSafeStorageVault(encryptor, {
      get: (k) => written.get(k),
      set: (k, v) => void written.set(k, v),
      delete: (k) => void written.delete(k),
    });
    expect(await vault.set('p1', SECRETS)).toBe('stored');
    const dump = JSON.stringify([...written]);
    expect(findLeaks('vault', dump, [SECRETS.accessToken, SECRETS.password])).toEqual([]);
    expect([...written.values()]).toEqual([{ v: 1, ct: expect.stringMatching(/^[A-Za-z0-9+/=]+$/) }]);
    expect(await vault.get('p1')).toEqual(SECRETS);
  });
});

async function xlsxText(bytes: Buffer): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  const out: string[] = [];
  for (const s of wb.worksheets) s.eachRow((row) => row.eachCell((c) => void out.push(String(c.value))));
  return out.join('\n');
}
