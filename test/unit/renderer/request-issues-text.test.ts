import { afterEach, describe, expect, test } from 'vitest';
import { dispatch } from '../../../electron/core/app/dispatch';
import type { Handlers } from '../../../electron/core/handler-types';
import { createLogger, setLogger } from '../../../electron/core/log';
import { errorText } from '../../../renderer/i18n/error-text';
import { activateLocale } from '../../../renderer/i18n/i18n';
import type { AppErrorShape } from '../../../shared/domain/errors';

setLogger(createLogger({ stderr: false }));

/** No handler is reached: the contract refuses the input first. */
const none = new Proxy({}, { get: () => async () => undefined }) as unknown as Handlers;

async function refused(method: string, input: unknown): Promise<AppErrorShape> {
  const reply = await dispatch(none, method, input);
  if (reply.ok) throw new Error(`${method} accepted ${JSON.stringify(input)}`);
  return reply.error;
}

describe('a request the contract refuses, in the user language', () => {
  afterEach(() => activateLocale('en'));

  test('names the field and the problem in Turkish and English, from the zod issue', async () => {
    const wrongType = await refused('items.load', { branch: 42 });
    const tooSmall = await refused('settings.set', { batchSize: 0 });
    const tooLong = await refused('settings.set', { batchSize: 5000 });
    expect(wrongType).toMatchObject({ code: 'invalid_input', messageId: 'input.invalidRequest' });

    activateLocale('tr');
    expect(errorText(wrongType)).toBe('Geçersiz istek: branch metin olmalı.');
    expect(errorText(tooSmall)).toBe('Geçersiz istek: batchSize çok küçük (en az 1).');
    expect(errorText(tooLong)).toBe('Geçersiz istek: batchSize çok büyük (en fazla 1000).');

    activateLocale('en');
    expect(errorText(wrongType)).toBe('Invalid request: branch should be text.');
    expect(errorText(tooSmall)).toBe('Invalid request: batchSize is too small (at least 1).');
  });

  test('counts the other problems, and never quotes a value that was sent', async () => {
    const several = await refused('settings.set', {
      batchSize: 'SECRET-1',
      theme: 'SECRET-2',
      timeoutMs: 'SECRET-3',
    });
    activateLocale('tr');
    const turkish = errorText(several);
    expect(turkish).toMatch(/^Geçersiz istek: \S+ .+ \(ve 2 sorun daha\)\.$/);
    activateLocale('en');
    const english = errorText(several);
    expect(english).toMatch(/\(and 2 more problems\)\.$/);
    for (const text of [turkish, english, JSON.stringify(several.params)])
      expect(text).not.toContain('SECRET');
  });

  test('a refused request without a field is the request itself', async () => {
    const whole = await refused('items.load', 'not an object');
    activateLocale('tr');
    expect(errorText(whole)).toBe('Geçersiz istek: istek nesne olmalı.');
  });
});
