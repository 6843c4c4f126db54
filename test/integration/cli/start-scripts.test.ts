import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { userDataDir } from '../../../electron/core/data-folder';

/**
 * `npm start`, `npm run preview` and `npm run simulator` as real processes: their help, the one
 * message when Electron cannot be downloaded, and where the preview keeps its data.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const temps: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string };

function run(args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Run> {
  return new Promise((done, failed) => {
    const child = spawn(process.execPath, args, {
      cwd: opts.cwd ?? root,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', failed);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('help', () => {
  it('npm run preview -- --help lists its options without building', async () => {
    const r = await run([join(root, 'scripts', 'preview.mjs'), '--help']);
    expect(r.code).toBe(0);
    for (const option of ['--demo', '--port', '--data-dir', '--temp-data', '--no-build', '--help']) {
      expect(r.stdout).toContain(option);
    }
    expect(r.stdout).toContain('menu-code-mapper-preview');
    const wrong = await run([join(root, 'scripts', 'preview.mjs'), '--no-build', '--bogus']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Unknown option '--bogus'");
    expect(wrong.stderr).toContain('--temp-data');
  });

  it('npm run simulator -- --help lists its options', async () => {
    const r = await run([tsx, join(root, 'electron', 'simulator', 'cli.ts'), '--help']);
    expect(r.code).toBe(0);
    for (const option of ['--port', '--seed', '--dialect']) expect(r.stdout).toContain(option);
  });
});

describe('npm start without the Electron binary', () => {
  /**
   * A copy of the project's start scripts beside a stand-in `electron` package: the real package's
   * install.js and @electron/get, an entry that leaves a mark if anything loads it, no binary.
   */
  function project(): { dir: string; entryRan: () => boolean } {
    const dir = temp('mcm-start-');
    const scripts = join(dir, 'scripts');
    mkdirSync(scripts);
    for (const f of ['start.mjs', 'electron-binary.mjs', 'electron-download.mjs']) {
      cpSync(join(root, 'scripts', f), join(scripts, f));
    }
    // The preview itself is the project's (it finds its files from its own location).
    writeFileSync(
      join(scripts, 'preview.mjs'),
      `import ${JSON.stringify(join(root, 'scripts', 'preview.mjs'))};\n`,
    );
    const real = join(root, 'node_modules', 'electron');
    const pkg = join(dir, 'node_modules', 'electron');
    mkdirSync(pkg, { recursive: true });
    for (const f of ['package.json', 'install.js', 'checksums.json']) cpSync(join(real, f), join(pkg, f));
    const mark = join(dir, 'entry-ran');
    writeFileSync(
      join(pkg, 'index.js'),
      `console.log('Downloading Electron binary...'); require('fs').writeFileSync(${JSON.stringify(mark)}, '');`,
    );
    mkdirSync(join(dir, 'node_modules', '@electron'));
    symlinkSync(
      join(root, 'node_modules', '@electron', 'get'),
      join(dir, 'node_modules', '@electron', 'get'),
    );
    return { dir, entryRan: () => existsSync(mark) };
  }

  /**
   * A loopback server in place of Electron's release host that counts the connections made to it
   * and closes each at once: the downloader fails as offline, and the test sees whether it tried.
   */
  async function releaseHost(): Promise<{ url: string; tries: () => number; close: () => Promise<void> }> {
    let tries = 0;
    const server = createServer((socket) => {
      tries++;
      socket.destroy();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return {
      url: `http://127.0.0.1:${address.port}/`,
      tries: () => tries,
      close: () => new Promise((r) => server.close(() => r())),
    };
  }

  it('says "downloading" only when it downloads, then what happened; a failed download is not retried unasked', async () => {
    const p = project();
    const host = await releaseHost();
    const env = {
      ELECTRON_OVERRIDE_DIST_PATH: '',
      ELECTRON_MIRROR: host.url,
      electron_config_cache: temp('mcm-electron-cache-'),
    };
    const start = (...args: string[]) =>
      run([join(p.dir, 'scripts', 'start.mjs'), ...args, '--help'], { cwd: p.dir, env });
    try {
      const first = await start();
      const said = first.stderr.trim().split('\n');
      expect(said[0]).toBe('Electron is not downloaded yet: downloading it (needed only once)…');
      expect(said[1]).toBe(
        'Electron is not available: it could not be downloaded (no internet access to its release host?); npm start tries again a day later, or now with: npm start -- --retry-download.',
      );
      expect(said[2]).toMatch(/^Starting the browser preview instead/);
      expect(said).toHaveLength(3);
      expect(host.tries()).toBeGreaterThan(0);
      // No raw error from the downloader, and the package's own entry (its "Downloading…") never ran.
      expect(first.stdout + first.stderr).not.toMatch(
        /TypeError|RequestError|Error:|\n\s+at |Downloading Electron/,
      );
      expect(p.entryRan()).toBe(false);
      // Then the preview: here its help, passed through.
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('Usage: npm run preview');

      // The next start does not claim to download: it says the last try failed, and tries nothing.
      const tried = host.tries();
      const second = await start();
      const again = second.stderr.trim().split('\n');
      expect(again[0]).toMatch(
        /^Electron is not available: its download failed at \d{4}-\d\d-\d\d \d\d:\d\d \(no internet access to its release host\?\); npm start tries again a day later, or now with: npm start -- --retry-download\.$/,
      );
      expect(second.stderr).not.toContain('downloading');
      expect(host.tries()).toBe(tried);
      expect(second.code).toBe(0);

      // Asked, it tries at once, and says that it tries again; the flag is not passed on.
      const retried = await start('--retry-download');
      expect(retried.stderr.split('\n')[0]).toMatch(
        /^Electron is still not downloaded \(the last try, at \d{4}-\d\d-\d\d \d\d:\d\d, failed\): trying again…$/,
      );
      expect(host.tries()).toBeGreaterThan(tried);
      expect(retried.code).toBe(0);
      expect(retried.stdout).toContain('Usage: npm run preview');
    } finally {
      await host.close();
    }
  });
});

describe('the preview data folder', () => {
  /** Starts the preview server and reads the data folder it prints; then stops it. */
  async function startAndStop(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
    const child: ChildProcess = spawn(
      process.execPath,
      [tsx, join(root, 'electron', 'preview', 'cli.ts'), ...args],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    const folder = await new Promise<string>((done, failed) => {
      child.stdout?.on('data', (d) => {
        out += d;
        const m = /data folder:\s+(.+?)( \(temporary\))?\n/.exec(out);
        if (m?.[1]) done(m[1]);
      });
      child.on('exit', (code) => failed(new Error(`the preview exited (${code}): ${out}`)));
    });
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    return folder;
  }

  it('keeps a per-user folder between runs by default; --temp-data uses one that goes away', async () => {
    const home = temp('mcm-home-');
    const env = { HOME: home, XDG_DATA_HOME: join(home, 'data'), LOCALAPPDATA: join(home, 'data') };
    const expected = userDataDir('menu-code-mapper-preview', env, process.platform, home);
    expect(await startAndStop([], env)).toBe(expected);
    expect(existsSync(expected)).toBe(true);
    // The second run finds the same folder, with what the first one left there.
    writeFileSync(join(expected, 'left-by-the-first-run'), '');
    expect(await startAndStop([], env)).toBe(expected);
    expect(existsSync(join(expected, 'left-by-the-first-run'))).toBe(true);

    const temporary = await startAndStop(['--temp-data'], env);
    expect(temporary).not.toBe(expected);
    expect(temporary.startsWith(tmpdir())).toBe(true);
    expect(existsSync(temporary)).toBe(false);
  });
});
