import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningPreview, startPreview } from '../../electron/preview/server';
import { type RunningSimulator, startSimulator } from '../../electron/simulator';
import { decodeReply, type MethodName } from '../../shared/contract';
import { BRIDGE_SECRET_HEADER, EVENTS_PATH, Reply, rpcPath } from '../../shared/contract/bridge';
import { type RunningProxy, startProxy } from './support/decorating-proxy';

/**
 * A service that echoes the credentials inside its data (the simulator's echo-secrets switch): the
 * password, the AccessToken and the session token in item names, a check's Info and Description,
 * a check line, a field nobody documented, a key, nested, as is and only as \u-escapes in the JSON
 * text, base64 and URL-encoded. Through the browser preview's bridge over real HTTP, none of them
 * may reach the renderer (every answer and event as the page receives them), the store, the logs,
 * the exports or the support file, in any of the usual encodings.
 */

const SECRETS = { accessToken: 'AK-echo-secret-9d2f11aa', password: 'pw"echo{x}\\-secret-77' } as const;
const USERNAME = 'echo-user';

/** The forms a secret may take once written somewhere. */
function variants(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  return [
    secret,
    JSON.stringify(secret).slice(1, -1),
    [...secret].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
    encodeURIComponent(secret),
    bytes.toString('base64').replace(/=+$/, ''),
    bytes.toString('base64url'),
    bytes.toString('hex'),
  ];
}

/** One line per place and secret found there, naming the forms. */
function findLeaks(where: string, text: string, secrets: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return secrets.flatMap((s) => {
    const found = [...new Set(variants(s))].filter((v) => lower.includes(v.toLowerCase()));
    const forms = found.map((v) => (v === s ? 'as is' : v.startsWith('\\u') ? '\\u-escaped' : 'encoded'));
    return found.length === 0 ? [] : [`${where}: "${s.slice(0, 4)}…" (${[...new Set(forms)].join(', ')})`];
  });
}

let sim: RunningSimulator;
let proxy: RunningProxy;
let preview: RunningPreview;
let dataDir: string;
const sessionTokens = new Set<string>();
/** Every answer the service sent, as sent: the echo must have been there to be scrubbed. */
let sent = '';
const answers: { method: string; body: string }[] = [];
let sse = '';
let sseAbort: AbortController;

async function must<T>(method: MethodName, input?: unknown): Promise<T> {
  const res = await fetch(new URL(rpcPath(method), preview.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [BRIDGE_SECRET_HEADER]: preview.secret },
    body: JSON.stringify({ input }),
  });
  const body = await res.text();
  answers.push({ method, body });
  const reply = decodeReply(method, Reply.parse(JSON.parse(body)));
  if (!reply.ok) throw new Error(`${method}: ${reply.error.code} ${reply.error.message}`);
  return reply.data as T;
}

beforeAll(async () => {
  sim = await startSimulator({
    rateLimit: false,
    branches: 1,
    itemsPerBranch: 20,
    historyDays: 2,
    username: USERNAME,
    ...SECRETS,
  });
  // Passes every answer on as sent; only learns the session tokens (to look for them) and keeps
  // the answers' text.
  proxy = await startProxy(
    () => sim.baseUrl,
    (path, body) => {
      sent += JSON.stringify(body);
      const data = (body as { Data?: unknown } | null)?.Data;
      if (path === '/GetToken' && Array.isArray(data)) {
        for (const t of data) if (typeof t?.Token === 'string') sessionTokens.add(t.Token);
      }
      return body;
    },
  );
  const on = await fetch(`${sim.baseUrl}/__sim/echo-secrets`, { method: 'POST', body: '{"on":true}' });
  expect(on.status).toBe(200);
  dataDir = await mkdtemp(join(tmpdir(), 'mcm-echo-'));
  preview = await startPreview({ dataDir, version: 'echo' });
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

test('secrets the service echoes inside its data reach no answer, file, export, log or support file', async () => {
  const profile = await must<{ id: string }>('profiles.save', {
    name: 'Echoing',
    baseUrl: proxy.baseUrl,
    username: USERNAME,
    ...SECRETS,
  });
  await must('connection.connect', { profileId: profile.id });
  await must('branches.list', { refresh: true });
  const { items } = await must<{ items: { name: string; extra: Record<string, unknown> }[] }>('items.load', {
    branch: 'B01',
  });

  const files: { base64: string }[] = [
    await must('mapping.export', { branch: 'B01', format: 'csv' }),
    await must('mapping.export', { branch: 'B01', format: 'xlsx' }),
  ];
  const now = sim.control.now().getTime();
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const { rows } = await must<{ rows: { branch: string; id: number; businessDate: string }[] }>(
    'checks.load',
    { requestId: 'echo', branches: ['B01'], from: day(now - 86_400_000), to: day(now) },
  );
  expect(rows.length).toBeGreaterThan(0);
  const refs = rows.map((c) => ({ branch: c.branch, id: c.id, businessDate: c.businessDate }));
  const { checks } = await must<{ checks: { info: string | null }[] }>('checks.detail', { checks: refs });
  // The checks' own fields as CSV, their lines (names included) as XLSX.
  files.push(await must('checks.export', { checkIds: refs, format: 'csv', part: 'checks' }));
  files.push(await must('checks.export', { checkIds: refs, format: 'xlsx', part: 'lines' }));
  await must('serviceCheck.run');
  const support = await must<{ base64: string }>('serviceCheck.supportFile');
  // Written behind the load: every queued day is in the store once the preview has closed it.
  await preview.close();

  expect(sessionTokens.size).toBeGreaterThan(0);
  const secrets = [SECRETS.accessToken, SECRETS.password, ...sessionTokens];
  // Each secret was in what the service sent (read back: the text held some only as \u-escapes).
  for (const s of secrets) expect(sent, s.slice(0, 4)).toContain(JSON.stringify(s).slice(1, -1));

  const places: [string, string][] = [
    ...answers.map((a): [string, string] => [`answer of ${a.method}`, a.body]),
    ['server-sent events', sse],
    ['support file', Buffer.from(support.base64, 'base64').toString('utf8')],
  ];
  for (const [i, f] of files.entries()) {
    const bytes = Buffer.from(f.base64, 'base64');
    places.push([`export ${i}`, bytes.toString('latin1')]);
    if (bytes[0] === 0x50) places.push([`export ${i} (cells)`, await xlsxText(bytes)]);
  }
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
  expect(places.flatMap(([where, text]) => findLeaks(where, text, secrets))).toEqual([]);
  // What carried a secret is kept with the secret replaced.
  expect(items[0]?.name).toMatch(/ \[redacted\]$/);
  expect(Object.keys(items[0]?.extra.EchoedBack as object)).toEqual(['key-[redacted]']);
  expect(checks.some((c) => c.info?.endsWith(' [redacted]'))).toBe(true);
}, 120_000);

async function xlsxText(bytes: Buffer): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  const out: string[] = [];
  for (const s of wb.worksheets) s.eachRow((row) => row.eachCell((c) => void out.push(String(c.value))));
  return out.join('\n');
}
