import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { isAppError } from '../../electron/core/errors';
import { FILE_LIMITS } from '../../electron/core/files';
import { readMappingFileWith } from '../../electron/core/files/mapping-file';
import { createLimiter } from '../../electron/core/throttle/limiter';
import { createUpstreamClient } from '../../electron/core/upstream';
import { CORE_WORKER_MEMORY_MB, inWorker } from '../../electron/core/workers/core-pool';
import { type RunningSimulator, startSimulator } from '../../electron/simulator';
import type { Profile } from '../../shared/domain/connection';
import { envFor, runCli } from '../integration/cli/run-cli';
import { ok, startTestCore, type TestCore } from './support/core';

/**
 * Issue 18, finding 7: the loose ends. Each through the real path: dispatch for the contract, the
 * real CLI process for its files, the real upstream client over HTTP for the service's answers.
 * (The DevTools switch is in electron-checklist.test.ts, which boots main.ts with Electron mocked.)
 */

let sim: RunningSimulator;
let app: TestCore;

beforeAll(async () => {
  sim = await startSimulator({ rateLimit: false, branches: 1, itemsPerBranch: 5, historyDays: 1 });
  app = await startTestCore({ keepEvents: false });
});

afterAll(async () => {
  await app?.close();
  await sim?.close();
});

const profile = (over: Record<string, unknown>) => ({
  name: 'Loose',
  baseUrl: sim.baseUrl,
  username: 'u',
  accessToken: 'ak-loose-ends',
  password: 'pw-loose-ends',
  // About what is accepted as an address, not whether it answers.
  untried: true,
  ...over,
});

describe('the service address, when a profile is saved', () => {
  test('a user name and password inside it are refused at save, not only at connect', async () => {
    for (const baseUrl of ['https://user:secret@pos.example.com', 'https://user@pos.example.com/api']) {
      const reply = await app.call('profiles.save', profile({ baseUrl }));
      expect(reply.ok, baseUrl).toBe(false);
      if (!reply.ok) expect(reply.error.code).toBe('invalid_input');
    }
    expect(ok<Profile[]>(await app.call('profiles.list'))).toEqual([]);
  });

  test('plain http:// to another computer needs an explicit confirmation; loopback and https do not', async () => {
    const remote = 'http://pos.example.com:8080/api';
    const refused = await app.call('profiles.save', profile({ baseUrl: remote }));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/unencrypted/);
    const confirmed = ok<Profile>(
      await app.call('profiles.save', profile({ baseUrl: remote, allowPlainHttp: true })),
    );
    expect(confirmed.baseUrl).toBe(remote);
    // Saving it again unchanged (a rename) needs no second confirmation; moving it elsewhere does.
    ok(await app.call('profiles.save', profile({ id: confirmed.id, baseUrl: remote, name: 'Renamed' })));
    const moved = await app.call(
      'profiles.save',
      profile({ id: confirmed.id, baseUrl: 'http://10.0.0.9/api' }),
    );
    expect(moved.ok).toBe(false);
    ok(await app.call('profiles.save', profile({ baseUrl: 'https://pos.example.com' })));
    ok(await app.call('profiles.save', profile({ baseUrl: 'http://localhost:9/x' })));
  });

  test('menumap refuses the same addresses unless a script confirms plain http (POS_ALLOW_PLAIN_HTTP=1)', async () => {
    const remote = 'http://pos.invalid:9/api';
    const plain = await runCli(['branches'], envFor(sim, { POS_BASE_URL: remote }));
    expect(plain.code).toBe(2);
    expect(plain.stderr).toMatch(/unencrypted/);
    expect(plain.stderr).not.toContain(envFor(sim).POS_PASSWORD);
    const withUser = await runCli(['branches'], envFor(sim, { POS_BASE_URL: 'https://u:p@pos.example.com' }));
    expect(withUser.code).toBe(2);
    expect(withUser.stderr).toMatch(/user name or password/);
    // Confirmed, the address is tried (and fails to answer), not refused as input.
    const confirmed = await runCli(
      ['branches'],
      envFor(sim, { POS_BASE_URL: remote, POS_ALLOW_PLAIN_HTTP: '1' }),
    );
    expect(confirmed.code).toBe(1);
    // Loopback is this computer: no confirmation needed (the simulator itself).
    expect((await runCli(['branches'], envFor(sim))).code).toBe(0);
  });
});

