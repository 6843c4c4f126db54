import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch } from 'undici';
import { expect, inject, test } from 'vitest';
import { startTeamServer } from '../../electron/server/start';
import { putUser } from '../../electron/server/users';
import { freshDatabase } from '../support/postgres';
import { SERVER_KEY } from './support/team-server';

/** A self-signed certificate for 127.0.0.1, as IT would give `--tls-cert`/`--tls-key`. */
function certificate(): { cert: Buffer; key: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'menumap-tls-'));
  const done = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (done.status !== 0) throw new Error(`openssl failed: ${done.stderr}`);
  return { cert: readFileSync(join(dir, 'cert.pem')), key: readFileSync(join(dir, 'key.pem')) };
}

test('with a certificate the team server speaks only HTTPS', async () => {
  const tls = certificate();
  const server = await startTeamServer({
    databaseUrl: await freshDatabase(inject('postgresUrl')),
    serverKey: SERVER_KEY,
    tls,
  });
  const agent = new Agent({ connect: { ca: tls.cert } });
  try {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    await putUser(server.pool, 'ayse', 'viewer', 'ayse-pw-123');
    const signIn = await fetch(`${server.url}/GetToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessToken: 'x' },
      body: JSON.stringify({ Username: 'ayse', Password: 'ayse-pw-123' }),
      dispatcher: agent,
    });
    expect(signIn.status).toBe(200);
    // The same port in clear text gets no answer.
    await expect(fetch(`${server.url.replace('https:', 'http:')}/team/me`)).rejects.toThrow();
  } finally {
    await agent.close();
    await server.close();
  }
});
