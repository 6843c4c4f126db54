import { afterEach, describe, expect, test } from 'vitest';
import { AppError } from '../../../electron/core/errors';
import {
  answerTooLargeError,
  badAccessKeyError,
  badCredentialsError,
  badRequestError,
  branchUnreachableError,
  connectionCutError,
  htmlAnswerError,
  invalidJsonError,
  networkDownError,
  resultCodeError,
  serverError,
  throttledError,
  timeoutError,
  tokenRejectedError,
  tooDeepError,
  waitTooLongError,
} from '../../../electron/core/upstream/failures';
import { detailText } from '../../../renderer/i18n/error-text';
import { activateLocale } from '../../../renderer/i18n/i18n';

/**
 * The technical detail under a failed call (the connection form's "signing in: ECONNREFUSED."
 * line, a toast's small print) in the user's language: in English the catalogue says exactly what
 * the core writes (logs, the CLI), in Turkish it is worded apart, a socket code left as a code.
 */
const token = { op: 'token' as const, host: 'pos.example.com' };
const checks = { op: 'checks' as const, branch: '001', host: 'pos.example.com' };

const FAILURES: AppError[] = [
  timeoutError(token, 10_000),
  timeoutError(checks, 30_000),
  branchUnreachableError(checks, 502, null),
  networkDownError(token, 'ECONNREFUSED'),
  networkDownError(checks, undefined),
  connectionCutError(checks, 'ECONNRESET'),
  throttledError(checks, 429, 3, null),
  throttledError(checks, 503, 3, 'Bakımda'),
  waitTooLongError(checks, 429, 120_000),
  htmlAnswerError(token, 200),
  answerTooLargeError(checks, 256 * 1024 * 1024),
  tooDeepError(checks, 64),
  invalidJsonError(checks, 200, 1234),
  resultCodeError(checks, 7, null),
  badAccessKeyError(),
  badCredentialsError('user'),
  tokenRejectedError(checks),
];

describe('an error detail in the user language', () => {
  afterEach(() => activateLocale('en'));

  test('every upstream detail carries a code: English as the core writes it, Turkish apart', () => {
    const shapes = FAILURES.map((e) => e.toShape());
    for (const s of shapes) {
      expect(s.detail, s.message).toBeDefined();
      expect(s.detailSaid, s.detail).toBeDefined();
      expect(detailText(s)).toBe(s.detail);
    }
    activateLocale('tr');
    for (const s of shapes) {
      const turkish = detailText(s) ?? '';
      expect(turkish, s.detail).not.toBe(s.detail);
      expect(turkish).not.toMatch(/\b(signing in|the checks|after|for|on|body|answer|attempts|connection)\b/);
    }
  });

  test("the connection form's line: the operation in Turkish, the socket code as it is", () => {
    const refused = networkDownError(token, 'ECONNREFUSED').toShape();
    expect(refused.detail).toBe('signing in: ECONNREFUSED.');
    activateLocale('tr');
    expect(detailText(refused)).toBe('oturum açma: ECONNREFUSED.');
    expect(detailText(networkDownError(checks, undefined).toShape())).toBe(
      '001 şubesinin adisyonları: bağlantı kurulamadı.',
    );
  });

  test('an error with no detail has none, and a bare HTTP status reads the same in both', () => {
    expect(detailText(new AppError('internal', 'x').toShape())).toBeUndefined();
    activateLocale('tr');
    for (const e of [badRequestError(checks, 400, null), serverError(checks, 500, null)]) {
      const shape = e.toShape();
      expect(shape.detail).toMatch(/^HTTP \d+\.$/);
      expect(detailText(shape)).toBe(shape.detail);
    }
  });
});
