import { describe, expect, it } from 'vitest';
import { AppError } from '../../../electron/core/errors';
import { interpretAnswer } from '../../../electron/core/upstream/answer';
import { createRedactor } from '../../../electron/core/upstream/redact';
import { classifyTokenRefusal } from '../../../electron/core/upstream/token-refusal';

const ctx = { op: 'items' as const, branch: 'B03', host: '127.0.0.1:1' };
const redact = createRedactor(() => ['hunter2']);
const raw = (status: number, text: string, contentType = 'application/json') => ({
  status,
  text,
  contentType,
  retryAfter: null,
});

function errorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('did not throw');
}

describe('answer interpretation', () => {
  it('returns Data of a 200 envelope, and a bare array only where allowed', () => {
    expect(
      interpretAnswer(raw(200, '{"ResultCode":200,"Data":[1],"ResultMessage":"OK"}'), ctx, redact),
    ).toEqual({
      kind: 'data',
      data: [1],
    });
    expect(interpretAnswer(raw(200, '[1,2]'), ctx, redact, { allowBareArray: true })).toEqual({
      kind: 'data',
      data: [1, 2],
    });
    expect(errorOf(() => interpretAnswer(raw(200, '[1,2]'), ctx, redact)).code).toBe('bad_answer');
  });

  it('turns HTTP 200 with ResultCode != 200 into an error carrying ResultMessage', () => {
    const e = errorOf(() =>
      interpretAnswer(
        raw(200, '{"ResultCode":500,"Data":null,"ResultMessage":"Branch DB locked"}'),
        ctx,
        redact,
      ),
    );
    expect(e.code).toBe('upstream_error');
    expect(e.message).toContain('Branch DB locked');
    expect(e.retryable).toBe(true);
  });

  it('hands a 401 back (status or ResultCode) for the caller to renew', () => {
    expect(interpretAnswer(raw(401, '{"ResultCode":401,"ResultMessage":"expired"}'), ctx, redact)).toEqual({
      kind: 'unauthorized',
      serverText: 'expired',
    });
    expect(interpretAnswer(raw(200, '{"ResultCode":401,"Data":null}'), ctx, redact).kind).toBe(
      'unauthorized',
    );
  });

  it('names nonsense: HTML pages, cut-off JSON, wrong shapes', () => {
    expect(
      errorOf(() => interpretAnswer(raw(200, '<!DOCTYPE html><p>', 'text/html'), ctx, redact)),
    ).toMatchObject({
      code: 'bad_answer',
      retryable: true,
    });
    const cut = errorOf(() =>
      interpretAnswer(raw(200, '{"ResultCode":200,"Data":[{"ItemId":1,'), ctx, redact),
    );
    expect(cut.code).toBe('bad_answer');
    expect(cut.message).toMatch(/cut off|not valid JSON/);
    expect(errorOf(() => interpretAnswer(raw(200, '{"hello":1}'), ctx, redact)).code).toBe('bad_answer');
  });

  it('maps HTTP statuses to errors the user can act on', () => {
    expect(
      errorOf(() => interpretAnswer(raw(400, '{"ResultCode":400,"ResultMessage":"bad date"}'), ctx, redact)),
    ).toMatchObject({ code: 'bad_request', retryable: false });
    const unreachable = errorOf(() =>
      interpretAnswer(raw(504, 'Gateway Timeout', 'text/plain'), ctx, redact),
    );
    expect(unreachable.code).toBe('branch_unreachable');
    expect(unreachable.message).toContain('B03');
    expect(errorOf(() => interpretAnswer(raw(500, 'oops', 'text/plain'), ctx, redact)).code).toBe(
      'upstream_error',
    );
  });

  it('scrubs secrets the server echoes back', () => {
    const e = errorOf(() =>
      interpretAnswer(
        raw(400, '{"ResultCode":400,"ResultMessage":"Password HUNTER2 has bad chars"}'),
        ctx,
        redact,
      ),
    );
    expect(e.message.toLowerCase()).not.toContain('hunter2');
    expect(e.message).toContain('[redacted]');
  });
});

describe('redactor', () => {
  it('removes plain, JSON-escaped and URL-encoded forms, and flattens to one bounded line', () => {
    const r = createRedactor(() => ['pa"ss w/']);
    expect(r('a pa"ss w/ b')).toBe('a [redacted] b');
    expect(r('a pa\\"ss w/ b')).toBe('a [redacted] b');
    expect(r(`a ${encodeURIComponent('pa"ss w/')} b`)).toBe('a [redacted] b');
    expect(r('line1\nline2\t\u0000x')).toBe('line1 line2 x');
    expect(r('x'.repeat(1000)).length).toBeLessThanOrEqual(300);
  });
});

describe('GetToken refusals', () => {
  it('tells a wrong access key from a wrong username/password by the message', () => {
    expect(classifyTokenRefusal('AccessToken is not valid: check the access key issued to you.')).toBe(
      'access-key',
    );
    expect(classifyTokenRefusal('AccessToken header is missing')).toBe('access-key');
    expect(classifyTokenRefusal('Username or password is wrong.')).toBe('user');
    expect(classifyTokenRefusal('Invalid credentials')).toBe('user');
    expect(classifyTokenRefusal(null)).toBe('either');
    expect(classifyTokenRefusal('Unauthorized')).toBe('either');
    expect(classifyTokenRefusal('AccessToken or password wrong')).toBe('either');
  });
});