describe('files the product writes itself are the user’s alone', () => {
  test.skipIf(process.platform === 'win32')(
    'store, its WAL, logs and CLI exports: 0600 files in 0700 folders',
    async () => {
      const oldMask = process.umask(0o022);
      const dataDir = join(await mkdtemp(join(tmpdir(), 'mcm-modes-')), 'menumap');
      try {
        const out = join(dataDir, '..', 'items.csv');
        const run = await runCli(
          [
            'checks',
            '--branch',
            sim.control.branchCodes()[0] ?? 'B01',
            '--from',
            sim.control.now().toISOString().slice(0, 10),
            '--format',
            'csv',
            '--output',
            out,
          ],
          envFor(sim, { MENUMAP_DATA_DIR: dataDir, MCM_LOG_LEVEL: 'debug' }),
        );
        expect(run.code, run.stderr).toBe(0);
        const core = await startTestCore({ dataDir: join(dataDir, '..', 'app') });
        ok(await core.call('demo.start'));
        await core.close();
        const modes: [string, number][] = [[out, (await stat(out)).mode & 0o777]];
        const walk = async (dir: string) => {
          modes.push([dir, (await stat(dir)).mode & 0o777]);
          for (const f of await readdir(dir, { withFileTypes: true })) {
            const p = join(dir, f.name);
            if (f.isDirectory()) await walk(p);
            else modes.push([p, (await stat(p)).mode & 0o777]);
          }
        };
        await walk(dataDir);
        await walk(join(dataDir, '..', 'app'));
        expect(modes.some(([p]) => p.endsWith('store.sqlite'))).toBe(true);
        expect(modes.some(([p]) => p.includes('logs'))).toBe(true);
        const wrong = modes.filter(([p, m]) => {
          const isDir = !/\.[a-z-]+$/.test(p) && !p.endsWith('-wal') && !p.endsWith('-shm');
          return p.endsWith('/app') ? false : m !== (isDir ? 0o700 : 0o600);
        });
        expect(wrong.map(([p, m]) => `${p.slice(dataDir.length - 8)} ${m.toString(8)}`)).toEqual([]);
      } finally {
        process.umask(oldMask);
        await rm(join(dataDir, '..'), { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe('a service answer nested absurdly deep', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/GetToken') {
        res.end(
          '{"ResultCode":200,"ResultMessage":"OK","Data":[{"Token":"t-deep","ExpireDate":"2099-01-01T00:00:00"}]}',
        );
        return;
      }
      const depth = 200_000;
      res.end(`{"ResultCode":200,"ResultMessage":"OK","Data":[${'['.repeat(depth)}${']'.repeat(depth)}]}`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  test.each(['getBranches', 'getItems'] as const)(
    '%s: a bad_answer, not an internal error',
    async (method) => {
      const client = createUpstreamClient({
        baseUrl: url,
        username: 'u',
        credentials: async () => ({ accessToken: 'ak-deep', password: 'pw-deep' }),
        limiter: createLimiter({ perSecond: 1000, perMinute: 100_000 }),
      });
      try {
        const error = await (method === 'getBranches' ? client.getBranches() : client.getItems('B01')).then(
          () => null,
          (e: unknown) => e,
        );
        expect(isAppError(error) ? error.code : String(error)).toBe('bad_answer');
        expect((error as Error).message).toMatch(/levels deep/);
      } finally {
        await client.close();
      }
    },
  );
});

describe('an XLSX with too many cells, and the worker that reads files', () => {
  test('refused by its cell count, counted in the zip before exceljs loads the workbook', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Items');
    sheet.addRow(['ItemId', 'ItemNo', 'Name', 'IntegrationCode', 'A', 'B', 'C', 'D', 'E', 'F']);
    for (let r = 1; r <= 60; r++) sheet.addRow([r, `N${r}`, `Item ${r}`, `C${r}`, 1, 2, 3, 4, 5, 6]);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const load = vi.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');
    try {
      await expect(
        readMappingFileWith(bytes, 'wide.xlsx', { ...FILE_LIMITS, maxCells: 500 }),
      ).rejects.toThrow(/more than 500 cells/);
      expect(load).not.toHaveBeenCalled();
      expect(await readMappingFileWith(bytes, 'wide.xlsx', { ...FILE_LIMITS, maxCells: 1_000 })).toHaveLength(
        60,
      );
      // The spy does see exceljs load a workbook that passes.
      expect(load).toHaveBeenCalled();
    } finally {
      load.mockRestore();
    }
  });

  test('the file-reading worker runs with a memory limit', async () => {
    expect(await inWorker.memoryLimit()).toBe(CORE_WORKER_MEMORY_MB);
  });
});
