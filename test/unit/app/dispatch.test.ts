import { expect, test } from 'vitest';
import { dispatch } from '../../../electron/core/app/dispatch';
import { AppError } from '../../../electron/core/errors';
import type { Handlers } from '../../../electron/core/handler-types';
import { createLogger, setLogger } from '../../../electron/core/log';
import { methodNames } from '../../../shared/contract';
import { DEFAULT_SETTINGS } from '../../../shared/domain/connection';

setLogger(createLogger({ stderr: false }));

/** Every method answers "not found" unless overridden: dispatch's behaviour, not the handlers', is tested. */
function handlers(overrides: Partial<Record<string, (input: unknown) => Promise<unknown>>>): Handlers {
  const base = Object.fromEntries(
    methodNames.map((m) => [m, async () => Promise.reject(new AppError('not_found', 'nope'))]),
  );
  return { ...base, ...overrides } as unknown as Handlers;
}

test('an unknown method is refused without calling anything', async () => {
  const reply = await dispatch(handlers({}), 'fs.readFile', { path: '/etc/passwd' });
  expect(reply).toEqual({ ok: false, error: expect.objectContaining({ code: 'not_found' }) });
  expect(await dispatch(handlers({}), '__proto__', undefined)).toMatchObject({ ok: false });
  expect(await dispatch(handlers({}), 'toString', undefined)).toMatchObject({ ok: false });
});

test('invalid input is refused with a readable message naming the field, before the handler runs', async () => {
  let called = false;
  const h = handlers({
    'items.load': async () => {
      called = true;
    },
  });
  const reply = await dispatch(h, 'items.load', { branch: 42 });
  expect(called).toBe(false);
  expect(reply.ok).toBe(false);
  if (reply.ok) return;
  expect(reply.error.code).toBe('invalid_input');
  expect(reply.error.message).toMatch(/^Invalid request\. branch: /);
});

test('the handler gets parsed input (defaults applied) and its output is parsed (extra keys stripped)', async () => {
  let seen: unknown;
  const h = handlers({
    'settings.get': async () => ({ ...DEFAULT_SETTINGS, password: 'leak' }),
    'branches.list': async (input) => {
      seen = input;
      return [];
    },
  });
  expect(await dispatch(h, 'branches.list', {})).toEqual({ ok: true, data: [] });
  expect(seen).toEqual({ refresh: false });
  expect(await dispatch(h, 'settings.get', undefined)).toEqual({ ok: true, data: DEFAULT_SETTINGS });
});

test('a void answer is { ok: true } without data (it survives JSON)', async () => {
  const h = handlers({ 'draft.discard': async () => undefined });
  expect(await dispatch(h, 'draft.discard', { branch: 'B1' })).toEqual({ ok: true });
});

test('an answer outside the contract is an internal error; thrown values become the one error shape', async () => {
  const h = handlers({
    'settings.get': async () => ({ theme: 'purple' }),
    'branches.list': async () => {
      throw new AppError('network_down', 'No network.', { retryable: true });
    },
    'journal.list': async () => {
      throw new TypeError('secret-ish internals: x is undefined');
    },
    'catalogue.import': () => {
      throw 'a string';
    },
  });
  expect(await dispatch(h, 'settings.get', undefined)).toMatchObject({
    ok: false,
    error: { code: 'internal' },
  });
  expect(await dispatch(h, 'branches.list', {})).toEqual({
    ok: false,
    error: { code: 'network_down', message: 'No network.', retryable: true },
  });
  const hidden = await dispatch(h, 'journal.list', {});
  expect(hidden).toMatchObject({ ok: false, error: { code: 'internal' } });
  expect(JSON.stringify(hidden)).not.toContain('internals');
  expect(
    await dispatch(h, 'catalogue.import', { file: { fileName: 'a.csv', mimeType: 'text/csv', base64: '' } }),
  ).toMatchObject({ ok: false, error: { code: 'internal' } });
});
