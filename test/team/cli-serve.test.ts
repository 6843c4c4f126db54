import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, inject, test } from 'vitest';
import { childEnv } from '../support/child-env';
import { freshDatabase } from '../support/postgres';

const ROOT = resolve(import.meta.dirname, '../..');
const KEY = 'it-department-passphrase-2026';

function menumap(args: string[], env: Record<string, string>, stdin?: string) {
  const child = spawn(process.execPath, [join(ROOT, 'bin/menumap.mjs'), ...args], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  if (stdin !== undefined) child.stdin.write(stdin);
  child.stdin.end();
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  return { child, exited, stderr: () => stderr };
}

test('IT starts the team server with one command and creates the first admin with another', async () => {
  const databaseUrl = await freshDatabase(inject('postgresUrl'));

  // The first admin, the password from the environment; a mapper, the password on stdin.
  const admin = menumap(['serve', '--database', databaseUrl, '--add-user', 'it-admin', '--role', 'admin'], {
    MENUMAP_USER_PASSWORD: 'first-admin-pw-1',
  });
  expect(await admin.exited).toBe(0);
  expect(admin.stderr()).toMatch(/Team user it-admin \(admin\) is ready/);
  const mapper = menumap(
    ['serve', '--database', databaseUrl, '--add-user', 'Ayse', '--role', 'mapper'],
    {},
    'ayse-from-stdin-9\n',
  );
  expect(await mapper.exited).toBe(0);

  const server = menumap(['serve', '--database', databaseUrl, '--listen', '127.0.0.1:0'], {
    MENUMAP_SERVER_KEY: KEY,
  });
  try {
    let url = '';
    const end = Date.now() + 60_000;
    while (url === '') {
      if (Date.now() > end) throw new Error(`the server did not start: ${server.stderr()}`);
      url = /listening on (\S+)/.exec(server.stderr())?.[1] ?? '';
      await new Promise((r) => setTimeout(r, 50));
    }
    const signIn = async (Username: string, Password: string) => {
      const r = await fetch(`${url}/GetToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', AccessToken: 'x' },
        body: JSON.stringify({ Username, Password }),
      });
      return { status: r.status, json: (await r.json()) as { Data: { Token: string }[] | null } };
    };
    const signed = await signIn('it-admin', 'first-admin-pw-1');
    expect(signed.status).toBe(200);
    const me = await fetch(`${url}/team/me`, { headers: { Token: signed.json.Data?.[0]?.Token ?? '' } });
    expect(await me.json()).toMatchObject({ ResultCode: 200, Data: [{ Name: 'it-admin', Role: 'admin' }] });
    expect((await signIn('ayse', 'ayse-from-stdin-9')).status).toBe(200);
  } finally {
    server.child.kill('SIGTERM');
  }
  expect(await server.exited).toBe(0);
});

test('serve refuses to start without the server key, and on a public address without TLS', async () => {
  const databaseUrl = await freshDatabase(inject('postgresUrl'));
  const noKey = menumap(['serve', '--database', databaseUrl], {});
  expect(await noKey.exited).toBe(2);
  expect(noKey.stderr()).toMatch(/MENUMAP_SERVER_KEY/);
  const open = menumap(['serve', '--database', databaseUrl, '--listen', '0.0.0.0:8470'], {
    MENUMAP_SERVER_KEY: KEY,
  });
  expect(await open.exited).toBe(2);
  expect(open.stderr()).toMatch(/needs TLS/);
});
