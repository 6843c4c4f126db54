import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createLogger } from '../../../electron/core/log';

const at = () => new Date('2026-03-04T10:00:00Z');

async function logText(dir: string): Promise<string> {
  const files = await readdir(dir);
  return (await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))).join('');
}

test('writes leveled lines to a daily file and drops lines below the level', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'mcm-log-'));
  const log = createLogger({ dir, level: 'info', stderr: false, now: at });
  log.debug('hidden detail');
  log.info('connected', { profile: 'Test', branches: 3 });
  log.child('upstream').warn('slow branch', { branch: 'B1' });
  expect(await readdir(dir)).toEqual(['app-2026-03-04.log']);
  const text = await logText(dir);
  expect(text).not.toContain('hidden detail');
  expect(text).toContain('INFO connected profile="Test" branches=3');
  expect(text).toContain('WARN [upstream] slow branch branch="B1"');
});

test('redacts every registered secret wherever it appears, in every logger', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'mcm-log-'));
  const early = createLogger({ dir, stderr: false, now: at });
  const other = createLogger({ dir, stderr: false, now: at });
  other.registerSecret('s3cr3t-pass');
  other.registerSecret('abc'); // too short to redact safely: ignored
  early.error('GetToken failed for s3cr3t-pass', {
    note: 'echo s3cr3t-pass',
    error: new Error('bad s3cr3t-pass'),
    nested: { list: ['s3cr3t-pass'] },
  });
  other.info('abc stays readable');
  const text = await logText(dir);
  expect(text).not.toContain('s3cr3t-pass');
  expect(text.match(/\[redacted\]/g)?.length).toBe(4);
  expect(text).toContain('abc stays readable');
});

test('never logs request headers or bodies, and masks fields named like credentials', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'mcm-log-'));
  const log = createLogger({ dir, stderr: false, now: at });
  log.info('request', {
    path: '/GetItems',
    headers: { Token: 'tok-value-1' },
    body: '{"Password":"pw-value-2"}',
    password: 'pw-value-3',
    accessToken: 'key-value-4',
    meta: { Authorization: 'auth-value-5', ok: 1 },
  });
  const text = await logText(dir);
  for (const v of ['tok-value-1', 'pw-value-2', 'pw-value-3', 'key-value-4', 'auth-value-5']) {
    expect(text).not.toContain(v);
  }
  expect(text).toContain('path="/GetItems"');
  expect(text).not.toContain('headers=');
  expect(text).not.toContain('body=');
});
